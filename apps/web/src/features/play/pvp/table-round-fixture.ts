// Test fixture: a PvP table round played as the server plays it (the engine's deal from the
// server seed and the seats' client seeds, each seat deciding in turn), in the two shapes the web
// receives it: a table's last round (GET /wps/house/pvp/table) and a round's check
// (GET /wps/house/pvp/rounds/:id). The in-browser check and the verify page's tests share it.
import type { TPvpTable, TPvpTableRoundVerify } from '@wps/contracts/games/house-pvp-table';
import { cardLabel, newShoe } from '@wps/games/cards';
import { createRoundRng, sha256Hex } from '@wps/games/fair';
import {
  PVP_ROUND_BYTES,
  act,
  finishTable,
  openTable,
  pvpPayout,
  tableSeedText,
  turnOf,
  type PvpAction,
} from '@wps/games/pvp';

export type ShownRound = NonNullable<TPvpTable['last']>;

export interface RoundPlay {
  serverSeed: string;
  clientSeeds: { seatNo: number; clientSeed: string }[];
  /** Each seat's decision when it has one. */
  decide: (seatNo: number) => PvpAction;
  /** Every seat's stake. */
  stake: bigint;
}

async function played(p: RoundPlay) {
  const clientSeed = await sha256Hex(tableSeedText(p.clientSeeds));
  const rng = await createRoundRng(p.serverSeed, clientSeed, 0, PVP_ROUND_BYTES);
  const deck = rng.shuffle(newShoe(1));
  let table = openTable(
    deck,
    p.clientSeeds.map((c) => c.seatNo),
  );
  for (let seat = turnOf(table); seat !== null; seat = turnOf(table)) {
    table = act(deck, table, seat, p.decide(seat));
  }
  const result = finishTable(deck, table);
  const seats = result.seats.map((s) => ({
    seatNo: s.seatNo,
    stake: p.stake.toString(),
    cards: s.cards.map(cardLabel),
    points: s.points,
    action: table.seats.find((x) => x.seatNo === s.seatNo)!.action,
    isAuto: false,
    isBot: false,
    outcome: s.outcome,
    win: pvpPayout(s.outcome, p.stake).toString(),
  }));
  return {
    serverSeed: p.serverSeed,
    serverSeedHash: await sha256Hex(p.serverSeed),
    clientSeeds: p.clientSeeds,
    clientSeed,
    banker: { cards: result.banker.cards.map(cardLabel), points: result.banker.points },
    seats,
  };
}

/** The round as a table shows it once over (others' names masked). */
export async function shownRound(p: RoundPlay, roundId = 7): Promise<ShownRound> {
  const r = await played(p);
  return {
    ...r,
    roundId,
    state: 'settled',
    dealAt: new Date().toISOString(),
    turnSeat: null,
    turnDeadline: null,
    seats: r.seats.map((s) => ({
      ...s,
      username: 'ab***',
      isMe: false,
      cardCount: s.cards.length,
    })),
  };
}

/** The round as its check (GET /wps/house/pvp/rounds/:id) shows it. */
export async function verifiedRound(
  p: RoundPlay,
  facts: {
    roundId: number;
    roomName: string;
    gameName: string;
    dealtAt: string;
    settledAt: string;
  },
): Promise<TPvpTableRoundVerify> {
  return { ...(await played(p)), ...facts, state: 'settled' };
}
