// Agent contracts (dividend and salaries), their settlement runs and the statements each run
// writes. A statement is the settlement of one contract for one period: its unique key is what
// makes a period paid once, whatever process or retry settles it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { operators } from './core';

export const contractKinds = [
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
] as const;
export const contractStates = [
  'pending',
  'active',
  'rejected',
  'withdrawn',
  'superseded',
  'terminated',
] as const;

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const kindsSql = sql.raw(contractKinds.map((k) => `'${k}'`).join(', '));
const statesSql = sql.raw(contractStates.map((k) => `'${k}'`).join(', '));

/**
 * One version of a contract between an upline (an agent, or the platform when upline_id is
 * null) and its direct downline agent. A new offer is a new row (version + 1); accepting it
 * supersedes the active one.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: contractKinds }).notNull(),
    /** The agent the contract pays. */
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    /** The agent who offered it; null: the platform (an operator). */
    uplineId: integer('upline_id').references(() => members.id),
    /** The operator who set a platform contract. */
    operatorId: integer('operator_id').references(() => operators.id),
    /** 1, 2, 3 ... per (agent, kind). */
    version: integer('version').notNull(),
    state: text('state', { enum: contractStates }).notNull(),
    /** D, W, H (half month), M for dividend and daily salary; HR hourly; R5 real-time. */
    periodType: text('period_type').notNull(),
    /** The tiers, thresholds in minor units (strings), rates in basis points. */
    tiers: jsonb('tiers').notNull().$type<unknown[]>(),
    /** The highest tier rate, basis points: what "this agent's rate" means for the checks. */
    maxRateBp: integer('max_rate_bp').notNull(),
    createdAt,
    /** Accepted (or set by an operator): in force from here. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Rejected, withdrawn, superseded or terminated at. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: rejected, withdrawn, superseded, terminated_by_agent, ... */
    endReason: text('end_reason'),
    /** Who ended it: 'agent', 'upline', 'operator', 'system'. */
    endedBy: text('ended_by'),
    /** The offerer's idempotency key: the same key again answers this offer. */
    requestKey: text('request_key'),
  },
  (t) => [
    unique('agent_contracts_version_unique').on(t.agentId, t.kind, t.version),
    // At most one offer waiting and one contract in force per agent and kind.
    uniqueIndex('agent_contracts_one_pending')
      .on(t.agentId, t.kind)
      .where(sql`${t.state} = 'pending'`),
    uniqueIndex('agent_contracts_one_active')
      .on(t.agentId, t.kind)
      .where(sql`${t.state} = 'active'`),
    uniqueIndex('agent_contracts_request_key')
      .on(t.uplineId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind, t.state),
    index('agent_contracts_kind_idx').on(t.kind, t.periodType, t.acceptedAt),
    check('agent_contracts_kind', sql`${t.kind} in (${kindsSql})`),
    check('agent_contracts_state', sql`${t.state} in (${statesSql})`),
    check('agent_contracts_rate', sql`${t.maxRateBp} between 0 and 10000`),
    check('agent_contracts_not_self', sql`${t.uplineId} is null or ${t.uplineId} <> ${t.agentId}`),
  ],
);

/** One settlement of one kind for one period; the job works through them oldest first. */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: contractKinds }).notNull(),
    /** e.g. D:2026-11-27, HR:2026-11-27T10, R5:2026-11-27T10:05 (site time). */
    periodKey: text('period_key').notNull(),
    periodType: text('period_type').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** pending: the job settles it; paused: an operator stopped it; done. */
    state: text('state', { enum: ['pending', 'paused', 'done'] }).notNull(),
    contracts: integer('contracts').notNull().default(0),
    /** Minor units paid by this run. */
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt,
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('agent_settlement_runs_period').on(t.kind, t.periodKey),
    index('agent_settlement_runs_state_idx').on(t.kind, t.state, t.periodStart),
  ],
);

/** A contract's statement for one period: the figures, tier, rate, deductions and the pay. */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => agentSettlementRuns.id),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: contractKinds }).notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** Team figures, tier, rates, base, gross and each downline's deduction (the lines). */
    detail: jsonb('detail').notNull().$type<Record<string, unknown>>(),
    /** Minor units paid to the agent (0 when nothing was due). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Dividend only: the loss carried into and out of this period (zero or negative). */
    carryIn: bigint('carry_in', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    carryOut: bigint('carry_out', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The ledger key of the payment, when amount > 0. */
    ledgerKey: text('ledger_key'),
    createdAt,
  },
  (t) => [
    unique('agent_settlements_contract_period').on(t.contractId, t.periodKey),
    index('agent_settlements_agent_idx').on(t.agentId, t.kind, t.periodStart),
    index('agent_settlements_run_idx').on(t.runId, t.id),
    check('agent_settlements_amount', sql`${t.amount} >= 0`),
    check('agent_settlements_carry', sql`${t.carryIn} <= 0 and ${t.carryOut} <= 0`),
    check('agent_settlements_paid_key', sql`(${t.amount} > 0) = (${t.ledgerKey} is not null)`),
  ],
);
