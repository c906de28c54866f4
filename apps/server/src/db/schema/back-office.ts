// The back office's own records about members: balance adjustments (maker and checker), operators'
// notes and identity documents (KYC). Money itself still moves only in the ledger.
import { sql } from 'drizzle-orm';
import { adjustmentWallets } from '@wps/contracts/account/ops-member-detail';
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
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { operators } from './core';
import { ledgerTransactions } from './ledger';

export const adjustmentStates = ['pending', 'posted', 'rejected'] as const;

/**
 * A manual credit or debit of a member's cash, bonus or points. Up to the operators' approval
 * amount it is posted when made; above it, it waits (pending) until another operator approves or
 * rejects it. `amount` is signed: positive credits the member, negative debits; minor units, or
 * whole points for wallet 'points'.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    wallet: text('wallet', { enum: adjustmentWallets }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: adjustmentStates }).notNull().default('pending'),
    makerId: integer('maker_id')
      .notNull()
      .references(() => operators.id),
    /** Who approved or rejected it; the maker when it needed no approval. */
    checkerId: integer('checker_id').references(() => operators.id),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('balance_adjustments_member_idx').on(t.memberId, t.id),
    index('balance_adjustments_state_idx').on(t.state, t.id),
    check('balance_adjustments_amount', sql`${t.amount} <> 0`),
    check(
      'balance_adjustments_posted',
      sql`(${t.state} = 'posted') = (${t.ledgerTransactionId} is not null)`,
    ),
    check('balance_adjustments_checker', sql`${t.state} = 'pending' or ${t.checkerId} is not null`),
  ],
);

/** Operators' notes on a member, newest first on the member page; never edited. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.id)],
);

export const kycDocumentTypes = ['national_id', 'passport', 'driving_licence'] as const;
export const kycStates = ['pending', 'approved', 'rejected'] as const;

/**
 * Identity documents a member sent for review: images uploaded through the proof upload
 * (payment_proofs, its type and size rules), reviewed by an operator.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    documentType: text('document_type', { enum: kycDocumentTypes }).notNull(),
    documentNumber: text('document_number').notNull(),
    proofIds: jsonb('proof_ids').$type<number[]>().notNull(),
    state: text('state', { enum: kycStates }).notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_submissions_member_idx').on(t.memberId, t.id),
    index('kyc_submissions_state_idx').on(t.state, t.id),
  ],
);
