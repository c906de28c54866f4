// Feedback from visitors and members (spec 2 "Other content", 7 "/wps/feedback (PUT)").
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams, ZPlainLine, ZPlainText } from '../content/fields';

export const feedbackTypes = ['suggestion', 'bug', 'payment', 'game', 'other'] as const;

/**
 * Combining marks stacked on one letter beyond any script's need ("Zalgo" text), which draw far
 * above and below their line. Burmese, the site's language with the most, stacks up to about 7
 * (medials, vowel signs, tone marks, asat) on one consonant.
 */
const STACKED_MARKS = /\p{M}{9,}/u;
const noStackedMarks = (s: string) => !STACKED_MARKS.test(s);
const stackedMarksMessage = 'at most 8 combining marks on one letter';

export const ZFeedbackRequest = z.strictObject({
  type: z.enum(feedbackTypes),
  content: ZPlainText(2000, 5).refine(noStackedMarks, stackedMarksMessage),
  /** How to reach the sender, if they want an answer; blank means none. */
  contact: ZPlainLine(120, 0).refine(noStackedMarks, stackedMarksMessage).optional(),
});
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequest>;

export const putFeedback = defineContract({
  method: 'PUT',
  path: '/wps/feedback',
  summary: 'Send feedback to the operators (at most 5 per visitor IP in 10 minutes)',
  tag: 'system',
  access: 'public',
  body: ZFeedbackRequest,
  value: z.object({ id: z.number().int() }),
});

export const ZFeedback = z.object({
  id: z.number().int(),
  type: z.enum(feedbackTypes),
  content: z.string(),
  contact: z.string().nullable(),
  memberId: z.number().int().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  handled: z.boolean(),
});

export const listFeedback = defineContract({
  method: 'GET',
  path: '/ops/api/feedback',
  summary: 'Feedback received, newest first, 15 per page (support)',
  tag: 'ops',
  access: 'operator',
  query: z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  value: z.object({ items: z.array(ZFeedback), totalPages: z.number().int() }),
});

export const markFeedbackHandled = defineContract({
  method: 'POST',
  path: '/ops/api/feedback/:id/handled',
  summary: 'Mark feedback as handled (support); marking it again changes nothing',
  tag: 'ops',
  access: 'operator',
  params: ZIdParams,
  value: ZFeedback,
});
