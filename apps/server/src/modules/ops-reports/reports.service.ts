// The back office's dashboard and reports (issue 20), from the activity facts: a day's figures
// are summed from every member's activity_daily rows once the day is over (facts are written at
// the time of the event, so a closed day does not change) and remembered per database; today's
// are read each time. The range's active players (distinct members) are counted over the range
// and remembered a minute, as the agent reports do.
import type {
  TChannelReportRow,
  TDailyReportRow,
  TDashboard,
  TDashboardDay,
  TGameLine,
  TReportRange,
} from '@wps/contracts/ops/reports';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { activityTimeZone } from '../activity/zone';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './reports.queries';

interface DayReport {
  lines: q.FactLine[];
  counts: q.DayCounts;
  /** Balance adjustments posted that day, net. */
  adjustments: bigint;
}

/** Closed days remembered per database (tests run several in one process): about 5 years. */
const MAX_REMEMBERED_DAYS = 2_000;
const closedDays = new WeakMap<Db, Map<string, DayReport>>();
/** How long a range's count of active players is reused. */
export const ACTIVE_PLAYERS_TTL_MS = 60_000;
const activeRanges = new WeakMap<Db, TtlCache<string, Promise<number>>>();

/** Forgets every remembered day and count (tests, and the benchmark's uncached timings). */
export function forgetReportDays(db: Db): void {
  closedDays.delete(db);
  activeRanges.delete(db);
}

/** yyyy-MM-dd of `at` in the zone. */
export const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every day of the range, in order (both ends inclusive). */
export function daysOf(range: TReportRange): string[] {
  const out: string[] = [];
  for (let ms = dayMs(range.from); ms <= dayMs(range.to); ms += 86_400_000) out.push(dayAt(ms));
  return out;
}

async function readDays(db: Db, days: readonly string[]): Promise<Map<string, DayReport>> {
  const timeZone = activityTimeZone();
  const today = dayIn(timeZone, new Date());
  let remembered = closedDays.get(db);
  if (!remembered) closedDays.set(db, (remembered = new Map()));
  const out = new Map<string, DayReport>();
  const missing: string[] = [];
  for (const day of days) {
    const hit = day < today ? remembered.get(day) : undefined;
    if (hit) out.set(day, hit);
    else missing.push(day);
  }
  if (missing.length === 0) return out;
  const [lines, counts, adjustments] = await Promise.all([
    q.factLines(db, missing),
    q.dayCounts(db, missing, timeZone),
    q.adjustmentsByDay(db, missing, timeZone),
  ]);
  for (const day of missing) {
    const report = {
      lines: lines.filter((l) => l.day === day),
      counts: counts.get(day)!,
      adjustments: adjustments.get(day) ?? 0n,
    };
    out.set(day, report);
    if (day < today) {
      remembered.set(day, report);
      if (remembered.size > MAX_REMEMBERED_DAYS) {
        remembered.delete(remembered.keys().next().value!);
      }
    }
  }
  return out;
}

