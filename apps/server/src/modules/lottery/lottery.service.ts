// The lottery calls' rules: the menus and result lists (each lottery with the draw taking bets,
// times computed here so the client's clock does not matter), a draw's proof, the play types,
// and placing a slip of bets: all lines or none, each debited through the ledger once.
import { lockActiveBonus, type ActiveBonus } from '../bonus/bonus-bets';
import { stakeSources } from '../bonus/wagering';
import type {
  TLotteryBet,
  TLotteryItem,
  TLotteryMenu,
  TLotteryPlayType,
  TDrawDetail,
  TOpenedDraw,
} from '@wps/contracts/lottery/lottery-common';
import type { TNearDraw, TSlipLine } from '@wps/contracts/lottery/lottery-calls';
import type { TLanguage } from '@wps/contracts/http';
import {
  headlineNumber,
  isValidSelection,
  LOTTERY_LAYOUTS,
  LOTTERY_PLAY_TYPES,
  type DrawNumbers,
  type LotteryLayout,
} from '@wps/games/lottery';
import { formatZoned } from '@wps/games/lottery-schedule';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { accountOf, openAccount, vendorAccountOwner } from '../../ledger/accounts';
import { postMany } from '../../ledger/post-many';
import { DEFAULT_LANGUAGE } from '../../lib/texts';
import { nameIn } from '../games/games.service';
import { requireRealMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import * as q from './lottery.queries';

/** Popularity counts the bets of this many days. */
export const POPULAR_DAYS = 7;
/** The near draws list this many draws after the one taking bets. */
export const NEAR_UPCOMING = 3;

const DAY_MS = 24 * 3600_000;

const secondsUntil = (at: Date, now: Date) =>
  Math.max(0, Math.floor((at.getTime() - now.getTime()) / 1000));

function memberIdOf(caller: Caller | null): number {
  if (caller?.kind !== 'member') throw new AppError('NOT_LOGGED_IN');
  return caller.id;
}

async function requireLottery(db: Db, lotteryId: number, field: string): Promise<q.LotteryRow> {
  const lottery = await q.findLottery(db, lotteryId);
  if (!lottery) throw new AppError('NOT_FOUND', `No lottery ${lotteryId}.`, field);
  return lottery;
}

// ---------------------------------------------------------------------------------------------
// Menus

function itemOf(
  deps: Deps,
  row: q.LotteryRow,
  draw: q.DrawRow,
  language: TLanguage,
  now: Date,
): TLotteryItem {
  const { lottery } = row;
  return {
    gameId: lottery.id,
    gameCode: row.gameCode,
    vendor: row.vassalage,
    gameType: row.gameType === 'ELOTT' ? 'ELOTT' : 'LOTT',
    gameMenuTag: lottery.menuTag,
    remark: nameIn(row.names, language),
    prizeMode: lottery.prizeMode,
    layout: lottery.layout,
    art: row.art,
    isHot: lottery.isHot,
    numero: draw.numero,
    drawId: draw.id,
    remainTime: secondsUntil(draw.drawAt, now),
    lockTime: secondsUntil(draw.lockAt, now),
    drawDayOfWeek: lottery.drawDays.join(','),
    winningTime: draw.drawAt.toISOString(),
    fewinTime: formatZoned(draw.drawAt, deps.config.SITE_TIME_ZONE),
    serverSeedHash: draw.serverSeedHash,
  };
}

/**
 * The lotteries as menu items, in the order given. A lottery with no draw to come (its schedule
 * has ended, or the draw job has not made the next one yet) is left out: an item is its draw.
 */
async function itemsOf(
  deps: Deps,
  rows: readonly q.LotteryRow[],
  language: TLanguage,
  now: Date,
): Promise<TLotteryItem[]> {
  const current = await q.findCurrentDraws(
    deps.db,
    rows.map((row) => row.lottery.id),
    now,
  );
  return rows.flatMap((row) => {
    const draw = current.get(row.lottery.id);
    return draw ? [itemOf(deps, row, draw, language, now)] : [];
  });
}

/** Items grouped by menu tag; the tags in the order of their first lottery. */
function menusOf(items: readonly TLotteryItem[]): TLotteryMenu[] {
  const byTag = new Map<string, TLotteryItem[]>();
  for (const item of items) {
    const menu = byTag.get(item.gameMenuTag);
    if (menu) menu.push(item);
    else byTag.set(item.gameMenuTag, [item]);
  }
  return [...byTag].map(([tag, gameMenus]) => ({ tag, gameMenus }));
}

interface MenuQuery {
  prizeMode?: q.PrizeMode;
  language?: TLanguage;
}

export async function getGameMenus(
  deps: Deps,
  query: MenuQuery,
  now = new Date(),
): Promise<TLotteryMenu[]> {
  const rows = await q.findOfferedLotteries(deps.db, { prizeMode: query.prizeMode });
  return menusOf(await itemsOf(deps, rows, query.language ?? DEFAULT_LANGUAGE, now));
}

/** The Vietnamese page's menus: prize mode ZY unless another is asked for. */
export async function getVnGameMenu(
  deps: Deps,
  query: MenuQuery,
  now = new Date(),
): Promise<TLotteryMenu[]> {
  return getGameMenus(deps, { ...query, prizeMode: query.prizeMode ?? 'ZY' }, now);
}

export async function getVnRecentMenu(
  deps: Deps,
  caller: Caller | null,
  query: MenuQuery & { recentCount: number },
  now = new Date(),
): Promise<TLotteryItem[]> {
  const memberId = memberIdOf(caller);
  const ids = await q.findRecentLotteryIds(deps.db, memberId, query.recentCount);
  const rows = await q.findOfferedLotteries(deps.db, { ids, prizeMode: query.prizeMode });
  const byId = new Map(rows.map((row) => [row.lottery.id, row]));
  const recentFirst = ids.flatMap((id) => byId.get(id) ?? []);
  return itemsOf(deps, recentFirst, query.language ?? DEFAULT_LANGUAGE, now);
}

/** Hot lotteries first, then those with the most bets in the last POPULAR_DAYS days. */
export async function getPopular(
  deps: Deps,
  query: MenuQuery & { count: number },
  now = new Date(),
): Promise<Array<{ game: TLotteryItem; latest: TOpenedDraw | null }>> {
  const language = query.language ?? DEFAULT_LANGUAGE;
  const [rows, bets] = await Promise.all([
    q.findOfferedLotteries(deps.db, { prizeMode: query.prizeMode }),
    q.countBetsSince(deps.db, new Date(now.getTime() - POPULAR_DAYS * DAY_MS)),
  ]);
  const betsOf = (row: q.LotteryRow) => bets.get(row.lottery.id) ?? 0;
  // A stable sort: equal lotteries keep their menu order.
  const ranked = [...rows].sort(
    (a, b) => Number(b.lottery.isHot) - Number(a.lottery.isHot) || betsOf(b) - betsOf(a),
  );
  const items = (await itemsOf(deps, ranked, language, now)).slice(0, query.count);
  const latest = await q.findLatestResults(
    deps.db,
    items.map((item) => item.gameId),
  );
  const byId = new Map(rows.map((row) => [row.lottery.id, row]));
  return items.map((game) => {
    const draw = latest.get(game.gameId);
    const row = byId.get(game.gameId)!;
    return {
      game,
      latest: draw
        ? openedDrawOf(
            { draw, gameCode: row.gameCode, names: row.names, layout: row.lottery.layout },
            language,
          )
        : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Results and draws

/** The numbers tier by tier in the layout's order (a JSON column does not keep key order). */
function inLayoutOrder(layout: LotteryLayout, numbers: DrawNumbers): DrawNumbers {
  const ordered: DrawNumbers = {};
  for (const { tier } of LOTTERY_LAYOUTS[layout]) {
    const tierNumbers = numbers[tier];
    if (tierNumbers) ordered[tier] = tierNumbers;
  }
  return ordered;
}

function openedDrawOf(row: q.ListedDraw, language: TLanguage): TOpenedDraw {
  const { draw } = row;
  const numbers = draw.numbers ? inLayoutOrder(row.layout, draw.numbers) : {};
  return {
    drawId: draw.id,
    gameId: draw.lotteryId,
    gameCode: row.gameCode,
    remark: nameIn(row.names, language),
    layout: row.layout,
    numero: draw.numero,
    state: draw.state,
    drawAt: draw.drawAt.toISOString(),
    numbers,
    openNumber: headlineNumber(row.layout, numbers),
  };
}

/** The Vietnamese lotteries' latest results (the home page's board), newest first. */
export async function getVnOpenedNumeros(
  { db }: Deps,
  query: { count: number; language?: TLanguage },
): Promise<TOpenedDraw[]> {
  const rows = await q.findClosedDraws(
    db,
    { prizeMode: 'ZY', states: q.DRAWN_STATES },
    query.count,
  );
  return rows.map((row) => openedDrawOf(row, query.language ?? DEFAULT_LANGUAGE));
}

/** A lottery's history: its drawn and cancelled draws, newest first. */
export async function getOpenedNumero(
  { db }: Deps,
  query: { gameId: number; count: number; language?: TLanguage },
): Promise<TOpenedDraw[]> {
  await requireLottery(db, query.gameId, 'query.gameId');
  const rows = await q.findClosedDraws(
    db,
    { lotteryId: query.gameId, states: q.CLOSED_STATES },
    query.count,
  );
  return rows.map((row) => openedDrawOf(row, query.language ?? DEFAULT_LANGUAGE));
}

function nearDrawOf(draw: q.DrawRow, now: Date): TNearDraw {
  return {
    drawId: draw.id,
    numero: draw.numero,
    drawAt: draw.drawAt.toISOString(),
    lockAt: draw.lockAt.toISOString(),
    remainTime: secondsUntil(draw.drawAt, now),
    lockTime: secondsUntil(draw.lockAt, now),
    serverSeedHash: draw.serverSeedHash,
  };
}

export async function getNearNumeros(
  { db }: Deps,
  query: { gameId: number; language?: TLanguage },
  now = new Date(),
): Promise<{ previous: TOpenedDraw | null; current: TNearDraw | null; upcoming: TNearDraw[] }> {
  await requireLottery(db, query.gameId, 'query.gameId');
  const [[previous], coming] = await Promise.all([
    q.findClosedDraws(db, { lotteryId: query.gameId, states: q.DRAWN_STATES }, 1),
    q.findComingDraws(db, query.gameId, now, 1 + NEAR_UPCOMING),
  ]);
  const [current, ...upcoming] = coming.map((draw) => nearDrawOf(draw, now));
  return {
    previous: previous ? openedDrawOf(previous, query.language ?? DEFAULT_LANGUAGE) : null,
    current: current ?? null,
    upcoming,
  };
}

/**
 * The seed is revealed once it can no longer change a bet's fate: when the draw is drawn (or
 * settled), and when it was cancelled (every bet refunded, the seed never used). Revealing a
 * cancelled draw's seed lets anyone see which numbers it would have drawn, so a cancellation
 * that dodged a large payout is visible; it is never reused, so nothing is given away.
 */
const isSeedRevealed = (state: q.DrawState) => state !== 'open';

export async function getDraw(
  { db, config }: Deps,
  query: ({ drawId: number } | { gameId: number; numero: string }) & { language?: TLanguage },
): Promise<TDrawDetail> {
  const row = await q.findDraw(
    db,
    'drawId' in query
      ? { drawId: query.drawId }
      : { lotteryId: query.gameId, numero: query.numero },
  );
  if (!row) {
    throw new AppError(
      'NOT_FOUND',
      'No such draw.',
      'drawId' in query ? 'query.drawId' : 'query.numero',
    );
  }
  const { draw } = row;
  return {
    drawId: draw.id,
    gameId: draw.lotteryId,
    gameCode: row.gameCode,
    remark: nameIn(row.names, query.language ?? DEFAULT_LANGUAGE),
    layout: row.layout,
    numero: draw.numero,
    state: draw.state,
    drawAt: draw.drawAt.toISOString(),
    lockAt: draw.lockAt.toISOString(),
    serverSeedHash: draw.serverSeedHash,
    serverSeed: isSeedRevealed(draw.state) ? draw.serverSeed : null,
    clientSeed: draw.clientSeed,
    nonce: 0,
    numbers: draw.numbers ? inLayoutOrder(row.layout, draw.numbers) : null,
    timeZone: config.SITE_TIME_ZONE,
  };
}

// ---------------------------------------------------------------------------------------------
// Play types

/** A lottery's enabled play types that its layout has, in the engine's order. */
async function playTypesOf(db: Db, lottery: q.LotteryRow) {
  const rows = await q.findEnabledPlayTypes(db, lottery.lottery.id);
  const byType = new Map(rows.map((row) => [row.playType, row]));
  return LOTTERY_PLAY_TYPES[lottery.lottery.layout].flatMap((def) => {
    const row = byType.get(def.playType);
    return row ? [{ def, row }] : [];
  });
}

export async function getPlayTypes(
  { db }: Deps,
  query: { gameId: number },
): Promise<TLotteryPlayType[]> {
  const lottery = await requireLottery(db, query.gameId, 'query.gameId');
  return (await playTypesOf(db, lottery)).map(({ def, row }) => ({
    playType: def.playType,
    digits: def.digits,
    isBox: def.isBox,
    odds: row.odds,
    minStake: row.minStake.toString(),
    maxStake: row.maxStake.toString(),
  }));
}

// ---------------------------------------------------------------------------------------------
// Bets

function betOf(row: q.ListedBet, language: TLanguage): TLotteryBet {
  const { bet } = row;
  return {
    betId: bet.id,
    gameId: bet.lotteryId,
    gameCode: row.gameCode,
    remark: nameIn(row.names, language),
    drawId: bet.drawId,
    numero: row.numero,
    playType: bet.playType,
    selection: bet.selection,
    stake: bet.stake.toString(),
    payout: bet.payout.toString(),
    state: bet.state,
    currency: bet.currency,
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
}

interface SlipLine {
  clientKey: string;
  playType: string;
  selection: string;
  stake: bigint;
  odds: Record<string, number>;
}

/** Each line: a play type the lottery offers, a selection of its shape, a stake in its limits. */
async function checkLines(
  db: Db,
  lottery: q.LotteryRow,
  lines: readonly TSlipLine[],
): Promise<SlipLine[]> {
  const offered = new Map(
    (await playTypesOf(db, lottery)).map((entry) => [entry.def.playType, entry]),
  );
  const keys = new Set<string>();
  return lines.map((line, i) => {
    const field = (name: string) => `body.lines.${i}.${name}`;
    if (keys.has(line.clientKey)) {
      throw new AppError('VALIDATION_FAILED', 'Two lines have one client key.', field('clientKey'));
    }
    keys.add(line.clientKey);
    const entry = offered.get(line.playType);
    if (!entry) {
      throw new AppError(
        'VALIDATION_FAILED',
        `This lottery has no play type ${line.playType}.`,
        field('playType'),
      );
    }
    if (!isValidSelection(entry.def, line.selection)) {
      const shape = entry.def.digits === 0 ? 'no digits' : `${entry.def.digits} digits`;
      throw new AppError(
        'VALIDATION_FAILED',
        `${line.playType} takes ${shape}.`,
        field('selection'),
      );
    }
    const stake = BigInt(line.stake);
    if (stake < entry.row.minStake || stake > entry.row.maxStake) {
      throw new AppError(
        'BET_OUT_OF_RANGE',
        `The stake must be ${entry.row.minStake} to ${entry.row.maxStake}.`,
        field('stake'),
      );
    }
    return { ...line, stake, odds: entry.row.odds };
  });
}

/** The same bet: a replayed line must say exactly what the first said. */
function isSameBet(bet: q.BetRow, drawId: number, line: SlipLine): boolean {
  return (
    bet.drawId === drawId &&
    bet.playType === line.playType &&
    bet.selection === line.selection &&
    bet.stake === line.stake
  );
}

function replayed(bet: q.BetRow, drawId: number, line: SlipLine, index: number): number {
  if (!isSameBet(bet, drawId, line)) {
    throw new AppError(
      'CONFLICT',
      'This client key was used for another bet.',
      `body.lines.${index}.clientKey`,
    );
  }
  return bet.id;
}

/**
 * Each stake's part paid by the bonus, line after line: cash first, then the bonus (stakeSources'
 * rule over what the lines before left). No active bonus: all cash (the post refuses a stake the
 * cash cannot cover). INSUFFICIENT_FUNDS when cash and bonus together fall short.
 */
function bonusParts(stakes: readonly bigint[], bonus: ActiveBonus | null): bigint[] {
  if (!bonus) return stakes.map(() => 0n);
  let cash = bonus.cash > 0n ? bonus.cash : 0n;
  let left = bonus.balance;
  return stakes.map((stake) => {
    const sources = stakeSources(stake, cash, left);
    if (!sources) throw new AppError('INSUFFICIENT_FUNDS', 'Not enough cash and bonus.');
    cash -= sources.fromCash;
    left -= sources.fromBonus;
    return sources.fromBonus;
  });
}

/**
 * Inside one database transaction: every new line becomes a bet and its ledger debit (player
 * cash, then the active bonus, to the lottery vendor's shard); any refusal rolls back the whole
 * slip. Lines whose client key the member already used answer that bet and move nothing. Returns the bets' ids in line order
 * and whether money moved.
 */
async function placeSlip(
  tx: Db,
  slip: { memberId: number; lottery: q.LotteryRow; drawId: number; lines: SlipLine[]; now: Date },
): Promise<{ betIds: number[]; hasMoved: boolean }> {
  const { memberId, lottery, drawId, lines } = slip;
  const draw = await q.lockDrawForBets(tx, drawId);
  if (!draw || draw.lotteryId !== lottery.lottery.id) {
    throw new AppError('NOT_FOUND', `No draw ${drawId} of this lottery.`, 'body.drawId');
  }
  const earlier = new Map(
    (
      await q.findBetsByClientKeys(
        tx,
        memberId,
        lines.map((line) => line.clientKey),
      )
    ).map((bet) => [bet.clientKey, bet]),
  );
  const betIds = lines.map((line, i) => {
    const bet = earlier.get(line.clientKey);
    return bet ? replayed(bet, drawId, line, i) : null;
  });
  if (betIds.every((id) => id !== null)) return { betIds, hasMoved: false };
  if (draw.state !== 'open' || draw.lockAt.getTime() <= slip.now.getTime()) {
    throw new AppError('BET_CLOSED', `Draw ${draw.numero} takes no more bets.`, 'body.drawId');
  }
  // The bets first, in client-key order, before any balance is locked: two slips sharing keys
  // then wait for each other on the first shared key, never in a cycle with the ledger's locks.
  const fresh = lines
    .map((line, index) => ({ line, index }))
    .filter(({ index }) => betIds[index] === null)
    .sort((a, b) => (a.line.clientKey < b.line.clientKey ? -1 : 1));
  const cash = await openAccount(tx, 'player_cash', memberId);
  // Cash first, then the active bonus, as in every game (docs/decisions.md "Bonus money and
  // wagering"); the bonus's maximum bet holds here too.
  const bonus = fresh.length > 0 ? await lockActiveBonus(tx, memberId, cash.id) : null;
  if (bonus?.maxBet != null) {
    const over = fresh.find(({ line }) => line.stake > bonus.maxBet!);
    if (over) {
      throw new AppError(
        'BONUS_MAX_BET',
        `While the bonus is active a stake is at most ${bonus.maxBet}.`,
        `body.lines.${over.index}.stake`,
      );
    }
  }
  // In the slip's own line order: its first lines take the cash.
  const inLineOrder = [...fresh].sort((a, b) => a.index - b.index);
  const parts = bonusParts(
    inLineOrder.map(({ line }) => line.stake),
    bonus,
  );
  const bonusStakeOf = new Map(inLineOrder.map(({ index }, i) => [index, parts[i]!]));
  const vendor = await openAccount(tx, 'vendor', vendorAccountOwner(lottery.vassalage, memberId));
  const toDebit: Array<{ betId: number; stake: bigint; bonusStake: bigint }> = [];
  for (const { line, index } of fresh) {
    const bonusStake = bonusStakeOf.get(index)!;
    const bet = await q.insertBet(tx, {
      drawId,
      lotteryId: lottery.lottery.id,
      memberId,
      clientKey: line.clientKey,
      playType: line.playType,
      selection: line.selection,
      currency: cash.currency,
      stake: line.stake,
      odds: line.odds,
      bonusStake,
      bonusId: bonusStake > 0n ? bonus!.bonusId : null,
    });
    if (bet) {
      betIds[index] = bet.id;
      toDebit.push({ betId: bet.id, stake: line.stake, bonusStake });
    } else {
      // A slip with this key committed while this one ran.
      const [taken] = await q.findBetsByClientKeys(tx, memberId, [line.clientKey]);
      betIds[index] = replayed(taken!, drawId, line, index);
    }
  }
  // Every line's debit in one ledger call: the same rows as posting them one by one.
  await postMany(
    tx,
    toDebit.map(({ betId, stake, bonusStake }) => ({
      key: `lottery:bet:${betId}`,
      kind: 'bet',
      entries: [
        ...(stake > bonusStake ? [{ account: cash.id, amount: bonusStake - stake }] : []),
        ...(bonusStake > 0n ? [{ account: bonus!.account.id, amount: -bonusStake }] : []),
        { account: vendor.id, amount: stake },
      ],
      metadata: { reference: `${lottery.gameCode} ${draw.numero}`, drawId, betId },
    })),
  );
  const hasMoved = toDebit.length > 0;
  return { betIds: betIds as number[], hasMoved };
}

export async function placeLotteryBets(
  deps: Deps,
  caller: Caller | null,
  body: { gameId: number; drawId: number; lines: TSlipLine[]; language?: TLanguage },
  now = new Date(),
): Promise<{ bets: TLotteryBet[]; balance: string; currency: string }> {
  const member = await requireRealMember(deps, caller);
  const lottery = await requireLottery(deps.db, body.gameId, 'body.gameId');
  if (!lottery.isOffered) {
    throw new AppError('GAME_UNAVAILABLE', 'This lottery is not available now.', 'body.gameId');
  }
  const lines = await checkLines(deps.db, lottery, body.lines);
  const { betIds, hasMoved } = await deps.db.transaction((tx) =>
    placeSlip(tx as unknown as Db, {
      memberId: member.id,
      lottery,
      drawId: body.drawId,
      lines,
      now,
    }),
  );
  if (hasMoved) deps.balanceEvents.publish([member.id]);
  const [rows, cash] = await Promise.all([
    q.findBetsByIds(deps.db, betIds),
    accountOf(deps.db, 'player_cash', member.id),
  ]);
  const byId = new Map(rows.map((row) => [row.bet.id, row]));
  const language = body.language ?? DEFAULT_LANGUAGE;
  return {
    bets: betIds.map((id) => betOf(byId.get(id)!, language)),
    balance: (cash?.balance ?? 0n).toString(),
    currency: cash?.currency ?? rows[0]!.bet.currency,
  };
}

export async function getLotteryBets(
  { db }: Deps,
  caller: Caller | null,
  query: {
    gameId?: number;
    state: 'all' | q.BetState;
    pageNo: number;
    pageSize: number;
    language?: TLanguage;
  },
): Promise<{ list: TLotteryBet[]; totalPages: number }> {
  const memberId = memberIdOf(caller);
  const { rows, total } = await q.findMemberBets(
    db,
    memberId,
    { lotteryId: query.gameId, state: query.state === 'all' ? undefined : query.state },
    { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
  );
  const language = query.language ?? DEFAULT_LANGUAGE;
  return {
    list: rows.map((row) => betOf(row, language)),
    totalPages: Math.ceil(total / query.pageSize),
  };
}
