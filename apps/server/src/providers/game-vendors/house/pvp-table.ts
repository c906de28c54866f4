// The PvP table (issue 16): several members at one table against the house banker, one shared
// deck per round. Everything lives in the database (pvp_table_rounds, pvp_table_bets), so every
// server process agrees and a restart loses no timer:
//  - betting: a round opens when PVP_MIN_PLAYERS are seated, with deal_at PVP_BET_WINDOW_MS ahead
//    (sooner once every seated player has staked). A stake is debited through the vendor API
//    (`<roundRef>:bet`) and then written, under the round's row lock, while the round still takes
//    stakes; one that comes too late is rolled back.
//  - at deal_at, with at least PVP_MIN_PLAYERS stakes: the round's rng is the round's own server
//    seed (its SHA-256 published from the round's opening) with the client seed SHA-256 of every
//    staked seat's own client seed (tableSeedText), nonce 0; fewer stakes and players still
//    seated: the countdown starts again; fewer seated: the round is void and the stakes go back.
//  - playing: the seats without Shan decide draw or stand in seat order, each within
//    PVP_TURN_MS; a seat that does not (the player left or dropped) plays the house rule.
//  - settling: the outcome is stored in the same transaction as the last decision; then each
//    seat is paid (`<roundRef>:win`, idempotent) and the round is settled. Whoever comes next
//    (a stream's tick, a call, the job) pays what is still unpaid; the txIds make it once.
// Every step takes the round's row lock, so two processes never both deal or both move a turn.
//
// Bots (pvp_rooms.bots_enabled, an operator's switch): while the switch is on and at least one
// member is seated, bots stake at empty seats of a betting round so that the table has
// PVP_BOT_FILL players (never the last free seat). A bot is no member: its stake row has no
// member_id, is_bot set, and paid_at set when written, so nothing debits, pays or refunds it. The
// house banks against every seat, so a bot's stake and win are the house's against itself and
// move no money: no ledger transaction, and ledger:check sees nothing of them. A bot stakes the
// room's smallest stake, draws and stands by the house rule (houseAction) at once on its turn,
// and is shown as "Bot" (isBot) at every seat. A round is dealt only with at least one member's
// stake in it; bots alone never play.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TLanguage } from '@wps/contracts/http';
import type {
  TPvpTable,
  TPvpTableRound,
  TPvpTableRoundVerify,
  TPvpTableSeat,
} from '@wps/contracts/games/house-pvp-table';
import { PVP_SEAT_IDLE_MS } from '@wps/contracts/games/room-list';
import { cardLabel, handPoints, newShoe } from '@wps/games/cards';
import { createRoundRng, newServerSeed, sha256Hex } from '@wps/games/fair';
import {
  PVP_ROUND_BYTES,
  act,
  finishTable,
  houseAction,
  openTable,
  pvpPayout,
  tableSeedText,
  turnOf,
  type PvpAction,
  type PvpTable,
  type PvpTableResult,
} from '@wps/games/pvp';
import type { Db } from '../../../db/client';
import { members } from '../../../db/schema/accounts';
import { gameVendors } from '../../../db/schema/content';
import {
  gameRounds,
  games,
  pvpRooms,
  pvpSeats,
  pvpTableBets,
  pvpTableRounds,
} from '../../../db/schema/games';
import { AppError } from '../../../errors';
import { localVendorClient, type VendorClient } from '../vendor-client';
import { findRoom, liveSeats, seatOf, type PvpRoom } from './house.queries';
import { checkBetRange } from './limits';
import { openPlay, type HouseDeps, type Play } from './play';
import { maskName } from './pvp';
import { vendorRefusal } from './rounds';

/** Players seated before a round's countdown starts, and stakes before it is dealt. */
export const PVP_MIN_PLAYERS = 2;
/** The countdown from a round's opening to its deal. */
export const PVP_BET_WINDOW_MS = 20_000;
/** How long a seat has to decide draw or stand. */
export const PVP_TURN_MS = 15_000;
/** A stake that reaches the round's lock this long after deal_at still counts (clock skew). */
const LATE_STAKE_GRACE_MS = 1_000;
/** With bots on, bots fill empty seats until this many play (members and bots together). */
export const PVP_BOT_FILL = 3;
/** Finished rounds the table lists, newest first, each linked to its check. */
export const PVP_RECENT_ROUNDS = 10;
/** Every table round's vendor API roundRef starts with this (the house's own rounds use 'H'). */
export const PVP_REF_PREFIX = 'P';

type Round = typeof pvpTableRounds.$inferSelect;
type Bet = typeof pvpTableBets.$inferSelect;

