// The vendor API's reads and writes. Money moves only through the ledger (post); these keep the
// vendor's facts: credentials, launch sessions, rounds and the transactions it sent.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { gameVendors } from '../../db/schema/content';
import {
  gameRounds,
  games,
  vendorCredentials,
  vendorSessions,
  vendorTransactions,
} from '../../db/schema/games';

export type VendorTxRow = typeof vendorTransactions.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;

export interface VendorFacts {
  vendorId: number;
  vassalage: string;
  walletMode: 'seamless' | 'transfer';
  secret: string;
  allowedIps: string[];
}

/** A vendor with credentials, by its code (vassalage); several when two types share a code. */
export async function findVendorsByCode(db: Db, code: string): Promise<VendorFacts[]> {
  return db
    .select({
      vendorId: gameVendors.id,
      vassalage: gameVendors.vassalage,
      walletMode: gameVendors.walletMode,
      secret: vendorCredentials.secret,
      allowedIps: vendorCredentials.allowedIps,
    })
    .from(vendorCredentials)
    .innerJoin(gameVendors, eq(gameVendors.id, vendorCredentials.vendorId))
    .where(eq(gameVendors.vassalage, code));
}

/** What is stored of a launch token: its SHA-256, hex. */
export const launchTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionFacts {
  id: number;
  memberId: number;
  vendorId: number;
  gameId: number | null;
  isTrial: boolean;
  expiresAt: Date;
  endedAt: Date | null;
  username: string;
}

/** The session of this token with its member's name, or null. */
export async function findSessionByToken(db: Db, token: string): Promise<SessionFacts | null> {
  const rows = await db
    .select({
      id: vendorSessions.id,
      memberId: vendorSessions.memberId,
      vendorId: vendorSessions.vendorId,
      gameId: vendorSessions.gameId,
      isTrial: vendorSessions.isTrial,
      expiresAt: vendorSessions.expiresAt,
      endedAt: vendorSessions.endedAt,
      username: members.username,
    })
    .from(vendorSessions)
    .innerJoin(members, eq(members.id, vendorSessions.memberId))
    .where(eq(vendorSessions.tokenHash, launchTokenHash(token)));
  return rows[0] ?? null;
}

export async function findMemberName(db: Db, memberId: number): Promise<string | null> {
  const rows = await db
    .select({ username: members.username })
    .from(members)
    .where(eq(members.id, memberId));
  return rows[0]?.username ?? null;
}

export async function findGameId(
  db: Db,
  vendorId: number,
  gameCode: string,
): Promise<number | null> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorId, vendorId), eq(games.gameCode, gameCode)));
  return rows[0]?.id ?? null;
}

export async function findVendorTx(
  db: Db,
  vendorId: number,
  txRef: string,
): Promise<VendorTxRow | null> {
  const rows = await db
    .select()
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.vendorId, vendorId), eq(vendorTransactions.txRef, txRef)));
  return rows[0] ?? null;
}

export async function findRound(
  db: Db,
  vendorId: number,
  roundRef: string,
): Promise<RoundRow | null> {
  const rows = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendorId, vendorId), eq(gameRounds.roundRef, roundRef)));
  return rows[0] ?? null;
}

export async function findRoundById(db: Db, id: number): Promise<RoundRow | null> {
  const rows = await db.select().from(gameRounds).where(eq(gameRounds.id, id));
  return rows[0] ?? null;
}

/**
 * Inside a transaction: waits for every other call about this transaction id of this vendor (a
 * bet and its rollback lock the bet's id) until this transaction ends.
 */
export async function lockTxRef(tx: Db, vendorId: number, txRef: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${vendorId}::int, hashtext(${txRef}))`);
}

/** The round, row-locked until the transaction ends; null when there is none. */
export async function lockRound(
  tx: Db,
  vendorId: number,
  roundRef: string,
): Promise<RoundRow | null> {
  const rows = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendorId, vendorId), eq(gameRounds.roundRef, roundRef)))
    .for('update');
  return rows[0] ?? null;
}

/** The round, made if new, row-locked until the transaction ends. */
export async function upsertLockedRound(
  tx: Db,
  round: {
    vendorId: number;
    memberId: number;
    gameId: number | null;
    roundRef: string;
    isTrial: boolean;
    currency: string;
  },
): Promise<RoundRow> {
  const rows = await tx
    .insert(gameRounds)
    .values(round)
    .onConflictDoUpdate({
      target: [gameRounds.vendorId, gameRounds.roundRef],
      // A no-op that locks the row and returns it.
      set: { roundRef: sql`excluded.round_ref` },
    })
    .returning();
  return rows[0]!;
}

/** Whether a rollback of this bet's id has been recorded (before or after the bet). */
export async function findRollbackOf(
  tx: Db,
  vendorId: number,
  betRef: string,
): Promise<VendorTxRow | null> {
  const rows = await tx
    .select()
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorId, vendorId),
        eq(vendorTransactions.refersTo, betRef),
        eq(vendorTransactions.kind, 'rollback'),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Records the call; false when its id was taken meanwhile (the unique key decides). */
export async function insertVendorTx(
  tx: Db,
  row: typeof vendorTransactions.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(vendorTransactions)
    .values(row)
    .onConflictDoNothing({ target: [vendorTransactions.vendorId, vendorTransactions.txRef] })
    .returning({ id: vendorTransactions.id });
  return rows.length === 1;
}

export async function addToRound(
  tx: Db,
  roundId: number,
  add: { bet?: bigint; win?: bigint; refund?: bigint },
): Promise<void> {
  await tx
    .update(gameRounds)
    .set({
      betTotal: sql`${gameRounds.betTotal} + ${(add.bet ?? 0n).toString()}::bigint`,
      winTotal: sql`${gameRounds.winTotal} + ${(add.win ?? 0n).toString()}::bigint`,
      refundTotal: sql`${gameRounds.refundTotal} + ${(add.refund ?? 0n).toString()}::bigint`,
    })
    .where(eq(gameRounds.id, roundId));
}

export async function endRound(tx: Db, roundId: number): Promise<void> {
  await tx
    .update(gameRounds)
    .set({ state: 'ended', endedAt: sql`now()` })
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.state, 'open')));
}
