// Which agent contracts the site offers (spec 3 "Consolidated contract flags"): a settings
// document operators edit; members read it with their funds (funds.ts).
import { z } from 'zod';
import { defineContract } from '../http';

export const ZContractFlags = z.strictObject({
  /** Daily salary contracts are offered (agent centre "daily salary"). */
  dailysalreqtype: z.boolean(),
  /** Dividend contracts are offered (agent centre "dividend"). */
  divtypereq: z.boolean(),
  /** Hourly salary contracts are offered (agent centre "hourly salary"). */
  contracthoursalreqtype: z.boolean(),
  /** Real-time salary contracts are offered (agent centre "real-time salary"). */
  realtimesalreqtype: z.boolean(),
});
export type TContractFlags = z.infer<typeof ZContractFlags>;

export const getContractFlags = defineContract({
  method: 'GET',
  path: '/ops/api/system/setting/contract-flags',
  summary: 'Which agent contracts the site offers (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'settings.edit',
  value: ZContractFlags,
});

export const putContractFlags = defineContract({
  method: 'PUT',
  path: '/ops/api/system/setting/contract-flags',
  summary: 'Replace the contract flags (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'settings.edit',
  body: ZContractFlags,
  value: ZContractFlags,
});