/** What pvp_table_rounds.table holds from the deal on. */
interface TableJson {
  deck: number[];
  table: PvpTable;
  /** Seats whose decision the house rule made (the player did not decide in time). */
  auto: number[];
  result: PvpTableResult | null;
}

/** The vendor API round of one seat of one table round. */
export function tableRoundRef(memberId: number, roundId: number): string {
  const digest = createHash('sha256').update(`pvp-table:${roundId}`).digest('hex');
  return `${PVP_REF_PREFIX}${memberId}-${digest.slice(0, 32)}`;
}

/** The vendor-less ref of a bot's stake (no vendor API round: a bot's stake moves no money). */
export function botRoundRef(roundId: number, seatNo: number): string {
  return `BOT-${roundId}-${seatNo}`;
}

const idleSince = (now: Date) => new Date(now.getTime() - PVP_SEAT_IDLE_MS);
const tx$ = (t: unknown) => t as Db;

async function roomOfGame(deps: HouseDeps, play: Play, roomId: number): Promise<PvpRoom> {
  const room = await findRoom(deps.db, roomId);
  if (!room || room.gameId !== play.game.id) {
    throw new AppError('NOT_FOUND', 'No such room in this game.', 'body.roomId');
  }
  return room;
}

async function openRoundOf(db: Db, roomId: number): Promise<Round | null> {
  const [row] = await db
    .select()
    .from(pvpTableRounds)
    .where(
      and(
        eq(pvpTableRounds.roomId, roomId),
        inArray(pvpTableRounds.state, ['betting', 'playing', 'settling']),
      ),
    );
  return row ?? null;
}

async function betsOf(db: Db, roundId: number): Promise<Bet[]> {
  return db
    .select()
    .from(pvpTableBets)
    .where(eq(pvpTableBets.roundId, roundId))
    .orderBy(asc(pvpTableBets.seatNo));
}

async function seatedCount(db: Db, roomId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pvpSeats)
    .where(and(eq(pvpSeats.roomId, roomId), gte(pvpSeats.seenAt, idleSince(now))));
  return Number(row?.n ?? 0);
}

const botSeatsOf = (bets: Bet[]) => new Set(bets.filter((b) => b.isBot).map((b) => b.seatNo));

/**
 * Moves the table on to its next decision, or finishes it: the round's new columns. A bot's
 * turn is played at once by the house rule.
 */
function nextTurn(json: TableJson, now: Date, bots: Set<number>): Partial<Round> {
  let turn = turnOf(json.table);
  while (turn !== null && bots.has(turn)) {
    const seat = json.table.seats.find((s) => s.seatNo === turn)!;
    json.table = act(json.deck, json.table, turn, houseAction(seat.cards));
    turn = turnOf(json.table);
  }
  if (turn !== null) {
    return {
      state: 'playing',
      table: json,
      turnSeat: turn,
      turnDeadline: new Date(now.getTime() + PVP_TURN_MS),
    };
  }
  json.result = finishTable(json.deck, json.table);
  return { state: 'settling', table: json, turnSeat: null, turnDeadline: null };
}

/** Writes each seat's outcome and win once the round is finished (in the round's transaction). */
async function writeOutcomes(tx: Db, roundId: number, json: TableJson, bets: Bet[]) {
  for (const bet of bets) {
    const seat = json.result!.seats.find((s) => s.seatNo === bet.seatNo)!;
    await tx
      .update(pvpTableBets)
      .set({ outcome: seat.outcome, win: pvpPayout(seat.outcome, bet.stake) })
      .where(and(eq(pvpTableBets.roundId, roundId), eq(pvpTableBets.seatNo, bet.seatNo)));
  }
}

async function updateRound(tx: Db, round: Round, set: Partial<Round>) {
  await tx
    .update(pvpTableRounds)
    .set({ ...set, version: round.version + 1 })
    .where(eq(pvpTableRounds.id, round.id));
}

/** The deal: the round's rng from its server seed and the staked seats' client seeds. */
async function dealRound(tx: Db, round: Round, bets: Bet[], now: Date): Promise<boolean> {
  const clientSeed = await sha256Hex(tableSeedText(bets));
  const rng = await createRoundRng(round.serverSeed, clientSeed, 0, PVP_ROUND_BYTES);
  const deck = rng.shuffle(newShoe(1));
  const json: TableJson = {
    deck,
    table: openTable(
      deck,
      bets.map((b) => b.seatNo),
    ),
    auto: [],
    result: null,
  };
  const set = nextTurn(json, now, botSeatsOf(bets));
  if (set.state === 'settling') await writeOutcomes(tx, round.id, json, bets);
  await updateRound(tx, round, { ...set, clientSeed });
  return set.state === 'settling';
}

