// A member's account records: the entries of one ledger account with their transactions.
import { and, count, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TWithdrawalState } from '@wps/contracts/payment/withdrawal-fields';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { lotteryDraws, lotteryGames } from '../../db/schema/lottery';
import { games } from '../../db/schema/games';
import { withdrawals } from '../../db/schema/payments';

export interface RecordFilter {
  /** The main wallet: every entry. */
  accountId: number;
  /**
   * The held account: only entries of transactions that did not also move the main wallet (a
   * withdrawal paid out of its hold), since a hold and its release already show on the main one.
   */
  /** Transaction kinds to show, or to leave out; neither: every kind. */
  kinds?: { only: readonly string[] } | { except: readonly string[] };
  /** Calendar days (yyyy-MM-dd) in `timeZone`, both inclusive. */
  startDate?: string;
  endDate?: string;
  timeZone: string;
}

function whereOf(f: RecordFilter): SQL {
  const conditions: SQL[] = [eq(ledgerEntries.accountId, f.accountId)];
  if (f.kinds && 'only' in f.kinds)
    conditions.push(inArray(ledgerTransactions.kind, [...f.kinds.only]));
  if (f.kinds && 'except' in f.kinds) {
    conditions.push(notInArray(ledgerTransactions.kind, [...f.kinds.except]));
  }
  // A day's start in the site's zone, as an instant: the zone's offset (and its history) is
  // PostgreSQL's to apply, not the server process's.
  const dayStart = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE ${f.timeZone})`;
  if (f.startDate) {
    conditions.push(gte(ledgerTransactions.createdAt, dayStart(sql`${f.startDate}::date`)));
  }
  if (f.endDate) {
    conditions.push(lt(ledgerTransactions.createdAt, dayStart(sql`${f.endDate}::date + 1`)));
  }
  return and(...conditions)!;
}

export async function countRecords(db: Db, f: RecordFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(whereOf(f));
  return row?.n ?? 0;
}

/**
 * Newest first by entry id: one account's entries are written in the order its balance moved
 * (lock order), so each row's balanceAfter follows from the one below it.
 */
export async function findRecords(
  db: Db,
  f: RecordFilter,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      kind: ledgerTransactions.kind,
      createdAt: ledgerTransactions.createdAt,
      metadata: ledgerTransactions.metadata,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(whereOf(f))
    .orderBy(desc(ledgerEntries.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** The states of the member's own withdrawals with these references. */
export async function withdrawalStatesOf(db: Db, memberId: number, references: string[]) {
  if (references.length === 0) return new Map<string, TWithdrawalState>();
  const rows = await db
    .select({ reference: withdrawals.reference, state: withdrawals.state })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.reference, references)));
  return new Map(rows.map((r) => [r.reference, r.state]));
}

/** The lottery name (in every language) and issue number of these draws. */
export async function lotteryDrawNamesOf(db: Db, drawIds: number[]) {
  if (drawIds.length === 0)
    return new Map<number, { names: Record<string, string>; numero: string }>();
  const rows = await db
    .select({ id: lotteryDraws.id, numero: lotteryDraws.numero, names: games.names })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.lotteryId))
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .where(inArray(lotteryDraws.id, drawIds));
  return new Map(
    rows.map((r) => [r.id, { names: r.names as Record<string, string>, numero: r.numero }]),
  );
}
