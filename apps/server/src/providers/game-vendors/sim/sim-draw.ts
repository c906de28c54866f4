// The simulated vendors' randomness, kept pure: prices with a margin for a new event, and the
// result of an ended one drawn with the fair chances behind those prices (so the book keeps its
// margin on average). Every function takes its random source, so tests can fix it.
import { randomBytes, randomInt } from 'node:crypto';
import { baccaratPayout, type BaccaratBet, type BaccaratWinner } from '@wps/games/baccarat';
import type { TSimResult, TSimSelection, TSimSport } from '@wps/contracts/games/sim-common';
import { simSelectionsBySport } from '@wps/contracts/games/sim-common';

export interface SimRandom {
  /** A float in [0, 1). */
  float(): number;
  /** An integer in [0, n). */
  int(n: number): number;
}

/** Server randomness (node:crypto). */
export const serverRandom: SimRandom = {
  float: () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48,
  int: (n) => randomInt(0, n),
};

export const pick = <T>(rand: SimRandom, list: readonly T[]): T => list[rand.int(list.length)]!;

/** Two different entries of `list`. */
export function pickPair<T>(rand: SimRandom, list: readonly T[]): [T, T] {
  const a = rand.int(list.length);
  const b = (a + 1 + rand.int(list.length - 1)) % list.length;
  return [list[a]!, list[b]!];
}

/** Decimal odds in thousandths for a fair chance `p` less a margin: at least 1.01, at most 50. */
export function priceOf(p: number, margin: number): number {
  const odds = Math.floor(1000 / (p * (1 + margin)));
  return Math.min(50_000, Math.max(1010, odds));
}

/**
 * Fair chances of each selection of a new event: a random strength for home against away, a
 * draw share where the sport has draws.
 */
export function fairChances(sport: TSimSport, rand: SimRandom): Record<string, number> {
  const strength = rand.float() * 2 - 1; // -1 away much stronger .. 1 home much stronger
  switch (sport) {
    case 'football': {
      const draw = 0.22 + rand.float() * 0.08;
      const home = (1 - draw) * (0.5 + 0.35 * strength);
      return { home, draw, away: 1 - draw - home };
    }
    case 'cockfight': {
      // Meron is the favourite's side by custom.
      const draw = 0.08;
      const meron = (1 - draw) * (0.52 + 0.12 * rand.float());
      return { meron, wala: 1 - draw - meron, draw };
    }
    case 'baccarat':
      throw new Error('baccarat has fixed prices');
    default: {
      const home = 0.5 + 0.38 * strength;
      return { home, away: 1 - home };
    }
  }
}

/** Prices of a new event from its fair chances. */
export function pricesOf(chances: Record<string, number>, margin: number): Record<string, number> {
  return Object.fromEntries(Object.entries(chances).map(([s, p]) => [s, priceOf(p, margin)]));
}

/**
 * The fair chances behind an event's prices: each price's implied chance (1000 / odds), scaled so
 * they add up to 1 (the margin taken out evenly).
 */
export function impliedChances(odds: Record<string, number>): Record<string, number> {
  const raw = Object.entries(odds).map(([s, o]) => [s, 1000 / o] as const);
  const total = raw.reduce((sum, [, p]) => sum + p, 0);
  return Object.fromEntries(raw.map(([s, p]) => [s, p / total]));
}

/** One selection drawn with the chances given (in the sport's order). */
export function drawWinner(
  sport: TSimSport,
  chances: Record<string, number>,
  rand: SimRandom,
): TSimSelection {
  const order = simSelectionsBySport[sport] as readonly TSimSelection[];
  let u = rand.float();
  for (const selection of order) {
    u -= chances[selection] ?? 0;
    if (u < 0) return selection;
  }
  return order[order.length - 1]!;
}

/** A score that agrees with the winner. */
export function scoreFor(
  sport: TSimSport,
  winner: TSimSelection,
  rand: SimRandom,
): { home: number; away: number } | null {
  const orient = (w: number, l: number) =>
    winner === 'away' ? { home: l, away: w } : { home: w, away: l };
  switch (sport) {
    case 'football': {
      if (winner === 'draw') {
        const g = rand.int(4);
        return { home: g, away: g };
      }
      const w = 1 + rand.int(4);
      return orient(w, rand.int(w));
    }
    case 'basketball': {
      const l = 78 + rand.int(35);
      return orient(l + 1 + rand.int(20), l);
    }
    case 'dota2':
    case 'csgo':
    case 'mlbb':
    case 'lol':
      // Best of three maps.
      return orient(2, rand.int(2));
    default:
      return null;
  }
}

/** The result of an ended match or fight (not baccarat: its cards come from the engine). */
export function drawResult(
  sport: TSimSport,
  odds: Record<string, number>,
  rand: SimRandom,
): TSimResult {
  const winner = drawWinner(sport, impliedChances(odds), rand);
  return { winner, score: scoreFor(sport, winner, rand), cards: null, reason: null };
}

export const abandonedResult: TSimResult = {
  winner: null,
  score: null,
  cards: null,
  reason: 'abandoned',
};

/**
 * What a settled bet pays: stake x odds / 1000 (rounded down) for the winner; the stake back for
 * a player or banker bet on a baccarat tie (a push); nothing for a loser.
 */
export function payoutOf(
  sport: TSimSport,
  bet: { selection: string; odds: number; stake: bigint },
  winner: TSimSelection,
): { state: 'won' | 'lost' | 'void'; payout: bigint } {
  if (sport === 'baccarat') {
    // The engine's table (player 1:1, banker 0.95:1, tie 8:1, a push on a tie); the same as
    // stake x odds / 1000 at BACCARAT_ODDS.
    const payout = baccaratPayout(
      bet.selection as BaccaratBet,
      winner as BaccaratWinner,
      bet.stake,
    );
    const isPush = winner === 'tie' && bet.selection !== 'tie';
    return { state: isPush ? 'void' : payout > 0n ? 'won' : 'lost', payout };
  }
  if (bet.selection === winner) {
    return { state: 'won', payout: (bet.stake * BigInt(bet.odds)) / 1000n };
  }
  return { state: 'lost', payout: 0n };
}