/**
 * Bots stake at empty seats of a betting round while the room's switch is on and a member is
 * seated, until PVP_BOT_FILL play; they never take the last free seat. Called under the round's
 * row lock.
 */
async function seatBots(tx: Db, round: Round, now: Date): Promise<void> {
  const [room] = await tx
    .select({ botsEnabled: pvpRooms.botsEnabled, seats: pvpRooms.seats, minBet: pvpRooms.minBet })
    .from(pvpRooms)
    .where(eq(pvpRooms.id, round.roomId));
  if (!room?.botsEnabled) return;
  const seated = await liveSeats(tx, [round.roomId], idleSince(now));
  if (seated.length === 0) return;
  const bets = await betsOf(tx, round.id);
  const taken = new Set([...seated.map((s) => s.seatNo), ...bets.map((b) => b.seatNo)]);
  const players = new Set([...seated.map((s) => s.memberId), ...bets.map((b) => b.memberId)]);
  let wanted = Math.min(PVP_BOT_FILL - players.size, room.seats - taken.size - 1);
  if (wanted <= 0) return;
  const [game] = await tx
    .select({ code: games.gameCode })
    .from(pvpRooms)
    .innerJoin(games, eq(games.id, pvpRooms.gameId))
    .where(eq(pvpRooms.id, round.roomId));
  // The last seats first, so that members find the first ones free.
  for (let seatNo = room.seats; seatNo >= 1 && wanted > 0; seatNo--) {
    if (taken.has(seatNo)) continue;
    await tx
      .insert(pvpTableBets)
      .values({
        roundId: round.id,
        seatNo,
        memberId: null,
        isBot: true,
        stake: room.minBet > 0n ? room.minBet : 1n,
        clientSeed: newServerSeed().slice(0, 32),
        roundRef: botRoundRef(round.id, seatNo),
        vendorCode: '',
        gameCode: game?.code ?? '',
        paidAt: now,
      })
      .onConflictDoNothing();
    wanted--;
  }
}

/** Stakes of members (not bots) among these. */
const memberBets = (bets: Bet[]) => bets.filter((b) => !b.isBot).length;

/** Members needed at the table to keep a round going: one when bots fill the rest. */
async function playersNeeded(tx: Db, roomId: number): Promise<number> {
  const [room] = await tx
    .select({ botsEnabled: pvpRooms.botsEnabled })
    .from(pvpRooms)
    .where(eq(pvpRooms.id, roomId));
  return room?.botsEnabled ? 1 : PVP_MIN_PLAYERS;
}

/**
 * Does whatever is due at this room at `now`: opens a round when enough are seated, deals when
 * the countdown is over, plays the house rule for a seat whose time ran out, and pays a finished
 * round. Safe to call from anywhere at any time, from several processes at once.
 */
export async function advanceRoom(
  deps: HouseDeps,
  roomId: number,
  now = new Date(),
): Promise<void> {
  const due = await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const [round] = await tx
      .select()
      .from(pvpTableRounds)
      .where(
        and(
          eq(pvpTableRounds.roomId, roomId),
          inArray(pvpTableRounds.state, ['betting', 'playing']),
        ),
      )
      .for('update', { skipLocked: true });
    if (!round) {
      // None open (or another process holds it): open one when enough are seated.
      if ((await seatedCount(tx, roomId, now)) < (await playersNeeded(tx, roomId))) return null;
      const serverSeed = newServerSeed();
      const [opened] = await tx
        .insert(pvpTableRounds)
        .values({
          roomId,
          state: 'betting',
          serverSeed,
          serverSeedHash: await sha256Hex(serverSeed),
          dealAt: new Date(now.getTime() + PVP_BET_WINDOW_MS),
        })
        .onConflictDoNothing()
        .returning();
      if (opened) await seatBots(tx, opened, now);
      return null;
    }
    if (round.state === 'betting') {
      if (now < round.dealAt) {
        await seatBots(tx, round, now);
        return null;
      }
      const bets = await betsOf(tx, round.id);
      if (bets.length >= PVP_MIN_PLAYERS && memberBets(bets) >= 1) {
        return (await dealRound(tx, round, bets, now)) ? round.id : null;
      }
      if ((await seatedCount(tx, roomId, now)) >= (await playersNeeded(tx, roomId))) {
        // Not enough stakes yet, enough players: count down again.
        await updateRound(tx, round, { dealAt: new Date(now.getTime() + PVP_BET_WINDOW_MS) });
        return null;
      }
      await updateRound(tx, round, { state: 'void', settledAt: now });
      return memberBets(bets) > 0 ? round.id : null;
    }
    // Playing: a seat whose time ran out plays the house rule.
    if (!round.turnDeadline || now < round.turnDeadline || round.turnSeat === null) return null;
    const json = round.table as TableJson;
    const seat = json.table.seats.find((s) => s.seatNo === round.turnSeat)!;
    json.table = act(json.deck, json.table, seat.seatNo, houseAction(seat.cards));
    json.auto.push(seat.seatNo);
    const bets = await betsOf(tx, round.id);
    const set = nextTurn(json, now, botSeatsOf(bets));
    if (set.state === 'settling') await writeOutcomes(tx, round.id, json, bets);
    await updateRound(tx, round, set);
    return set.state === 'settling' ? round.id : null;
  });
  if (due !== null) await payRound(deps, due);
  else {
    // A round finished earlier whose payment was interrupted.
    const open = await openRoundOf(deps.db, roomId);
    if (open?.state === 'settling') await payRound(deps, open.id);
  }
}

