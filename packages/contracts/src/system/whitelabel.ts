// Whitelabel flags and site options (spec 3 "Whitelabel flags", 5, 6): what the site offers.
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { isHttpsUrl, ZPlainLine } from '../content/fields';
import { decodeCsLink } from './cs-link';

export const ZCustomerServiceEntry = z.strictObject({
  /** '3' is the entry the site opens (spec 7 "Customer service"). */
  type: z.string().regex(/^[A-Za-z0-9_]{1,8}$/, 'letters, digits or _, at most 8'),
  csType: z.enum(['VIP', 'LIVECHAT']),
  /** The encrypted link followed by its 8-character key (./cs-link.ts). */
  path: z
    .string()
    .min(9)
    .max(2048)
    .refine(
      (p) => decodeCsLink(p) !== null,
      'not an encoded link to an http(s) address or a path on this site',
    ),
  label: ZPlainLine(80),
});
export type TCustomerServiceEntry = z.infer<typeof ZCustomerServiceEntry>;

export const ZLanguageOption = z.strictObject({
  /** The code shown and stored, e.g. "MY", "EN", "FR". */
  code: z.string().regex(/^[A-Z]{2,3}$/),
  /** The language's own name, e.g. "မြန်မာ". */
  name: ZPlainLine(40),
  /** Which of the site's language files its text comes from. */
  file: ZLanguage,
  enabled: z.boolean(),
});
export type TLanguageOption = z.infer<typeof ZLanguageOption>;

/** A link shown to visitors (telegram, facebook, whatsapp): https only, or null when not offered. */
const ZOptionalUrl = z.string().max(500).refine(isHttpsUrl, 'an https address').nullable();

export const ZWhitelabel = z
  .strictObject({
    USERNAMEREG3: z.boolean(),
    MOBILENUMREG3: z.boolean(),
    MOBILENUMPASSREG3: z.boolean(),
    REGMOBVERF3: z.boolean(),
    MOBILEVERCODELOGIN3: z.boolean(),
    DIRECTREG3: z.boolean(),
    freePlay: z.boolean(),
    forcePasswordChangeOnExpiry: z.boolean(),
    passwordExpiryDays: z.number().int().min(0).max(3650),
    loginedToHomePage: z.boolean(),
    memberCentreEnabled: z.boolean(),
    referralPromoEnabled: z.boolean(),
    socialLinks: z.strictObject({
      telegram: ZOptionalUrl,
      facebook: ZOptionalUrl,
      whatsapp: ZOptionalUrl,
    }),
    customerService: z.array(ZCustomerServiceEntry).max(20),
    languages: z.array(ZLanguageOption).min(1).max(60),
    defaultLanguage: ZLanguage,
    currencySymbol: ZPlainLine(4),
  })
  .superRefine((w, ctx) => {
    const codes = new Set<string>();
    w.languages.forEach((language, i) => {
      if (codes.has(language.code)) {
        ctx.addIssue({ code: 'custom', path: ['languages', i, 'code'], message: 'duplicate code' });
      }
      codes.add(language.code);
    });
    // The site opens in the default language, so it must be one a visitor can pick.
    if (!w.languages.some((l) => l.enabled && l.file === w.defaultLanguage)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: 'must be the file of an enabled language',
      });
    }
  });
export type TWhitelabel = z.infer<typeof ZWhitelabel>;

export const getWhitelabel = defineContract({
  method: 'GET',
  path: '/wps/system/whitelabel',
  summary: 'Whitelabel flags: registration and login ways, feature toggles, links, languages',
  tag: 'system',
  access: 'public',
  value: ZWhitelabel,
});

export const putWhitelabel = defineContract({
  method: 'PUT',
  path: '/ops/api/system/whitelabel',
  summary: 'Replace the whitelabel flags (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'settings.edit',
  body: ZWhitelabel,
  value: ZWhitelabel,
});
