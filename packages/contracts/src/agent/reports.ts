// The agent centre's reports (issue 17): team overview, team management (the downline list),
// team betting, user profit and loss, my income and the downline's transaction details. Every
// call is an agent's (account types 1, 2, 41, 42) about its own tree only: a player answers
// NOT_AN_AGENT, no session NOT_LOGGED_IN. Figures come from the activity facts (valid bet, house
// P&L ...), money in minor units as strings; days are the site's (timeZone in each answer).
import { z } from 'zod';
import { ZDay } from '../content/fields';
import { ZGameType } from '../content/game-nav';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';

export const AGENT_REPORT_PAGE_SIZE = 15;
export const AGENT_REPORT_MAX_PAGE_SIZE = 100;
/** The longest range a report reads at once (a quarter and a day). */
export const AGENT_REPORT_MAX_DAYS = 93;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Days of the site's zone, both inclusive; at most AGENT_REPORT_MAX_DAYS of them. */
const ZRange = z.strictObject({
  startDate: ZDay,
  endDate: ZDay,
});
function checkRange<T extends { startDate: string; endDate: string }>(schema: z.ZodType<T>) {
  return schema
    .refine((q) => q.startDate <= q.endDate, {
      message: 'startDate must not be after endDate',
      path: ['startDate'],
    })
    .refine((q) => (dayMs(q.endDate) - dayMs(q.startDate)) / 86_400_000 < AGENT_REPORT_MAX_DAYS, {
      message: `at most ${AGENT_REPORT_MAX_DAYS} days`,
      path: ['endDate'],
    });
}

const paging = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(AGENT_REPORT_MAX_PAGE_SIZE)
    .default(AGENT_REPORT_PAGE_SIZE),
};

/** Part of a username to look for (case-insensitive). */
const ZUsernameSearch = z.string().trim().min(1).max(64);

/** The game figures of a row, minor units. housePnl is the house's side: validBet - win. */
const ZGameFigures = z.object({
  rounds: z.number().int(),
  betAmount: ZMinorValue,
  validBet: ZMinorValue,
  win: ZMinorValue,
  housePnl: ZMinorValue,
});

// ---------------------------------------------------------------------------------------------
// Team overview

export const ZTeamOverviewQuery = checkRange(ZRange);
export type TTeamOverviewQuery = z.infer<typeof ZTeamOverviewQuery>;

export const ZTeamOverviewDay = z.object({
  day: ZDay,
  registrations: z.number().int(),
  activeMembers: z.number().int(),
  deposits: ZMinorValue,
  validBet: ZMinorValue,
  housePnl: ZMinorValue,
});

export const ZTeamOverview = z.object({
  totals: ZGameFigures.extend({
    /** Members of the team (the agent excluded) who registered in the range. */
    registrations: z.number().int(),
    /** Members of the team whose valid bet over the range reached activeThreshold. */
    activeMembers: z.number().int(),
    deposits: ZMinorValue,
    depositCount: z.number().int(),
    withdrawals: ZMinorValue,
    withdrawalCount: z.number().int(),
    bonus: ZMinorValue,
    /** Everyone under the agent now, every level. */
    teamSize: z.number().int(),
    /** Direct downlines now. */
    directDownlines: z.number().int(),
  }),
  /** Every day of the range, oldest first (zeros included): the charts' series. */
  days: z.array(ZTeamOverviewDay),
  /** The valid bet (minor units) that makes a member active, set by operators. */
  activeThreshold: ZMinorValue,
  timeZone: z.string(),
});
export type TTeamOverview = z.infer<typeof ZTeamOverview>;

export const agentTeamOverview = defineContract({
  method: 'GET',
  path: '/wps/agent/report/overview',
  summary: "An agent's team overview: totals and a per-day series over a range of days",
  tag: 'agent',
  access: 'member',
  query: ZTeamOverviewQuery,
  value: ZTeamOverview,
});

// ---------------------------------------------------------------------------------------------
// Team management: the downline list

export const downlineSorts = ['level', 'registered', 'lastLogin', 'balance'] as const;

export const ZDownlineQuery = z.strictObject({
  username: ZUsernameSearch.optional(),
  /** Levels below the agent: 1 the direct downlines. */
  level: z.coerce.number().int().min(1).max(1000).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  /** agent: account types 1, 2, 41, 42; player: the others. */
  kind: z.enum(['agent', 'player']).optional(),
  sort: z.enum(downlineSorts).default('level'),
  ...paging,
});
export type TDownlineQuery = z.infer<typeof ZDownlineQuery>;

