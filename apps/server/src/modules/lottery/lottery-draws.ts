// A lottery draw's life: created ahead of time with a fresh server seed whose SHA-256 is public at
// once; drawn once when due (numbers from the seed, the seed revealed); its bets settled in
// batches, each batch one transaction that pays the winners through the ledger (one key per bet)
// and closes every bet of the batch, so a batch run again pays nothing twice; or, not yet drawn,
// cancelled with every bet refunded. The draw's row lock (FOR UPDATE) orders these steps against
// each other and against bets still being placed (the bet call holds a share lock on it).
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { isValidClientSeed, newServerSeed, sha256Hex } from '@wps/games/fair';
import {
  drawFromSeed,
  payoutOf,
  playTypeOf,
  type DrawNumbers,
  type LotteryLayout,
} from '@wps/games/lottery';
import {
  drawsBetween,
  nextDraws,
  type LotterySchedule,
  type ScheduledDraw,
} from '@wps/games/lottery-schedule';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/content';
import { games } from '../../db/schema/games';
import { ledgerAccounts } from '../../db/schema/ledger';
import { lotteryDraws, lotteryGames } from '../../db/schema/lottery';
import { AppError } from '../../errors';
import { recordActivity } from '../activity/record';
import { bonusShareAccount, lockBonusFates } from '../bonus/bonus-bets';
import { releaseMetBonuses } from '../bonus/bonus.service';
import { bonusShareOfWin } from '../bonus/wagering';
import { openAccount, vendorAccountOwner } from '../../ledger/accounts';
import { postMany } from '../../ledger/post-many';
import type { PostInput } from '../../ledger/post';

/** How many draws of each active lottery exist ahead of time (their hashes published). */
export const DRAWS_AHEAD = 3;

/** Bets settled per batch (one transaction, a few statements): 5,000 keep it well under a second. */
export const SETTLE_BATCH = 5_000;

/** Due draws drawn per call. */
const DRAW_BATCH = 100;

interface LotteryFacts {
  id: number;
  layout: LotteryLayout;
  schedule: LotterySchedule;
  gameCode: string;
}

const lotteryColumns = {
  id: lotteryGames.id,
  layout: lotteryGames.layout,
  timeZone: lotteryGames.timeZone,
  drawDays: lotteryGames.drawDays,
  drawTime: lotteryGames.drawTime,
  intervalSeconds: lotteryGames.intervalSeconds,
  lockSeconds: lotteryGames.lockSeconds,
  gameCode: games.gameCode,
};

function factsOf(row: {
  id: number;
  layout: LotteryLayout;
  timeZone: string;
  drawDays: number[];
  drawTime: string;
  intervalSeconds: number | null;
  lockSeconds: number;
  gameCode: string;
}): LotteryFacts {
  const { id, layout, gameCode, ...schedule } = row;
  return { id, layout, gameCode, schedule };
}

async function lotteryOf(db: Db, lotteryId: number): Promise<LotteryFacts> {
  const [row] = await db
    .select(lotteryColumns)
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .where(eq(lotteryGames.id, lotteryId));
  if (!row) throw new AppError('NOT_FOUND', 'No such lottery.');
  return factsOf(row);
}

// ---------------------------------------------------------------------------------------------
// Creating draws.

/**
 * Creates the lottery's scheduled draws with drawAt in (now, until], each with a new server seed
 * and its hash. Draws that exist already are kept as they are (the (lottery, numero) key decides
 * between two processes). Answers how many were created.
 */
export async function createDrawsUntil(
  db: Db,
  lotteryId: number,
  until: Date,
  now: Date,
): Promise<number> {
  const lottery = await lotteryOf(db, lotteryId);
  return insertDraws(db, lottery, drawsBetween(lottery.schedule, now, until));
}

