// Agent contracts (spec 3 "Contract", 7 MCS2_processDividendReq ...): dividend, daily, hourly
// and real-time salary, offered by an upline to a direct downline agent, accepted, rejected or
// terminated; and the settlement statements they pay by. Rates are integer basis points (100 =
// 1%), money minor units as digit strings.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIsoTime } from '../content/fields';
import { ZIdempotencyKey, ZMinorValue } from '../wallet/fields';

export const ZContractKind = z.enum([
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
]);
export type TContractKind = z.infer<typeof ZContractKind>;

/**
 * The period a contract settles by: D day, W week (Monday first), H half month (1st-15th and
 * 16th-end), M month for dividend and daily salary; HR for hourly salary, R5 (five minutes) for
 * real-time salary.
 */
export const ZContractPeriodType = z.enum(['D', 'W', 'H', 'M', 'HR', 'R5']);

export const ZContractState = z.enum([
  'pending',
  'active',
  'rejected',
  'withdrawn',
  'superseded',
  'terminated',
]);

/** A threshold: a whole number of minor units, 0 or more. */
const ZThreshold = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,15})$/, 'a whole number of minor units, 0 or more');

/** One tier: every threshold must be reached in the period for its rate to apply. */
export const ZContractTier = z.strictObject({
  /** Dividend: the team's valid bet in the period. */
  minValidBet: ZThreshold.default('0'),
  /** Dividend: the team's net loss (the house's profit on it) in the period. */
  minLoss: ZThreshold.default('0'),
  /** Salaries: the team's bet amount in the period (the day's, the hour's). */
  minBetAmount: ZThreshold.default('0'),
  /** Active members in the period (valid bet at or above the operator's threshold). */
  minActive: z.number().int().min(0).max(1_000_000).default(0),
  /** Basis points: 100 = 1%; at most 10000. */
  rateBp: z.number().int().min(0).max(10_000),
});
export type TContractTier = z.infer<typeof ZContractTier>;

export const ZContractTerms = z.strictObject({
  kind: ZContractKind,
  periodType: ZContractPeriodType,
  tiers: z.array(ZContractTier).min(1).max(20),
});

export const ZAgentContract = z.object({
  id: z.number().int(),
  kind: ZContractKind,
  version: z.number().int(),
  state: ZContractState,
  periodType: ZContractPeriodType,
  tiers: z.array(ZContractTier),
  /** The highest tier rate. */
  maxRateBp: z.number().int(),
  /** The agent it pays. */
  agent: z.string(),
  /** Who offered it; null: the platform. */
  upline: z.string().nullable(),
  createdAt: ZIsoTime,
  acceptedAt: ZIsoTime.nullable(),
  endedAt: ZIsoTime.nullable(),
  endReason: z.string().nullable(),
});
export type TAgentContract = z.infer<typeof ZAgentContract>;

/** accept or reject an offer made to me; terminate a contract I am party to (either side). */
export const ZContractAction = z.strictObject({
  contractId: z
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
  action: z.enum(['accept', 'reject', 'terminate']),
});
export type TContractAction = z.infer<typeof ZContractAction>;

function processCall(path: string, kind: string) {
  return defineContract({
    method: 'POST',
    path,
    summary: `Accept, reject or terminate a ${kind} contract`,
    tag: 'agent',
    access: 'member',
    body: ZContractAction,
    value: ZAgentContract,
  });
}

export const processDividend = processCall('/wps/relay/MCS2_processDividendReq', 'dividend');
export const processDailySalary = processCall(
  '/wps/relay/MCS2_processDailySalContract',
  'daily salary',
);
export const processHourlySalary = processCall(
  '/wps/relay/MCS2_processContractHourSalary',
  'hourly salary',
);
export const processRealtimeSalary = processCall(
  '/wps/relay/MCSFE_processRealTimeSalaryContract',
  'real-time salary',
);

/** Which call processes which kind (a request to the wrong one is refused). */
export const processCallOfKind = {
  dividend: processDividend,
  daily_salary: processDailySalary,
  hourly_salary: processHourlySalary,
  realtime_salary: processRealtimeSalary,
} as const;

export const listMyContracts = defineContract({
  method: 'GET',
  path: '/wps/agent/contracts/mine',
  summary: 'My contracts of a kind: the one in force, the offer waiting, and the history',
  tag: 'agent',
  access: 'member',
  query: z.strictObject({ kind: ZContractKind }),
  value: z.object({
    active: ZAgentContract.nullable(),
    pending: ZAgentContract.nullable(),
    history: z.array(ZAgentContract),
  }),
});

