// Help articles as operators manage them (role content or admin): every language's text.
import { z } from 'zod';
import { defineContract } from '../http';
import { OPS_PAGE_SIZE, ZOpsPageOf, ZOpsPageQuery } from '../ops/paging';
import { ZHelpArticleInput, ZHelpTag } from '../system/help-center';
import { ZIdParams, ZTextsOut } from './fields';

export const ZOpsHelpArticle = z.object({
  id: z.number().int(),
  tag: ZHelpTag,
  sort: z.number().int(),
  title: ZTextsOut,
  content: ZTextsOut,
});
export type TOpsHelpArticle = z.infer<typeof ZOpsHelpArticle>;

export const listHelpArticles = defineContract({
  method: 'GET',
  path: '/ops/api/help',
  summary: `Help articles by tag and display order, ${OPS_PAGE_SIZE} a page unless asked`,
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  query: ZOpsPageQuery,
  value: ZOpsPageOf(ZOpsHelpArticle),
});

export const createHelpArticle = defineContract({
  method: 'POST',
  path: '/ops/api/help',
  summary: 'Create a help article (content)',
  tag: 'ops',
  access: 'operator',
  permission: 'content.edit',
  body: ZHelpArticleInput,
  value: ZOpsHelpArticle,
});

export const updateHelpArticle = defineContract({
  method: 'PUT',
  path: '/ops/api/help/:id',
  summary: 'Replace a help article (content)',
  tag: 'ops',
  access: 'operator',
  permission: 'content.edit',
  params: ZIdParams,
  body: ZHelpArticleInput,
  value: ZOpsHelpArticle,
});

export const deleteHelpArticle = defineContract({
  method: 'DELETE',
  path: '/ops/api/help/:id',
  summary: 'Delete a help article (content)',
  tag: 'ops',
  access: 'operator',
  permission: 'content.edit',
  params: ZIdParams,
  value: z.null(),
});