async function insertDraws(
  db: Db,
  lottery: LotteryFacts,
  scheduled: readonly ScheduledDraw[],
): Promise<number> {
  if (scheduled.length === 0) return 0;
  // Caught here, not when the draw is due: a draw the engine cannot draw would stop the job.
  const longest = `${lottery.gameCode}:${scheduled.at(-1)!.numero}`;
  if (!isValidClientSeed(longest)) {
    throw new AppError('INTERNAL_ERROR', `lottery ${lottery.id}: "${longest}" is no client seed`);
  }
  // Seeds only for the draws missing: most calls (every job run) find them all there.
  const existing = await db
    .select({ numero: lotteryDraws.numero })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.lotteryId, lottery.id),
        inArray(
          lotteryDraws.numero,
          scheduled.map((d) => d.numero),
        ),
      ),
    );
  const taken = new Set(existing.map((r) => r.numero));
  const missing = scheduled.filter((d) => !taken.has(d.numero));
  if (missing.length === 0) return 0;
  const rows = await Promise.all(
    missing.map(async (d) => {
      const serverSeed = newServerSeed();
      return {
        lotteryId: lottery.id,
        numero: d.numero,
        drawAt: d.drawAt,
        lockAt: d.lockAt,
        serverSeed,
        serverSeedHash: await sha256Hex(serverSeed),
        clientSeed: `${lottery.gameCode}:${d.numero}`,
      };
    }),
  );
  const created = await db
    .insert(lotteryDraws)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: lotteryDraws.id });
  return created.length;
}

/**
 * Every active lottery keeps its next DRAWS_AHEAD draws created. A lottery that cannot get its
 * draws (a bad schedule or game code) is skipped and named in `failed`, each in its own savepoint:
 * it must not stop the others, nor the drawing and settling the job does next.
 */
export async function keepDrawsAhead(
  db: Db,
  now: Date,
): Promise<{ created: number; failed: Array<{ lotteryId: number; error: unknown }> }> {
  const rows = await db
    .select({
      ...lotteryColumns,
      upcoming: sql<number>`(SELECT count(*)::int FROM ${lotteryDraws}
                              WHERE ${lotteryDraws.lotteryId} = ${lotteryGames.id}
                                AND ${lotteryDraws.drawAt} > ${now})`,
    })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    // A lottery switched off, or its game taken out of the catalogue, gets no new draws; those
    // already made are still drawn and settled.
    .where(and(eq(lotteryGames.isActive, true), eq(games.isActive, true)));
  let created = 0;
  const failed: Array<{ lotteryId: number; error: unknown }> = [];
  for (const { upcoming, ...row } of rows) {
    if (upcoming >= DRAWS_AHEAD) continue;
    const lottery = factsOf(row);
    try {
      created += await db.transaction((tx) =>
        insertDraws(tx as unknown as Db, lottery, nextDraws(lottery.schedule, now, DRAWS_AHEAD)),
      );
    } catch (error) {
      failed.push({ lotteryId: lottery.id, error });
    }
  }
  return { created, failed };
}

// ---------------------------------------------------------------------------------------------
// Drawing.

interface DrawToDraw {
  id: number;
  layout: LotteryLayout;
  serverSeed: string;
  clientSeed: string;
}

/**
 * Draws the open draws whose time has come (at most `limit`, oldest first): numbers from each
 * one's seed, state drawn, drawnAt `now`. Answers how many were drawn.
 */
export async function drawDue(db: Db, now: Date, limit = DRAW_BATCH): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const due = await lockOpenDraws(
      tx,
      sql`d.state = 'open' AND d.draw_at <= ${now} ORDER BY d.draw_at, d.id LIMIT ${limit}`,
    );
    return drawThese(tx, due, now);
  });
}

