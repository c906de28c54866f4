// The simulated vendors' calendar, advanced by the scheduled job (inside its locked transaction,
// so one process at a time): starts events whose time has come, ends those whose end has come
// with a drawn result (or abandons a few), keeps each vendor's next events created ahead, and
// prunes old events nobody bet on. No money here: settlement (sim-settle.ts) pays through the
// vendor API after this transaction commits.
import type { TSimResult, TSimSport } from '@wps/contracts/games/sim-common';
import type { Db } from '../../../db/client';
import { dealBaccaratResult } from './sim-baccarat';
import {
  BACCARAT_ODDS,
  leaguesBySport,
  marginByType,
  roosterNames,
  sportsOf,
  teamsBySport,
  timingByType,
} from './sim-config';
import {
  abandonedResult,
  drawResult,
  fairChances,
  pick,
  pickPair,
  pricesOf,
  serverRandom,
  type SimRandom,
} from './sim-draw';
import {
  findDueEnds,
  findSimVendors,
  finishEvent,
  insertEvents,
  latestStart,
  pruneEvents,
  startDueEvents,
  type NewSimEvent,
  type SimVendor,
} from './sim.queries';

/** Events ended per run at most (the job runs again at once when more are due). */
const ENDS_PER_RUN = 200;
/** New events per vendor per run at most. */
const CREATES_PER_VENDOR = 20;
/** Ended events nobody bet on are deleted after a day. */
const KEEP_UNBET_MS = 24 * 60 * 60 * 1000;

/** A new event of `vendor` starting at `startsAt`. */
export function newEvent(vendor: SimVendor, startsAt: Date, rand: SimRandom): NewSimEvent {
  const timing = timingByType[vendor.gameType];
  const sports = sportsOf(vendor.gameType);
  // Sports alternate along the calendar (football, basketball, football ...).
  const sport: TSimSport = sports[Math.floor(startsAt.getTime() / timing.everyMs) % sports.length]!;
  const span = timing.maxDurationMs - timing.minDurationMs;
  const durationMs =
    timing.minDurationMs + (span > 0 ? rand.int(Math.floor(span / 1000) + 1) * 1000 : 0);
  const endsAt = new Date(startsAt.getTime() + durationMs);
  const base = {
    vendorId: vendor.id,
    sport,
    startsAt,
    endsAt,
    state: 'scheduled' as const,
    isFeatured: rand.float() < timing.featuredChance,
  };
  if (sport === 'baccarat') {
    return {
      ...base,
      league: 'Baccarat',
      home: 'Player',
      away: 'Banker',
      odds: { ...BACCARAT_ODDS },
    };
  }
  const odds = pricesOf(fairChances(sport, rand), marginByType[vendor.gameType]);
  if (sport === 'cockfight') {
    const [meron, wala] = pickPair(rand, roosterNames);
    return { ...base, league: `Arena ${1 + rand.int(3)}`, home: meron, away: wala, odds };
  }
  const [home, away] = pickPair(rand, teamsBySport[sport]);
  return { ...base, league: pick(rand, leaguesBySport[sport]), home, away, odds };
}

/** The result of an event at its end: cards for baccarat, else a winner drawn from the prices. */
export function resultAtEnd(
  event: { sport: string; odds: Record<string, number> },
  abandonChance: number,
  rand: SimRandom,
): { state: 'ended' | 'cancelled'; result: TSimResult } {
  if (abandonChance > 0 && rand.float() < abandonChance) {
    return { state: 'cancelled', result: abandonedResult };
  }
  const sport = event.sport as TSimSport;
  if (sport === 'baccarat') return { state: 'ended', result: dealBaccaratResult() };
  return { state: 'ended', result: drawResult(sport, event.odds, rand) };
}

/** The starts to create for a vendor whose latest event starts at `latest`. */
export function nextStarts(vendor: SimVendor, latest: Date | null, now: Date): Date[] {
  const { everyMs, aheadMs, maxDurationMs } = timingByType[vendor.gameType];
  const t = now.getTime();
  let next: number;
  if (latest === null || latest.getTime() < t - maxDurationMs) {
    // A fresh calendar (or one left behind while stopped): matches start on the grid, one already
    // under way when in-play betting exists; tables and fights start at the next step.
    const inPlay = timingByType[vendor.gameType].closesBeforeEndMs !== null;
    next = inPlay ? Math.floor(t / everyMs) * everyMs : Math.ceil(t / everyMs) * everyMs;
  } else {
    next = latest.getTime() + everyMs;
  }
  const starts: Date[] = [];
  while (next <= t + aheadMs && starts.length < CREATES_PER_VENDOR) {
    starts.push(new Date(next));
    next += everyMs;
  }
  return starts;
}

/**
 * One step of every simulated vendor's calendar at `now`. Answers whether events were left due
 * (the batch limit): the job then runs again at once.
 */
export async function advanceSimEvents(
  db: Db,
  now: Date,
  rand: SimRandom = serverRandom,
): Promise<{ hasMore: boolean }> {
  const vendors = await findSimVendors(db);
  for (const vendor of vendors) {
    const starts = nextStarts(vendor, await latestStart(db, vendor.id), now);
    await insertEvents(
      db,
      starts.map((at) => newEvent(vendor, at, rand)),
    );
  }
  const due = await findDueEnds(db, now, ENDS_PER_RUN);
  for (const event of due) {
    const { state, result } = resultAtEnd(event, timingByType[event.gameType].abandonChance, rand);
    await finishEvent(db, event.id, state, result);
  }
  await startDueEvents(db, now);
  await pruneEvents(db, new Date(now.getTime() - KEEP_UNBET_MS), 500);
  return { hasMore: due.length === ENDS_PER_RUN };
}
