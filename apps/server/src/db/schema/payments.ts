// Payments: the channels operators offer, deposits, withdrawals, the bank accounts players bind,
// proof images, and the gateway's webhook deliveries. Money itself moves only in the ledger;
// these rows are the requests and their states, each pointing at its ledger transactions.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TLanguage } from '@wps/contracts/http';
import { members } from './accounts';
import { operators } from './core';
import { ledgerHolds, ledgerTransactions } from './ledger';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** bank: the player transfers and uploads proof, an operator confirms. gateway: redirect and
 * signed webhook. sandbox: the local stand-in gateway, same adapter and webhook path. */
export const channelTypes = ['bank', 'gateway', 'sandbox'] as const;

/** What a channel shows the player, per language (EN is the fallback). */
export type ChannelTexts = Partial<Record<TLanguage, { name: string; instructions: string }>>;

/** The site's bank account a bank-transfer channel asks players to pay into. */
export interface ChannelBank {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    /** Stable code: the clearing account's owner and the gateway's webhook path. */
    code: text('code').notNull().unique('payment_channels_code_key'),
    type: text('type', { enum: channelTypes }).notNull(),
    /** The operators' name; players see `texts`. */
    name: text('name').notNull(),
    texts: jsonb('texts').$type<ChannelTexts>().notNull(),
    currency: text('currency').notNull().default('MMK'),
    /** Minor units, inclusive. */
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** Fee in minor units plus basis points of the amount (100 = 1 %). */
    feeFixed: bigint('fee_fixed', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    feeBps: integer('fee_bps').notNull().default(0),
    forDeposit: boolean('for_deposit').notNull().default(true),
    forWithdrawal: boolean('for_withdrawal').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    bank: jsonb('bank').$type<ChannelBank>(),
    ...timestamps,
  },
  (t) => [
    check('payment_channels_amounts', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('payment_channels_fee', sql`${t.feeFixed} >= 0 and ${t.feeBps} between 0 and 10000`),
    check('payment_channels_code', sql`${t.code} ~ '^[a-z0-9-]{2,40}$'`),
  ],
);

/** A proof image (png or jpg, at most 5 MB) a player uploaded; attached to a request later. */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    mime: text('mime', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_proofs_member_idx').on(t.memberId, t.id),
    check('payment_proofs_size', sql`${t.size} between 1 and 5242880`),
  ],
);

/** A bank account a player binds for withdrawals; its name must match the member's payee name. */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Unbound by the player; kept for the withdrawals that used it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_bank_accounts_live_unique')
      .on(t.memberId, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
    // The operators' member search by bank account.
    index('member_bank_accounts_number_idx').on(t.accountNumber),
  ],
);

/**
 * pending: waiting for the gateway or an operator; completed: credited; rejected: refused by an
 * operator; failed: the gateway reported failure; expired: never paid.
 */
export const depositStates = ['pending', 'completed', 'rejected', 'failed', 'expired'] as const;

export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Shown to the player and sent to the gateway; the webhook names it. */
    reference: text('reference').notNull().unique('deposits_reference_key'),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    /** The client's idempotency key, unique per member, and the request it came with. */
    clientKey: text('client_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull(),
    state: text('state', { enum: depositStates }).notNull().default('pending'),
    payerName: text('payer_name'),
    remark: text('remark'),
    proofIds: jsonb('proof_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The gateway's own id for the payment. */
    gatewayRef: text('gateway_ref'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [
    unique('deposits_member_key').on(t.memberId, t.clientKey),
    index('deposits_member_idx').on(t.memberId, t.id),
    index('deposits_state_idx').on(t.state, t.id),
    check('deposits_amount', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
    check(
      'deposits_completed_posted',
      sql`(${t.state} = 'completed') = (${t.ledgerTransactionId} is not null)`,
    ),
  ],
);

/**
 * pending: funds held, waiting for an operator; approved: payout under way (gateway); paid: paid
 * out, waiting for the player's confirmation; received: confirmed (or counted as received);
 * disputed: the player says not received (with proof), an operator looks; rejected: the hold was
 * released; failed: the payout failed and the hold was released; refunded: a dispute settled by
 * refund (the money returned from clearing).
 */
export const withdrawalStates = [
  'pending',
  'approved',
  'paid',
  'received',
  'disputed',
  'rejected',
  'failed',
  'refunded',
] as const;

/** The player's answer to a paid withdrawal (spec 4): received, not received, full payment. */
export const receiptAnswers = ['received', 'not_received', 'full_payment'] as const;

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique('withdrawals_reference_key'),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => memberBankAccounts.id),
    clientKey: text('client_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull(),
    state: text('state', { enum: withdrawalStates }).notNull().default('pending'),
    holdId: bigint('hold_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerHolds.id),
    /** The channel that paid it out (a gateway), or null when an operator marked it paid. */
    payoutChannelId: integer('payout_channel_id').references(() => paymentChannels.id),
    payoutRef: text('payout_ref'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** After this, an unanswered paid withdrawal counts as received (the auto-receipt job). */
    receiptDueAt: timestamp('receipt_due_at', { withTimezone: true }),
    receiptAnswer: text('receipt_answer', { enum: receiptAnswers }),
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    /** Counted as received by the job, not by the player: no refund afterwards (spec 4). */
    forcedReceipt: boolean('forced_receipt').notNull().default(false),
    proofIds: jsonb('proof_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [
    unique('withdrawals_member_key').on(t.memberId, t.clientKey),
    index('withdrawals_member_idx').on(t.memberId, t.id),
    index('withdrawals_state_idx').on(t.state, t.id),
    index('withdrawals_receipt_due_idx')
      .on(t.receiptDueAt)
      .where(sql`${t.state} = 'paid'`),
    check('withdrawals_amount', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
  ],
);

/** Every webhook delivery a gateway made, once per (channel, event id): replays are no-ops. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelCode: text('channel_code').notNull(),
    eventId: text('event_id').notNull(),
    reference: text('reference').notNull(),
    status: text('status').notNull(),
    payload: jsonb('payload').notNull(),
    /** What the delivery did: applied, ignored (stale or already final), refused. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('gateway_events_event_key').on(t.channelCode, t.eventId)],
);
