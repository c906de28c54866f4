// GCSGAME_getGameMatchV2: the home page's hot and featured matches and the leaderboard, read from
// the simulated SPORTS and ESPORTS vendors' books. Decision: the leaderboard is the teams' form
// table over the last ended matches (wins, then fewest losses); the players' winners board is
// GCSGAME_getRankList's, from real settled rounds.
import type {
  TMatch,
  TMatchFeed,
  TMatchFeedQuery,
  TTeamStanding,
} from '@wps/contracts/games/match-feed';
import type { TSimResult, TSimSelection, TSimSport } from '@wps/contracts/games/sim-common';
import { simSelectionsBySport } from '@wps/contracts/games/sim-common';
import type { Db } from '../../../db/client';
import { findMatches, type SimEventRow } from './sim.queries';

/** Ended matches the leaderboard counts. */
const LEADERBOARD_MATCHES = 200;
const LEADERBOARD_SIZE = 10;

function matchView(e: SimEventRow & { vendor: string; gameType: string }): TMatch {
  const sport = e.sport as TSimSport;
  const order = simSelectionsBySport[sport] as readonly TSimSelection[];
  return {
    id: e.id,
    vendor: e.vendor,
    gameType: e.gameType as TMatch['gameType'],
    sport,
    league: e.league,
    home: e.home,
    away: e.away,
    state: e.state,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    prices: order
      .filter((s) => e.odds[s] !== undefined)
      .map((selection) => ({ selection, odds: e.odds[selection]! })),
    score: (e.result as TSimResult | null)?.score ?? null,
  };
}

/** The form table of the teams in `ended`: most wins, then fewest losses, then name. */
export function standingsOf(
  ended: Array<{ sport: string; gameType: string; home: string; away: string; result: unknown }>,
  size = LEADERBOARD_SIZE,
): TTeamStanding[] {
  const table = new Map<string, Omit<TTeamStanding, 'rank'>>();
  const row = (team: string, e: (typeof ended)[number]) => {
    const key = `${e.sport}\n${team}`;
    let r = table.get(key);
    if (!r) {
      r = {
        team,
        sport: e.sport as TSimSport,
        gameType: e.gameType as TTeamStanding['gameType'],
        played: 0,
        wins: 0,
        draws: 0,
        losses: 0,
      };
      table.set(key, r);
    }
    return r;
  };
  for (const e of ended) {
    const winner = (e.result as TSimResult | null)?.winner;
    if (!winner) continue;
    const home = row(e.home, e);
    const away = row(e.away, e);
    home.played++;
    away.played++;
    if (winner === 'draw') {
      home.draws++;
      away.draws++;
    } else if (winner === 'home') {
      home.wins++;
      away.losses++;
    } else if (winner === 'away') {
      away.wins++;
      home.losses++;
    }
  }
  return [...table.values()]
    .sort((a, b) => b.wins - a.wins || a.losses - b.losses || a.team.localeCompare(b.team))
    .slice(0, size)
    .map((r, i) => ({ rank: i + 1, ...r }));
}

export async function gameMatchFeed(db: Db, query: TMatchFeedQuery): Promise<TMatchFeed> {
  const gameTypes: Array<'SPORTS' | 'ESPORTS'> = query.gameType
    ? [query.gameType]
    : ['SPORTS', 'ESPORTS'];
  const [live, upcoming, featured, ended] = await Promise.all([
    findMatches(db, { gameTypes, states: ['live'], order: 'soonest', limit: query.limit }),
    findMatches(db, { gameTypes, states: ['scheduled'], order: 'soonest', limit: query.limit }),
    findMatches(db, {
      gameTypes,
      states: ['live', 'scheduled'],
      featuredOnly: true,
      order: 'soonest',
      limit: query.limit,
    }),
    findMatches(db, {
      gameTypes,
      states: ['ended'],
      order: 'latestEnd',
      limit: LEADERBOARD_MATCHES,
    }),
  ]);
  return {
    hot: [...live, ...upcoming].slice(0, query.limit).map(matchView),
    featured: featured.map(matchView),
    leaderboard: standingsOf(ended),
  };
}
