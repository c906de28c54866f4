// Site content that frames every page (spec 2 "Footer", home sections): licence, certificates,
// payment methods, responsible gaming, quality service, sponsors, download, in the asked language.
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZImagePath, ZPlainLine, ZPlainText, ZTexts } from '../content/fields';

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

/** What operators edit and what is stored: every text per language file, EN required (the fallback). */
export const ZSiteTemplatesInput = z.strictObject({
  licence: ZTexts(ZPlainText(4000)),
  responsibleGaming: ZTexts(ZPlainText(4000)),
  certificates: z
    .array(z.strictObject({ name: ZTexts(ZPlainLine(80)), image: ZImagePath }))
    .max(20),
  paymentMethods: z
    .array(z.strictObject({ name: ZTexts(ZPlainLine(80)), image: ZImagePath }))
    .max(30),
  qualityService: z
    .array(
      z.strictObject({
        icon: ZImagePath,
        title: ZTexts(ZPlainLine(80)),
        text: ZTexts(ZPlainText(500)),
      }),
    )
    .max(12),
  sponsors: z
    .array(
      z.strictObject({
        name: ZTexts(ZPlainLine(80)),
        image: ZImagePath,
        text: ZTexts(ZPlainText(300)),
      }),
    )
    .max(12),
  download: z.strictObject({
    title: ZTexts(ZPlainLine(120)),
    text: ZTexts(ZPlainText(500)),
    image: ZImagePath,
  }),
});
export type TSiteTemplatesInput = z.infer<typeof ZSiteTemplatesInput>;

export const getTemplateSettings = defineContract({
  method: 'GET',
  path: '/ops/api/system/templates',
  summary: 'Footer and home-page content in every language, as operators edit it',
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  value: ZSiteTemplatesInput,
});

export const putTemplates = defineContract({
  method: 'PUT',
  path: '/ops/api/system/templates',
  summary: 'Replace the footer and home-page content (admin or content)',
  tag: 'ops',
  access: 'operator',
  permission: 'content.edit',
  body: ZSiteTemplatesInput,
  value: ZSiteTemplatesInput,
});
