// Site content that frames every page (spec 2 "Footer", home sections): licence, certificates,
// payment methods, responsible gaming, quality service, sponsors, download, in the asked language.
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';

const ZImage = z.string().max(500);

export const ZSiteTemplates = z.object({
  licence: z.string(),
  responsibleGaming: z.string(),
  certificates: z.array(z.object({ name: z.string(), image: ZImage })),
  paymentMethods: z.array(z.object({ name: z.string(), image: ZImage })),
  qualityService: z.array(z.object({ icon: ZImage, title: z.string(), text: z.string() })),
  sponsors: z.array(z.object({ name: z.string(), image: ZImage, text: z.string() })),
  download: z.object({ title: z.string(), text: z.string(), image: ZImage }),
});
export type TSiteTemplates = z.infer<typeof ZSiteTemplates>;

export const getTemplates = defineContract({
  method: 'GET',
  path: '/wps/system/templates',
  summary: 'Footer and home-page content in the asked language',
  tag: 'system',
  access: 'public',
  query: z.strictObject({ language: ZLanguage.optional() }),
  value: ZSiteTemplates,
});
