// The built-in PvP table (issue 16): several players at one table against the house banker, one
// shared deck per round. The table's state (seats, stakes, the countdown, whose turn, the hands
// once revealed, the round's seed commitment and, after the round, its seeds) comes as a snapshot
// and live through server-sent events; a seated player stakes during the countdown and decides
// draw or stand on their turn.
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';
import { ZClientSeed, ZHouseStake, ZLaunchToken } from './house-common';

export const pvpActions = ['draw', 'stand'] as const;
export const ZPvpAction = z.enum(pvpActions);

export const ZPvpTableSeat = z.object({
  seatNo: z.number().int(),
  /** Masked for others (ab***), whole for the player; "Bot" for a bot. */
  username: z.string(),
  isMe: z.boolean(),
  /** A bot the operator let play in this room (its stake is the house's own). */
  isBot: z.boolean(),
  /** The stake in this round (null: seated but not playing this round). */
  stake: ZMinorValue.nullable(),
  /** Card labels ("9S"): the player's own from the deal, everyone's once the round is over. */
  cards: z.array(z.string()),
  /** How many cards the seat holds (others' cards stay hidden until the round is over). */
  cardCount: z.number().int(),
  points: z.number().int().nullable(),
  action: ZPvpAction.nullable(),
  /** The decision was the house rule's because the player did not decide in time. */
  isAuto: z.boolean(),
  outcome: z.enum(['win', 'lose', 'tie']).nullable(),
  win: ZMinorValue.nullable(),
});
export type TPvpTableSeat = z.infer<typeof ZPvpTableSeat>;

export const ZPvpTableRound = z.object({
  roundId: z.number().int(),
  state: z.enum(['betting', 'playing', 'settling', 'settled', 'void']),
  /** ISO time the stakes are dealt. */
  dealAt: z.string(),
  turnSeat: z.number().int().nullable(),
  turnDeadline: z.string().nullable(),
  /** The banker's cards: hidden (empty) until the round is over. */
  banker: z.object({
    cards: z.array(z.string()),
    points: z.number().int().nullable(),
  }),
  /** Published before the deal. */
  serverSeedHash: z.string(),
  /** Revealed once the round is over. */
  serverSeed: z.string().nullable(),
  /** Every staked seat's own client seed, from the deal on (tableSeedText mixes them). */
  clientSeeds: z.array(z.object({ seatNo: z.number().int(), clientSeed: z.string() })),
  /** SHA-256 of tableSeedText(clientSeeds): the client seed of the round's rng (nonce 0). */
  clientSeed: z.string().nullable(),
});
export type TPvpTableRound = z.infer<typeof ZPvpTableRound>;

export const ZPvpTable = z.object({
  roomId: z.number().int(),
  name: z.string(),
  minBet: ZMinorValue,
  maxBet: ZMinorValue,
  seats: z.number().int(),
  /** Players needed at the table before a countdown starts. */
  minPlayers: z.number().int(),
  /** Bots may take empty seats here (an operator's switch); each is labelled isBot. */
  botsEnabled: z.boolean(),
  /** Everyone seated now, with their part in the current round. */
  seated: z.array(ZPvpTableSeat),
  mySeat: z.number().int().nullable(),
  /** The round now (betting, playing) or, between rounds, the last one. */
  round: ZPvpTableRound.nullable(),
  /** The last finished round of this room, with its seats, for the result and the check. */
  last: ZPvpTableRound.extend({ seats: z.array(ZPvpTableSeat) }).nullable(),
  /** The room's last finished rounds (up to PVP_RECENT_ROUNDS, newest first), to check each. */
  recentRounds: z.array(z.object({ roundId: z.number().int(), settledAt: z.string().nullable() })),
  /** The server's clock (ISO), for the countdown. */
  now: z.string(),
});
export type TPvpTable = z.infer<typeof ZPvpTable>;