/**
 * Pays a finished round's unpaid seats (credit `<ref>:win`, then endRound), or gives a void
 * round's stakes back (rollback of `<ref>:bet`), then marks the round settled. Every call is
 * idempotent by its txId, so two of these at once (two processes) move each seat's money once.
 */
export async function payRound(deps: HouseDeps, roundId: number): Promise<void> {
  const [round] = await deps.db.select().from(pvpTableRounds).where(eq(pvpTableRounds.id, roundId));
  if (!round || (round.state !== 'settling' && round.state !== 'void')) return;
  const unpaid = await deps.db
    .select()
    .from(pvpTableBets)
    .where(and(eq(pvpTableBets.roundId, roundId), isNull(pvpTableBets.paidAt)));
  const clients = new Map<string, VendorClient>();
  for (const bet of unpaid) {
    // A bot's stake is the house's own: written paid, and never here (see the header).
    if (bet.isBot || bet.memberId === null) continue;
    let client = clients.get(bet.vendorCode);
    if (!client)
      clients.set(bet.vendorCode, (client = await localVendorClient(deps, bet.vendorCode)));
    if (round.state === 'void') {
      const back = await client.rollback({
        playerId: bet.memberId,
        txId: `${bet.roundRef}:rollback`,
        refTxId: `${bet.roundRef}:bet`,
        roundId: bet.roundRef,
      });
      if (back.code !== 'OK' && back.code !== 'TX_NOT_FOUND')
        throw vendorRefusal(back.code, 'refund');
    } else {
      const credit = await client.credit({
        playerId: bet.memberId,
        txId: `${bet.roundRef}:win`,
        roundId: bet.roundRef,
        gameCode: bet.gameCode,
        amount: bet.win ?? 0n,
      });
      if (credit.code !== 'OK') throw vendorRefusal(credit.code, 'win');
    }
    const ended = await client.endRound({ playerId: bet.memberId, roundId: bet.roundRef });
    if (ended.code !== 'OK' && ended.code !== 'ROUND_ENDED') throw vendorRefusal(ended.code, 'end');
    await deps.db
      .update(pvpTableBets)
      .set({ paidAt: new Date() })
      .where(and(eq(pvpTableBets.roundId, roundId), eq(pvpTableBets.seatNo, bet.seatNo)));
  }
  if (round.state === 'settling') {
    await deps.db
      .update(pvpTableRounds)
      .set({ state: 'settled', settledAt: new Date(), version: sql`${pvpTableRounds.version} + 1` })
      .where(and(eq(pvpTableRounds.id, roundId), eq(pvpTableRounds.state, 'settling')));
  }
}

/** The job's turn: every room with something due (a deadline passed, a round left unpaid). */
export async function advanceDueRooms(deps: HouseDeps, now = new Date()): Promise<number> {
  const rows = await deps.db
    .selectDistinct({ roomId: pvpTableRounds.roomId })
    .from(pvpTableRounds)
    .where(
      or(
        and(eq(pvpTableRounds.state, 'betting'), lte(pvpTableRounds.dealAt, now)),
        and(eq(pvpTableRounds.state, 'playing'), lte(pvpTableRounds.turnDeadline, now)),
        eq(pvpTableRounds.state, 'settling'),
      ),
    )
    .limit(100);
  for (const { roomId } of rows) await advanceRoom(deps, roomId, now);
  // Void rounds whose refunds were interrupted.
  const voids = await deps.db
    .selectDistinct({ roundId: pvpTableBets.roundId })
    .from(pvpTableBets)
    .innerJoin(pvpTableRounds, eq(pvpTableRounds.id, pvpTableBets.roundId))
    .where(and(eq(pvpTableRounds.state, 'void'), isNull(pvpTableBets.paidAt)))
    .limit(100);
  for (const { roundId } of voids) await payRound(deps, roundId);
  return rows.length + voids.length + (await refundOrphanStakes(deps, now));
}

