// The built-in PvP card rooms (Shan Koe Mee, the house banks): the launched game's rooms and who
// sits where, one seat per member (a seat not seen for PVP_SEAT_IDLE_MS is free again). The
// players at a room's table play its rounds together: pvp-table.ts.
import type { TLanguage } from '@wps/contracts/http';
import { PVP_SEAT_IDLE_MS } from '@wps/contracts/games/room-list';
import type { THousePvpRooms } from '@wps/contracts/games/house-pvp';
import { AppError } from '../../../errors';
import { findRoom, leaveSeat, listRooms, liveSeats, takeSeat, touchSeat } from './house.queries';
import { openPlay, type HouseDeps, type Play } from './play';
import { advanceRoom, botSeatsOfRooms, BOT_NAME, openStakeOf, seatHasStake } from './pvp-table';

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
  const bots = await botSeatsOfRooms(
    deps.db,
    rooms.map((r) => r.id),
  );
  return {
    rooms: rooms.map((room) => ({
      roomId: room.id,
      name: (language && room.names[language]) || room.names.EN,
      minBet: room.minBet.toString(),
      maxBet: room.maxBet.toString(),
      seats: room.seats,
      taken: [
        ...seats
          .filter((s) => s.roomId === room.id)
          .map((s) => ({
            seatNo: s.seatNo,
            username: s.memberId === play.memberId ? s.username : maskName(s.username),
            isMe: s.memberId === play.memberId,
            isBot: false,
          })),
        ...bots
          .filter((b) => b.roomId === room.id)
          .map((b) => ({ seatNo: b.seatNo, username: BOT_NAME, isMe: false, isBot: true })),
      ].sort((a, b) => a.seatNo - b.seatNo),
      botsEnabled: room.botsEnabled,
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
  // A seat is for playing: the room's smallest stake must be there (trial money counts).
  if (BigInt(play.balance) < (room.minBet > 0n ? room.minBet : 1n)) {
    throw new AppError('INSUFFICIENT_FUNDS', "The balance is below this room's smallest stake.");
  }
  // A stake in an unfinished round keeps the player where it was placed.
  const stake = await openStakeOf(deps.db, play.memberId);
  if (stake) {
    throw new AppError('INVALID_STATE', 'Your round is still being played: wait for its end.');
  }
  const held = await seatHasStake(deps.db, room.id, body.seatNo);
  if (held && held.memberId !== play.memberId) {
    throw new AppError('SEAT_TAKEN', 'Someone plays at this seat.', 'body.seatNo');
  }
  await takeSeat(deps.db, {
    roomId: room.id,
    seatNo: body.seatNo,
    memberId: play.memberId,
    since: idleSince(),
  });
  await advanceRoom(deps, room.id);
  return roomsOf(deps, play);
}

export async function pvpLeave(deps: HouseDeps, body: { token: string }): Promise<THousePvpRooms> {
  const play = await openPlay(deps, body.token, 'pvp');
  await leaveSeat(deps.db, play.memberId);
  return roomsOf(deps, play);
}
