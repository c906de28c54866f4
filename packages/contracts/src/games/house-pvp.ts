// The built-in PvP card rooms: the rooms of the launched game with who sits where, taking and
// leaving a seat (one per member), and dealing one hand against the banker (the house).
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';
import {
  ZClientKey,
  ZHouseRoundBase,
  ZHouseStake,
  ZHouseTokenBody,
  ZLaunchToken,
} from './house-common';

export const ZHousePvpSeat = z.object({
  seatNo: z.number().int(),
  /** Masked for others (ab***), whole for the player. */
  username: z.string(),
  isMe: z.boolean(),
});

export const ZHousePvpRoom = z.object({
  roomId: z.number().int(),
  name: z.string(),
  minBet: ZMinorValue,
  maxBet: ZMinorValue,
  seats: z.number().int(),
  /** Seats seen within the last two minutes (PVP_SEAT_IDLE_MS), by seat number. */
  taken: z.array(ZHousePvpSeat),
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
    'Built-in PvP: take a seat (leaving any other). SEAT_TAKEN when someone sits there, NOT_FOUND for a room of another game',
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
  summary: 'Built-in PvP: give up the seat',
  tag: 'house',
  access: 'public',
  body: ZHouseTokenBody,
  value: ZHousePvpRooms,
});

export const ZHousePvpHand = z.object({
  /** Cards as rank + suit, e.g. "AS", "10H", "KD". */
  cards: z.array(z.string()),
  /** The hand's points in the card game. */
  points: z.number().int(),
  /** A special hand's name, if any. */
  label: z.string().nullable(),
});

export const ZHousePvpDeal = ZHouseRoundBase.extend({
  roomId: z.number().int(),
  hands: z.object({ player: ZHousePvpHand, banker: ZHousePvpHand }),
  result: z.enum(['win', 'lose', 'tie']),
  bet: ZMinorValue,
});
export type THousePvpDeal = z.infer<typeof ZHousePvpDeal>;

export const housePvpDeal = defineContract({
  method: 'POST',
  path: '/wps/house/pvp/deal',
  summary:
    "Built-in PvP: one hand against the banker in the player's room (idempotent by clientKey). BET_OUT_OF_RANGE outside the room's limits, INVALID_STATE when not seated there",
  tag: 'house',
  access: 'public',
  body: z.strictObject({
    token: ZLaunchToken,
    roomId: z.number().int().positive(),
    stake: ZHouseStake,
    clientKey: ZClientKey,
  }),
  value: ZHousePvpDeal,
});