/** Open draws matching `where` (a condition on `d`, with its order and limit), locked. */
async function lockOpenDraws(tx: Db, where: SQL): Promise<DrawToDraw[]> {
  const result = (await tx.execute(sql`
    SELECT d.id, g.layout, d.server_seed AS "serverSeed", d.client_seed AS "clientSeed"
      FROM lottery_draws d JOIN lottery_games g ON g.id = d.lottery_id
     WHERE ${where}
       FOR UPDATE OF d`)) as unknown as { rows: Array<DrawToDraw & { id: unknown }> };
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Draws each one: numbers from its seed; drawnAt is `drawnAt`, or its own drawAt when null. */
async function drawThese(
  tx: Db,
  draws: readonly DrawToDraw[],
  drawnAt: Date | null,
): Promise<number> {
  if (draws.length === 0) return 0;
  const numbers = await Promise.all(
    draws.map((d) => drawFromSeed(d.layout, d.serverSeed, d.clientSeed)),
  );
  const result = (await tx.execute(sql`
    WITH drawn AS (
      UPDATE lottery_draws AS d
         SET state = 'drawn', numbers = u.numbers::jsonb,
             drawn_at = coalesce(${drawnAt}::timestamptz, d.draw_at)
        FROM unnest(${sql.param(draws.map((d) => String(d.id)))}::bigint[],
                    ${sql.param(numbers.map((n) => JSON.stringify(n)))}::text[]) AS u (id, numbers)
       WHERE d.id = u.id AND d.state = 'open'
      RETURNING d.id)
    SELECT count(*)::int AS n FROM drawn`)) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}

// ---------------------------------------------------------------------------------------------
// Settling and cancelling.

interface LockedDraw {
  id: number;
  numero: string;
  state: string;
  layout: LotteryLayout;
  numbers: DrawNumbers | null;
  gameCode: string;
  vassalage: string;
}

/** The draw with what paying its bets needs, its row locked until the transaction ends. */
async function lockDraw(tx: Db, drawId: number): Promise<LockedDraw> {
  const [row] = await tx
    .select({
      id: lotteryDraws.id,
      numero: lotteryDraws.numero,
      state: lotteryDraws.state,
      numbers: lotteryDraws.numbers,
      layout: lotteryGames.layout,
      gameCode: games.gameCode,
      vassalage: gameVendors.vassalage,
    })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.lotteryId))
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(eq(lotteryDraws.id, drawId))
    .for('update', { of: lotteryDraws });
  if (!row) throw new AppError('NOT_FOUND', 'No such draw.');
  return row;
}

interface OpenBet {
  id: number;
  memberId: number;
  playType: string;
  selection: string;
  stake: bigint;
  odds: Record<string, number>;
  /** The stake's part the bonus paid, and that bonus (null: all cash). */
  bonusStake: bigint;
  bonusId: number | null;
}

/**
 * The draw's open bets in id order, the first `limit` of them (null: all). Written so that only
 * the (draw_id, state, id) index yields its order: with `state = 'open'` and ORDER BY id the
 * planner may walk the primary key instead, filtering every bet of other draws and every bet of
 * this one already settled (seconds per batch for a big draw, growing batch after batch).
 */
async function openBetsOf(tx: Db, drawId: number, limit: number | null): Promise<OpenBet[]> {
  const result = (await tx.execute(sql`
    SELECT id, member_id AS "memberId", play_type AS "playType", selection,
           stake::text AS stake, odds, bonus_stake::text AS "bonusStake", bonus_id AS "bonusId"
      FROM lottery_bets
     WHERE draw_id = ${drawId} AND state >= 'open' AND state <= 'open'
     ORDER BY state, id
     ${limit === null ? sql`` : sql`LIMIT ${limit}`}`)) as unknown as {
    rows: Array<
      Omit<OpenBet, 'stake' | 'bonusStake' | 'bonusId'> & {
        id: unknown;
        stake: string;
        bonusStake: string;
        bonusId: unknown;
      }
    >;
  };
  return result.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    stake: BigInt(r.stake),
    bonusStake: BigInt(r.bonusStake),
    bonusId: r.bonusId === null ? null : Number(r.bonusId),
  }));
}

/**
 * The ledger transfers from the lottery's vendor (each member's shard) to each member: wins or
 * refunds, to cash, except the part a bonus paid the stake of (in that proportion, rounded down),
 * which follows the bonus's fate: its wallet while active, cash once released, the promotions
 * account once forfeited (modules/bonus/bonus-bets.ts). Those bonuses' rows are locked here,
 * before the accounts; accounts are looked up for the whole batch at once.
 */
