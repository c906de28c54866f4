// Whitelabel flags and site options (spec 3 "Whitelabel flags", 5, 6): what the site offers.
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';

export const ZCustomerServiceEntry = z.object({
  /** '3' is the entry the site opens (spec 7 "Customer service"). */
  type: z.string().max(8),
  csType: z.enum(['VIP', 'LIVECHAT']),
  /** The encrypted link followed by its 8-character key (see lib/cs-link in the web). */
  path: z.string().min(9).max(2048),
  label: z.string().max(80),
});
export type TCustomerServiceEntry = z.infer<typeof ZCustomerServiceEntry>;

export const ZLanguageOption = z.object({
  /** The code shown and stored, e.g. "MY", "EN", "FR". */
  code: z.string().regex(/^[A-Z]{2,3}$/),
  /** The language's own name, e.g. "မြန်မာ". */
  name: z.string().min(1).max(40),
  /** Which of the site's language files its text comes from. */
  file: ZLanguage,
  enabled: z.boolean(),
});
export type TLanguageOption = z.infer<typeof ZLanguageOption>;

const ZOptionalUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .nullable();

export const ZWhitelabel = z.strictObject({
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
  currencySymbol: z.string().min(1).max(4),
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
  body: ZWhitelabel,
  value: ZWhitelabel,
});
