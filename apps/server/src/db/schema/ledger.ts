// The double-entry ledger: accounts, transactions of entries that sum to zero, and holds.
// Only apps/server/src/ledger writes these tables.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
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

/** Accounts a member owns; their balance can never go below zero. */
export const memberAccountKinds = [
  'player_cash',
  'player_bonus',
  'player_held',
  'player_play',
  'agent_commission',
  'player_game',
  // Points (issue 19): whole points in currency PTS, never expiring; the only points kind a
  // member holds.
  'player_points',
] as const;

/** The site's side: it may go negative (the house pays out more than it took in). */
// jackpot: the built-in slots' progressive pool, fed by the house and paid out to a winner.
// promotions: what the site spends on bonuses; grants come out of it, forfeits go back to it.
// adjustments: operators' manual credits and debits of members (back office, maker-checker).
export const siteAccountKinds = [
  'house',
  'house_play',
  'clearing',
  'vendor',
  'jackpot',
  'promotions',
  // points: the site's side of every point (earned points come out of it, spent ones go back);
  // it goes negative by the points in members' hands.
  'points',
  'adjustments',
] as const;

export const accountKinds = [...memberAccountKinds, ...siteAccountKinds] as const;

/** Trial accounts play with this currency; it never meets real money (see docs/decisions.md). */
export const PLAY_CURRENCY = 'PLAY';

/** Points are their own asset: whole points in this currency, never in a money transaction. */
export const POINTS_CURRENCY = 'PTS';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const memberKindsSql = sqlList(memberAccountKinds);
const allKindsSql = sqlList(accountKinds);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: accountKinds }).notNull(),
    /** The owner of a member kind; null for the site's accounts. */
    memberId: integer('member_id').references(() => members.id),
    /**
     * The payment channel of a clearing account, the vendor code of a vendor account or of a
     * player's game wallet (player_game); else ''.
     */
    ownerKey: text('owner_key').notNull().default(''),
    /** An ISO 4217 code, or PLAY for trial money. */
    currency: text('currency').notNull(),
    /** Minor units. Changed only by the ledger, together with the entries that explain it. */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt,
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_unique')
      .on(t.kind, t.memberId, t.ownerKey)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('ledger_accounts_site_unique')
      .on(t.kind, t.ownerKey)
      .where(sql`${t.memberId} is null`),
    // The target of the entries' (account, currency) foreign key.
    unique('ledger_accounts_id_currency').on(t.id, t.currency),
    check('ledger_accounts_kind', sql`${t.kind} in (${allKindsSql})`),
    check(
      'ledger_accounts_owner',
      sql`case when ${t.kind} in (${memberKindsSql})
            then ${t.memberId} is not null and (${t.ownerKey} <> '') = (${t.kind} = 'player_game')
            else ${t.memberId} is null and (${t.ownerKey} <> '') = (${t.kind} in ('clearing', 'vendor'))
          end`,
    ),
    check(
      'ledger_accounts_currency',
      sql`case when ${t.kind} in ('player_play', 'house_play') then ${t.currency} = 'PLAY'
            when ${t.kind} in ('player_points', 'points') then ${t.currency} = 'PTS'
            else ${t.currency} ~ '^[A-Z]{3}$' and ${t.currency} <> 'PTS' end`,
    ),
    check(
      'ledger_accounts_member_not_negative',
      sql`${t.kind} not in (${memberKindsSql}) or ${t.balance} >= 0`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The caller's key (payment reference, vendor transaction id, settlement key ...). */
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_transactions_key_unique'),
    /** What it is: deposit, withdrawal, bet, transfer, hold, hold_post, hold_void ... */
    kind: text('kind').notNull(),
    /** SHA-256 of the request's canonical content: the same key with other content is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Every entry's currency: the entries' foreign key makes them all share it. */
    currency: text('currency').notNull(),
    metadata: jsonb('metadata')
      .notNull()
      .$type<Record<string, unknown>>()
      .default(sql`'{}'::jsonb`),
    createdAt,
  },
  (t) => [
    unique('ledger_transactions_id_currency').on(t.id, t.currency),
    check('ledger_transactions_key_length', sql`length(${t.idempotencyKey}) between 1 and 200`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Positive credits the account, negative debits it; never zero. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this entry: what a replay answers with. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    // Entry, account and transaction share one currency: no transaction mixes MMK and PLAY.
    foreignKey({
      name: 'ledger_entries_transaction_fk',
      columns: [t.transactionId, t.currency],
      foreignColumns: [ledgerTransactions.id, ledgerTransactions.currency],
    }),
    foreignKey({
      name: 'ledger_entries_account_fk',
      columns: [t.accountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    unique('ledger_entries_transaction_account').on(t.transactionId, t.accountId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

export const holdStates = ['pending', 'posted', 'voided'] as const;

/** Funds reserved (player cash -> player held) until posted somewhere or voided back. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The key of the transaction that made the hold. */
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_holds_key_unique'),
    fromAccountId: bigint('from_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    heldAccountId: bigint('held_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: holdStates }).notNull().default('pending'),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    /** Set when posted: where the funds went and how much (the rest went back). */
    postedTransactionId: bigint('posted_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    postedToAccountId: bigint('posted_to_account_id', { mode: 'number' }).references(
      () => ledgerAccounts.id,
    ),
    postedAmount: bigint('posted_amount', { mode: 'bigint' }),
    voidedTransactionId: bigint('voided_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt,
    /** After this a hold can no longer be posted, only voided. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('ledger_holds_pending_idx')
      .on(t.heldAccountId)
      .where(sql`${t.state} = 'pending'`),
    // The expired-holds job's scan.
    index('ledger_holds_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'pending' and ${t.expiresAt} is not null`),
    check('ledger_holds_amount_positive', sql`${t.amount} > 0`),
    check(
      'ledger_holds_state',
      sql`case ${t.state}
            when 'pending' then ${t.postedTransactionId} is null and ${t.voidedTransactionId} is null
              and ${t.resolvedAt} is null
            when 'posted' then ${t.postedTransactionId} is not null and ${t.voidedTransactionId} is null
              and ${t.postedToAccountId} is not null and ${t.postedAmount} between 1 and ${t.amount}
              and ${t.resolvedAt} is not null
            when 'voided' then ${t.voidedTransactionId} is not null and ${t.postedTransactionId} is null
              and ${t.resolvedAt} is not null
            else false
          end`,
    ),
  ],
);
