// Game vendors as operators manage them: the navigation's order, hot flags and names. Vendors
// themselves come with their integration (games issue), so there is no create or delete here.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams, ZPlainLine } from './fields';
import { ZGameType } from './game-nav';

export const ZOpsVendor = z.object({
  id: z.number().int(),
  gameType: ZGameType,
  vassalage: z.string(),
  displayName: z.string(),
  accountTypeId: z.number().int(),
  isHot: z.boolean(),
  logo: z.string(),
  sort: z.number().int(),
  isActive: z.boolean(),
});
export type TOpsVendor = z.infer<typeof ZOpsVendor>;

export const listVendors = defineContract({
  method: 'GET',
  path: '/ops/api/vendors',
  summary: 'Every vendor, active or not, by game type and display order',
  tag: 'ops',
  access: 'operator',
  value: z.array(ZOpsVendor),
});

export const ZVendorPatch = z
  .strictObject({
    isHot: z.boolean().optional(),
    isActive: z.boolean().optional(),
    sort: z.number().int().min(0).max(10_000).optional(),
    displayName: ZPlainLine(60).optional(),
  })
  .refine((p) => Object.keys(p).length > 0, 'at least one field to change');
export type TVendorPatch = z.infer<typeof ZVendorPatch>;

export const updateVendor = defineContract({
  method: 'PATCH',
  path: '/ops/api/vendors/:id',
  summary: 'Change a vendor’s hot flag, visibility, order or display name (content)',
  tag: 'ops',
  access: 'operator',
  params: ZIdParams,
  body: ZVendorPatch,
  value: ZOpsVendor,
});
