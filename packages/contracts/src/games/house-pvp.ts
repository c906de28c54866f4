// The built-in PvP card rooms: the rooms of the launched game with who sits where, taking and
// leaving a seat (one per member). The table itself: house-pvp-table.ts.
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';
import { ZHouseTokenBody, ZLaunchToken } from './house-common';

export const ZHousePvpSeat = z.object({
  seatNo: z.number().int(),
  /** Masked for others (ab***), whole for the player. */
  username: z.string(),
  isMe: z.boolean(),
  /** A bot playing this seat in the room's round (labelled "Bot"). */
  isBot: z.boolean(),
});

export const ZHousePvpRoom = z.object({
  roomId: z.number().int(),
  name: z.string(),
  minBet: ZMinorValue,
  maxBet: ZMinorValue,
  seats: z.number().int(),
  /** Seats seen within the last two minutes (PVP_SEAT_IDLE_MS), by seat number. */
  taken: z.array(ZHousePvpSeat),
  /** Bots may take empty seats here (an operator's switch). */
  botsEnabled: z.boolean(),
});
export type THousePvpRoom = z.infer<typeof ZHousePvpRoom>;

export const ZHousePvpRooms = z.object({
  rooms: z.array(ZHousePvpRoom),
  /** Where the player sits now, if anywhere. */
  mySeat: z.object({ roomId: z.number().int(), seatNo: z.number().int() }).nullable(),
});
export type THousePvpRooms = z.infer<typeof ZHousePvpRooms>;

export const housePvpRooms = defineContract({
  method: 'GET',
  path: '/wps/house/pvp/rooms',
  summary: "Built-in PvP: the launched game's rooms and their taken seats",
  tag: 'house',
  access: 'public',
  query: z.strictObject({ token: ZLaunchToken, language: ZLanguage.optional() }),
  value: ZHousePvpRooms,
});

export const housePvpSit = defineContract({
  method: 'POST',
  path: '/wps/house/pvp/sit',
  summary:
    "Built-in PvP: take a seat (leaving any other). SEAT_TAKEN when someone sits or plays there, INSUFFICIENT_FUNDS below the room's smallest stake, INVALID_STATE while your stake is in play, NOT_FOUND for a room of another game",
  tag: 'house',
  access: 'public',
  body: z.strictObject({
    token: ZLaunchToken,
    roomId: z.number().int().positive(),
    seatNo: z.number().int().min(1).max(20),
  }),
  value: ZHousePvpRooms,
});

export const housePvpLeave = defineContract({
  method: 'POST',
  path: '/wps/house/pvp/leave',
  summary: 'Built-in PvP: give up the seat (a stake in play is played by the house rule)',
  tag: 'house',
  access: 'public',
  body: ZHouseTokenBody,
  value: ZHousePvpRooms,
});
