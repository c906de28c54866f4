// The simulated vendor's events: scheduled and live ones with their prices, and recent results.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZGameCode, ZLaunchToken, ZSimEvent, ZSimSport } from './sim-common';

export const ZSimEventsQuery = z.strictObject({
  token: ZLaunchToken,
  gameCode: ZGameCode,
  /** One of the vendor's sports; all of them when absent. */
  sport: ZSimSport.optional(),
});
export type TSimEventsQuery = z.infer<typeof ZSimEventsQuery>;

export const ZSimEvents = z.object({
  /** Scheduled and live events, soonest first. */
  events: z.array(ZSimEvent),
  /** The last ended or cancelled events (up to 10), latest first. */
  results: z.array(ZSimEvent),
  /** The server's clock, ISO 8601: count-downs are drawn against it. */
  serverTime: z.string(),
});
export type TSimEvents = z.infer<typeof ZSimEvents>;

export const simEvents = defineContract({
  method: 'GET',
  path: '/wps/sim/events',
  summary:
    "Simulated vendor: scheduled and live events with prices and betting state, and recent results, of the launch token's vendor",
  tag: 'games',
  access: 'public',
  query: ZSimEventsQuery,
  value: ZSimEvents,
});
