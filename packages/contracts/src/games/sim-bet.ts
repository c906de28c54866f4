// A bet with the simulated vendor: the stake is debited through our seamless-wallet API, the bet
// is settled (credit, or rollback if the event is cancelled) when the event ends.
import { z } from 'zod';
import { defineContract } from '../http';
import {
  ZGameCode,
  ZLaunchToken,
  ZSimBet,
  ZSimClientKey,
  ZSimMoney,
  ZSimSelection,
  ZSimStake,
} from './sim-common';

export const ZSimBetRequest = z.strictObject({
  token: ZLaunchToken,
  gameCode: ZGameCode,
  eventId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  selection: ZSimSelection,
  stake: ZSimStake,
  /** The same key again is the same bet: answered as first, nothing debited twice. */
  clientKey: ZSimClientKey,
});
export type TSimBetRequest = z.infer<typeof ZSimBetRequest>;

export const ZSimBetPlaced = z.object({
  bet: ZSimBet,
  balance: ZSimMoney,
  currency: z.string(),
});
export type TSimBetPlaced = z.infer<typeof ZSimBetPlaced>;

export const simBet = defineContract({
  method: 'POST',
  path: '/wps/sim/bet',
  summary:
    "Simulated vendor: places a bet at the event's current odds. NOT_FOUND for another vendor's or unknown event, VALIDATION_FAILED for a selection the sport lacks, BET_CLOSED after betting closed, BET_OUT_OF_RANGE outside the limits, INSUFFICIENT_FUNDS, LAUNCH_TOKEN_INVALID",
  tag: 'games',
  access: 'public',
  body: ZSimBetRequest,
  value: ZSimBetPlaced,
});
