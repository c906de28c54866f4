// The simulated vendors' game-client calls: the vendor side of /play/live, /play/sports and
// /play/cockfight. The launch token is the vendor session: each call authenticates it with our
// seamless-wallet API, signed as the game's vendor, exactly as an outside vendor's server would;
// stakes are debited through the same API.
import {
  simSelectionsBySport,
  type TSimBet,
  type TSimEvent,
  type TSimGameType,
  type TSimResult,
  type TSimSelection,
  type TSimSport,
} from '@wps/contracts/games/sim-common';
import type { TSimSession } from '@wps/contracts/games/sim-session';
import type { TSimEvents, TSimEventsQuery } from '@wps/contracts/games/sim-events';
import type { TSimBetPlaced, TSimBetRequest } from '@wps/contracts/games/sim-bet';
import type { TSimBets } from '@wps/contracts/games/sim-bets';
import { AppError } from '../../../errors';
import { localVendorClient, type VendorClient } from '../vendor-client';
import { bettingClosesAt, limitsByType, sportsOf } from './sim-config';
import { betRefOf, rollbackTxOf, roundRefOf } from './sim-refs';
import type { SimDeps } from './sim-settle';
import {
  confirmBet,
  dropPendingBet,
  findBetByRef,
  findEvent,
  findOpenEvents,
  findPlayerBets,
  findRecentResults,
  findSimGame,
  insertPendingBet,
  settleBet,
  type SimBetRow,
  type SimEventRow,
  type SimGame,
} from './sim.queries';

interface Player {
  playerId: number;
  username: string;
  currency: string;
  balance: string;
  isTrial: boolean;
}

interface Session {
  game: SimGame;
  client: VendorClient;
  player: Player;
}

/** A vendor API answer without a definite meaning (no answer, a refusal of our own call). */
function unavailable(code: string): AppError {
  return new AppError('VENDOR_UNAVAILABLE', `The game's wallet did not answer (${code}).`);
}

/** The game, its vendor's client, and the player behind the launch token. */
async function openSession(deps: SimDeps, token: string, gameCode: string): Promise<Session> {
  const game = await findSimGame(deps.db, gameCode);
  if (!game) throw new AppError('GAME_UNAVAILABLE', 'No simulated vendor serves this game.');
  const client = await localVendorClient(deps, game.vendor.code).catch(() => {
    throw new AppError('GAME_UNAVAILABLE', 'The vendor cannot reach the wallet.');
  });
  const answer = await client.authenticate(token);
  if (answer.code === 'INVALID_TOKEN' || answer.code === 'PLAYER_NOT_FOUND') {
    throw new AppError('LAUNCH_TOKEN_INVALID');
  }
  if (answer.code !== 'OK') throw unavailable(answer.code);
  const { playerId, username, currency, balance, isTrial } = answer;
  return { game, client, player: { playerId, username, currency, balance, isTrial } };
}

export function limitsOf(game: SimGame): { minStake: bigint; maxStake: bigint } {
  const { minStake, maxStake } = limitsByType[game.vendor.gameType];
  return { minStake: game.minBet > minStake ? game.minBet : minStake, maxStake };
}

export function isBettingOpen(
  event: Pick<SimEventRow, 'state' | 'startsAt' | 'endsAt'>,
  gameType: TSimGameType,
  now: Date,
): boolean {
  if (event.state !== 'scheduled' && event.state !== 'live') return false;
  return now < bettingClosesAt(gameType, event.startsAt, event.endsAt);
}

export function eventView(
  event: SimEventRow,
  vendor: { code: string; gameType: TSimGameType },
  now: Date,
): TSimEvent {
  const sport = event.sport as TSimSport;
  const order = simSelectionsBySport[sport] as readonly TSimSelection[];
  return {
    id: event.id,
    vendor: vendor.code,
    gameType: vendor.gameType,
    sport,
    league: event.league,
    home: event.home,
    away: event.away,
    state: event.state,
    isFeatured: event.isFeatured,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    bettingClosesAt: bettingClosesAt(vendor.gameType, event.startsAt, event.endsAt).toISOString(),
    isBettingOpen: isBettingOpen(event, vendor.gameType, now),
    prices: order
      .filter((s) => event.odds[s] !== undefined)
      .map((selection) => ({ selection, odds: event.odds[selection]! })),
    result: (event.result as TSimResult | null) ?? null,
  };
}

