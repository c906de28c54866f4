// Alternative addresses of the site (spec 3 "Route entry"), e.g. for the download page's QR codes.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZImagePath } from '../content/fields';

export const ZDomainRoute = z.strictObject({
  /** Measured or configured response time in ms; lower is faster. */
  speed: z.number().int().min(0).max(60_000),
  resourceType: z.enum(['WEB', 'APP_ANDROID', 'APP_IOS', 'APP_IOS_LITE']),
  url: z.url({ protocol: /^https?$/ }).max(500),
  /** A QR image shipped with the site, or null (the web can draw one from `url`). */
  qrCodeUrl: ZImagePath.nullable(),
});
export type TDomainRoute = z.infer<typeof ZDomainRoute>;

export const getDomainRoutes = defineContract({
  method: 'GET',
  path: '/wps/system/domainRoute',
  summary: 'Alternative site addresses and app downloads, fastest first',
  tag: 'system',
  access: 'public',
  value: z.array(ZDomainRoute),
});

export const putDomainRoutes = defineContract({
  method: 'PUT',
  path: '/ops/api/system/domainRoute',
  summary: 'Replace the site addresses (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'settings.edit',
  body: z.strictObject({ routes: z.array(ZDomainRoute).max(50) }),
  value: z.array(ZDomainRoute),
});
