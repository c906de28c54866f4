// Announcements and banners (spec 2 "Banner carousel", 3 "Banner", "Notice", 7 announcements call).
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import {
  endsAfterStart,
  isHttpsUrl,
  isSitePath,
  ZImagePath,
  ZIsoTime,
  ZPlainLine,
  ZPlainText,
  ZTexts,
} from './fields';

/** B banner, PL player notice, PU popup, PR promotion, H home (spec 1); B is the executed one. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const ZAnnouncementType = z.enum(announcementTypes);

/** Banner groups: one per route ('w_' + route name), and the modal ones (spec 2). */
export const bannerGroups = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_elott',
  'w_cockfight',
  'w_hot',
  'w_promotions',
  'w_vip',
  'w_pointMall',
  'w_noticePage',
  'w_help',
  'w_down',
  'w_join',
  'w_register',
  'w_login',
  'w_forget',
] as const;
export const ZBannerGroup = z.enum(bannerGroups);
export type TBannerGroup = z.infer<typeof ZBannerGroup>;

export const ZBanner = z.object({
  bannerId: z.number().int(),
  groupName: ZBannerGroup,
  /** The banner image. */
  url: z.string(),
  title: z.string(),
  /** 0: not clickable; 1: a route of this site; 2: an outside address (new tab). */
  linkageType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  link: z.string().nullable(),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZNotice = z.object({
  id: z.number().int(),
  type: ZAnnouncementType,
  title: z.string(),
  /** Plain text; blank lines separate paragraphs. */
  content: z.string(),
  publishedAt: z.string(),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZAnnouncementsQuery = z.strictObject({
  /** Comma-separated announcement types; all when absent. */
  types: z
    .string()
    .max(40)
    .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/, 'comma-separated of B, PL, PU, PR, H')
    .optional(),
  platform: z.literal('W').optional(),
  execution: z.enum(['true', 'false']).optional(),
  language: ZLanguage.optional(),
});

export const getAnnouncements = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  summary: 'Live notices and banners for the web platform, in the asked language',
  tag: 'content',
  access: 'public',
  query: ZAnnouncementsQuery,
  value: z.object({
    player: z.array(ZNotice),
    banners: z.array(ZBanner),
    popup: z.array(ZNotice),
    promotion: z.array(ZNotice),
  }),
});

/** When and in which order a notice or banner shows. */
const ZNoticeWindow = {
  startsAt: ZIsoTime,
  /** Null: shown until an operator ends it. */
  endsAt: ZIsoTime.nullable(),
  sort: z.number().int().min(0).max(10_000),
  /** Inactive rows are kept but never shown; defaults to active. */
  isActive: z.boolean().default(true),
};
const windowRule = { message: 'endsAt must be after startsAt', path: ['endsAt'] };

export const ZNoticeInput = z
  .strictObject({
    type: z.enum(['PL', 'PU', 'PR', 'H']),
    title: ZTexts(ZPlainLine(200)),
    content: ZTexts(ZPlainText(10_000)),
    ...ZNoticeWindow,
  })
  .refine(endsAfterStart, windowRule);
export type TNoticeInput = z.infer<typeof ZNoticeInput>;

export const ZBannerInput = z
  .strictObject({
    groupName: ZBannerGroup,
    title: ZTexts(ZPlainLine(200)),
    /** Image per language; EN is the fallback. A path of an image shipped with the site. */
    image: ZTexts(ZImagePath),
    linkageType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    /** linkageType 0: null; 1: a route of this site ("/promotions"); 2: an https address. */
    link: z.string().trim().max(500).nullable(),
    ...ZNoticeWindow,
  })
  .refine(endsAfterStart, windowRule)
  .refine(isLinkOfType, {
    message: 'linkageType 0 takes no link, 1 a route of this site, 2 an https address',
    path: ['link'],
  });
export type TBannerInput = z.infer<typeof ZBannerInput>;

function isLinkOfType({ linkageType, link }: { linkageType: 0 | 1 | 2; link: string | null }) {
  if (linkageType === 0) return link === null;
  if (link === null) return false;
  return linkageType === 1 ? isSitePath(link) : isHttpsUrl(link);
}