function activePlayersOver(db: Db, range: TReportRange): Promise<number> {
  let cache = activeRanges.get(db);
  if (!cache) activeRanges.set(db, (cache = createTtlCache(ACTIVE_PLAYERS_TTL_MS, 1_000)));
  const key = `${range.from}:${range.to}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const counting = q.activePlayersOver(db, range.from, dayAt(dayMs(range.to) + 86_400_000));
  cache.set(key, counting);
  counting.catch(() => cache.delete(key));
  return counting;
}

interface Sums {
  rounds: number;
  betAmount: bigint;
  validBet: bigint;
  win: bigint;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  bonus: bigint;
}

const zero = (): Sums => ({
  rounds: 0,
  betAmount: 0n,
  validBet: 0n,
  win: 0n,
  deposits: 0n,
  depositCount: 0,
  withdrawals: 0n,
  withdrawalCount: 0,
  bonus: 0n,
});

function add(into: Sums, l: Sums): void {
  into.rounds += l.rounds;
  into.betAmount += l.betAmount;
  into.validBet += l.validBet;
  into.win += l.win;
  into.deposits += l.deposits;
  into.depositCount += l.depositCount;
  into.withdrawals += l.withdrawals;
  into.withdrawalCount += l.withdrawalCount;
  into.bonus += l.bonus;
}

function cashOf(s: Sums, counts: q.DayCounts, adjustments: bigint) {
  return {
    deposits: s.deposits.toString(),
    depositCount: s.depositCount,
    withdrawals: s.withdrawals.toString(),
    withdrawalCount: s.withdrawalCount,
    netCash: (s.deposits - s.withdrawals).toString(),
    validBet: s.validBet.toString(),
    ggr: (s.validBet - s.win).toString(),
    bonus: s.bonus.toString(),
    adjustments: adjustments.toString(),
    ...counts,
  };
}

function gameLine(gameType: string, vendorId: number, s: Sums, names: Map<number, string>) {
  return {
    gameType,
    vendorId,
    vendor: names.get(vendorId) ?? '',
    rounds: s.rounds,
    betAmount: s.betAmount.toString(),
    validBet: s.validBet.toString(),
    win: s.win.toString(),
    ggr: (s.validBet - s.win).toString(),
  };
}

/** Game lines (money rows aside) summed per game type and vendor, highest GGR first. */
function byGame(lines: Iterable<q.FactLine>, names: Map<number, string>): TGameLine[] {
  const sums = new Map<string, { gameType: string; vendorId: number; s: Sums }>();
  for (const l of lines) {
    if (l.gameType === '') continue;
    const key = `${l.gameType}|${l.vendorId}`;
    let entry = sums.get(key);
    if (!entry) sums.set(key, (entry = { gameType: l.gameType, vendorId: l.vendorId, s: zero() }));
    add(entry.s, l);
  }
  return [...sums.values()]
    .map((e) => gameLine(e.gameType, e.vendorId, e.s, names))
    .sort(
      (a, b) =>
        Number(BigInt(b.ggr) - BigInt(a.ggr)) ||
        a.gameType.localeCompare(b.gameType) ||
        a.vendorId - b.vendorId,
    );
}

export async function getDashboard(
  deps: Deps,
  caller: Caller | null,
  range: TReportRange,
): Promise<TDashboard> {
  await requireOperator(deps, caller, 'reports.read');
  const days = daysOf(range);
  const [reports, activePlayers, names] = await Promise.all([
    readDays(deps.db, days),
    activePlayersOver(deps.db, range),
    q.vendorNames(deps.db),
  ]);
  const total = zero();
  let registrations = 0;
  let firstDepositors = 0;
  let adjustments = 0n;
  const series: TDashboardDay[] = days.map((day) => {
    const report = reports.get(day)!;
    const s = zero();
    for (const l of report.lines) add(s, l);
    add(total, s);
    registrations += report.counts.registrations;
    firstDepositors += report.counts.firstDepositors;
    adjustments += report.adjustments;
    return { day, ...cashOf(s, report.counts, report.adjustments) };
  });
  return {
    timeZone: activityTimeZone(),
    from: range.from,
    to: range.to,
    totals: {
      ...cashOf(total, { registrations, firstDepositors, activePlayers }, adjustments),
      rounds: total.rounds,
      betAmount: total.betAmount.toString(),
      win: total.win.toString(),
    },
    days: series,
    byGame: byGame(
      days.flatMap((d) => reports.get(d)!.lines),
      names,
    ),
  };
}

export async function getDailyReport(
  deps: Deps,
  caller: Caller | null,
  query: TReportRange & { page: number; pageSize: number },
) {
  await requireOperator(deps, caller, 'reports.read');
  const days = daysOf(query);
  const [reports, names] = await Promise.all([readDays(deps.db, days), q.vendorNames(deps.db)]);
  const rows: TDailyReportRow[] = days.flatMap((day) =>
    byGame(reports.get(day)!.lines, names).map((line) => ({ day, ...line })),
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    timeZone: activityTimeZone(),
    rows: rows.slice(start, start + query.pageSize),
    total: rows.length,
    totalPages: Math.ceil(rows.length / query.pageSize),
  };
}

export async function getChannelReport(deps: Deps, caller: Caller | null, range: TReportRange) {
  await requireOperator(deps, caller, 'reports.read');
  const timeZone = activityTimeZone();
  const figures = await q.channelFigures(
    deps.db,
    range.from,
    dayAt(dayMs(range.to) + 86_400_000),
    timeZone,
  );
  const rows: TChannelReportRow[] = figures.map((f) => ({
    channelId: f.channelId,
    code: f.code,
    name: f.name,
    deposits: { count: f.depositCount, amount: f.depositAmount, fee: f.depositFee },
    depositsPending: f.depositsPending,
    depositsRefused: f.depositsRefused,
    withdrawals: { count: f.withdrawalCount, amount: f.withdrawalAmount, fee: f.withdrawalFee },
  }));
  return { timeZone, rows };
}
