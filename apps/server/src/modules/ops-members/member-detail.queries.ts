// What the member page reads: one member's profile, accounts, bank accounts, sessions, devices,
// notes, and its paged histories (ledger, payments, rounds, operators' audit rows).
import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { memberDevices, members } from '../../db/schema/accounts';
import { kycSubmissions, memberNotes } from '../../db/schema/back-office';
import { gameVendors } from '../../db/schema/content';
import { auditLog, operators, sessions } from '../../db/schema/core';
import { games, gameRounds } from '../../db/schema/games';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { deposits, memberBankAccounts, withdrawals } from '../../db/schema/payments';

const upline = alias(members, 'upline');

export async function findMemberProfile(db: Db, id: number) {
  const rows = await db
    .select({ member: members, upline: upline.username })
    .from(members)
    .leftJoin(upline, eq(upline.id, members.uplineId))
    .where(eq(members.id, id));
  return rows[0] ?? null;
}

export function findMemberAccounts(db: Db, memberId: number) {
  return db
    .select({
      kind: ledgerAccounts.kind,
      ownerKey: ledgerAccounts.ownerKey,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId))
    .orderBy(ledgerAccounts.id);
}

export function findBankAccounts(db: Db, memberId: number) {
  return db
    .select()
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, memberId))
    .orderBy(desc(memberBankAccounts.id))
    .limit(20);
}

export function findLiveSessions(db: Db, memberId: number) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.subjectKind, 'member'),
        eq(sessions.subjectId, memberId),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(sessions.id))
    .limit(20);
}

export async function findSessionHash(db: Db, memberId: number, sessionId: number) {
  const [row] = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.subjectKind, 'member'),
        eq(sessions.subjectId, memberId),
      ),
    );
  return row?.tokenHash ?? null;
}

export function findDevices(db: Db, memberId: number) {
  return db
    .select()
    .from(memberDevices)
    .where(eq(memberDevices.memberId, memberId))
    .orderBy(desc(memberDevices.lastSeenAt))
    .limit(20);
}

export async function deleteDevice(db: Db, memberId: number, deviceHash: string) {
  const rows = await db
    .delete(memberDevices)
    .where(and(eq(memberDevices.memberId, memberId), eq(memberDevices.deviceHash, deviceHash)))
    .returning({ deviceHash: memberDevices.deviceHash });
  return rows.length > 0;
}

export function findNotes(db: Db, memberId: number) {
  return db
    .select({
      id: memberNotes.id,
      operator: operators.username,
      body: memberNotes.body,
      createdAt: memberNotes.createdAt,
    })
    .from(memberNotes)
    .innerJoin(operators, eq(operators.id, memberNotes.operatorId))
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.id))
    .limit(50);
}

export async function insertNote(
  db: Db,
  row: { memberId: number; operatorId: number; body: string },
) {
  await db.insert(memberNotes).values(row);
}

/** The member's latest identity submission's state, or null when none was sent. */
export async function latestKycState(db: Db, memberId: number) {
  const [row] = await db
    .select({ state: kycSubmissions.state })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.memberId, memberId))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return row?.state ?? null;
}

const memberAccountIds = (memberId: number) =>
  sql`(SELECT ${ledgerAccounts.id} FROM ${ledgerAccounts} WHERE ${ledgerAccounts.memberId} = ${memberId})`;

export function findLedgerPage(db: Db, memberId: number, offset: number, limit: number) {
  return db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      kind: ledgerTransactions.kind,
      account: ledgerAccounts.kind,
      ownerKey: ledgerAccounts.ownerKey,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(sql`${ledgerEntries.accountId} IN ${memberAccountIds(memberId)}`)
    .orderBy(desc(ledgerEntries.id))
    .offset(offset)
    .limit(limit);
}

export async function countLedger(db: Db, memberId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.accountId} IN ${memberAccountIds(memberId)}`);
  return row?.n ?? 0;
}

export async function findPaymentPage(
  db: Db,
  memberId: number,
  direction: 'deposit' | 'withdrawal',
  offset: number,
  limit: number,
) {
  const table = direction === 'deposit' ? deposits : withdrawals;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: table.id,
        reference: table.reference,
        amount: table.amount,
        fee: table.fee,
        state: table.state,
        createdAt: table.createdAt,
      })
      .from(table)
      .where(eq(table.memberId, memberId))
      .orderBy(desc(table.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(table).where(eq(table.memberId, memberId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findRoundPage(db: Db, memberId: number, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: gameRounds.id,
        vendor: gameVendors.vassalage,
        gameCode: games.gameCode,
        roundRef: gameRounds.roundRef,
        bet: gameRounds.betTotal,
        refund: gameRounds.refundTotal,
        win: gameRounds.winTotal,
        state: gameRounds.state,
        startedAt: gameRounds.startedAt,
      })
      .from(gameRounds)
      .innerJoin(gameVendors, eq(gameVendors.id, gameRounds.vendorId))
      .leftJoin(games, eq(games.id, gameRounds.gameId))
      .where(eq(gameRounds.memberId, memberId))
      .orderBy(desc(gameRounds.startedAt), desc(gameRounds.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.memberId, memberId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Audit rows about the member: subject `member:<id>` (every operator action on it). */
export async function findAuditPage(db: Db, memberId: number, offset: number, limit: number) {
  // What operators did about the member: rows naming it in the member column (a withdrawal's or
  // a deposit's decision, whose subject is the payment) and, as before that column was filled,
  // rows whose subject is the member.
  const subject = or(
    and(eq(auditLog.memberId, memberId), eq(auditLog.actorKind, 'operator')),
    eq(auditLog.subject, `member:${memberId}`),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        operator: operators.username,
        action: auditLog.action,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(
        operators,
        and(eq(auditLog.actorKind, 'operator'), eq(operators.id, auditLog.actorId)),
      )
      .where(subject)
      .orderBy(desc(auditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(auditLog).where(subject),
  ]);
  return { rows, total: total?.n ?? 0 };
}
