// Promotions (issue 18): what operators configure, each member's claims of them with the spec's
// statuses, the identities a sign-up bonus was given to, and the raffles' committed seeds. Money
// moves only in the ledger; a claim row points at the transaction that paid it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  promoStatuses,
  promotionStates,
  promotionTypes,
  type TPromotionEligibility,
  type TPromotionRules,
  type TPromotionTexts,
} from '@wps/contracts/promotions/fields';
import { members } from './accounts';
import { operators } from './core';
import { ledgerTransactions } from './ledger';

// The types, the operator's states (draft: not shown; paused: shown as close) and the spec's promo
// statuses are the contracts' lists (promotions/fields.ts), not copies: one constant each.
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: promotionTypes }).notNull(),
    state: text('state', { enum: promotionStates }).notNull().default('draft'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Per language: title, body, image URL (EN is the fallback). */
    texts: jsonb('texts').$type<TPromotionTexts>().notNull(),
    eligibility: jsonb('eligibility')
      .$type<TPromotionEligibility>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The type's own rules (percentages in basis points, amounts in minor units as strings). */
    rules: jsonb('rules').$type<TPromotionRules>().notNull(),
    /** Claims one member may make over the promotion's life; null: no limit. */
    perMember: integer('per_member'),
    /** Claims one member may make per day of the site's zone; null: no limit. */
    perDay: integer('per_day'),
    /** Claims one address (IP) may make over the promotion's life; null: no limit. */
    perAddress: integer('per_address'),
    /** The most this promotion may pay in all (minor units); null: no limit. */
    budget: bigint('budget', { mode: 'bigint' }),
    /** What it has paid so far; raised in the claim's transaction under `budget`. */
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * A raffle's server seed, made at creation: its SHA-256 (seed_hash) is public from the start,
     * the seed itself only once drawn_at is set (commit and reveal, as the house games do).
     */
    seedHash: text('seed_hash'),
    serverSeed: text('server_seed'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** The draw as published for players to check: ticket list, client seed, winners. */
    draw: jsonb('draw').$type<{ ticketList: string; clientSeed: string; winners: number[] }>(),
    createdBy: integer('created_by').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_state_idx').on(t.state, t.type),
    check('promotions_spent_budget', sql`${t.budget} IS NULL OR ${t.spent} <= ${t.budget}`),
  ],
);

/**
 * One member's claim of a promotion for one period: 'once' (sign-up, application, raffle entry),
 * a day (check-in, rebate, per-day limits), a deposit reference (deposit bonus). The unique key
 * is what makes 50 simultaneous claims one.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    status: text('status', { enum: promoStatuses }).notNull(),
    /** What was or will be paid (minor units). */
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The figures the amount was worked out from (deposit, valid bet per game type, streak). */
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    remark: text('remark'),
    proofIds: jsonb('proof_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ip: text('ip'),
    /** The site's day the claim was made on (per-day limits count these). */
    day: text('day').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('promotion_claims_once').on(t.promotionId, t.memberId, t.period),
    index('promotion_claims_member_idx').on(t.memberId, t.promotionId),
    index('promotion_claims_status_idx').on(t.promotionId, t.status),
    check('promotion_claims_remark_len', sql`char_length(${t.remark}) <= 140`),
    check('promotion_claims_amount', sql`${t.amount} >= 0`),
    // 'coming' and 'join' describe a promotion the caller has no row for: a row is never either.
    check(
      'promotion_claims_status',
      sql`${t.status} IN (${sql.raw(
        promoStatuses
          .filter((s) => s !== 'coming' && s !== 'join')
          .map((s) => `'${s}'`)
          .join(', '),
      )})`,
    ),
  ],
);

/**
 * Who has had a sign-up bonus, by each identity operators chose (mobile, device, address): one
 * row per (kind, value) across every sign-up promotion, so one person gets one sign-up bonus.
 */
export const promotionIdentities = pgTable(
  'promotion_identities',
  {
    kind: text('kind', { enum: ['mobile', 'device', 'address'] }).notNull(),
    value: text('value').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('promotion_identities_once').on(t.kind, t.value)],
);
