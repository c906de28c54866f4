// The player's bets with one simulated vendor, newest first.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZGameCode, ZLaunchToken, ZSimBet } from './sim-common';

export const ZSimBetsQuery = z.strictObject({ token: ZLaunchToken, gameCode: ZGameCode });
export type TSimBetsQuery = z.infer<typeof ZSimBetsQuery>;

export const ZSimBets = z.object({
  /** The last 50 bets with this vendor, newest first. */
  bets: z.array(ZSimBet),
});
export type TSimBets = z.infer<typeof ZSimBets>;

export const simBets = defineContract({
  method: 'GET',
  path: '/wps/sim/bets',
  summary: "Simulated vendor: the launch token's player's last 50 bets with this vendor",
  tag: 'games',
  access: 'public',
  query: ZSimBetsQuery,
  value: ZSimBets,
});
