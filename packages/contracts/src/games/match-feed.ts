// The home page's match sections (spec 2 "home page has hot matches, featured matches,
// leaderboard"): GCSGAME_getGameMatchV2, read from the simulated SPORTS and ESPORTS vendors.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZGameType } from '../content/game-nav';
import { ZSimEventState, ZSimPrice, ZSimSport } from './sim-common';

export const ZMatchFeedQuery = z.strictObject({
  /** SPORTS or ESPORTS only; both when absent. */
  gameType: z.enum(['SPORTS', 'ESPORTS']).optional(),
  /** Matches per list, 1 to 20 (default 8). */
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type TMatchFeedQuery = z.infer<typeof ZMatchFeedQuery>;

export const ZMatch = z.object({
  id: z.number().int(),
  /** The vendor's code (vassalage): launching its game opens the match. */
  vendor: z.string(),
  gameType: ZGameType,
  sport: ZSimSport,
  league: z.string(),
  home: z.string(),
  away: z.string(),
  state: ZSimEventState,
  /** ISO 8601 (UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  prices: z.array(ZSimPrice),
  /** Final score once ended, else null. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
});
export type TMatch = z.infer<typeof ZMatch>;

/**
 * A team's record over the last ended matches (up to 200): the home page's leaderboard is the
 * form table of teams (the winners board of players is GCSGAME_getRankList).
 */
export const ZTeamStanding = z.object({
  rank: z.number().int(),
  team: z.string(),
  sport: ZSimSport,
  gameType: ZGameType,
  played: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
});
export type TTeamStanding = z.infer<typeof ZTeamStanding>;

export const ZMatchFeed = z.object({
  /** Live matches first, then the soonest upcoming ones. */
  hot: z.array(ZMatch),
  /** Featured matches (live or upcoming), soonest first. */
  featured: z.array(ZMatch),
  /** Teams with the most wins, up to 10. */
  leaderboard: z.array(ZTeamStanding),
});
export type TMatchFeed = z.infer<typeof ZMatchFeed>;

export const gameMatchFeed = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getGameMatchV2',
  summary:
    "Home page matches: hot (live, then upcoming), featured, and the teams' leaderboard over recent results, from the sports and esports vendors",
  tag: 'games',
  access: 'public',
  query: ZMatchFeedQuery,
  value: ZMatchFeed,
});
