// The verify page's arithmetic, run in the browser with the same engines the server plays
// (packages/games): the round's bytes from the revealed server seed, client seed and nonce, the
// engine's outcome from them, and the comparison with what the server recorded. A lottery draw
// is checked the same way: its numbers from its revealed seed, compared tier by tier.
import type { THouseEngine } from '@wps/contracts/games/house-common';
import type { THouseRoundVerify } from '@wps/contracts/games/house-rounds';
import type { TDrawDetail } from '@wps/contracts/lottery/lottery-common';
import { createRoundRng, sha256Hex } from '@wps/games/fair';
import { FISH_ROUND_BYTES, shoot } from '@wps/games/fish';
import { cardLabel } from '@wps/games/cards';
import { drawFromSeed, type DrawNumbers } from '@wps/games/lottery';
import { deal, PVP_ROUND_BYTES, pvpPayout } from '@wps/games/pvp';
import { MAX_PAYLINES, SLOT_ROUND_BYTES, slotVariant, spin } from '@wps/games/slot';

export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** JSON-like: what the server records (bigints as digit strings). */
export type Outcome = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The bet's stake (minor units) as a bigint; a malformed one is an error, not a zero. */
function stakeOf(bet: Record<string, unknown>): bigint {
  const stake = text(bet.stake);
  if (!/^[1-9][0-9]{0,15}$/.test(stake)) throw new Error('bad stake');
  return BigInt(stake);
}

export async function recomputeSlot(bet: Record<string, unknown>, seeds: Seeds): Promise<Outcome> {
  // Every game plays the first `lines` of the same payline list, whatever its maximum.
  const def = slotVariant(text(bet.variant), MAX_PAYLINES);
  if (!def) throw new Error('unknown slot variant');
  const rng = await createRoundRng(
    seeds.serverSeed,
    seeds.clientSeed,
    seeds.nonce,
    SLOT_ROUND_BYTES,
  );
  const r = spin(def, rng, stakeOf(bet), Number(bet.lines));
  return {
    stops: r.stops,
    reels: r.grid,
    wins: r.lineWins.map((w) => ({ ...w, win: w.win.toString() })),
    scatterCount: r.scatterCount,
    scatterWin: r.scatterWin.toString(),
    jackpotHit: r.jackpot,
  };
}

export async function recomputeFish(bet: Record<string, unknown>, seeds: Seeds): Promise<Outcome> {
  const rng = await createRoundRng(
    seeds.serverSeed,
    seeds.clientSeed,
    seeds.nonce,
    FISH_ROUND_BYTES,
  );
  const r = shoot(rng, stakeOf(bet), text(bet.target));
  return {
    target: r.target,
    hit: r.hit,
    draw: r.draw,
    multiplier: r.multiplier,
    multiplierPercent: r.multiplier * 100,
    win: r.win.toString(),
  };
}

export async function recomputePvp(bet: Record<string, unknown>, seeds: Seeds): Promise<Outcome> {
  const rng = await createRoundRng(
    seeds.serverSeed,
    seeds.clientSeed,
    seeds.nonce,
    PVP_ROUND_BYTES,
  );
  const seats = Number(bet.seats ?? 1);
  const r = deal(rng, Number.isInteger(seats) && seats >= 1 ? seats : 1);
  const seat = r.seats[0]!;
  const hand = (h: { cards: number[]; points: number; shan: boolean }) => ({
    cards: h.cards.map(cardLabel),
    points: h.points,
    shan: h.shan,
  });
  return {
    hands: { player: hand(seat), banker: hand(r.banker) },
    result: seat.outcome,
    win: pvpPayout(seat.outcome, stakeOf(bet)).toString(),
  };
}

export function recompute(engine: THouseEngine, bet: Record<string, unknown>, seeds: Seeds) {
  if (engine === 'slot') return recomputeSlot(bet, seeds);
  if (engine === 'fish') return recomputeFish(bet, seeds);
  return recomputePvp(bet, seeds);
}

/**
 * Compares what the browser computed with what the server recorded: every field both have must
 * be equal (numbers and digit strings compare as text); fields only one side has (the seed hash,
 * the jackpot paid from the pool) are not the engine's to decide. Returns the paths that differ
 * and how many values were compared.
 */
