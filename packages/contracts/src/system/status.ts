// Site status (spec 2 Shell, 4 States): 0 normal, 1 maintenance, 2 region restriction.
import { z } from 'zod';
import { ZIsoTime } from '../content/fields';
import { defineContract } from '../http';

export const SiteStatus = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

export const ZSystemStatus = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z
    .object({ title: z.string(), endTime: z.string().nullable(), info: z.string() })
    .nullable(),
  region: z.object({ ip: z.string(), countryCode: z.string().nullable() }).nullable(),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

export const systemStatus = defineContract({
  method: 'GET',
  path: '/wps/system/status',
  summary: 'Whether the site is open, in maintenance, or closed to the visitor’s region',
  tag: 'system',
  access: 'public',
  value: ZSystemStatus,
});

export const ZMaintenance = z.strictObject({
  enabled: z.boolean(),
  title: z.string().trim().max(200),
  /** When the maintenance is expected to end, if known. */
  endTime: ZIsoTime.nullable(),
  info: z.string().trim().max(2000),
});
export type TMaintenance = z.infer<typeof ZMaintenance>;

const ZCountryCode = z.string().regex(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1)');
const ZIpRange = z
  .string()
  .trim()
  .refine(
    (s) =>
      z.cidrv4().safeParse(s).success ||
      z.cidrv6().safeParse(s).success ||
      z.ipv4().safeParse(s).success ||
      z.ipv6().safeParse(s).success,
    'an IP address or CIDR range',
  );

export const ZRegionRules = z.strictObject({
  blockedCountries: z.array(ZCountryCode).max(250),
  blockedRanges: z.array(ZIpRange).max(5000),
});
export type TRegionRules = z.infer<typeof ZRegionRules>;

export const getStatusSettings = defineContract({
  method: 'GET',
  path: '/ops/api/system/status',
  summary: 'Maintenance and region rules as operators edit them',
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  value: z.object({ maintenance: ZMaintenance, region: ZRegionRules }),
});

export const putMaintenance = defineContract({
  method: 'PUT',
  path: '/ops/api/system/maintenance',
  summary: 'Switch maintenance on or off (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'status.edit',
  body: ZMaintenance,
  value: ZMaintenance,
});

export const putRegionRules = defineContract({
  method: 'PUT',
  path: '/ops/api/system/region',
  summary: 'Replace the blocked countries and IP ranges (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'status.edit',
  body: ZRegionRules,
  value: ZRegionRules,
});
