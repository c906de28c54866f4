// The bank accounts members bind for withdrawals. Every query is scoped to its member.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { memberBankAccounts } from '../../db/schema/payments';

export type BankAccountRow = typeof memberBankAccounts.$inferSelect;

/** The member's live (not unbound) accounts, oldest first. */
export function findLiveBankAccounts(db: Db, memberId: number): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.memberId, memberId), isNull(memberBankAccounts.removedAt)))
    .orderBy(asc(memberBankAccounts.id));
}

/** One of the member's live accounts, or null (unknown, unbound, or another member's). */
export async function findLiveBankAccount(
  db: Db,
  memberId: number,
  id: number,
): Promise<BankAccountRow | null> {
  const rows = await db
    .select()
    .from(memberBankAccounts)
    .where(
      and(
        eq(memberBankAccounts.id, id),
        eq(memberBankAccounts.memberId, memberId),
        isNull(memberBankAccounts.removedAt),
      ),
    );
  return rows[0] ?? null;
}

/** The member's payee name, read under a row lock: binds of one member take turns. */
export async function lockMemberPayeeName(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ payeeName: members.payeeName })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row?.payeeName ?? null;
}

/** Sets the payee name only while it is unset; false when it was already set. */
export async function setPayeeNameOnce(
  db: Db,
  memberId: number,
  payeeName: string,
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ payeeName })
    .where(and(eq(members.id, memberId), isNull(members.payeeName)))
    .returning({ id: members.id });
  return rows.length === 1;
}

export async function insertBankAccount(
  db: Db,
  row: { memberId: number; bankName: string; accountName: string; accountNumber: string },
): Promise<BankAccountRow> {
  const [created] = await db.insert(memberBankAccounts).values(row).returning();
  return created!;
}

/** Unbinds one of the member's live accounts; null when there was none with this id. */
export async function removeBankAccount(
  db: Db,
  memberId: number,
  id: number,
): Promise<BankAccountRow | null> {
  const rows = await db
    .update(memberBankAccounts)
    .set({ removedAt: sql`now()` })
    .where(
      and(
        eq(memberBankAccounts.id, id),
        eq(memberBankAccounts.memberId, memberId),
        isNull(memberBankAccounts.removedAt),
      ),
    )
    .returning();
  return rows[0] ?? null;
}
