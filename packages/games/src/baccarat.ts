// Punto banco baccarat for the simulated live table. Each round shuffles a fresh 8-deck shoe
// (RoundRng.shuffle of newShoe(8), 416 cards) and deals from index 0: player, banker, player,
// banker, then the player's third card if any, then the banker's third card if any.
// Third-card rules (standard tableau):
//  - a natural (8 or 9 on two cards) on either side: nobody draws;
//  - the player draws on 0..5 and stands on 6..7;
//  - if the player stood, the banker draws on 0..5 and stands on 6..7;
//  - if the player drew a third card worth x points, the banker draws on 0..2; on 3 unless
//    x = 8; on 4 if x is 2..7; on 5 if x is 4..7; on 6 if x is 6 or 7; stands on 7.
// Payouts (stake debited first): player 1:1 (2 x stake back), banker 0.95:1 (stake +
// floor(stake x 95 / 100)), tie 8:1 (9 x stake back); player and banker bets push on a tie.
import type { RoundRng } from './fair.ts';
import { cardPoints, handPoints, newShoe, pointCounts } from './cards.ts';

export const BACCARAT_DECKS = 8;
/** Bytes a round reads when no draw is rejected: 415 shuffle draws x 4 bytes. */
export const BACCARAT_ROUND_BYTES = 1660;

export type BaccaratWinner = 'player' | 'banker' | 'tie';
export type BaccaratBet = 'player' | 'banker' | 'tie';

export interface BaccaratResult {
  player: number[];
  banker: number[];
  playerPoints: number;
  bankerPoints: number;
  winner: BaccaratWinner;
  /** A natural on either side (8 or 9 with two cards). */
  natural: boolean;
  playerNatural: boolean;
  bankerNatural: boolean;
  /** Cards taken from the shoe (4..6). */
  used: number;
}

/** Whether the banker draws, given its two-card total and the player's third card (or null). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const x = cardPoints(playerThird);
  return bankerDrawsOnPoints(bankerTotal, x);
}

/** The tableau by the player's third card's points x. */
export function bankerDrawsOnPoints(bankerTotal: number, x: number): boolean {
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return x !== 8;
    case 4:
      return x >= 2 && x <= 7;
    case 5:
      return x >= 4 && x <= 7;
    case 6:
      return x === 6 || x === 7;
    default:
      return false;
  }
}

/** Plays one coup from `cards` starting at index `start`. */
export function baccaratCoup(cards: readonly number[], start = 0): BaccaratResult {
  let next = start;
  const take = () => {
    if (next >= cards.length) throw new RangeError('shoe exhausted');
    return cards[next++]!;
  };
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  const playerNatural = handPoints(player) >= 8;
  const bankerNatural = handPoints(banker) >= 8;
  if (!playerNatural && !bankerNatural) {
    let playerThird: number | null = null;
    if (handPoints(player) <= 5) {
      playerThird = take();
      player.push(playerThird);
    }
    if (bankerDraws(handPoints(banker), playerThird)) banker.push(take());
  }
  const playerPoints = handPoints(player);
  const bankerPoints = handPoints(banker);
  const winner: BaccaratWinner =
    playerPoints > bankerPoints ? 'player' : playerPoints < bankerPoints ? 'banker' : 'tie';
  return {
    player,
    banker,
    playerPoints,
    bankerPoints,
    winner,
    natural: playerNatural || bankerNatural,
    playerNatural,
    bankerNatural,
    used: next - start,
  };
}

/** A round: shuffle a fresh 8-deck shoe with the rng and play one coup from its top. */
export function dealBaccarat(rng: RoundRng): BaccaratResult & { shoe: number[] } {
  const shoe = rng.shuffle(newShoe(BACCARAT_DECKS));
  return { ...baccaratCoup(shoe), shoe };
}

/** What a bet is paid for a result (the stake was debited before the deal). */
export function baccaratPayout(bet: BaccaratBet, winner: BaccaratWinner, stake: bigint): bigint {
  if (typeof stake !== 'bigint' || stake <= 0n) throw new RangeError('bad stake');
  if (bet === 'tie') return winner === 'tie' ? stake * 9n : 0n;
  if (winner === 'tie') return stake;
  if (bet !== winner) return 0n;
  return bet === 'player' ? stake * 2n : stake + (stake * 95n) / 100n;
}

export interface BaccaratOdds {
  /** Exact numerators over `denominator` = 416 x 415 x ... x 411. */
  player: bigint;
  banker: bigint;
  tie: bigint;
  denominator: bigint;
  /** Return per unit staked of each bet (banker: stakes that are multiples of 20). */
  rtp: Record<BaccaratBet, number>;
}

let cached: BaccaratOdds | undefined;

/** Exact odds of a coup from a freshly shuffled 8-deck shoe (six cards without replacement). */
export function baccaratOdds(): BaccaratOdds {
  if (cached) return cached;
  const counts = pointCounts(BACCARAT_DECKS);
  const tally = { player: 0n, banker: 0n, tie: 0n };
  const v: number[] = [];
  const walk = (depth: number, weight: bigint): void => {
    if (depth === 6) {
      const [p1, b1, p2, b2, p3, b3] = v as [number, number, number, number, number, number];
      let p = (p1 + p2) % 10;
      let b = (b1 + b2) % 10;
      if (p < 8 && b < 8) {
        let third: number | null = null;
        if (p <= 5) {
          third = p3;
          p = (p + p3) % 10;
        }
        const draws = third === null ? b <= 5 : bankerDrawsOnPoints(b, third);
        // The banker's third card is the 5th card if the player stood, else the 6th: by
        // exchangeability either position has the same distribution, so v[5] serves both.
        if (draws) b = (b + b3) % 10;
      }
      tally[p > b ? 'player' : p < b ? 'banker' : 'tie'] += weight;
      return;
    }
    for (let value = 0; value < 10; value++) {
      const c = counts[value]!;
      counts[value] = c - 1;
      v[depth] = value;
      walk(depth + 1, weight * BigInt(c));
      counts[value] = c;
    }
  };
  walk(0, 1n);
  let denominator = 1n;
  for (let i = 0; i < 6; i++) denominator *= BigInt(416 - i);
  const r = (num: bigint) => Number((num * 10n ** 15n) / (denominator * 100n)) / 1e15;
  cached = {
    ...tally,
    denominator,
    rtp: {
      player: r(tally.player * 200n + tally.tie * 100n),
      banker: r(tally.banker * 195n + tally.tie * 100n),
      tie: r(tally.tie * 900n),
    },
  };
  return cached;
}
