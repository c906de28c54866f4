// Withdrawal rows: created with their hold, moved between states only by compare-and-set
// updates (WHERE state = the state the caller saw), listed for their member and for operators.
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { operators } from '../../db/schema/core';
import { usernameIs } from '../member/member.queries';
import { usernameKey } from '../member/username';
import { ledgerHolds } from '../../db/schema/ledger';
import { memberBankAccounts, withdrawals } from '../../db/schema/payments';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type WithdrawalState = WithdrawalRow['state'];
export type BankAccountRow = typeof memberBankAccounts.$inferSelect;

/** A withdrawal with the account it pays into (kept even after the member unbinds it). */
export interface WithdrawalWithAccount {
  withdrawal: WithdrawalRow;
  account: BankAccountRow;
}

export interface OpsWithdrawalRow extends WithdrawalWithAccount {
  username: string;
  decidedBy: string | null;
}

export async function insertWithdrawal(db: Db, row: NewWithdrawal): Promise<WithdrawalRow> {
  const [created] = await db.insert(withdrawals).values(row).returning();
  return created!;
}

export async function findByClientKey(
  db: Db,
  memberId: number,
  clientKey: string,
): Promise<WithdrawalRow | null> {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.clientKey, clientKey)));
  return rows[0] ?? null;
}

export async function findById(db: Db, id: number): Promise<WithdrawalRow | null> {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return rows[0] ?? null;
}

export async function findByReference(db: Db, reference: string): Promise<WithdrawalRow | null> {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.reference, reference));
  return rows[0] ?? null;
}

/** The member's own withdrawal; another member's reference is as unknown as a made-up one. */
export async function findMemberWithdrawal(
  db: Db,
  memberId: number,
  reference: string,
): Promise<WithdrawalWithAccount | null> {
  const rows = await db
    .select({ withdrawal: withdrawals, account: memberBankAccounts })
    .from(withdrawals)
    .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawals.bankAccountId))
    .where(and(eq(withdrawals.reference, reference), eq(withdrawals.memberId, memberId)));
  return rows[0] ?? null;
}

export async function listMemberWithdrawals(
  db: Db,
  memberId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: WithdrawalWithAccount[]; total: number }> {
  const where = eq(withdrawals.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ withdrawal: withdrawals, account: memberBankAccounts })
      .from(withdrawals)
      .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawals.bankAccountId))
      .where(where)
      .orderBy(desc(withdrawals.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: total!.n };
}

export interface OpsFilter {
  state?: WithdrawalState;
  username?: string;
  from?: Date;
  to?: Date;
}

function opsWhere(filter: OpsFilter): SQL | undefined {
  return and(
    filter.state ? eq(withdrawals.state, filter.state) : undefined,
    filter.username ? usernameIs(usernameKey(filter.username)) : undefined,
    filter.from ? gte(withdrawals.createdAt, filter.from) : undefined,
    filter.to ? lt(withdrawals.createdAt, filter.to) : undefined,
  );
}

const opsColumns = {
  withdrawal: withdrawals,
  account: memberBankAccounts,
  username: members.username,
  decidedBy: operators.username,
};

function selectOps(db: Db) {
  return db
    .select(opsColumns)
    .from(withdrawals)
    .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawals.bankAccountId))
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(operators, eq(operators.id, withdrawals.decidedBy));
}

export async function listOpsWithdrawals(
  db: Db,
  filter: OpsFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: OpsWithdrawalRow[]; total: number }> {
  const where = opsWhere(filter);
  const [rows, [total]] = await Promise.all([
    selectOps(db).where(where).orderBy(desc(withdrawals.id)).offset(page.offset).limit(page.limit),
    db
      .select({ n: count() })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where),
  ]);
  return { rows, total: total!.n };
}

export async function findOpsWithdrawal(db: Db, id: number): Promise<OpsWithdrawalRow | null> {
  const rows = await selectOps(db).where(eq(withdrawals.id, id));
  return rows[0] ?? null;
}

/**
 * Moves a withdrawal from one of `from` to a new state with `patch`, only if it is still in one
 * of them: the row lock and the re-checked WHERE make concurrent decisions take turns, and the
 * loser sees no row. `extra` narrows the states further (e.g. no gateway payout started).
 */
export async function transition(
  db: Db,
  id: number,
  from: readonly WithdrawalState[],
  patch: Partial<NewWithdrawal> & { state: WithdrawalState },
  extra?: SQL,
): Promise<WithdrawalRow | null> {
  const rows = await db
    .update(withdrawals)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.state, [...from]), extra))
    .returning();
  return rows[0] ?? null;
}

/** Not yet handed to a gateway: pending, or approved for a payout by hand. */
export const beforePayout: SQL = or(
  eq(withdrawals.state, 'pending'),
  isNull(withdrawals.payoutChannelId),
)!;

/** Approved for a payout by hand (mark-paid), not through a gateway. */
export const manualPayout: SQL = isNull(withdrawals.payoutChannelId);

/** Approved for a gateway payout. */
export const gatewayPayout: SQL = sql`${withdrawals.payoutChannelId} is not null`;

/** The member may still say 'not received': the receipt time has not passed. */
export const receiptStillOpen: SQL = sql`${withdrawals.receiptDueAt} > now()`;

/** Paid now: the receipt clock starts, in the database's time like every other timestamp. */
export function paidNowPatch(receiptMinutes: number) {
  return {
    paidAt: sql`now()`,
    receiptDueAt: sql`now() + make_interval(mins => ${receiptMinutes}::int)`,
  } as unknown as Pick<NewWithdrawal, 'paidAt' | 'receiptDueAt'>;
}

/** The account a hold was posted to (a clearing account), once posted. */
export async function findHoldPostedTo(db: Db, holdId: number): Promise<number | null> {
  const [row] = await db
    .select({ to: ledgerHolds.postedToAccountId })
    .from(ledgerHolds)
    .where(eq(ledgerHolds.id, holdId));
  return row?.to ?? null;
}

/**
 * Paid withdrawals whose receipt time has passed at `now`, marked received (forced) in one
 * compare-and-set statement: rows another process is marking are skipped, and a row is only
 * taken while still 'paid', so each withdrawal is received once however many processes run.
 */
export async function forceDueReceipts(
  db: Db,
  now: Date,
  limit: number,
): Promise<Array<{ id: number; memberId: number; reference: string }>> {
  const due = db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.state, 'paid'), lte(withdrawals.receiptDueAt, now)))
    .orderBy(withdrawals.receiptDueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(withdrawals)
    .set({
      state: 'received',
      forcedReceipt: true,
      receiptAt: now,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(withdrawals.id, due), eq(withdrawals.state, 'paid')))
    .returning({
      id: withdrawals.id,
      memberId: withdrawals.memberId,
      reference: withdrawals.reference,
    });
}