function betView(bet: SimBetRow, event: SimEventRow): TSimBet {
  return {
    betRef: bet.betRef,
    eventId: bet.eventId,
    sport: event.sport as TSimSport,
    league: event.league,
    home: event.home,
    away: event.away,
    eventState: event.state,
    selection: bet.selection as TSimSelection,
    odds: bet.odds,
    stake: bet.stake.toString(),
    // A pending bet (its debit unconfirmed) is shown as open: it is either taken or given back.
    state: bet.state === 'pending' ? 'open' : bet.state,
    payout: bet.settledAt === null ? null : bet.payout.toString(),
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    winner: ((event.result as TSimResult | null)?.winner ?? null) as TSimSelection | null,
  };
}

export async function simSession(
  deps: SimDeps,
  body: { token: string; gameCode: string },
): Promise<TSimSession> {
  const { game, player } = await openSession(deps, body.token, body.gameCode);
  const limits = limitsOf(game);
  return {
    player: { playerId: player.playerId, username: player.username, isTrial: player.isTrial },
    balance: player.balance,
    currency: player.currency,
    vendor: { code: game.vendor.code, name: game.vendor.name, gameType: game.vendor.gameType },
    game: { code: game.gameCode, name: game.gameName },
    sports: [...sportsOf(game.vendor.gameType)],
    limits: { minStake: limits.minStake.toString(), maxStake: limits.maxStake.toString() },
  };
}

export async function listSimEvents(
  deps: SimDeps,
  query: TSimEventsQuery,
  now: Date,
): Promise<TSimEvents> {
  const { game } = await openSession(deps, query.token, query.gameCode);
  const { vendor } = game;
  if (query.sport && !sportsOf(vendor.gameType).includes(query.sport)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'This vendor does not offer that sport.',
      'query.sport',
    );
  }
  const [open, recent] = await Promise.all([
    findOpenEvents(deps.db, vendor.id, query.sport, 50),
    findRecentResults(deps.db, vendor.id, query.sport, 10),
  ]);
  return {
    events: open.map((e) => eventView(e, vendor, now)),
    results: recent.map((e) => eventView(e, vendor, now)),
    serverTime: now.toISOString(),
  };
}

export async function listSimBets(
  deps: SimDeps,
  query: { token: string; gameCode: string },
): Promise<TSimBets> {
  const { game, player } = await openSession(deps, query.token, query.gameCode);
  const rows = await findPlayerBets(deps.db, game.vendor.id, player.playerId, 50);
  return { bets: rows.map((r) => betView(r.bet, r.event)) };
}

/**
 * Places a bet: checked against the event and the limits, recorded as pending, debited through
 * the vendor API (txId = betRef, so a retry with the same clientKey is the same debit), then
 * confirmed. A refused debit forgets the pending bet; a debit without an answer is rolled back
 * (and if that too goes unanswered, settlement rolls it back when the event ends).
 */