export function compareOutcomes(
  computed: unknown,
  recorded: unknown,
  path = '',
): { compared: number; differences: string[] } {
  if (Array.isArray(computed)) {
    if (!Array.isArray(recorded) || recorded.length !== computed.length) {
      return { compared: 1, differences: [path || '.'] };
    }
    return computed.reduce(
      (acc: { compared: number; differences: string[] }, item, i) => {
        const r = compareOutcomes(item, recorded[i], `${path}[${i}]`);
        return {
          compared: acc.compared + r.compared,
          differences: [...acc.differences, ...r.differences],
        };
      },
      { compared: 0, differences: [] },
    );
  }
  if (computed !== null && typeof computed === 'object') {
    if (recorded === null || typeof recorded !== 'object' || Array.isArray(recorded)) {
      return { compared: 1, differences: [path || '.'] };
    }
    let compared = 0;
    const differences: string[] = [];
    for (const [key, value] of Object.entries(computed)) {
      if (!Object.hasOwn(recorded, key)) continue;
      const r = compareOutcomes(
        value,
        (recorded as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      );
      compared += r.compared;
      differences.push(...r.differences);
    }
    return { compared, differences };
  }
  return { compared: 1, differences: String(computed) === String(recorded) ? [] : [path || '.'] };
}

export type Verdict =
  | { kind: 'notRevealed' }
  | { kind: 'verified'; computed: Outcome }
  | { kind: 'mismatch'; hashMatches: boolean; differences: string[]; computed: Outcome | null };

/** The verify page's answer for a round from GET /wps/house/rounds/:roundId. */
export async function verifyRound(round: THouseRoundVerify): Promise<Verdict> {
  if (round.serverSeed === null) return { kind: 'notRevealed' };
  const hashMatches = (await sha256Hex(round.serverSeed)) === round.serverSeedHash;
  let computed: Outcome | null = null;
  let differences: string[];
  try {
    computed = await recompute(round.engine, round.bet, {
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
    });
    const result = compareOutcomes(computed, round.outcome);
    differences = result.compared === 0 ? ['.'] : result.differences;
  } catch {
    // A bet the engine refuses (a bad variant, stake or seed) cannot have made this outcome.
    differences = ['bet'];
  }
  if (hashMatches && differences.length === 0 && computed) return { kind: 'verified', computed };
  return { kind: 'mismatch', hashMatches, differences, computed };
}

/**
 * Where two draws' numbers differ: `tier[i]` for each number of the layout's tiers that is not
 * the same text, and the name of any tier only one side has.
 */
export function compareDrawNumbers(computed: DrawNumbers, recorded: DrawNumbers): string[] {
  const differences: string[] = [];
  for (const tier of new Set([...Object.keys(computed), ...Object.keys(recorded)])) {
    const mine = computed[tier];
    const theirs = recorded[tier];
    if (!mine || !theirs || mine.length !== theirs.length) {
      differences.push(tier);
      continue;
    }
    mine.forEach((n, i) => {
      if (n !== theirs[i]) differences.push(`${tier}[${i}]`);
    });
  }
  return differences;
}

export type DrawVerdict =
  | { kind: 'notRevealed' }
  | { kind: 'cancelled' }
  | { kind: 'verified'; computed: DrawNumbers }
  | {
      kind: 'mismatch';
      hashMatches: boolean;
      /** The client seed is `${gameCode}:${numero}`, fixed before the seed was committed. */
      clientSeedMatches: boolean;
      differences: string[];
      computed: DrawNumbers | null;
    };

/**
 * The verify page's answer for a draw from GET /lgw/draw: 'verified' when SHA-256 of the revealed
 * seed is the hash published when the draw was created, the client seed is the draw's fixed one,
 * and the layout's numbers drawn from them (nonce 0) are the recorded numbers, every tier.
 */
export async function verifyDraw(draw: TDrawDetail): Promise<DrawVerdict> {
  if (draw.state === 'cancelled') return { kind: 'cancelled' };
  if (draw.serverSeed === null || draw.numbers === null) return { kind: 'notRevealed' };
  const hashMatches = (await sha256Hex(draw.serverSeed)) === draw.serverSeedHash;
  const clientSeedMatches = draw.clientSeed === `${draw.gameCode}:${draw.numero}`;
  let computed: DrawNumbers | null = null;
  let differences: string[];
  try {
    computed = await drawFromSeed(draw.layout, draw.serverSeed, draw.clientSeed);
    differences = compareDrawNumbers(computed, draw.numbers);
  } catch {
    // Seeds the engine refuses (an over-long client seed) cannot have drawn these numbers.
    differences = ['numbers'];
  }
  if (hashMatches && clientSeedMatches && differences.length === 0 && computed) {
    return { kind: 'verified', computed };
  }
  return { kind: 'mismatch', hashMatches, clientSeedMatches, differences, computed };
}
