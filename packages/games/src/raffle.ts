// A raffle's draw, provably fair with the house games' commit and reveal (fair.ts,
// docs/provably-fair.md): the server seed's SHA-256 is published when the raffle opens; at the
// draw the client seed is the SHA-256 of the ticket list (ticketListText), which nobody can
// choose alone once the entries are closed, and the nonce is 0. Anyone holding the revealed
// seed and the published ticket list recomputes the winners with drawRaffle.
import { sha256Sync, syncRoundRng, toHex } from './fair';

export interface RaffleEntry {
  memberId: number;
  tickets: number;
}

/** The canonical text of the entries: `memberId:tickets` lines in member id order. */
export function ticketListText(entries: readonly RaffleEntry[]): string {
  return [...entries]
    .filter((e) => e.tickets > 0)
    .sort((a, b) => a.memberId - b.memberId)
    .map((e) => `${e.memberId}:${e.tickets}`)
    .join('\n');
}

/** The draw's client seed: SHA-256 (hex) of ticketListText. */
export function raffleClientSeed(entries: readonly RaffleEntry[]): string {
  return toHex(sha256Sync(new TextEncoder().encode(ticketListText(entries))));
}

/**
 * The winners, one per prize in prize order, each a different member: for each prize a ticket
 * is drawn uniformly (RoundRng.int) among the tickets of members who have not yet won, counted
 * in member id order. Fewer members than prizes leaves the last prizes undrawn.
 */
export function drawRaffle(
  serverSeed: string,
  entries: readonly RaffleEntry[],
  prizeCount: number,
): { clientSeed: string; winners: number[] } {
  const clientSeed = raffleClientSeed(entries);
  const rng = syncRoundRng(serverSeed, clientSeed, 0);
  let pool = [...entries].filter((e) => e.tickets > 0).sort((a, b) => a.memberId - b.memberId);
  const winners: number[] = [];
  while (winners.length < prizeCount && pool.length > 0) {
    const total = pool.reduce((n, e) => n + e.tickets, 0);
    let ticket = rng.int(total);
    const winner = pool.find((e) => (ticket -= e.tickets) < 0)!;
    winners.push(winner.memberId);
    pool = pool.filter((e) => e !== winner);
  }
  return { clientSeed, winners };
}
