// Shan Koe Mee, the Myanmar three-card game, played by up to 8 seats against the house banker.
// House rules (docs/provably-fair.md):
//  - One 52-card deck, shuffled by the round's rng (RoundRng.shuffle of [0..51]); cards are dealt
//    from index 0 up: one card to each seat in seat order then the banker, then a second card
//    the same way.
//  - Points = sum of card points mod 10 (ace 1, 2..9 face value, 10/J/Q/K 0).
//  - "Shan": a two-card hand of 8 or 9 points. If the banker has Shan nobody draws: a seat with
//    Shan compares points with the banker, any other seat loses. Otherwise a seat with Shan wins
//    at once and stands; every other seat draws a third card when its points are 4 or less
//    (in seat order), then the banker draws a third card when its points are 5 or less.
//  - A seat without Shan against a banker without Shan: higher points win, equal points tie.
//  - Payouts (stake debited first): a win pays stake + floor(stake x 95 / 100) (1:1 less 5%
//    commission on the winnings), a tie returns the stake, a loss pays 0.
import type { RoundRng } from './fair.ts';
import { handPoints, newShoe, pointCounts } from './cards.ts';

export const PVP_MAX_SEATS = 8;
/** A seat without Shan draws a third card at this many points or fewer. */
export const PVP_DRAW_AT_OR_BELOW = 4;
/** The banker (without Shan) draws a third card at this many points or fewer. */
export const PVP_BANKER_DRAWS_AT_OR_BELOW = 5;
/** Commission on a winning hand's winnings, percent. */
export const PVP_COMMISSION_PERCENT = 5;
/** Bytes a deal reads when no draw is rejected: 51 shuffle draws x 4 bytes. */
export const PVP_ROUND_BYTES = 204;

export type PvpOutcome = 'win' | 'lose' | 'tie';

export interface PvpHand {
  cards: number[];
  points: number;
  /** A two-card 8 or 9. */
  shan: boolean;
}

export interface PvpDeal {
  /** The shuffled deck, index 0 dealt first. */
  deck: number[];
  banker: PvpHand;
  /** Seat hands in seat order, with each seat's outcome against the banker. */
  seats: (PvpHand & { outcome: PvpOutcome })[];
}

function hand(cards: number[]): PvpHand {
  const points = handPoints(cards);
  return { cards, points, shan: cards.length === 2 && points >= 8 };
}

/** Plays a round from a given deck order (deal() shuffles first). */
export function dealFromDeck(deck: readonly number[], seats: number): PvpDeal {
  if (!Number.isInteger(seats) || seats < 1 || seats > PVP_MAX_SEATS) {
    throw new RangeError('bad number of seats');
  }
  let next = 0;
  const take = () => deck[next++]!;
  const seatCards: number[][] = Array.from({ length: seats }, () => []);
  const bankerCards: number[] = [];
  for (let round = 0; round < 2; round++) {
    for (const cards of seatCards) cards.push(take());
    bankerCards.push(take());
  }
  const bankerShan = hand(bankerCards).shan;
  if (!bankerShan) {
    for (const cards of seatCards) {
      const h = hand(cards);
      if (!h.shan && h.points <= PVP_DRAW_AT_OR_BELOW) cards.push(take());
    }
    if (handPoints(bankerCards) <= PVP_BANKER_DRAWS_AT_OR_BELOW) bankerCards.push(take());
  }
  const banker = hand(bankerCards);
  return {
    deck: deck.slice(),
    banker,
    seats: seatCards.map((cards) => {
      const h = hand(cards);
      return { ...h, outcome: compare(h, banker, bankerShan) };
    }),
  };
}

function compare(seat: PvpHand, banker: PvpHand, bankerShan: boolean): PvpOutcome {
  if (bankerShan) {
    if (!seat.shan) return 'lose';
  } else if (seat.shan) {
    return 'win';
  }
  if (seat.points > banker.points) return 'win';
  if (seat.points < banker.points) return 'lose';
  return 'tie';
}

/** A round for `seats` seats (1..8): shuffle [0..51] with the rng, then dealFromDeck. */
export function deal(rng: RoundRng, seats: number): PvpDeal {
  if (!Number.isInteger(seats) || seats < 1 || seats > PVP_MAX_SEATS) {
    throw new RangeError('bad number of seats');
  }
  return dealFromDeck(rng.shuffle(newShoe(1)), seats);
}

