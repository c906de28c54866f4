// Banners as operators manage them (role content or admin): per-language titles and images, the
// link, the live window and the order. The public call resolves them to one language.
import { z } from 'zod';
import { defineContract } from '../http';
import { OPS_PAGE_SIZE, ZOpsPageOf, ZOpsPageQuery } from '../ops/paging';
import { ZBannerGroup, ZBannerInput } from './announcements';
import { ZIdParams, ZTextsOut } from './fields';

export const ZOpsBanner = z.object({
  id: z.number().int(),
  groupName: ZBannerGroup,
  title: ZTextsOut,
  image: ZTextsOut,
  linkageType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  link: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  isActive: z.boolean(),
});
export type TOpsBanner = z.infer<typeof ZOpsBanner>;

export const listBanners = defineContract({
  method: 'GET',
  path: '/ops/api/banners',
  summary: `Banners, live or not, by group and display order, ${OPS_PAGE_SIZE} a page unless asked`,
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  query: ZOpsPageQuery,
  value: ZOpsPageOf(ZOpsBanner),
});

export const createBanner = defineContract({
  method: 'POST',
  path: '/ops/api/banners',
  summary: 'Create a banner (content)',
  tag: 'ops',
  access: 'operator',
  permission: 'content.edit',
  body: ZBannerInput,
  value: ZOpsBanner,
});

export const updateBanner = defineContract({
  method: 'PUT',
  path: '/ops/api/banners/:id',
  summary: 'Replace a banner (content)',
  tag: 'ops',
  access: 'operator',
  permission: 'content.edit',
  params: ZIdParams,
  body: ZBannerInput,
  value: ZOpsBanner,
});

export const deleteBanner = defineContract({
  method: 'DELETE',
  path: '/ops/api/banners/:id',
  summary: 'Delete a banner (content)',
  tag: 'ops',
  access: 'operator',
  permission: 'content.edit',
  params: ZIdParams,
  value: z.null(),
});
