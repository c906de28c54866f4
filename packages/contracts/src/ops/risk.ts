// The risk queue (issue 20): activity worth a look, computed on demand and paged on the server:
// many accounts on one device or address, bonus abuse signals, large wins (over an operator-set
// amount), and withdrawals soon after a deposit with no play between. Operators act on the
// members from the member page (label, note, disable). And the context a withdrawal's approver
// sees on its card.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZWithdrawalReferenceParams } from '../payment/withdrawal-fields';
import { ZMinorValue } from '../wallet/fields';

export const riskKinds = [
  'shared_device',
  'shared_ip',
  'bonus_abuse',
  'large_win',
  'quick_withdrawal',
] as const;
export const ZRiskKind = z.enum(riskKinds);
export type TRiskKind = z.infer<typeof ZRiskKind>;

export const RISK_PAGE_SIZE = 20;
/** How far back the queue looks, in days. */
export const RISK_WINDOW_DAYS = 30;
/** At most this many members named on one shared device or address. */
export const RISK_MEMBERS_SHOWN = 10;

export const ZRiskMember = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(['active', 'disabled']),
  labels: z.array(z.object({ name: z.string(), colour: z.string() })),
});
export type TRiskMember = z.infer<typeof ZRiskMember>;

export const ZRiskItem = z.object({
  kind: ZRiskKind,
  /** What the flag is about: a device hash, an address, a round, a withdrawal's reference. */
  key: z.string(),
  /** The members it names (a shared device's accounts; else the one member). */
  members: z.array(ZRiskMember),
  /** Accounts on the device or address in all (members lists at most RISK_MEMBERS_SHOWN). */
  memberCount: z.number().int(),
  /** The win, the withdrawal, the bonus received; null for shared devices and addresses. */
  amount: ZMinorValue.nullable(),
  /** Deposits over the window (bonus abuse), or the deposit before the withdrawal. */
  compared: ZMinorValue.nullable(),
  /** When it happened (the last of it for shared devices and addresses). */
  at: z.string().nullable(),
});
export type TRiskItem = z.infer<typeof ZRiskItem>;

export const ZRiskSettings = z.strictObject({
  /** A round paying at least this (minor units) is a large win. */
  largeWinAbove: ZMinorValue.refine((v) => BigInt(v) > 0n && v.length <= 15, 'above 0'),
  /** A withdrawal within these hours of a deposit, with no round between, is flagged. */
  quickWithdrawalHours: z.number().int().min(1).max(168),
});
export type TRiskSettings = z.infer<typeof ZRiskSettings>;

export const opsRiskQueue = defineContract({
  method: 'GET',
  path: '/ops/api/risk',
  summary: `Flagged activity of one kind over the last ${RISK_WINDOW_DAYS} days, newest first, ${RISK_PAGE_SIZE} per page`,
  tag: 'ops',
  access: 'operator',
  permission: 'risk.review',
  query: z.strictObject({
    kind: ZRiskKind,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  value: z.object({
    items: z.array(ZRiskItem),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const getRiskSettings = defineContract({
  method: 'GET',
  path: '/ops/api/risk/settings',
  summary: "The risk queue's thresholds",
  tag: 'ops',
  access: 'operator',
  permission: 'risk.review',
  value: ZRiskSettings,
});

export const putRiskSettings = defineContract({
  method: 'PUT',
  path: '/ops/api/risk/settings',
  summary: "Sets the risk queue's thresholds (large win, quick withdrawal hours)",
  tag: 'ops',
  access: 'operator',
  permission: 'risk.review',
  body: ZRiskSettings,
  value: ZRiskSettings,
});

export const ZWithdrawalContext = z.object({
  memberId: z.number().int(),
  username: z.string(),
  status: z.enum(['active', 'disabled']),
  labels: z.array(z.object({ name: z.string(), colour: z.string() })),
  /** Cash now (the withdrawal's own hold aside). */
  balance: ZMinorValue,
  bonusBalance: ZMinorValue,
  /** Credited deposits, all time. */
  depositCount: z.number().int(),
  deposits: ZMinorValue,
  lastDepositAt: z.string().nullable(),
  /** Stakes of rounds started since the last deposit (all rounds when none). */
  turnoverSinceDeposit: ZMinorValue,
  /** Withdrawals paid before this one, all time. */
  withdrawals: ZMinorValue,
  kyc: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** The risk queue's flags that name this member or this withdrawal. */
  flags: z.array(ZRiskKind),
});
export type TWithdrawalContext = z.infer<typeof ZWithdrawalContext>;

export const opsWithdrawalContext = defineContract({
  method: 'GET',
  path: '/ops/api/withdrawals/:reference/context',
  summary:
    "What a withdrawal's approver needs: the member's balance, deposits, turnover since the " +
    'last deposit, KYC and risk flags (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.read',
  params: ZWithdrawalReferenceParams,
  value: ZWithdrawalContext,
});
