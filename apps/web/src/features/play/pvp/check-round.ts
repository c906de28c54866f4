// A PvP table round checked in the browser, as any seated player can: the revealed server seed
// hashes to what was published before the deal, the round's client seed is the hash of every
// staked seat's own seed, and replaying the deck with the seats' decisions gives the cards shown.
import type { TPvpTable } from '@wps/contracts/games/house-pvp-table';
import { cardLabel, newShoe } from '@wps/games/cards';
import { createRoundRng, sha256Hex } from '@wps/games/fair';
import { PVP_ROUND_BYTES, playTable, tableSeedText, type PvpAction } from '@wps/games/pvp';

export type RoundCheck = 'ok' | 'seed-mismatch' | 'client-seed-mismatch' | 'cards-mismatch';

export async function checkRound(last: NonNullable<TPvpTable['last']>): Promise<RoundCheck> {
  if (!last.serverSeed || !last.clientSeed) return 'seed-mismatch';
  if ((await sha256Hex(last.serverSeed)) !== last.serverSeedHash) return 'seed-mismatch';
  if ((await sha256Hex(tableSeedText(last.clientSeeds))) !== last.clientSeed) {
    return 'client-seed-mismatch';
  }
  const rng = await createRoundRng(last.serverSeed, last.clientSeed, 0, PVP_ROUND_BYTES);
  const actions: Record<number, PvpAction> = {};
  for (const s of last.seats) if (s.action) actions[s.seatNo] = s.action;
  const replay = playTable(
    rng.shuffle(newShoe(1)),
    last.seats.map((s) => s.seatNo),
    actions,
  );
  const same =
    JSON.stringify(replay.banker.cards.map(cardLabel)) === JSON.stringify(last.banker.cards) &&
    replay.seats.every((r, i) => {
      const shown = last.seats[i];
      return (
        shown !== undefined &&
        JSON.stringify(r.cards.map(cardLabel)) === JSON.stringify(shown.cards) &&
        r.outcome === shown.outcome
      );
    });
  return same ? 'ok' : 'cards-mismatch';
}
