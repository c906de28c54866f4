// Playing cards as numbers, shared by the card engines (docs/provably-fair.md):
// card c in 0..51 has suit floor(c / 13) (0 spades, 1 hearts, 2 diamonds, 3 clubs) and rank
// c mod 13 (0 ace, 1 two, ..., 8 nine, 9 ten, 10 jack, 11 queen, 12 king). A deck before the
// shuffle is [0, 1, ..., 51]; a shoe of d decks is [0..51] repeated d times (card i is i mod 52).

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export function cardSuit(card: number): (typeof SUITS)[number] {
  return SUITS[Math.floor(card / 13) % 4]!;
}

export function cardRank(card: number): (typeof RANKS)[number] {
  return RANKS[card % 13]!;
}

/** 'AS', '10H', 'KD', ... */
export function cardLabel(card: number): string {
  return `${cardRank(card)}${cardSuit(card)}`;
}

/** Baccarat and Shan Koe Mee points of a card: ace 1, two..nine face value, ten and pictures 0. */
export function cardPoints(card: number): number {
  const rank = card % 13;
  return rank <= 8 ? rank + 1 : 0;
}

/** Points of a hand: the sum of its cards' points mod 10. */
export function handPoints(cards: readonly number[]): number {
  return cards.reduce((s, c) => s + cardPoints(c), 0) % 10;
}

/** [0..51] repeated `decks` times. */
export function newShoe(decks = 1): number[] {
  return Array.from({ length: 52 * decks }, (_, i) => i % 52);
}

/** How many cards of each point value 0..9 a shoe of `decks` decks holds. */
export function pointCounts(decks = 1): number[] {
  return Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
}
