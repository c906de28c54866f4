// Countries and dial codes for the dial-code picker (spec 2 "Country dial-code picker", 3).
import { z } from 'zod';
import { defineContract } from '../http';

export const ZCountry = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /** Digits only, without '+'. */
  countryDialingCode: z.string().regex(/^[0-9]{1,4}$/),
  name: z.string(),
});
export type TCountry = z.infer<typeof ZCountry>;

export const getCountries = defineContract({
  method: 'GET',
  path: '/wps/system/country',
  summary:
    'Countries offered for mobile numbers, with dial codes; flags are at /flags/{countryCode}.svg',
  tag: 'system',
  access: 'public',
  value: z.object({ countries: z.array(ZCountry), currentCountryCode: z.string().nullable() }),
});

/** The offered countries, in the order the picker lists them. */
export const ZOfferedCountries = z.strictObject({
  countryCodes: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .max(250),
});
export type TOfferedCountries = z.infer<typeof ZOfferedCountries>;

export const getCountrySettings = defineContract({
  method: 'GET',
  path: '/ops/api/system/country',
  summary:
    'Every country the site knows with its dial code, and the offered ones in picker order ' +
    '(null: all are offered) (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'settings.edit',
  value: z.object({ countries: z.array(ZCountry), offered: z.array(z.string()).nullable() }),
});

export const putCountries = defineContract({
  method: 'PUT',
  path: '/ops/api/system/country',
  summary: 'Choose which countries are offered (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'settings.edit',
  body: ZOfferedCountries,
  value: z.object({ countryCodes: z.array(z.string()) }),
});