/** A stake's debit with no stake row this long after it is an orphan (see refundOrphanStakes). */
export const ORPHAN_STAKE_SECONDS = 10 * 60;

/**
 * Stakes debited whose request died before the stake row was written (or whose rollback after
 * a late arrival was not answered): the vendor round is open, has a table ref and no row in
 * pvp_table_bets. Such a debit can no longer become a stake (a stake is written within its
 * request), so it is rolled back (`<ref>:rollback`, idempotent) and the round ended.
 */
export async function refundOrphanStakes(deps: HouseDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_STAKE_SECONDS * 1000);
  const orphans = await deps.db
    .select({
      roundRef: gameRounds.roundRef,
      memberId: gameRounds.memberId,
      vendorCode: gameVendors.vassalage,
    })
    .from(gameRounds)
    .innerJoin(gameVendors, eq(gameVendors.id, gameRounds.vendorId))
    .where(
      and(
        eq(gameRounds.state, 'open'),
        lte(gameRounds.startedAt, before),
        sql`${gameRounds.roundRef} like ${PVP_REF_PREFIX} || ${gameRounds.memberId} || '-%'`,
        sql`not exists (select 1 from ${pvpTableBets} where ${pvpTableBets.roundRef} = ${gameRounds.roundRef})`,
      ),
    )
    .limit(50);
  let refunded = 0;
  for (const o of orphans) {
    const client = await localVendorClient(deps, o.vendorCode);
    const back = await client.rollback({
      playerId: o.memberId,
      txId: `${o.roundRef}:rollback`,
      refTxId: `${o.roundRef}:bet`,
      roundId: o.roundRef,
    });
    if (back.code !== 'OK' && back.code !== 'TX_NOT_FOUND') continue;
    await client.endRound({ playerId: o.memberId, roundId: o.roundRef });
    refunded++;
  }
  return refunded;
}

// ---------------------------------------------------------------------------------------------
// What the players see

type BetWithName = Bet & { username: string };

/** What every seat of a bot is called (the web shows its own word for it, from isBot). */
export const BOT_NAME = 'Bot';

async function betsWithNames(db: Db, roundId: number): Promise<BetWithName[]> {
  const rows = await db
    .select({ bet: pvpTableBets, username: members.username })
    .from(pvpTableBets)
    .leftJoin(members, eq(members.id, pvpTableBets.memberId))
    .where(eq(pvpTableBets.roundId, roundId))
    .orderBy(asc(pvpTableBets.seatNo));
  return rows.map((r) => ({ ...r.bet, username: r.username ?? BOT_NAME }));
}

const isOver = (r: Round) => r.state === 'settling' || r.state === 'settled' || r.state === 'void';

function roundView(round: Round, bets: Bet[]): TPvpTableRound {
  const json = round.table as TableJson | null;
  const over = isOver(round);
  const banker = over && json?.result ? json.result.banker : null;
  return {
    roundId: round.id,
    state: round.state,
    dealAt: round.dealAt.toISOString(),
    turnSeat: round.turnSeat,
    turnDeadline: round.turnDeadline?.toISOString() ?? null,
    banker: {
      cards: banker ? banker.cards.map(cardLabel) : [],
      points: banker ? banker.points : null,
    },
    serverSeedHash: round.serverSeedHash,
    serverSeed: over ? round.serverSeed : null,
    clientSeeds: json ? bets.map((b) => ({ seatNo: b.seatNo, clientSeed: b.clientSeed })) : [],
    clientSeed: round.clientSeed,
  };
}

function seatView(
  round: Round | null,
  seatNo: number,
  who: { memberId: number | null; username: string; isBot?: boolean },
  bet: Bet | undefined,
  memberId: number,
): TPvpTableSeat {
  const isMe = who.memberId === memberId;
  const isBot = Boolean(who.isBot);
  const json = (round?.table as TableJson | null) ?? null;
  const cards = (bet && json?.table.seats.find((s) => s.seatNo === seatNo)) || null;
  const shown = cards && (isMe || (round && isOver(round)));
  return {
    seatNo,
    username: isBot ? BOT_NAME : isMe ? who.username : maskName(who.username),
    isMe,
    isBot,
    stake: bet ? bet.stake.toString() : null,
    cards: shown ? cards.cards.map(cardLabel) : [],
    cardCount: cards?.cards.length ?? 0,
    points: shown ? handPoints(cards.cards) : null,
    action: cards?.action ?? null,
    isAuto: Boolean(cards && json?.auto.includes(seatNo)),
    outcome: bet?.outcome ?? null,
    win: bet?.win != null && round && isOver(round) ? bet.win.toString() : null,
  };
}