/** What a seat is paid for its outcome (the stake was debited before the deal). */
export function pvpPayout(outcome: PvpOutcome, stake: bigint): bigint {
  if (typeof stake !== 'bigint' || stake <= 0n) throw new RangeError('bad stake');
  if (outcome === 'win') return stake + (stake * BigInt(100 - PVP_COMMISSION_PERCENT)) / 100n;
  if (outcome === 'tie') return stake;
  return 0n;
}

export interface PvpOdds {
  /** Probabilities of a seat's outcomes, exact numerators over `denominator` (52*51*...*47). */
  win: bigint;
  tie: bigint;
  lose: bigint;
  denominator: bigint;
  /** Return per unit staked for stakes that are multiples of 20 (floor makes others a bit lower). */
  rtp: number;
}

let cachedOdds: PvpOdds | undefined;

/**
 * Exact odds of one seat against the banker. By exchangeability the seat's and the banker's
 * cards are six cards drawn without replacement from the deck whatever the other seats hold
 * and in whatever order the deck deals them, so enumerating the point values of the seat's two
 * cards, the banker's two, the seat's third and the banker's third (weights = remaining cards of
 * that value) gives the exact distribution; the RTP is (1.95 x P(win) + P(tie)).
 */
export function pvpOdds(): PvpOdds {
  if (cachedOdds) return cachedOdds;
  const counts = pointCounts(1);
  const tally = { win: 0n, tie: 0n, lose: 0n };
  const v: number[] = [];
  const walk = (depth: number, left: number, weight: bigint): void => {
    if (depth === 6) {
      const [p1, p2, b1, b2, p3, b3] = v as [number, number, number, number, number, number];
      const p = (p1 + p2) % 10;
      const b = (b1 + b2) % 10;
      let outcome: PvpOutcome;
      if (b >= 8) outcome = p >= 8 ? (p > b ? 'win' : p < b ? 'lose' : 'tie') : 'lose';
      else if (p >= 8) outcome = 'win';
      else {
        const pf = p <= PVP_DRAW_AT_OR_BELOW ? (p + p3) % 10 : p;
        const bf = b <= PVP_BANKER_DRAWS_AT_OR_BELOW ? (b + b3) % 10 : b;
        outcome = pf > bf ? 'win' : pf < bf ? 'lose' : 'tie';
      }
      tally[outcome] += weight;
      return;
    }
    for (let value = 0; value < 10; value++) {
      const c = counts[value]!;
      if (c === 0) continue;
      counts[value] = c - 1;
      v[depth] = value;
      walk(depth + 1, left - 1, weight * BigInt(c));
      counts[value] = c;
    }
  };
  walk(0, 52, 1n);
  const denominator = 52n * 51n * 50n * 49n * 48n * 47n;
  const rtpNum = tally.win * BigInt(200 - PVP_COMMISSION_PERCENT) + tally.tie * 100n;
  cachedOdds = {
    ...tally,
    denominator,
    rtp: Number((rtpNum * 10n ** 15n) / (denominator * 100n)) / 1e15,
  };
  return cachedOdds;
}

/** The exact return per unit staked of a seat (stakes that are multiples of 20 minor units). */
export function pvpRtp(): number {
  return pvpOdds().rtp;
}

// ---------------------------------------------------------------------------------------------
// The table game (issue 16): several players at one table share one deck against the house
// banker, and each seat without Shan decides itself, in seat order, whether to draw its third
// card. A seat that does not decide in time plays the house rule (draw at 4 or less), the play
// the RTP above is computed for. With every seat on the house rule, playTable() deals exactly
// what dealFromDeck() deals.

export type PvpAction = 'draw' | 'stand';

export interface PvpTableSeat {
  seatNo: number;
  cards: number[];
  /** The seat's decision once made (null: not yet, or none needed). */
  action: PvpAction | null;
}

export interface PvpTable {
  /** Index of the next card to deal from the deck. */
  next: number;
  banker: number[];
  /** In seat order. */
  seats: PvpTableSeat[];
}

