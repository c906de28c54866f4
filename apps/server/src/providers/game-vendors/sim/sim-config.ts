// What each simulated vendor offers and how often: sports by game type, the event calendar
// (kick-off spacing, duration, when betting closes), stake limits and the teams. The timings
// keep a page showing scheduled, live and ended events at any moment.
import {
  simSportsByType,
  type TSimGameType,
  type TSimSport,
} from '@wps/contracts/games/sim-common';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

export interface SportTiming {
  /** Time between two starts at one vendor (per sport row of the calendar, see below). */
  everyMs: number;
  /** How long an event lasts: a random length between these. */
  minDurationMs: number;
  maxDurationMs: number;
  /** Events are created this far ahead of their start. */
  aheadMs: number;
  /**
   * When betting closes, counted back from the end (in-play allowed) or null: betting closes at
   * the start. Decision: sports and esports take in-play bets until the last minute (the odds are
   * fixed and the result is drawn only at the end, so nothing seen in play changes the price);
   * baccarat and cockfight close when the hand is dealt or the fight starts.
   */
  closesBeforeEndMs: number | null;
  /** Chance an ended event is instead abandoned (every bet rolled back). */
  abandonChance: number;
  /** Chance a new event is featured on the home page. */
  featuredChance: number;
}

export const timingByType: Record<TSimGameType, SportTiming> = {
  // A hand every 30 s: betting open until the deal, the deal takes 6 s.
  LIVE: {
    everyMs: 30 * SECOND,
    minDurationMs: 6 * SECOND,
    maxDurationMs: 6 * SECOND,
    aheadMs: 60 * SECOND,
    closesBeforeEndMs: null,
    abandonChance: 0,
    featuredChance: 0,
  },
  // A kick-off every 3 minutes at each vendor (sports alternate), 3 to 5 minutes each.
  SPORTS: {
    everyMs: 3 * MINUTE,
    minDurationMs: 3 * MINUTE,
    maxDurationMs: 5 * MINUTE,
    aheadMs: 15 * MINUTE,
    closesBeforeEndMs: MINUTE,
    abandonChance: 0.03,
    featuredChance: 0.25,
  },
  ESPORTS: {
    everyMs: 3 * MINUTE,
    minDurationMs: 3 * MINUTE,
    maxDurationMs: 5 * MINUTE,
    aheadMs: 15 * MINUTE,
    closesBeforeEndMs: MINUTE,
    abandonChance: 0.03,
    featuredChance: 0.25,
  },
  // A fight every 2 minutes, a minute long; betting until it starts.
  COCKFIGHT: {
    everyMs: 2 * MINUTE,
    minDurationMs: MINUTE,
    maxDurationMs: MINUTE,
    aheadMs: 6 * MINUTE,
    closesBeforeEndMs: null,
    abandonChance: 0,
    featuredChance: 0,
  },
};

/** When betting on an event closes. */
export function bettingClosesAt(gameType: TSimGameType, startsAt: Date, endsAt: Date): Date {
  const before = timingByType[gameType].closesBeforeEndMs;
  if (before === null) return startsAt;
  return new Date(Math.max(startsAt.getTime(), endsAt.getTime() - before));
}

/** Stake limits in minor units (the game's own minimum bet raises the minimum). */
export const limitsByType: Record<TSimGameType, { minStake: bigint; maxStake: bigint }> = {
  LIVE: { minStake: 100n, maxStake: 1_000_000n },
  SPORTS: { minStake: 100n, maxStake: 500_000n },
  ESPORTS: { minStake: 100n, maxStake: 500_000n },
  COCKFIGHT: { minStake: 100n, maxStake: 500_000n },
};

export function sportsOf(gameType: TSimGameType): readonly TSimSport[] {
  return simSportsByType[gameType];
}

export function isSimGameType(type: string): type is TSimGameType {
  return type in simSportsByType;
}

/** Bookmaker's margin over the fair price, per game type (baccarat has its own fixed table). */
export const marginByType: Record<TSimGameType, number> = {
  LIVE: 0,
  SPORTS: 0.06,
  ESPORTS: 0.05,
  COCKFIGHT: 0.05,
};

/** Baccarat's fixed prices: player 1:1, banker 0.95:1 (commission), tie 8:1. */
export const BACCARAT_ODDS = { player: 2000, banker: 1950, tie: 9000 } as const;

export const teamsBySport: Record<Exclude<TSimSport, 'baccarat' | 'cockfight'>, string[]> = {
  football: [
    'Yangon Tigers',
    'Mandalay Kings',
    'Bago Eagles',
    'Irrawaddy FC',
    'Shan United',
    'Golden Rock',
    'Mawlamyine Stars',
    'Taunggyi Lions',
    'Sittwe Mariners',
    'Naypyidaw City',
    'Pathein Rovers',
    'Myitkyina Hawks',
  ],
  basketball: [
    'Yangon Blaze',
    'Mandalay Thunder',
    'Inle Sharks',
    'Bagan Titans',
    'Delta Kings',
    'Mountain Wolves',
    'River Dragons',
    'Pagoda Giants',
  ],
  dota2: ['Team Lotus', 'Shadow Monks', 'Dragon Roar', 'Iron Tusk', 'Void Runners', 'Mystic Five'],
  csgo: ['Headhunters', 'Crimson Aim', 'Northern Fire', 'Silent Squad', 'Blue Vipers', 'Ace Line'],
  mlbb: [
    'Burmese Legends',
    'Moonlight Gaming',
    'Phoenix Rise',
    'Tiger Claw',
    'Storm Riders',
    'Jade Empire',
  ],
  lol: ['Golden Nexus', 'Rift Walkers', 'Star Guardians', 'Obsidian', 'Crystal Gate', 'Wild Cards'],
};

export const leaguesBySport: Record<Exclude<TSimSport, 'baccarat' | 'cockfight'>, string[]> = {
  football: ['Golden League', 'Delta Cup', 'Premier Series'],
  basketball: ['Hoops League', 'City Championship'],
  dota2: ['Ancient Masters', 'Lotus Invitational'],
  csgo: ['Major Qualifier', 'Night Cup'],
  mlbb: ['Mobile Legends Pro', 'Land of Dawn Cup'],
  lol: ['Rift Series', 'Summoner Cup'],
};

export const roosterNames = [
  'Red Thunder',
  'White Storm',
  'Black Samurai',
  'Golden Spur',
  'Iron Beak',
  'Fire Claw',
  'Silver Wing',
  'Jungle King',
  'Night Hawk',
  'Ruby Crest',
  'Blue Flash',
  'Tiger Feather',
];
