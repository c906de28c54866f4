// Feedback from visitors and members (spec 2 "Other content", 7 "/wps/feedback (PUT)").
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams, ZPlainLine, ZPlainText } from '../content/fields';
import { ZProofIds } from '../payment/upload-proof';

export const feedbackTypes = ['suggestion', 'bug', 'payment', 'game', 'other'] as const;

/** The spec's comment limit (section 2 "Other content"). */
export const FEEDBACK_MAX_CHARS = 140;

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
  content: ZPlainText(FEEDBACK_MAX_CHARS, 5).refine(noStackedMarks, stackedMarksMessage),
  /** How to reach the sender, if they want an answer; blank means none. */
  contact: ZPlainLine(120, 0).refine(noStackedMarks, stackedMarksMessage).optional(),
  /**
   * Up to 3 screenshots, uploaded first through the proof upload (png or jpg, at most 5 MB): so
   * only a signed-in real member can attach them; a visitor's feedback is text only.
   */
  proofIds: ZProofIds.optional(),
});
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequest>;

export const putFeedback = defineContract({
  method: 'PUT',
  path: '/wps/feedback',
  summary:
    'Send feedback to the operators (at most 5 per visitor IP in 10 minutes); images are the ' +
    'member’s own proof uploads',
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
  proofIds: z.array(z.number().int()),
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
  permission: 'feedback.handle',
  query: z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  value: z.object({ items: z.array(ZFeedback), totalPages: z.number().int() }),
});

export const markFeedbackHandled = defineContract({
  method: 'POST',
  path: '/ops/api/feedback/:id/handled',
  summary: 'Mark feedback as handled (support); marking it again changes nothing',
  tag: 'ops',
  access: 'operator',
  permission: 'feedback.handle',
  params: ZIdParams,
  value: ZFeedback,
});
