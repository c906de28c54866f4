// A PvP table round checked in the browser, as anyone can (at the table, or on /play/verify): the
// revealed server seed hashes to what was published before the deal, the round's client seed is
// the hash of every staked seat's own seed, replaying the deck with the seats' decisions gives the
// cards and results shown, and each win is the published payout of its result.
import type { TPvpTable } from '@wps/contracts/games/house-pvp-table';
import { cardLabel, newShoe } from '@wps/games/cards';
import { createRoundRng, sha256Hex } from '@wps/games/fair';
import {
  PVP_ROUND_BYTES,
  playTable,
  pvpPayout,
  tableSeedText,
  type PvpAction,
} from '@wps/games/pvp';

/** What a table round shows: at the table (its last round) or on the verify page. */
export interface TableRoundFacts {
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string | null;
  clientSeeds: { seatNo: number; clientSeed: string }[];
  banker: { cards: string[] };
  seats: {
    seatNo: number;
    cards: string[];
    action: PvpAction | null;
    outcome: 'win' | 'lose' | 'tie' | null;
    stake: string | null;
    win: string | null;
  }[];
}

/** One thing that does not check out (several may). */
export type TableProblem =
  | { kind: 'serverSeed' }
  | { kind: 'clientSeed' }
  | { kind: 'banker' }
  | { kind: 'seatCards'; seat: number }
  | { kind: 'seatResult'; seat: number }
  | { kind: 'seatWin'; seat: number };

function minor(text: string): bigint | null {
  return /^-?[0-9]+$/.test(text) ? BigInt(text) : null;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Everything that does not check out; none when the round is exactly what the recipe gives. */
export async function tableRoundProblems(round: TableRoundFacts): Promise<TableProblem[]> {
  if (!round.serverSeed || (await sha256Hex(round.serverSeed)) !== round.serverSeedHash) {
    return [{ kind: 'serverSeed' }];
  }
  if (
    !round.clientSeed ||
    (await sha256Hex(tableSeedText(round.clientSeeds))) !== round.clientSeed
  ) {
    return [{ kind: 'clientSeed' }];
  }
  const rng = await createRoundRng(round.serverSeed, round.clientSeed, 0, PVP_ROUND_BYTES);
  const actions: Record<number, PvpAction> = {};
  for (const s of round.seats) if (s.action) actions[s.seatNo] = s.action;
  const replay = playTable(
    rng.shuffle(newShoe(1)),
    round.clientSeeds.map((s) => s.seatNo),
    actions,
  );
  const problems: TableProblem[] = [];
  if (!same(replay.banker.cards.map(cardLabel), round.banker.cards))
    problems.push({ kind: 'banker' });
  const seatNos = new Set([...replay.seats, ...round.seats].map((s) => s.seatNo));
  for (const seat of [...seatNos].sort((a, b) => a - b)) {
    const r = replay.seats.find((s) => s.seatNo === seat);
    const shown = round.seats.find((s) => s.seatNo === seat);
    if (!r || !shown || !same(r.cards.map(cardLabel), shown.cards)) {
      problems.push({ kind: 'seatCards', seat });
      continue;
    }
    if (r.outcome !== shown.outcome) problems.push({ kind: 'seatResult', seat });
    else if (
      shown.stake !== null &&
      shown.win !== null &&
      (minor(shown.stake) === null ||
        pvpPayout(r.outcome, minor(shown.stake)!) !== minor(shown.win))
    ) {
      problems.push({ kind: 'seatWin', seat });
    }
  }
  return problems;
}

export type RoundCheck = 'ok' | 'seed-mismatch' | 'client-seed-mismatch' | 'cards-mismatch';

/** The table's own one-line check of its last round. */
export async function checkRound(last: NonNullable<TPvpTable['last']>): Promise<RoundCheck> {
  const [first] = await tableRoundProblems(last);
  if (!first) return 'ok';
  if (first.kind === 'serverSeed') return 'seed-mismatch';
  if (first.kind === 'clientSeed') return 'client-seed-mismatch';
  return 'cards-mismatch';
}
