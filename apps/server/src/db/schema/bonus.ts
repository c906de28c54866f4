// Bonus money (issue 18): one row per bonus a promotion granted, with its wagering requirement,
// progress, maximum bet and expiry. The money itself is in the ledger (player_bonus accounts, the
// site's promotions account); these rows say whose it is and what it still needs. Written only by
// modules/bonus (and the wagering CTE of modules/activity's recordActivity).
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bonusEndReasons, bonusStatuses, wageringBases } from '@wps/contracts/promotions/bonus';
import { members } from './accounts';
import { gameRounds } from './games';

// The statuses, end reasons and wagering bases are the contracts' lists (promotions/bonus.ts).
export { bonusEndReasons, bonusStatuses, wageringBases };

export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** What granted it (the promotion and claim), as the promotions module names it. */
    promotionRef: text('promotion_ref').notNull(),
    /** The grant's key: a second grant with it returns this bonus and moves nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Minor units credited to the bonus wallet. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Hundredths of the turnover multiple (x20 = 2000). */
    wageringMultiple: integer('wagering_multiple').notNull(),
    wageringBase: text('wagering_base', { enum: wageringBases }).notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Weighted turnover needed, minor units: ceil(multiple x base). */
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    /** Weighted turnover counted so far from settled rounds (recordActivity). */
    wagered: bigint('wagered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Percent of a settled stake that counts, per game type; a type left out counts 100. */
    weights: jsonb('weights')
      .notNull()
      .$type<Record<string, number>>()
      .default(sql`'{}'::jsonb`),
    /** The largest stake one bet may have while this bonus is active; null: no limit. */
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: bonusStatuses }).notNull().default('active'),
    endReason: text('end_reason', { enum: bonusEndReasons }),
    /** What moved to cash (released) or back to the site (forfeited) when it ended. */
    releasedAmount: bigint('released_amount', { mode: 'bigint' }),
    forfeitedAmount: bigint('forfeited_amount', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonuses_key_unique').on(t.idempotencyKey),
    // One active bonus per member: the bonus wallet's balance is always that one bonus's.
    uniqueIndex('bonuses_one_active')
      .on(t.memberId)
      .where(sql`${t.status} = 'active'`),
    index('bonuses_member_idx').on(t.memberId, t.id),
    index('bonuses_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    check('bonuses_amount_positive', sql`${t.amount} > 0`),
    check('bonuses_required_not_negative', sql`${t.wageringRequired} >= 0`),
    check('bonuses_max_bet_positive', sql`${t.maxBet} is null or ${t.maxBet} > 0`),
    check(
      'bonuses_state',
      sql`case ${t.status}
            when 'active' then ${t.endReason} is null and ${t.endedAt} is null
              and ${t.releasedAmount} is null and ${t.forfeitedAmount} is null
            when 'released' then ${t.endReason} = 'wagering_met' and ${t.endedAt} is not null
              and ${t.releasedAmount} >= 0 and ${t.forfeitedAmount} is null
            when 'forfeited' then ${t.endReason} in ('expired', 'given_up', 'withdrawal')
              and ${t.endedAt} is not null and ${t.forfeitedAmount} >= 0 and ${t.releasedAmount} is null
            else false
          end`,
    ),
  ],
);

/**
 * The part of a seamless round's stakes that came from a bonus wallet: its win is shared back in
 * that proportion (docs/decisions.md "Bonus money and wagering"). Only rounds that drew bonus
 * money have a row.
 */
export const bonusRoundStakes = pgTable('bonus_round_stakes', {
  roundId: bigint('round_id', { mode: 'number' })
    .primaryKey()
    .references(() => gameRounds.id),
  bonusId: bigint('bonus_id', { mode: 'number' })
    .notNull()
    .references(() => bonuses.id),
  /** Minor units of the round's stakes drawn from the bonus (less what was rolled back). */
  stake: bigint('stake', { mode: 'bigint' }).notNull(),
});
