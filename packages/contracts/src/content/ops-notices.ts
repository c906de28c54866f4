// Notices as operators manage them (role content or admin): every language's text, the live
// window and the order. The public call resolves them to one language.
import { z } from 'zod';
import { defineContract } from '../http';
import { OPS_PAGE_SIZE, ZOpsPageOf, ZOpsPageQuery } from '../ops/paging';
import { ZNoticeInput } from './announcements';
import { ZIdParams, ZTextsOut } from './fields';

export const ZOpsNotice = z.object({
  id: z.number().int(),
  type: z.enum(['PL', 'PU', 'PR', 'H']),
  title: ZTextsOut,
  content: ZTextsOut,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  isActive: z.boolean(),
});
export type TOpsNotice = z.infer<typeof ZOpsNotice>;

export const listNotices = defineContract({
  method: 'GET',
  path: '/ops/api/notices',
  summary: `Notices, live or not, by type and display order, ${OPS_PAGE_SIZE} a page unless asked`,
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  query: ZOpsPageQuery,
  value: ZOpsPageOf(ZOpsNotice),
});

export const createNotice = defineContract({
  method: 'POST',
  path: '/ops/api/notices',
  summary: 'Create a notice (content)',
  tag: 'ops',
  access: 'operator',
  permission: 'content.edit',
  body: ZNoticeInput,
  value: ZOpsNotice,
});

export const updateNotice = defineContract({
  method: 'PUT',
  path: '/ops/api/notices/:id',
  summary: 'Replace a notice (content)',
  tag: 'ops',
  access: 'operator',
  permission: 'content.edit',
  params: ZIdParams,
  body: ZNoticeInput,
  value: ZOpsNotice,
});

export const deleteNotice = defineContract({
  method: 'DELETE',
  path: '/ops/api/notices/:id',
  summary: 'Delete a notice (content)',
  tag: 'ops',
  access: 'operator',
  permission: 'content.edit',
  params: ZIdParams,
  value: z.null(),
});
