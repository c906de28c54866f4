// The simulated vendor's game client starts here: the launch token is authenticated with our
// seamless-wallet API (as an outside vendor would), the game's code names the vendor.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZGameType } from '../content/game-nav';
import { ZGameCode, ZLaunchToken, ZSimLimits, ZSimMoney, ZSimSport } from './sim-common';

export const ZSimSessionRequest = z.strictObject({ token: ZLaunchToken, gameCode: ZGameCode });
export type TSimSessionRequest = z.infer<typeof ZSimSessionRequest>;

export const ZSimSession = z.object({
  player: z.object({ playerId: z.number().int(), username: z.string(), isTrial: z.boolean() }),
  balance: ZSimMoney,
  currency: z.string(),
  vendor: z.object({ code: z.string(), name: z.string(), gameType: ZGameType }),
  game: z.object({ code: z.string(), name: z.string() }),
  /** What this vendor offers (the events call's sport filter). */
  sports: z.array(ZSimSport),
  limits: ZSimLimits,
});
export type TSimSession = z.infer<typeof ZSimSession>;

export const simSession = defineContract({
  method: 'POST',
  path: '/wps/sim/session',
  summary:
    "Simulated vendor (live baccarat, sports, esports, cockfight): the launch token's player, balance, vendor, sports and stake limits. LAUNCH_TOKEN_INVALID for an unknown or ended token, GAME_UNAVAILABLE for a game no simulated vendor serves",
  tag: 'games',
  access: 'public',
  body: ZSimSessionRequest,
  value: ZSimSession,
});