export const ZDownlineMember = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** Levels below the agent (1: a direct downline). */
  level: z.number().int(),
  accountType: z.number().int(),
  isAgent: z.boolean(),
  /** The member's direct upline's username (the agent itself for level 1). */
  upline: z.string().nullable(),
  /** Main wallet (cash), minor units. */
  balance: ZMinorValue,
  status: z.enum(['active', 'disabled']),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The member's own direct downlines. */
  directDownlines: z.number().int(),
  /** The calling agent's own remark on the member ('' when none). */
  remark: z.string(),
});
export type TDownlineMember = z.infer<typeof ZDownlineMember>;

export const ZDownlinePage = z.object({
  list: z.array(ZDownlineMember),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TDownlinePage = z.infer<typeof ZDownlinePage>;

/** The longest remark an agent keeps on a downline. */
export const DOWNLINE_REMARK_MAX = 100;

export const ZDownlineRemarkRequest = z.strictObject({
  /** A member of the agent's downline (any level). */
  memberId: z.number().int().positive().max(2_147_483_647),
  /** '' removes the remark. */
  remark: z.string().trim().max(DOWNLINE_REMARK_MAX),
});
export type TDownlineRemarkRequest = z.infer<typeof ZDownlineRemarkRequest>;

export const ZDownlineRemark = z.object({
  memberId: z.number().int(),
  remark: z.string(),
});

export const agentDownlineRemark = defineContract({
  method: 'PUT',
  path: '/wps/agent/downline/remark',
  summary:
    "Set (or with '' remove) my own remark on a member of my downline (any level). " +
    'NOT_FOUND for a member outside my team.',
  tag: 'agent',
  access: 'member',
  body: ZDownlineRemarkRequest,
  value: ZDownlineRemark,
});

export const agentDownline = defineContract({
  method: 'GET',
  path: '/wps/agent/report/downline',
  summary: "An agent's downline (every level), searched and paged: team management",
  tag: 'agent',
  access: 'member',
  query: ZDownlineQuery,
  value: ZDownlinePage,
});

// ---------------------------------------------------------------------------------------------
// Team betting: per member and game type

export const ZTeamBettingQuery = checkRange(
  ZRange.extend({
    username: ZUsernameSearch.optional(),
    gameType: ZGameType.optional(),
    ...paging,
  }),
);
export type TTeamBettingQuery = z.infer<typeof ZTeamBettingQuery>;

export const ZTeamBettingRow = ZGameFigures.extend({
  memberId: z.number().int(),
  username: z.string(),
  gameType: ZGameType,
});

export const ZTeamBettingPage = z.object({
  list: z.array(ZTeamBettingRow),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Over every row of the filter, not only this page. */
  totals: ZGameFigures,
  timeZone: z.string(),
});
export type TTeamBettingPage = z.infer<typeof ZTeamBettingPage>;

export const agentTeamBetting = defineContract({
  method: 'GET',
  path: '/wps/agent/report/betting',
  summary: "An agent's team betting: each member's figures per game type over a range of days",
  tag: 'agent',
  access: 'member',
  query: ZTeamBettingQuery,
  value: ZTeamBettingPage,
});

// ---------------------------------------------------------------------------------------------
// User profit and loss: per member

export const ZProfitLossQuery = checkRange(
  ZRange.extend({ username: ZUsernameSearch.optional(), ...paging }),
);
export type TProfitLossQuery = z.infer<typeof ZProfitLossQuery>;

const ZMoneyFigures = {
  deposits: ZMinorValue,
  withdrawals: ZMinorValue,
  bonus: ZMinorValue,
};

export const ZProfitLossRow = ZGameFigures.extend({
  memberId: z.number().int(),
  username: z.string(),
  /** Levels below the agent (0: the agent's own play). */
  level: z.number().int(),
  ...ZMoneyFigures,
});

export const ZProfitLossPage = z.object({
  /** Members with any activity in the range; the house's biggest winners first. */
  list: z.array(ZProfitLossRow),
  total: z.number().int(),
  totalPages: z.number().int(),
  totals: ZGameFigures.extend(ZMoneyFigures),
  timeZone: z.string(),
});
export type TProfitLossPage = z.infer<typeof ZProfitLossPage>;

export const agentProfitLoss = defineContract({
  method: 'GET',
  path: '/wps/agent/report/profit-loss',
  summary: "An agent's user profit and loss: each team member's figures over a range of days",
  tag: 'agent',
  access: 'member',
  query: ZProfitLossQuery,
  value: ZProfitLossPage,
});

// ---------------------------------------------------------------------------------------------
// My income: the agent's statement lines (contract settlements)

export const incomeKinds = [
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
] as const;

export const ZIncomeQuery = checkRange(
  ZRange.extend({ kind: z.enum(incomeKinds).optional(), ...paging }),
);
export type TIncomeQuery = z.infer<typeof ZIncomeQuery>;

export const ZIncomeLine = z.object({
  /** The statement's id: its lines open from here. */
  statementId: z.number().int(),
  kind: z.enum(incomeKinds),
  /** The settled period's first and last instant (ISO 8601). */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The team's valid bet and house P&L over the period. */
  validBet: ZMinorValue,
  housePnl: ZMinorValue,
  activeMembers: z.number().int(),
  /** The agent's own rate, in basis points of the base. */
  rateBps: z.number().int(),
  /** Paid to the agent (negative: a dividend loss carried over). */
  amount: ZMinorValue,
  status: z.string(),
  settledAt: z.string().nullable(),
});
export type TIncomeLine = z.infer<typeof ZIncomeLine>;

export const ZIncomePage = z.object({
  list: z.array(ZIncomeLine),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The sum of amount over every line of the filter. */
  totalAmount: ZMinorValue,
  timeZone: z.string(),
});
export type TIncomePage = z.infer<typeof ZIncomePage>;

export const agentIncome = defineContract({
  method: 'GET',
  path: '/wps/agent/report/income',
  summary: "An agent's income (revenue report): its contract settlements' statement lines",
  tag: 'agent',
  access: 'member',
  query: ZIncomeQuery,
  value: ZIncomePage,
});

// ---------------------------------------------------------------------------------------------
// Transaction details of the downline

export const downlineTransactionTypes = ['all', 'deposit', 'withdrawal', 'transfer'] as const;

export const ZDownlineTransactionsQuery = checkRange(
  ZRange.extend({
    type: z.enum(downlineTransactionTypes).default('all'),
    username: ZUsernameSearch.optional(),
    ...paging,
  }),
);
export type TDownlineTransactionsQuery = z.infer<typeof ZDownlineTransactionsQuery>;

export const ZDownlineTransaction = z.object({
  /** Unique in the list: type and the row's own id, e.g. deposit-42. */
  id: z.string(),
  time: z.string(),
  username: z.string(),
  level: z.number().int(),
  type: z.enum(['deposit', 'withdrawal', 'transfer_upline', 'transfer_downline']),
  /** Signed from the member's side: positive came in, negative went out. */
  amount: ZMinorValue,
  /** A deposit's or withdrawal's state; 'completed' for a transfer. */
  state: z.string(),
  /** The deposit or withdrawal reference, or the other member of a transfer. */
  reference: z.string().nullable(),
});
export type TDownlineTransaction = z.infer<typeof ZDownlineTransaction>;

export const ZDownlineTransactionsPage = z.object({
  list: z.array(ZDownlineTransaction),
  total: z.number().int(),
  totalPages: z.number().int(),
  timeZone: z.string(),
});
export type TDownlineTransactionsPage = z.infer<typeof ZDownlineTransactionsPage>;

export const agentDownlineTransactions = defineContract({
  method: 'GET',
  path: '/wps/agent/report/transactions',
  summary: "The deposits, withdrawals and transfers of an agent's downline over a range of days",
  tag: 'agent',
  access: 'member',
  query: ZDownlineTransactionsQuery,
  value: ZDownlineTransactionsPage,
});

// ---------------------------------------------------------------------------------------------
// Operators: what makes a member active

export const ZAgentActivitySettings = z.strictObject({
  /** The valid bet over a period (minor units) that makes a member active; "0": any valid bet. */
  activeMemberValidBet: z.string().regex(/^(0|[1-9][0-9]{0,15})$/, 'a whole number of minor units'),
});
export type TAgentActivitySettings = z.infer<typeof ZAgentActivitySettings>;

export const getAgentActivitySettings = defineContract({
  method: 'GET',
  path: '/ops/api/system/setting/agent-activity',
  summary:
    'The valid bet that makes a member active in agent reports and contracts (operators who read agents)',
  tag: 'ops',
  access: 'operator',
  // Agents see it in their own overview (activeThreshold); whoever reads agents may too.
  permission: 'agents.read',
  value: ZAgentActivitySettings,
});

export const putAgentActivitySettings = defineContract({
  method: 'PUT',
  path: '/ops/api/system/setting/agent-activity',
  summary: 'Replace the valid bet that makes a member active (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'settings.edit',
  body: ZAgentActivitySettings,
  value: ZAgentActivitySettings,
});