async function transfersToMembers(
  tx: Db,
  draw: LockedDraw,
  kind: 'win' | 'rollback',
  keyPrefix: string,
  paid: ReadonlyArray<{ bet: OpenBet; amount: bigint }>,
): Promise<PostInput[]> {
  if (paid.length === 0) return [];
  const fates = await lockBonusFates(
    tx,
    paid.flatMap(({ bet }) => (bet.bonusId === null ? [] : [bet.bonusId])),
  );
  const memberIds = [...new Set(paid.map((p) => p.bet.memberId))];
  const cashRows = await tx
    .select({
      id: ledgerAccounts.id,
      memberId: ledgerAccounts.memberId,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
    })
    .from(ledgerAccounts)
    .where(
      // One array parameter: thousands of members would otherwise be thousands of parameters.
      and(
        eq(ledgerAccounts.kind, 'player_cash'),
        sql`${ledgerAccounts.memberId} = ANY(${sql.param(memberIds)}::int[])`,
      ),
    );
  const cashOf = new Map(cashRows.map(({ memberId, ...cash }) => [memberId!, cash]));
  const owners = [...new Set(memberIds.map((m) => vendorAccountOwner(draw.vassalage, m)))];
  const vendorRows = await tx
    .select({ id: ledgerAccounts.id, owner: ledgerAccounts.ownerKey })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'vendor'), inArray(ledgerAccounts.ownerKey, owners)));
  const vendorOf = new Map(vendorRows.map((r) => [r.owner, r.id]));
  // Every shard that took a bet exists; opened here only if the lottery's vendor changed.
  for (const owner of owners.filter((o) => !vendorOf.has(o))) {
    vendorOf.set(owner, (await openAccount(tx, 'vendor', owner)).id);
  }
  const transfers: PostInput[] = [];
  for (const { bet, amount } of paid) {
    const cash = cashOf.get(bet.memberId);
    const fate = bet.bonusId === null ? null : fates.get(bet.bonusId);
    // The bet was debited from these accounts: they cannot be missing.
    if (!cash || fate === undefined) {
      throw new AppError('INTERNAL_ERROR', `bet ${bet.id}: no cash or bonus account`);
    }
    const share = fate ? bonusShareOfWin(amount, bet.bonusStake, bet.stake) : 0n;
    const shareTo = fate && share > 0n ? (await bonusShareAccount(tx, fate, cash)).id : cash.id;
    const entries = [
      {
        account: vendorOf.get(vendorAccountOwner(draw.vassalage, bet.memberId))!,
        amount: -amount,
      },
      ...(shareTo === cash.id
        ? [{ account: cash.id, amount }]
        : [
            ...(amount > share ? [{ account: cash.id, amount: amount - share }] : []),
            { account: shareTo, amount: share },
          ]),
    ];
    transfers.push({
      key: `${keyPrefix}${bet.id}`,
      kind,
      entries,
      metadata: { reference: `${draw.gameCode} ${draw.numero}`, drawId: draw.id, betId: bet.id },
    });
  }
  return transfers;
}

/** Closes the bets (state open only) with their payouts; every one of them, or a rollback. */
async function closeBets(
  tx: Db,
  closed: ReadonlyArray<{ bet: OpenBet; payout: bigint; state: 'won' | 'lost' | 'void' }>,
): Promise<void> {
  if (closed.length === 0) return;
  const result = (await tx.execute(sql`
    WITH closed AS (
      UPDATE lottery_bets AS b
         SET state = u.state, payout = u.payout, settled_at = now()
        FROM unnest(${sql.param(closed.map((c) => String(c.bet.id)))}::bigint[],
                    ${sql.param(closed.map((c) => c.payout.toString()))}::bigint[],
                    ${sql.param(closed.map((c) => c.state))}::text[]) AS u (id, payout, state)
       WHERE b.id = u.id AND b.state = 'open'
      RETURNING b.id)
    SELECT count(*)::int AS n FROM closed`)) as unknown as { rows: Array<{ n: number }> };
  if (result.rows[0]!.n !== closed.length) {
    throw new AppError('INTERNAL_ERROR', 'a lottery bet changed while it was being settled');
  }
}

