// The PvP card rooms (spec 7 "PVP": GLS2_roomList) with how many seats are taken.
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';

/** A seat not seen for this long is free again. */
export const PVP_SEAT_IDLE_MS = 2 * 60 * 1000;

export const ZPvpRoom = z.object({
  roomId: z.number().int(),
  /** The game's nodeId and launch code. */
  nodeId: z.number().int(),
  gameCode: z.string(),
  /** The game's name in the asked language (EN when missing): rooms are grouped under it. */
  gameName: z.string(),
  /** The game's vendor (vassalage). */
  vendor: z.string(),
  /** In the asked language, EN when missing. */
  name: z.string(),
  minBet: ZMinorValue,
  maxBet: ZMinorValue,
  seats: z.number().int(),
  /** Seats seen within the last two minutes. */
  seatsTaken: z.number().int(),
  /** Bots may take empty seats in this room (an operator's switch): the card says so. */
  botsEnabled: z.boolean(),
});
export type TPvpRoom = z.infer<typeof ZPvpRoom>;

export const getRoomList = defineContract({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  summary: 'The active PvP games’ rooms in order, of one game when gameCode is given',
  tag: 'games',
  access: 'member',
  query: z.strictObject({
    gameCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,60}$/)
      .optional(),
    language: ZLanguage.optional(),
  }),
  value: z.array(ZPvpRoom),
});