/** What a table shows, read once: every watcher's view is made from it (viewOf). */
export interface TableFacts {
  room: PvpRoom;
  seats: Awaited<ReturnType<typeof liveSeats>>;
  open: Round | null;
  bets: BetWithName[];
  recent: { id: number; settledAt: Date | null }[];
  lastRound: Round | null;
  lastBets: BetWithName[];
  now: Date;
}

export async function loadTable(db: Db, room: PvpRoom, now = new Date()): Promise<TableFacts> {
  const seats = await liveSeats(db, [room.id], idleSince(now));
  const open = await openRoundOf(db, room.id);
  const bets = open ? await betsWithNames(db, open.id) : [];
  const recent = await db
    .select({ id: pvpTableRounds.id, settledAt: pvpTableRounds.settledAt })
    .from(pvpTableRounds)
    .where(and(eq(pvpTableRounds.roomId, room.id), eq(pvpTableRounds.state, 'settled')))
    .orderBy(desc(pvpTableRounds.id))
    .limit(PVP_RECENT_ROUNDS);
  const [lastRound] = recent[0]
    ? await db.select().from(pvpTableRounds).where(eq(pvpTableRounds.id, recent[0].id))
    : [];
  const lastBets = lastRound ? await betsWithNames(db, lastRound.id) : [];
  return { room, seats, open, bets, recent, lastRound: lastRound ?? null, lastBets, now };
}

/** One member's view of a table (their own cards and name shown, others' masked). */
export function viewOf(facts: TableFacts, memberId: number, language?: TLanguage): TPvpTable {
  const { room, seats, open, bets, recent, lastRound, lastBets, now } = facts;
  // Everyone seated, and everyone with a stake in the open round (who may have left meanwhile).
  const bySeat = new Map<number, { memberId: number | null; username: string; isBot?: boolean }>();
  for (const s of seats) bySeat.set(s.seatNo, s);
  for (const b of bets) bySeat.set(b.seatNo, b);
  const seated = [...bySeat.entries()]
    .sort(([a], [b]) => a - b)
    .map(([seatNo, who]) =>
      seatView(
        open,
        seatNo,
        who,
        bets.find((b) => b.seatNo === seatNo),
        memberId,
      ),
    );
  const mine = seats.find((s) => s.memberId === memberId);
  return {
    roomId: room.id,
    name: (language && room.names[language]) || room.names.EN,
    minBet: room.minBet.toString(),
    maxBet: room.maxBet.toString(),
    seats: room.seats,
    minPlayers: PVP_MIN_PLAYERS,
    botsEnabled: room.botsEnabled,
    seated,
    mySeat: mine?.seatNo ?? null,
    round: open ? roundView(open, bets) : null,
    last: lastRound
      ? {
          ...roundView(lastRound, lastBets),
          seats: lastBets.map((b) => seatView(lastRound, b.seatNo, b, b, memberId)),
        }
      : null,
    recentRounds: recent.map((r) => ({
      roundId: r.id,
      settledAt: r.settledAt?.toISOString() ?? null,
    })),
    now: now.toISOString(),
  };
}

export async function tableView(
  db: Db,
  room: PvpRoom,
  memberId: number,
  language?: TLanguage,
  now = new Date(),
): Promise<TPvpTable> {
  return viewOf(await loadTable(db, room, now), memberId, language);
}

// ---------------------------------------------------------------------------------------------
// The calls

export async function pvpTable(
  deps: HouseDeps,
  query: { token: string; roomId: number; language?: TLanguage },
): Promise<TPvpTable> {
  const play = await openPlay(deps, query.token, 'pvp');
  const room = await roomOfGame(deps, play, query.roomId);
  await advanceRoom(deps, room.id);
  return tableView(deps.db, room, play.memberId, query.language);
}

/** The member's stake in an unfinished round of any room, if any. */
export async function openStakeOf(db: Db, memberId: number): Promise<Bet | null> {
  const [row] = await db
    .select({ bet: pvpTableBets })
    .from(pvpTableBets)
    .innerJoin(pvpTableRounds, eq(pvpTableRounds.id, pvpTableBets.roundId))
    .where(
      and(
        eq(pvpTableBets.memberId, memberId),
        inArray(pvpTableRounds.state, ['betting', 'playing', 'settling']),
      ),
    );
  return row?.bet ?? null;
}