function payoutOfBet(draw: LockedDraw, bet: OpenBet): bigint {
  const def = playTypeOf(draw.layout, bet.playType);
  // Bets are checked against the layout's play types when placed.
  if (!def || !draw.numbers) {
    throw new AppError('INTERNAL_ERROR', `bet ${bet.id}: ${bet.playType} cannot be settled`);
  }
  return payoutOf(draw.layout, def, bet.selection, draw.numbers, bet.odds, bet.stake);
}

export interface SettledBatch {
  /** Bets closed by this batch. */
  settled: number;
  /** Members credited a win (for balance events once the transaction commits). */
  paidMemberIds: number[];
  /** True when no open bet is left and the draw is settled. */
  isDone: boolean;
}

/**
 * Settles up to `batchSize` open bets of a drawn draw in one transaction (a savepoint inside the
 * caller's): wins posted (kind 'win', key lottery:win:<betId>), every bet of the batch won or
 * lost; the draw settled once no open bet is left. A settled or cancelled draw: nothing to do.
 */
export async function settleBatch(
  db: Db,
  drawId: number,
  batchSize = SETTLE_BATCH,
): Promise<SettledBatch> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const draw = await lockDraw(tx, drawId);
    if (draw.state === 'settled' || draw.state === 'cancelled') {
      return { settled: 0, paidMemberIds: [], isDone: true };
    }
    if (draw.state !== 'drawn') throw new AppError('INVALID_STATE', 'The draw is not drawn yet.');
    const bets = await openBetsOf(tx, drawId, batchSize);
    const outcomes = bets.map((bet) => {
      const payout = payoutOfBet(draw, bet);
      return { bet, payout, state: payout > 0n ? ('won' as const) : ('lost' as const) };
    });
    await closeBets(tx, outcomes);
    const { bonusesMet } = await recordActivity(tx, {
      kind: 'lottery',
      betIds: outcomes.map((o) => o.bet.id),
    });
    const released = await releaseMetBonuses(tx, bonusesMet);
    // A full batch may have been the last: the next call then finds none and settles the draw.
    const isDone = bets.length < batchSize;
    if (isDone) {
      await tx
        .update(lotteryDraws)
        .set({ state: 'settled', settledAt: sql`now()` })
        .where(eq(lotteryDraws.id, drawId));
    }
    // The money last: the accounts' locks (the vendor's shards, which its bets need too) are
    // held from here to the commit only.
    const wins = outcomes.filter((o) => o.payout > 0n).map((o) => ({ ...o, amount: o.payout }));
    await postMany(tx, await transfersToMembers(tx, draw, 'win', 'lottery:win:', wins));
    return {
      settled: bets.length,
      paidMemberIds: [...new Set([...wins.map((w) => w.bet.memberId), ...released])],
      isDone,
    };
  });
}

/** Settles every open bet of a drawn draw, batch after batch (each its own transaction). */
export async function settleDraw(
  db: Db,
  drawId: number,
  batchSize = SETTLE_BATCH,
): Promise<{ settled: number; paidMemberIds: number[] }> {
  let settled = 0;
  const paid = new Set<number>();
  for (;;) {
    const batch = await settleBatch(db, drawId, batchSize);
    settled += batch.settled;
    for (const id of batch.paidMemberIds) paid.add(id);
    if (batch.isDone) return { settled, paidMemberIds: [...paid] };
  }
}

/** Drawn draws the job looks at per run, oldest first. */
const DRAWN_PER_RUN = 20;

/**
 * One batch of the oldest drawn draw, for the job. A draw whose batch fails (a bet the engine
 * cannot settle) is named in `failed` and the next one is tried: it holds up no other draw, and is
 * tried again next run. `hasMore` when the draw settled from, or a later one, still has work.
 */