/** The first two cards: one to each seat in seat order then the banker, twice. */
export function openTable(deck: readonly number[], seatNos: readonly number[]): PvpTable {
  if (seatNos.length < 1 || seatNos.length > PVP_MAX_SEATS) throw new RangeError('bad seats');
  const ordered = [...seatNos].sort((a, b) => a - b);
  if (new Set(ordered).size !== ordered.length) throw new RangeError('duplicate seat');
  const table: PvpTable = {
    next: 0,
    banker: [],
    seats: ordered.map((seatNo) => ({ seatNo, cards: [], action: null })),
  };
  for (let round = 0; round < 2; round++) {
    for (const seat of table.seats) seat.cards.push(deck[table.next++]!);
    table.banker.push(deck[table.next++]!);
  }
  return table;
}

/** Whether this seat still has to decide (no Shan, two cards, no decision, banker without Shan). */
export function needsAction(table: PvpTable, seat: PvpTableSeat): boolean {
  return (
    !hand(table.banker).shan && !hand(seat.cards).shan && seat.cards.length === 2 && !seat.action
  );
}

/** The seat whose turn it is (the first in seat order still to decide), or null. */
export function turnOf(table: PvpTable): number | null {
  return table.seats.find((s) => needsAction(table, s))?.seatNo ?? null;
}

/** The house rule's decision for two cards: draw at PVP_DRAW_AT_OR_BELOW or fewer points. */
export function houseAction(cards: readonly number[]): PvpAction {
  return handPoints(cards as number[]) <= PVP_DRAW_AT_OR_BELOW ? 'draw' : 'stand';
}

/** The seat on turn decides; throws unless it is `seatNo`'s turn. Answers the new table. */
export function act(
  deck: readonly number[],
  table: PvpTable,
  seatNo: number,
  action: PvpAction,
): PvpTable {
  if (turnOf(table) !== seatNo) throw new RangeError('not this seat’s turn');
  const next = structuredClone(table);
  const seat = next.seats.find((s) => s.seatNo === seatNo)!;
  seat.action = action;
  if (action === 'draw') seat.cards.push(deck[next.next++]!);
  return next;
}

export interface PvpTableResult {
  banker: PvpHand;
  seats: (PvpHand & { seatNo: number; outcome: PvpOutcome })[];
}

/** After every seat has decided: the banker draws on 5 or less (without Shan), then each seat compares. */
export function finishTable(deck: readonly number[], table: PvpTable): PvpTableResult {
  if (turnOf(table) !== null) throw new RangeError('a seat has not decided');
  const bankerCards = table.banker.slice();
  const bankerShan = hand(bankerCards).shan;
  if (!bankerShan && handPoints(bankerCards) <= PVP_BANKER_DRAWS_AT_OR_BELOW) {
    bankerCards.push(deck[table.next]!);
  }
  const banker = hand(bankerCards);
  return {
    banker,
    seats: table.seats.map((s) => {
      const h = hand(s.cards);
      return { ...h, seatNo: s.seatNo, outcome: compare(h, banker, bankerShan) };
    }),
  };
}

/**
 * Replays a whole table from its deck and the seats' decisions (a seat missing from `actions`
 * plays the house rule): what a player checks a round with once the server seed is revealed.
 */
export function playTable(
  deck: readonly number[],
  seatNos: readonly number[],
  actions: Readonly<Record<number, PvpAction>> = {},
): PvpTableResult {
  let table = openTable(deck, seatNos);
  for (let seatNo = turnOf(table); seatNo !== null; seatNo = turnOf(table)) {
    const seat = table.seats.find((s) => s.seatNo === seatNo)!;
    table = act(deck, table, seatNo, actions[seatNo] ?? houseAction(seat.cards));
  }
  return finishTable(deck, table);
}

/**
 * The table's client seed: SHA-256 (hex) of every staked seat's own client seed as
 * `<seatNo>:<clientSeed>` in seat order joined by ',', so each seated player's seed changes the deal.
 */
export function tableSeedText(seeds: readonly { seatNo: number; clientSeed: string }[]): string {
  return [...seeds]
    .sort((a, b) => a.seatNo - b.seatNo)
    .map((s) => `${s.seatNo}:${s.clientSeed}`)
    .join(',');
}