export async function placeSimBet(
  deps: SimDeps,
  body: TSimBetRequest,
  now: Date,
): Promise<TSimBetPlaced> {
  const { game, client, player } = await openSession(deps, body.token, body.gameCode);
  const betRef = betRefOf(game.gameCode, body.clientKey);
  const stake = BigInt(body.stake);

  const existing = await findBetByRef(deps.db, betRef);
  if (existing) {
    const isSame =
      existing.playerId === player.playerId &&
      existing.eventId === body.eventId &&
      existing.selection === body.selection &&
      existing.stake === stake;
    if (!isSame) {
      throw new AppError('CONFLICT', 'This clientKey was used for another bet.', 'body.clientKey');
    }
    if (existing.state !== 'pending') {
      // A replay: the bet as it stands, the balance now, as the wallet answers a replayed debit.
      // Not the session's balance: that was read before the bet was looked up, so a copy sent
      // with the first may have read it before the first's debit. Read again through the token,
      // which knows the session's wallet (real or trial).
      if (existing.state === 'void' && existing.payout === 0n) {
        throw new AppError('BET_CLOSED', 'This bet was not taken.');
      }
      const [event, now] = await Promise.all([
        findEvent(deps.db, existing.eventId),
        client.authenticate(body.token),
      ]);
      if (now.code !== 'OK') throw unavailable(now.code);
      return { bet: betView(existing, event!), balance: now.balance, currency: player.currency };
    }
  }

  const event = await findEvent(deps.db, body.eventId);
  if (!event || event.vendorId !== game.vendor.id) {
    throw new AppError('NOT_FOUND', 'No such event at this vendor.', 'body.eventId');
  }
  const selections = simSelectionsBySport[event.sport as TSimSport] as readonly string[];
  const odds = event.odds[body.selection];
  if (!selections.includes(body.selection) || odds === undefined) {
    throw new AppError('VALIDATION_FAILED', 'This event has no such selection.', 'body.selection');
  }
  if (!isBettingOpen(event, game.vendor.gameType, now)) {
    throw new AppError('BET_CLOSED');
  }
  const { minStake, maxStake } = limitsOf(game);
  if (stake < minStake || stake > maxStake) {
    throw new AppError(
      'BET_OUT_OF_RANGE',
      `The stake must be between ${minStake} and ${maxStake} minor units.`,
      'body.stake',
    );
  }

  const pending =
    existing ??
    (await insertPendingBet(deps.db, {
      vendorId: game.vendor.id,
      eventId: event.id,
      playerId: player.playerId,
      gameCode: game.gameCode,
      betRef,
      selection: body.selection,
      odds,
      stake,
    })) ??
    // Another request with this key got there first: it answers that bet (or the conflict).
    null;
  if (!pending) return placeSimBet(deps, body, now);

  const roundId = roundRefOf(event.id, player.playerId, game.gameCode);
  const debit = await client.debit({
    token: body.token,
    playerId: player.playerId,
    txId: betRef,
    roundId,
    gameCode: game.gameCode,
    amount: pending.stake,
  });
  if (debit.code === 'OK') {
    const confirmed =
      (await confirmBet(deps.db, pending.id)) ?? (await findBetByRef(deps.db, betRef));
    // Not open any more: settlement rolled it back meanwhile (the event ended), the stake is back.
    // (Open already: a copy of this request confirmed it.)
    if (!confirmed || confirmed.state !== 'open') throw new AppError('BET_CLOSED');
    return { bet: betView(confirmed, event), balance: debit.balance, currency: player.currency };
  }
  switch (debit.code) {
    case 'INSUFFICIENT_FUNDS':
      await dropPendingBet(deps.db, pending.id);
      throw new AppError('INSUFFICIENT_FUNDS');
    case 'INVALID_TOKEN':
    case 'PLAYER_NOT_FOUND':
      await dropPendingBet(deps.db, pending.id);
      throw new AppError('LAUNCH_TOKEN_INVALID');
    case 'BET_ROLLED_BACK':
    case 'ROUND_ENDED':
      // Rolled back (or its round ended) before the debit arrived: nothing was taken.
      await settleBet(deps.db, pending.id, 'pending', { state: 'void', payout: 0n, at: now });
      throw new AppError('BET_CLOSED');
    default: {
      // No clear answer: make sure nothing stays taken.
      const rollback = await client.rollback({
        playerId: player.playerId,
        txId: rollbackTxOf(betRef),
        refTxId: betRef,
        roundId,
      });
      if (rollback.code === 'OK' || rollback.code === 'TX_NOT_FOUND') {
        const payout = rollback.code === 'OK' ? pending.stake : 0n;
        await settleBet(deps.db, pending.id, 'pending', { state: 'void', payout, at: now });
      }
      throw unavailable(debit.code);
    }
  }
}