export async function settleNextBatch(
  db: Db,
  batchSize = SETTLE_BATCH,
): Promise<{
  paidMemberIds: number[];
  hasMore: boolean;
  failed: Array<{ drawId: number; error: unknown }>;
}> {
  // Draws nobody bet on (most fast draws) are settled together, not a run each.
  await db.execute(sql`
    UPDATE lottery_draws AS d SET state = 'settled', settled_at = now()
     WHERE d.state = 'drawn'
       AND NOT EXISTS (SELECT 1 FROM lottery_bets b WHERE b.draw_id = d.id AND b.state = 'open')`);
  const drawn = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.state, 'drawn'))
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
    .limit(DRAWN_PER_RUN);
  const failed: Array<{ drawId: number; error: unknown }> = [];
  for (const [i, { id }] of drawn.entries()) {
    try {
      // Its own savepoint: a failure undoes this draw's batch only.
      const batch = await settleBatch(db, id, batchSize);
      const hasMore = !batch.isDone || i < drawn.length - 1;
      return { paidMemberIds: batch.paidMemberIds, hasMore, failed };
    } catch (error) {
      failed.push({ drawId: id, error });
    }
  }
  return { paidMemberIds: [], hasMore: false, failed };
}

/**
 * Cancels an open draw in one transaction: every open bet refunded (kind 'rollback', key
 * lottery:refund:<betId>) and void, the draw cancelled. INVALID_STATE once drawn (or already
 * cancelled). Answers how many bets were refunded.
 */
export async function cancelDraw(db: Db, drawId: number): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const draw = await lockDraw(tx, drawId);
    if (draw.state !== 'open') {
      throw new AppError(
        'INVALID_STATE',
        `The draw is ${draw.state}: only an open draw is cancelled.`,
      );
    }
    // Every bet at once: one postMany takes its accounts' locks in one ordered statement, where
    // several calls in this transaction would hold some while taking others.
    const bets = await openBetsOf(tx, drawId, null);
    await closeBets(
      tx,
      bets.map((bet) => ({ bet, payout: 0n, state: 'void' as const })),
    );
    await tx.update(lotteryDraws).set({ state: 'cancelled' }).where(eq(lotteryDraws.id, drawId));
    const refunds = bets.map((bet) => ({ bet, amount: bet.stake }));
    await postMany(tx, await transfersToMembers(tx, draw, 'rollback', 'lottery:refund:', refunds));
    return bets.length;
  });
}

// ---------------------------------------------------------------------------------------------
// History.

/**
 * Creates the lottery's draws with drawAt in (from, to] and draws and settles them, each as drawn
 * at its own time: a past the site did not run through (the seed's demo history). Draws after
 * the present are never drawn here. Answers how many draws were created.
 */
export async function backfillDraws(
  db: Db,
  lotteryId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const lottery = await lotteryOf(db, lotteryId);
  const until = new Date(Math.min(to.getTime(), Date.now()));
  const created = await insertDraws(db, lottery, drawsBetween(lottery.schedule, from, until));
  const window = sql`d.lottery_id = ${lotteryId} AND d.state = 'open'
                     AND d.draw_at > ${from} AND d.draw_at <= ${until}`;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await drawThese(tx, await lockOpenDraws(tx, window), null);
    // Most have no bets: settled in one statement, at their draw time; the others bet by bet.
    await tx.execute(sql`
      UPDATE lottery_draws AS d SET state = 'settled', settled_at = d.drawn_at
       WHERE d.lottery_id = ${lotteryId} AND d.state = 'drawn'
         AND d.draw_at > ${from} AND d.draw_at <= ${until}
         AND NOT EXISTS (SELECT 1 FROM lottery_bets b WHERE b.draw_id = d.id)`);
  });
  const withBets = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.lotteryId, lotteryId),
        eq(lotteryDraws.state, 'drawn'),
        gt(lotteryDraws.drawAt, from),
        sql`${lotteryDraws.drawAt} <= ${until}`,
      ),
    );
  for (const { id } of withBets) await settleDraw(db, id);
  return created;
}
