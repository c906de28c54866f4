// The operators' member page: everything about one member, its history lists, the actions on it
// (labels, account type, upline, notes, sessions, devices) and balance adjustments with maker and
// checker.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams, ZPlainLine, ZPlainText } from '../content/fields';
import { ZPoints } from '../loyalty/points';
import { ZMinorAmount, ZMinorValue } from '../wallet/fields';

const ZPage = z.coerce.number().int().min(1).max(10_000).default(1);
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalPages: z.number().int() });

/** What the member search matches on (spec: username, mobile, email, name, bank, IP, device, agent). */
export const memberSearchFields = [
  'username',
  'mobile',
  'email',
  'name',
  'bank',
  'ip',
  'device',
  'agent',
] as const;
export const ZMemberSearchField = z.enum(memberSearchFields);
export type TMemberSearchField = z.infer<typeof ZMemberSearchField>;

/** The spec's memberLabel: a name and its colour (#rrggbb). */
export const ZMemberLabel = z.strictObject({
  name: ZPlainLine(24),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour as #rrggbb'),
});

export const ZOpsMemberDetail = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  accountType: z.number().int(),
  status: z.enum(['active', 'disabled']),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  birthday: z.string().nullable(),
  language: z.string(),
  upline: z.string().nullable(),
  registerIp: z.string().nullable(),
  registerMethod: z.string().nullable(),
  domain: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  labels: z.array(z.object({ name: z.string(), colour: z.string() })),
  /** The spec's clubLabel: the VIP rank and its name. */
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  kyc: z.enum(['none', 'pending', 'approved', 'rejected']),
  balances: z.object({
    cash: ZMinorValue,
    bonus: ZMinorValue,
    held: ZMinorValue,
    commission: ZMinorValue,
    /** Whole points (the points mall's), not money. */
    points: ZPoints,
    gameWallets: z.array(z.object({ vendor: z.string(), balance: ZMinorValue })),
  }),
  bankAccounts: z.array(
    z.object({
      id: z.number().int(),
      bankName: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
      createdAt: z.string(),
      removedAt: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
  devices: z.array(
    z.object({ deviceHash: z.string(), createdAt: z.string(), lastSeenAt: z.string() }),
  ),
  notes: z.array(
    z.object({
      id: z.number().int(),
      operator: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type TOpsMemberDetail = z.infer<typeof ZOpsMemberDetail>;

export const getMemberDetail = defineContract({
  method: 'GET',
  path: '/ops/api/members/:id',
  summary:
    'A member: profile, balances, labels, bank accounts, live sessions, devices and notes (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'members.read',
  params: ZIdParams,
  value: ZOpsMemberDetail,
});

export const ZMemberLedgerEntry = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  kind: z.string(),
  /** The member's account the entry moved: player_cash, player_bonus, player_game ... */
  account: z.string(),
  amount: ZMinorValue,
  balanceAfter: ZMinorValue,
  createdAt: z.string(),
});

export const listMemberLedger = defineContract({
  method: 'GET',
  path: '/ops/api/members/:id/ledger',
  summary: "The member's ledger entries, newest first, 20 per page (support)",
  tag: 'ops',
  access: 'operator',
  permission: 'members.read',
  params: ZIdParams,
  query: z.strictObject({ page: ZPage }),
  value: paged(ZMemberLedgerEntry),
});

export const ZMemberPayment = z.object({
  id: z.number().int(),
  direction: z.enum(['deposit', 'withdrawal']),
  reference: z.string(),
  amount: ZMinorAmount,
  fee: ZMinorValue,
  state: z.string(),
  createdAt: z.string(),
});

export const listMemberPayments = defineContract({
  method: 'GET',
  path: '/ops/api/members/:id/payments',
  summary: "The member's deposits or withdrawals, newest first, 20 per page (support)",
  tag: 'ops',
  access: 'operator',
  permission: 'members.read',
  params: ZIdParams,
  query: z.strictObject({ page: ZPage, direction: z.enum(['deposit', 'withdrawal']) }),
  value: paged(ZMemberPayment),
});

export const ZMemberRound = z.object({
  id: z.number().int(),
  vendor: z.string(),
  gameCode: z.string(),
  bet: ZMinorValue,
  win: ZMinorValue,
  state: z.string(),
  createdAt: z.string(),
});

export const listMemberRounds = defineContract({
  method: 'GET',
  path: '/ops/api/members/:id/rounds',
  summary: "The member's game rounds, newest first, 20 per page (support)",
  tag: 'ops',
  access: 'operator',
  permission: 'members.read',
  params: ZIdParams,
  query: z.strictObject({ page: ZPage }),
  value: paged(ZMemberRound),
});

export const ZMemberAuditRow = z.object({
  id: z.number().int(),
  operator: z.string().nullable(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const listMemberAudit = defineContract({
  method: 'GET',
  path: '/ops/api/members/:id/audit',
  summary: 'What operators did to the member, newest first, 20 per page (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'members.read',
  params: ZIdParams,
  query: z.strictObject({ page: ZPage }),
  value: paged(ZMemberAuditRow),
});

export const putMemberLabels = defineContract({
  method: 'PUT',
  path: '/ops/api/members/:id/labels',
  summary:
    "Set the member's labels (memberLabel: name and colour) and VIP rank (clubLabel) (admin)",
  tag: 'ops',
  access: 'operator',
  permission: 'members.edit',
  params: ZIdParams,
  body: z.strictObject({
    labels: z.array(ZMemberLabel).max(10),
    rankLevel: z.number().int().min(1).max(10),
  }),
  value: ZOpsMemberDetail,
});

export const addMemberNote = defineContract({
  method: 'POST',
  path: '/ops/api/members/:id/notes',
  summary: 'Add a note to the member (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'members.read',
  params: ZIdParams,
  body: z.strictObject({ body: ZPlainText(1000) }),
  value: ZOpsMemberDetail,
});

export const revokeMemberSessions = defineContract({
  method: 'POST',
  path: '/ops/api/members/:id/sessions/revoke',
  summary: "End one of the member's sessions, or all of them without sessionId (admin)",
  tag: 'ops',
  access: 'operator',
  permission: 'members.edit',
  params: ZIdParams,
  body: z.strictObject({ sessionId: z.number().int().positive().optional() }),
  value: ZOpsMemberDetail,
});

export const forgetMemberDevice = defineContract({
  method: 'POST',
  path: '/ops/api/members/:id/devices/forget',
  summary: 'Forget a device: the next login from it asks for a code again (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'members.edit',
  params: ZIdParams,
  body: z.strictObject({ deviceHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  value: ZOpsMemberDetail,
});

// ---------------------------------------------------------------------------------------------
// Balance adjustments

/** What an adjustment moves: the member's cash or bonus (minor units) or points (whole points). */
export const adjustmentWallets = ['cash', 'bonus', 'points'] as const;
export const ZAdjustmentWallet = z.enum(adjustmentWallets);
export type TAdjustmentWallet = z.infer<typeof ZAdjustmentWallet>;

export const ZAdjustment = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  wallet: ZAdjustmentWallet,
  /** Signed: positive credits the member, negative debits. Minor units; whole points for points. */
  amount: ZMinorValue,
  reason: z.string(),
  state: z.enum(['pending', 'posted', 'rejected']),
  maker: z.string(),
  checker: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;

export const createAdjustment = defineContract({
  method: 'POST',
  path: '/ops/api/members/:id/adjustments',
  summary:
    "Credit or debit the member's cash, bonus or points with a reason, through the ledger. Up to " +
    "the money settings' adjustmentApprovalAbove (points: their cash value at the conversion " +
    "rate) it is posted now; above it waits for another operator's approval (admin)",
  tag: 'ops',
  access: 'operator',
  permission: 'members.adjust',
  params: ZIdParams,
  body: z.strictObject({
    wallet: ZAdjustmentWallet,
    direction: z.enum(['credit', 'debit']),
    /** Minor units for cash and bonus, whole points for points: digits only, 1 or more. */
    amount: ZMinorAmount,
    reason: ZPlainText(500),
  }),
  value: ZAdjustment,
});

export const listAdjustments = defineContract({
  method: 'GET',
  path: '/ops/api/adjustments',
  summary: 'Balance adjustments, newest first, 20 per page; by state and member (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'members.read',
  query: z.strictObject({
    page: ZPage,
    state: z.enum(['pending', 'posted', 'rejected']).optional(),
    memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  }),
  value: paged(ZAdjustment),
});

export const approveAdjustment = defineContract({
  method: 'POST',
  path: '/ops/api/adjustments/:id/approve',
  summary: 'Approve a pending adjustment: posted once, by an operator other than its maker (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'members.adjust',
  params: ZIdParams,
  value: ZAdjustment,
});

export const rejectAdjustment = defineContract({
  method: 'POST',
  path: '/ops/api/adjustments/:id/reject',
  summary: 'Reject a pending adjustment: nothing moves (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'members.adjust',
  params: ZIdParams,
  value: ZAdjustment,
});