/** The seats bots play in these rooms' unfinished rounds. */
export async function botSeatsOfRooms(
  db: Db,
  roomIds: number[],
): Promise<{ roomId: number; seatNo: number }[]> {
  if (roomIds.length === 0) return [];
  return db
    .select({ roomId: pvpTableRounds.roomId, seatNo: pvpTableBets.seatNo })
    .from(pvpTableBets)
    .innerJoin(pvpTableRounds, eq(pvpTableRounds.id, pvpTableBets.roundId))
    .where(
      and(
        inArray(pvpTableRounds.roomId, roomIds),
        inArray(pvpTableRounds.state, ['betting', 'playing', 'settling']),
        eq(pvpTableBets.isBot, true),
      ),
    );
}

/** Whether someone holds a stake at this seat in the room's unfinished round. */
export async function seatHasStake(db: Db, roomId: number, seatNo: number): Promise<Bet | null> {
  const open = await openRoundOf(db, roomId);
  if (!open) return null;
  const [bet] = await db
    .select()
    .from(pvpTableBets)
    .where(and(eq(pvpTableBets.roundId, open.id), eq(pvpTableBets.seatNo, seatNo)));
  return bet ?? null;
}

export async function pvpBet(
  deps: HouseDeps,
  body: { token: string; roomId: number; stake: string; clientSeed: string },
): Promise<TPvpTable> {
  const play = await openPlay(deps, body.token, 'pvp');
  const room = await roomOfGame(deps, play, body.roomId);
  const now = new Date();
  const seat = await seatOf(deps.db, play.memberId);
  if (!seat || seat.roomId !== room.id || seat.seenAt < idleSince(now)) {
    throw new AppError('INVALID_STATE', 'Take a seat in this room first.', 'body.roomId');
  }
  const stake = BigInt(body.stake);
  checkBetRange(stake, { min: room.minBet > 0n ? room.minBet : 1n, max: room.maxBet });
  await advanceRoom(deps, room.id, now);
  const round = await openRoundOf(deps.db, room.id);
  if (!round || round.state !== 'betting' || round.dealAt <= now) {
    throw new AppError('BET_CLOSED', 'This round takes no more stakes: wait for the next.');
  }
  const [already] = await deps.db
    .select({ seatNo: pvpTableBets.seatNo })
    .from(pvpTableBets)
    .where(and(eq(pvpTableBets.roundId, round.id), eq(pvpTableBets.memberId, play.memberId)));
  if (already) {
    throw new AppError('INVALID_STATE', 'You have a stake in this round already.', 'body.stake');
  }
  const roundRef = tableRoundRef(play.memberId, round.id);
  const debit = await play.client.debit({
    token: play.token,
    playerId: play.memberId,
    txId: `${roundRef}:bet`,
    roundId: roundRef,
    gameCode: play.game.code,
    amount: stake,
  });
  if (debit.code !== 'OK') throw vendorRefusal(debit.code, 'bet');
  const taken = await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const [locked] = await tx
      .select()
      .from(pvpTableRounds)
      .where(eq(pvpTableRounds.id, round.id))
      .for('update');
    if (
      !locked ||
      locked.state !== 'betting' ||
      Date.now() > locked.dealAt.getTime() + LATE_STAKE_GRACE_MS
    ) {
      return false;
    }
    const inserted = await tx
      .insert(pvpTableBets)
      .values({
        roundId: round.id,
        seatNo: seat.seatNo,
        memberId: play.memberId,
        stake,
        clientSeed: body.clientSeed,
        roundRef,
        vendorCode: play.vendorCode,
        gameCode: play.game.code,
      })
      .onConflictDoNothing()
      .returning({ seatNo: pvpTableBets.seatNo });
    if (inserted.length === 0) return false;
    // Everyone seated has staked: no need to wait for the countdown.
    const bets = await betsOf(tx, round.id);
    const seatedNow = await seatedCount(tx, room.id, new Date());
    const set: Partial<Round> = {};
    if (bets.length >= PVP_MIN_PLAYERS && memberBets(bets) >= seatedNow) set.dealAt = new Date();
    await updateRound(tx, locked, set);
    return true;
  });
  if (!taken) {
    // Too late (dealt meanwhile) or a second stake at once: this debit goes back.
    const back = await play.client.rollback({
      playerId: play.memberId,
      txId: `${roundRef}:rollback`,
      refTxId: `${roundRef}:bet`,
      roundId: roundRef,
    });
    if (back.code === 'OK')
      await play.client.endRound({ playerId: play.memberId, roundId: roundRef });
    throw new AppError('BET_CLOSED', 'This round takes no more stakes: wait for the next.');
  }
  await advanceRoom(deps, room.id);
  return tableView(deps.db, room, play.memberId);
}