const tableQuery = z.strictObject({
  token: ZLaunchToken,
  roomId: z.coerce.number().int().positive(),
  language: ZLanguage.optional(),
});

export const housePvpTable = defineContract({
  method: 'GET',
  path: '/wps/house/pvp/table',
  summary: 'Built-in PvP: the table of a room of the launched game now',
  tag: 'house',
  access: 'public',
  query: tableQuery,
  value: ZPvpTable,
});

export const housePvpTableStream = defineContract({
  method: 'GET',
  path: '/wps/house/pvp/table/stream',
  summary:
    "Built-in PvP: the room's table as server-sent events, 'table' now and after every change; keeps the player's seat. TOO_MANY_REQUESTS beyond 4 open streams of one launch token",
  tag: 'house',
  access: 'public',
  query: tableQuery,
  value: ZPvpTable,
  stream: { event: 'table' },
});

export const housePvpBet = defineContract({
  method: 'POST',
  path: '/wps/house/pvp/bet',
  summary:
    "Built-in PvP: stake in the room's round during its countdown (once per round). INVALID_STATE when not seated there or already staked, BET_CLOSED after the countdown, BET_OUT_OF_RANGE, INSUFFICIENT_FUNDS",
  tag: 'house',
  access: 'public',
  body: z.strictObject({
    token: ZLaunchToken,
    roomId: z.number().int().positive(),
    stake: ZHouseStake,
    /** The player's own seed for this round (the client picks a random one by default). */
    clientSeed: ZClientSeed,
  }),
  value: ZPvpTable,
});

export const housePvpAct = defineContract({
  method: 'POST',
  path: '/wps/house/pvp/act',
  summary:
    'Built-in PvP: draw a third card or stand, at your seat on your turn. NOT_YOUR_SEAT, NOT_YOUR_TURN',
  tag: 'house',
  access: 'public',
  body: z.strictObject({
    token: ZLaunchToken,
    roomId: z.number().int().positive(),
    seatNo: z.number().int().min(1).max(20),
    action: ZPvpAction,
  }),
  value: ZPvpTable,
});

export const ZPvpTableRoundVerify = z.object({
  roundId: z.number().int(),
  /** The room's name (English) and its game. */
  roomName: z.string(),
  gameName: z.string(),
  /** 'settling' while the wins are being paid, 'settled' after. */
  state: z.enum(['settling', 'settled']),
  /** Published from the round's opening, before any stake. */
  serverSeedHash: z.string(),
  serverSeed: z.string(),
  /** Every staked seat's own client seed, in seat order. */
  clientSeeds: z.array(z.object({ seatNo: z.number().int(), clientSeed: z.string() })),
  /** SHA-256 of tableSeedText(clientSeeds): the rng's client seed (nonce 0). */
  clientSeed: z.string(),
  banker: z.object({ cards: z.array(z.string()), points: z.number().int() }),
  /** Each staked seat (never who sat there): its cards, decision, result and win. */
  seats: z.array(
    z.object({
      seatNo: z.number().int(),
      stake: ZMinorValue,
      cards: z.array(z.string()),
      points: z.number().int(),
      action: ZPvpAction.nullable(),
      isAuto: z.boolean(),
      isBot: z.boolean(),
      outcome: z.enum(['win', 'lose', 'tie']),
      win: ZMinorValue,
    }),
  ),
  dealtAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TPvpTableRoundVerify = z.infer<typeof ZPvpTableRoundVerify>;

export const housePvpRoundVerify = defineContract({
  method: 'GET',
  path: '/wps/house/pvp/rounds/:roundId',
  summary:
    "Built-in PvP: a finished table round's verification data (public like the other built-in rounds; seat numbers, never who sat there). ROUND_NOT_OVER before the round's result; NOT_FOUND for no round or one called off before the deal",
  tag: 'house',
  access: 'public',
  params: z.strictObject({
    roundId: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  }),
  value: ZPvpTableRoundVerify,
});
