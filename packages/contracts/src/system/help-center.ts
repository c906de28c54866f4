// Help content (spec 2 "/help", 7 "Help"): articles by tag; 'agent' feeds the affiliate link and
// /help#agent, 'term' the terms at /help#term.
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZPlainLine, ZPlainText, ZTexts } from '../content/fields';

export const helpTags = [
  'general',
  'agent',
  'term',
  'deposit',
  'withdraw',
  'account',
  'responsible',
] as const;
export const ZHelpTag = z.enum(helpTags);
export type THelpTag = z.infer<typeof ZHelpTag>;

export const ZHelpArticle = z.object({
  id: z.number().int(),
  tag: ZHelpTag,
  title: z.string(),
  /** Plain text; blank lines separate paragraphs. Never HTML. */
  content: z.string(),
  sort: z.number().int(),
});
export type THelpArticle = z.infer<typeof ZHelpArticle>;

export const getHelpCenter = defineContract({
  method: 'GET',
  path: '/wps/system/helpCenter',
  summary: 'Help articles in the asked language (falling back to EN), grouped by tag',
  tag: 'system',
  access: 'public',
  query: z.strictObject({ language: ZLanguage.optional(), tag: ZHelpTag.optional() }),
  value: z.array(ZHelpArticle),
});

export const ZHelpArticleInput = z.strictObject({
  tag: ZHelpTag,
  sort: z.number().int().min(0).max(10_000),
  /** Title and content per language file; EN is required as the fallback. */
  title: ZTexts(ZPlainLine(200)),
  content: ZTexts(ZPlainText(20_000)),
});
export type THelpArticleInput = z.infer<typeof ZHelpArticleInput>;
