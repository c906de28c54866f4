// The live table's hand: packages/games' baccarat (a fresh 8-deck shoe shuffled, one coup by the
// third-card tableau) driven by server randomness (node:crypto), not a player's seed: the sim
// stands in for a live dealer, whose cards nobody chooses.
import { randomBytes } from 'node:crypto';
import { dealBaccarat } from '@wps/games/baccarat';
import { cardLabel } from '@wps/games/cards';
import { RoundRng } from '@wps/games/fair';
import type { TSimResult } from '@wps/contracts/games/sim-common';

/** A hand dealt with `rng` (server randomness unless given), as the event's result. */
export function dealBaccaratResult(
  rng: RoundRng = RoundRng.fromBlocks(() => randomBytes(32)),
): TSimResult {
  const hand = dealBaccarat(rng);
  return {
    winner: hand.winner,
    score: null,
    cards: {
      player: hand.player.map(cardLabel),
      banker: hand.banker.map(cardLabel),
      playerPoints: hand.playerPoints,
      bankerPoints: hand.bankerPoints,
    },
    reason: null,
  };
}
