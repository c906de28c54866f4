// Operators and the PvP card rooms (issue 16): every room with its game, and the switch that lets
// bots take empty seats there (off unless an admin turns it on; each change is audited).
import { z } from 'zod';
import { ZIdParams } from '../content/fields';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';

export const ZOpsPvpRoom = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  /** The room's and its game's English names. */
  name: z.string(),
  gameName: z.string(),
  minBet: ZMinorValue,
  maxBet: ZMinorValue,
  seats: z.number().int(),
  botsEnabled: z.boolean(),
});
export type TOpsPvpRoom = z.infer<typeof ZOpsPvpRoom>;

export const opsListPvpRooms = defineContract({
  method: 'GET',
  path: '/ops/api/pvp-rooms',
  summary: 'The PvP card rooms in display order, with their bots switch',
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  value: z.array(ZOpsPvpRoom),
});

export const ZPvpRoomBots = z.strictObject({ botsEnabled: z.boolean() });
export type TPvpRoomBots = z.infer<typeof ZPvpRoomBots>;

export const opsSetPvpRoomBots = defineContract({
  method: 'PUT',
  path: '/ops/api/pvp-rooms/:id/bots',
  summary:
    'Let bots take empty seats in a PvP room, or not (admin; audited). Bots join only while a ' +
    'member is seated, stake the house’s own money and are labelled as bots',
  tag: 'ops',
  access: 'operator',
  permission: 'games.edit',
  params: ZIdParams,
  body: ZPvpRoomBots,
  value: ZOpsPvpRoom,
});
