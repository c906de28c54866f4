// The built-in PvP card rooms (Shan Koe Mee against the house banker): the launched game's rooms
// and who sits where, one seat per member (a seat not seen for PVP_SEAT_IDLE_MS is free again),
// and a hand dealt to the seated player against the banker. Each hand is the player's own round:
// the others at the table are shown, and play their own hands when they deal.
import type { TLanguage } from '@wps/contracts/http';
import { PVP_SEAT_IDLE_MS } from '@wps/contracts/games/room-list';
import type { THousePvpDeal, THousePvpRooms } from '@wps/contracts/games/house-pvp';
import { cardLabel } from '@wps/games/cards';
import { PVP_ROUND_BYTES, deal, pvpPayout, type PvpHand } from '@wps/games/pvp';
import { AppError } from '../../../errors';
import {
  findRoom,
  leaveSeat,
  listRooms,
  liveSeats,
  seatOf,
  takeSeat,
  touchSeat,
} from './house.queries';
import { checkBetRange } from './limits';
import { openPlay, type HouseDeps, type Play } from './play';
import { playRound } from './rounds';

/** Another player's name as the table shows it: the first two characters, then stars. */
export function maskName(username: string): string {
  return `${username.slice(0, 2)}***`;
}

const idleSince = () => new Date(Date.now() - PVP_SEAT_IDLE_MS);

async function roomsOf(deps: HouseDeps, play: Play, language?: TLanguage): Promise<THousePvpRooms> {
  const rooms = await listRooms(deps.db, play.game.id);
  const seats = await liveSeats(
    deps.db,
    rooms.map((r) => r.id),
    idleSince(),
  );
  const mine = seats.find((s) => s.memberId === play.memberId) ?? null;
  return {
    rooms: rooms.map((room) => ({
      roomId: room.id,
      name: (language && room.names[language]) || room.names.EN,
      minBet: room.minBet.toString(),
      maxBet: room.maxBet.toString(),
      seats: room.seats,
      taken: seats
        .filter((s) => s.roomId === room.id)
        .map((s) => ({
          seatNo: s.seatNo,
          username: s.memberId === play.memberId ? s.username : maskName(s.username),
          isMe: s.memberId === play.memberId,
        })),
    })),
    mySeat: mine ? { roomId: mine.roomId, seatNo: mine.seatNo } : null,
  };
}

/** The rooms; being here keeps the player's seat. */
export async function pvpRooms(
  deps: HouseDeps,
  query: { token: string; language?: TLanguage },
): Promise<THousePvpRooms> {
  const play = await openPlay(deps, query.token, 'pvp');
  await touchSeat(deps.db, play.memberId);
  return roomsOf(deps, play, query.language);
}

async function roomOfGame(play: Play, deps: HouseDeps, roomId: number) {
  const room = await findRoom(deps.db, roomId);
  if (!room || room.gameId !== play.game.id) {
    throw new AppError('NOT_FOUND', 'No such room in this game.', 'body.roomId');
  }
  return room;
}

export async function pvpSit(
  deps: HouseDeps,
  body: { token: string; roomId: number; seatNo: number },
): Promise<THousePvpRooms> {
  const play = await openPlay(deps, body.token, 'pvp');
  const room = await roomOfGame(play, deps, body.roomId);
  if (body.seatNo > room.seats) {
    throw new AppError('VALIDATION_FAILED', `This room has ${room.seats} seats.`, 'body.seatNo');
  }
  await takeSeat(deps.db, {
    roomId: room.id,
    seatNo: body.seatNo,
    memberId: play.memberId,
    since: idleSince(),
  });
  return roomsOf(deps, play);
}

export async function pvpLeave(deps: HouseDeps, body: { token: string }): Promise<THousePvpRooms> {
  const play = await openPlay(deps, body.token, 'pvp');
  await leaveSeat(deps.db, play.memberId);
  return roomsOf(deps, play);
}

interface PvpOutcomeJson {
  [k: string]: unknown;
  hands: { player: HandJson; banker: HandJson };
  result: 'win' | 'lose' | 'tie';
  win: string;
}
type HandJson = { cards: string[]; points: number; shan: boolean };

const handJson = (h: PvpHand): HandJson => ({
  cards: h.cards.map(cardLabel),
  points: h.points,
  shan: h.shan,
});

export async function pvpDeal(
  deps: HouseDeps,
  body: { token: string; roomId: number; stake: string; clientKey: string },
): Promise<THousePvpDeal> {
  const play = await openPlay(deps, body.token, 'pvp');
  const room = await roomOfGame(play, deps, body.roomId);
  const seat = await seatOf(deps.db, play.memberId);
  if (!seat || seat.roomId !== room.id || seat.seenAt < idleSince()) {
    throw new AppError('INVALID_STATE', 'Take a seat in this room first.', 'body.roomId');
  }
  const stake = BigInt(body.stake);
  checkBetRange(stake, { min: room.minBet > 0n ? room.minBet : 1n, max: room.maxBet });
  await touchSeat(deps.db, play.memberId);
  const round = await playRound(deps.db, play, {
    clientKey: body.clientKey,
    engine: 'pvp',
    // One seat: the player's hand against the banker's, dealt from the round's own deck.
    bet: { stake: body.stake, roomId: room.id, seats: 1 },
    amount: stake,
    prefetch: PVP_ROUND_BYTES,
    hasJackpot: false,
    draw(rng) {
      const r = deal(rng, 1);
      const mine = r.seats[0]!;
      const win = pvpPayout(mine.outcome, stake);
      const outcome: PvpOutcomeJson = {
        hands: { player: handJson(mine), banker: handJson(r.banker) },
        result: mine.outcome,
        win: win.toString(),
      };
      return { outcome: outcome as never, win };
    },
  });
  const o = round.outcome as unknown as PvpOutcomeJson;
  const hand = (h: HandJson) => ({
    cards: h.cards,
    points: h.points,
    label: h.shan ? 'Shan' : null,
  });
  return {
    roundId: round.roundId,
    nonce: round.nonce,
    serverSeedHash: round.serverSeedHash,
    roomId: room.id,
    hands: { player: hand(o.hands.player), banker: hand(o.hands.banker) },
    result: o.result,
    win: round.win.toString(),
    bet: stake.toString(),
    balance: round.balance,
  };
}