export const listGivenContracts = defineContract({
  method: 'GET',
  path: '/wps/agent/contracts/given',
  summary: 'Contracts of a kind I offered my direct downlines, newest first, 15 per page',
  tag: 'agent',
  access: 'member',
  query: z.strictObject({
    kind: ZContractKind,
    state: ZContractState.optional(),
    username: z.string().trim().min(1).max(64).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  value: z.object({
    items: z.array(ZAgentContract),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const ZOfferContractRequest = ZContractTerms.extend({
  /** The direct downline agent. */
  username: z.string().trim().min(1).max(64),
  /** The same key again answers the first offer and makes no new version. */
  idempotencyKey: ZIdempotencyKey,
});

export const offerContract = defineContract({
  method: 'POST',
  path: '/wps/agent/contracts/offer',
  summary:
    'Offer a direct downline agent a contract (a new version; an offer still waiting is ' +
    'withdrawn). No tier may pay more than my own highest rate of that kind.',
  tag: 'agent',
  access: 'member',
  body: ZOfferContractRequest,
  value: ZAgentContract,
});

export const ZSettlementDeduction = z.object({
  agent: z.string(),
  rateBp: z.number().int(),
  base: ZMinorValue,
  amount: ZMinorValue,
});

export const ZSettlementStatement = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  agent: z.string(),
  kind: ZContractKind,
  periodKey: z.string(),
  periodStart: ZIsoTime,
  periodEnd: ZIsoTime,
  /** The team's figures in the period. */
  figures: z.object({
    validBet: ZMinorValue,
    betAmount: ZMinorValue,
    housePnl: ZMinorValue,
    activeMembers: z.number().int(),
  }),
  /** 1-based tier reached; null: none. */
  tier: z.number().int().nullable(),
  ownRateBp: z.number().int(),
  /** ownRateBp capped by the upline's rate in the period. */
  effectiveRateBp: z.number().int(),
  base: ZMinorValue,
  gross: ZMinorValue,
  deductions: z.array(ZSettlementDeduction),
  net: ZMinorValue,
  carryIn: ZMinorValue,
  carryOut: ZMinorValue,
  /** Paid to the agent's main wallet. */
  amount: ZMinorValue,
  settledAt: ZIsoTime,
});
export type TSettlementStatement = z.infer<typeof ZSettlementStatement>;

export const listMyStatements = defineContract({
  method: 'GET',
  path: '/wps/agent/contracts/statements',
  summary: 'My settlement statements of a kind, newest period first, 15 per page',
  tag: 'agent',
  access: 'member',
  query: z.strictObject({
    kind: ZContractKind,
    from: ZIsoTime.optional(),
    to: ZIsoTime.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  value: z.object({
    items: z.array(ZSettlementStatement),
    total: z.number().int(),
    totalPages: z.number().int(),
    /** Sum of amount over every matching statement. */
    totalPaid: ZMinorValue,
  }),
});

export const getMyStatement = defineContract({
  method: 'GET',
  path: '/wps/agent/contracts/statements/:id',
  summary: 'One of my settlement statements, line by line',
  tag: 'agent',
  access: 'member',
  params: z.strictObject({
    id: z.coerce
      .number()
      .int()
      .min(1)
      .max(2 ** 53 - 1),
  }),
  value: ZSettlementStatement,
});

// ---------------------------------------------------------------------------------------------
// The commission wallet: where settlements pay when the operators choose it (payoutWallet)

export const ZCommissionWallet = z.object({
  /** The commission wallet's balance, minor units. */
  balance: ZMinorValue,
  /** Where settlements pay now (the operators' setting). */
  payoutWallet: z.enum(['main', 'commission']),
});
export type TCommissionWallet = z.infer<typeof ZCommissionWallet>;

export const getCommissionWallet = defineContract({
  method: 'GET',
  path: '/wps/agent/commission',
  summary: "My commission wallet's balance, and where settlements pay now",
  tag: 'agent',
  access: 'member',
  value: ZCommissionWallet,
});

export const ZCollectCommissionRequest = z.strictObject({
  /** The same key again answers the first call and moves nothing more. */
  idempotencyKey: ZIdempotencyKey,
});

export const ZCollectCommission = z.object({
  /** What this call moved to the main wallet (0: the wallet was empty). */
  moved: ZMinorValue,
});
export type TCollectCommission = z.infer<typeof ZCollectCommission>;

export const collectCommission = defineContract({
  method: 'POST',
  path: '/wps/agent/commission/collect',
  summary: 'Move the whole commission wallet to my main wallet',
  tag: 'agent',
  access: 'member',
  body: ZCollectCommissionRequest,
  value: ZCollectCommission,
});
