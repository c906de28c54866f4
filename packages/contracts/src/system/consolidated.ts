// Everything the web needs at start in one call (spec 3 "Permission response").
import { z } from 'zod';
import { defineContract } from '../http';
import { ZWhitelabel } from './whitelabel';
import { ZRegisterSettings } from './register-settings';
import { ZDomainRoute } from './domain-route';

export const ZConsolidatedSettings = z.object({
  whitelabel: ZWhitelabel,
  register: ZRegisterSettings,
  domainRoute: z.array(ZDomainRoute),
  location: z.object({ ip: z.string(), countryCode: z.string().nullable() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** Where images and game launches are served from; '' means this origin. */
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  /** True when help content has an article tagged 'agent' (the header's affiliate link). */
  hasAgentHelp: z.boolean(),
  /** The site's time zone (IANA name): every time on the site is shown in it. */
  timeZone: z.string(),
  /**
   * Its offset now (minutes ahead of UTC) and the span it holds for: the site shows times in
   * that span by arithmetic, without the browser's costly first Intl.DateTimeFormat.
   */
  timeZoneOffset: z.object({
    minutes: z.number().int(),
    validFrom: z.string(),
    validUntil: z.string(),
  }),
});
export type TConsolidatedSettings = z.infer<typeof ZConsolidatedSettings>;

export const getConsolidatedSettings = defineContract({
  method: 'GET',
  path: '/wps/system/settings/consolidated',
  summary: 'Whitelabel flags, field settings, routes, location and status in one call',
  tag: 'system',
  access: 'public',
  value: ZConsolidatedSettings,
});