export async function pvpAct(
  deps: HouseDeps,
  body: { token: string; roomId: number; seatNo: number; action: PvpAction },
): Promise<TPvpTable> {
  const play = await openPlay(deps, body.token, 'pvp');
  const room = await roomOfGame(deps, play, body.roomId);
  const finished = await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const [round] = await tx
      .select()
      .from(pvpTableRounds)
      .where(and(eq(pvpTableRounds.roomId, room.id), eq(pvpTableRounds.state, 'playing')))
      .for('update');
    const bet = round
      ? (await betsOf(tx, round.id)).find((b) => b.seatNo === body.seatNo)
      : undefined;
    if (round && (!bet || bet.memberId !== play.memberId)) {
      throw new AppError('NOT_YOUR_SEAT', 'That seat is not yours.', 'body.seatNo');
    }
    if (!round || round.turnSeat !== body.seatNo) {
      throw new AppError('NOT_YOUR_TURN', 'It is not your turn.', 'body.seatNo');
    }
    const json = round.table as TableJson;
    json.table = act(json.deck, json.table, body.seatNo, body.action);
    const bets = await betsOf(tx, round.id);
    const set = nextTurn(json, new Date(), botSeatsOf(bets));
    if (set.state === 'settling') await writeOutcomes(tx, round.id, json, bets);
    await updateRound(tx, round, set);
    return set.state === 'settling' ? round.id : null;
  });
  if (finished !== null) await payRound(deps, finished);
  return tableView(deps.db, room, play.memberId);
}

/** For the stream: the play and room of a token, checked once. */
export async function openTableOf(deps: HouseDeps, token: string, roomId: number) {
  const play = await openPlay(deps, token, 'pvp');
  const room = await roomOfGame(deps, play, roomId);
  return { play, room };
}

/**
 * A finished table round's verification facts, public like the house's other rounds (GET
 * /wps/house/rounds/:id): the seed hash published at its opening, the revealed server seed, every
 * staked seat's own seed, the cards dealt and the results, by seat number only (never who sat
 * there). Nothing of a round not yet over; a round called off before the deal has nothing to check.
 */
export async function pvpRoundForVerify(db: Db, roundId: number): Promise<TPvpTableRoundVerify> {
  const [row] = await db
    .select({ round: pvpTableRounds, roomNames: pvpRooms.names, gameNames: games.names })
    .from(pvpTableRounds)
    .innerJoin(pvpRooms, eq(pvpRooms.id, pvpTableRounds.roomId))
    .innerJoin(games, eq(games.id, pvpRooms.gameId))
    .where(eq(pvpTableRounds.id, roundId));
  const round = row?.round;
  if (!row || !round || round.state === 'void') {
    throw new AppError('NOT_FOUND', 'No table round with this number was dealt.', 'params.roundId');
  }
  const json = round.table as TableJson | null;
  if (round.state !== 'settling' && round.state !== 'settled') {
    throw new AppError(
      'ROUND_NOT_OVER',
      'This round is not over yet: its seeds and cards are revealed when it is.',
      'params.roundId',
    );
  }
  if (!json?.result || !round.clientSeed) {
    throw new Error(`table round ${round.id} is ${round.state} without a result`);
  }
  const result = json.result;
  const bets = await betsOf(db, round.id);
  return {
    roundId: round.id,
    roomName: row.roomNames.EN,
    gameName: row.gameNames.EN,
    state: round.state,
    serverSeedHash: round.serverSeedHash,
    serverSeed: round.serverSeed,
    clientSeeds: bets.map((b) => ({ seatNo: b.seatNo, clientSeed: b.clientSeed })),
    clientSeed: round.clientSeed,
    banker: { cards: result.banker.cards.map(cardLabel), points: result.banker.points },
    seats: bets.map((b) => {
      const hand = result.seats.find((s) => s.seatNo === b.seatNo)!;
      const played = json.table.seats.find((s) => s.seatNo === b.seatNo);
      return {
        seatNo: b.seatNo,
        stake: b.stake.toString(),
        cards: hand.cards.map(cardLabel),
        points: hand.points,
        action: played?.action ?? null,
        isAuto: json.auto.includes(b.seatNo),
        isBot: b.isBot,
        outcome: hand.outcome,
        win: (b.win ?? pvpPayout(hand.outcome, b.stake)).toString(),
      };
    }),
    dealtAt: round.dealAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  };
}
