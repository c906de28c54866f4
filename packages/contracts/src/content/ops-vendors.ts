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
  /** seamless: bets debit the main wallet; transfer: the vendor keeps a game wallet per member. */
  walletMode: z.enum(['seamless', 'transfer']),
  /** When the vendor's signing key was last set; null: no integration key. The key is never sent. */
  keyUpdatedAt: z.string().nullable(),
});
export type TOpsVendor = z.infer<typeof ZOpsVendor>;

export const VENDORS_PAGE_SIZE = 15;

export const listVendors = defineContract({
  method: 'GET',
  path: '/ops/api/vendors',
  summary: `Vendors, active or not, by game type and display order, ${VENDORS_PAGE_SIZE} a page unless asked`,
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  query: z.strictObject({
    gameType: ZGameType.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(VENDORS_PAGE_SIZE),
  }),
  value: z.object({
    items: z.array(ZOpsVendor),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** A vendor as a picker offers it (the games screen's filter, a new game's vendor, TY ids). */
export const ZVendorChoice = ZOpsVendor.pick({
  id: true,
  gameType: true,
  vassalage: true,
  displayName: true,
  isActive: true,
});
export type TVendorChoice = z.infer<typeof ZVendorChoice>;

export const listVendorChoices = defineContract({
  method: 'GET',
  path: '/ops/api/vendors/choices',
  summary:
    'Every vendor as a picker offers it (id, type, names, active), in the list’s order: one ' +
    'choice per integration, so whole',
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  value: z.array(ZVendorChoice),
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
  permission: 'content.edit',
  params: ZIdParams,
  body: ZVendorPatch,
  value: ZOpsVendor,
});

export const setVendorWalletMode = defineContract({
  method: 'POST',
  path: '/ops/api/vendors/:id/wallet-mode',
  summary:
    'Switch a disabled vendor between seamless and transfer wallets; refused while it has open ' +
    'rounds, or (leaving transfer) while a member’s game wallet with it holds money (games)',
  tag: 'ops',
  access: 'operator',
  permission: 'games.edit',
  params: ZIdParams,
  body: z.strictObject({ walletMode: z.enum(['seamless', 'transfer']) }),
  value: ZOpsVendor,
});

export const rotateVendorKey = defineContract({
  method: 'POST',
  path: '/ops/api/vendors/:id/key',
  summary:
    'Give a vendor a new signing key, answered only here: it is never shown again and the old ' +
    'key stops working at once (games)',
  tag: 'ops',
  access: 'operator',
  permission: 'games.edit',
  params: ZIdParams,
  value: z.object({ vendor: ZOpsVendor, key: z.string() }),
});
