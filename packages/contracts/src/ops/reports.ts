// The back office's reports (issue 20): the dashboard over a range of the site's days, the daily
// report by game type and vendor, the payment channel report, and the ledger reconciliation.
// Money in minor units as strings; days are the site's time zone (timeZone in each answer), both
// ends inclusive, at most REPORT_MAX_DAYS of them.
import { z } from 'zod';
import { ZDay } from '../content/fields';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';

/** The longest range a report reads at once (a quarter and a day). */
export const REPORT_MAX_DAYS = 93;
export const REPORT_PAGE_SIZE = 50;
/** A daily report's page for a CSV export: every row of the longest range. */
export const REPORT_MAX_PAGE_SIZE = 10_000;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Days of the site's zone, both inclusive. */
export const ZReportRange = z
  .strictObject({ from: ZDay, to: ZDay })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => (dayMs(q.to) - dayMs(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: `at most ${REPORT_MAX_DAYS} days`,
    path: ['to'],
  });
export type TReportRange = z.infer<typeof ZReportRange>;

/** One game type and vendor's play: GGR is the house's gross gaming revenue, valid bet - win. */
export const ZGameLine = z.object({
  gameType: z.string(),
  vendorId: z.number().int(),
  /** The vendor's display name ('' if the vendor row is gone). */
  vendor: z.string(),
  rounds: z.number().int(),
  betAmount: ZMinorValue,
  validBet: ZMinorValue,
  win: ZMinorValue,
  ggr: ZMinorValue,
});
export type TGameLine = z.infer<typeof ZGameLine>;

const ZCashFigures = z.object({
  deposits: ZMinorValue,
  depositCount: z.number().int(),
  withdrawals: ZMinorValue,
  withdrawalCount: z.number().int(),
  /** Deposits - withdrawals. */
  netCash: ZMinorValue,
  validBet: ZMinorValue,
  ggr: ZMinorValue,
  /** Bonuses released to members. */
  bonus: ZMinorValue,
  /** Balance adjustments operators posted (cash and bonus), credits minus debits. */
  adjustments: ZMinorValue,
  registrations: z.number().int(),
  /** Members whose first credited deposit fell in the period. */
  firstDepositors: z.number().int(),
  /** Members with a valid bet in the period. */
  activePlayers: z.number().int(),
});

export const ZDashboardDay = ZCashFigures.extend({ day: ZDay });
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

export const ZDashboard = z.object({
  timeZone: z.string(),
  from: ZDay,
  to: ZDay,
  totals: ZCashFigures.extend({
    rounds: z.number().int(),
    betAmount: ZMinorValue,
    win: ZMinorValue,
  }),
  days: z.array(ZDashboardDay),
  /** The range's play per game type and vendor, highest GGR first. */
  byGame: z.array(ZGameLine),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const opsDashboard = defineContract({
  method: 'GET',
  path: '/ops/api/reports/dashboard',
  summary:
    'The dashboard over days of the site: deposits, withdrawals, net cash, GGR per game type and ' +
    'vendor, bonus cost, registrations, first depositors, active players, and each day',
  tag: 'ops',
  access: 'operator',
  permission: 'reports.read',
  query: ZReportRange,
  value: ZDashboard,
});

export const ZDailyReportRow = ZGameLine.extend({ day: ZDay });
export type TDailyReportRow = z.infer<typeof ZDailyReportRow>;

export const opsDailyReport = defineContract({
  method: 'GET',
  path: '/ops/api/reports/daily',
  summary: 'Play by day, game type and vendor over days of the site, a page at a time',
  tag: 'ops',
  access: 'operator',
  permission: 'reports.read',
  query: z
    .strictObject({
      from: ZDay,
      to: ZDay,
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(REPORT_MAX_PAGE_SIZE).default(REPORT_PAGE_SIZE),
    })
    .refine((q) => ZReportRange.safeParse({ from: q.from, to: q.to }).success, {
      message: `from not after to, at most ${REPORT_MAX_DAYS} days`,
      path: ['to'],
    }),
  value: z.object({
    timeZone: z.string(),
    rows: z.array(ZDailyReportRow),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

const ZMoneyCount = z.object({ count: z.number().int(), amount: ZMinorValue, fee: ZMinorValue });

export const ZChannelReportRow = z.object({
  /** null: withdrawals an operator marked paid by hand. */
  channelId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  /** Credited deposits. */
  deposits: ZMoneyCount,
  depositsPending: z.number().int(),
  /** Rejected, failed or expired. */
  depositsRefused: z.number().int(),
  /** Paid out (paid or received). */
  withdrawals: ZMoneyCount,
});
export type TChannelReportRow = z.infer<typeof ZChannelReportRow>;

export const opsChannelReport = defineContract({
  method: 'GET',
  path: '/ops/api/reports/channels',
  summary:
    'Per payment channel, the requests made in days of the site: deposits credited, pending, ' +
    'refused; withdrawals paid out',
  tag: 'ops',
  access: 'operator',
  permission: 'reports.read',
  query: ZReportRange,
  value: z.object({ timeZone: z.string(), rows: z.array(ZChannelReportRow) }),
});

export const ZLedgerCheckResult = z.object({
  ok: z.boolean(),
  /** At most 20 examples per broken rule. */
  problems: z.array(z.string()),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** The operator who ran it; null for `npm run ledger:check`. */
  by: z.string().nullable(),
});
export type TLedgerCheckResult = z.infer<typeof ZLedgerCheckResult>;

export const ZReconciliation = z.object({
  last: ZLedgerCheckResult.nullable(),
  /** A check is running now (one at a time). */
  running: z.boolean(),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;

export const opsReconciliation = defineContract({
  method: 'GET',
  path: '/ops/api/reports/reconciliation',
  summary: "The ledger checker's last result (`npm run ledger:check` or the console's)",
  tag: 'ops',
  access: 'operator',
  permission: 'reports.read',
  value: ZReconciliation,
});

export const opsRunReconciliation = defineContract({
  method: 'POST',
  path: '/ops/api/reports/reconciliation',
  summary:
    "Runs the ledger checker's invariants now and keeps the result; one at a time " +
    '(CONFLICT while one runs)',
  tag: 'ops',
  access: 'operator',
  permission: 'reports.read',
  value: ZReconciliation,
});
