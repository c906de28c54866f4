// When a lottery draws. A schedule is wall-clock time in the lottery's IANA zone: daily draws at
// drawTime on its draw days (numero yyyyMMdd, the local draw date), or fast draws from drawTime
// every intervalSeconds until the local day ends (numero yyyyMMdd-NNNN, 1-based within the local
// day). Wall-clock to instant conversion uses Intl only (no date library).
//
// Daylight saving: a daily time that does not exist (skipped by a spring-forward) is taken with
// the offset before the change, i.e. an hour later on the clock; a time that happens twice is
// the earlier one (as Temporal's 'compatible'). Fast draws step in elapsed seconds from the day's
// first draw to the next local midnight, so a 23- or 25-hour day simply has fewer or more draws
// and no two draws share an instant.

export interface LotterySchedule {
  timeZone: string;
  /** Week days, 1 Sunday .. 7 Saturday, in the lottery's zone. */
  drawDays: readonly number[];
  /** 'HH:mm': the draw (daily) or the day's first draw (fast). */
  drawTime: string;
  /** Fast lotteries: seconds between draws; null for one draw a day. */
  intervalSeconds: number | null;
  /** Betting closes this many seconds before the draw. */
  lockSeconds: number;
}

export interface ScheduledDraw {
  numero: string;
  drawAt: Date;
  /** drawAt - lockSeconds. */
  lockAt: Date;
}

/** The most draws drawsBetween answers (the latest ones). */
export const DRAWS_BETWEEN_MAX = 5000;

const DAY_MS = 86_400_000;

/** A calendar date with no zone: days since 1970-01-01. */
type CivilDay = number;

interface WallClock {
  day: CivilDay;
  /** Milliseconds since the local midnight. */
  ms: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of an instant in the zone, as if it were UTC (ms since epoch). */
function wallMs(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(at))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const { year, month, day, hour, minute, second } = parts as Record<string, number>;
  const ms = ((at % 1000) + 1000) % 1000;
  return Date.UTC(year!, month! - 1, day!, hour! % 24, minute!, second!) + ms;
}

function wallClockOf(at: Date, timeZone: string): WallClock {
  const w = wallMs(at.getTime(), timeZone);
  const day = Math.floor(w / DAY_MS);
  return { day, ms: w - day * DAY_MS };
}

/** The instant a wall-clock time (given as if UTC) happens in the zone; see the header on DST. */
function instantOf(wall: number, timeZone: string): number {
  const offsetAt = (at: number) => wallMs(at, timeZone) - at;
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  const candidates = [wall - before, wall - after].filter((t) => wallMs(t, timeZone) === wall);
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - before;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dateOfDay(day: CivilDay): string {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** 1 Sunday .. 7 Saturday of a civil day. */
const weekDayOfDay = (day: CivilDay) => new Date(day * DAY_MS).getUTCDay() + 1;

/** The week day (1 Sunday .. 7 Saturday) of the instant in the zone. */
export function weekDayOf(at: Date, timeZone: string): number {
  return weekDayOfDay(wallClockOf(at, timeZone).day);
}

/** The instant's wall clock in the zone, 'yyyy-MM-dd HH:mm'. */
export function formatZoned(at: Date, timeZone: string): string {
  const d = new Date(wallMs(at.getTime(), timeZone));
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  );
}

/** Milliseconds after midnight of 'HH:mm'; throws on anything else. */
function drawTimeMs(drawTime: string): number {
  const m = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(drawTime);
  if (!m) throw new Error(`bad draw time ${drawTime}`);
  return (Number(m[1]) * 60 + Number(m[2])) * 60_000;
}

function checkSchedule(s: LotterySchedule): void {
  drawTimeMs(s.drawTime);
  formatterOf(s.timeZone); // throws a RangeError on an unknown zone
  if (
    s.intervalSeconds !== null &&
    !(Number.isInteger(s.intervalSeconds) && s.intervalSeconds >= 1)
  ) {
    throw new Error(`bad interval ${s.intervalSeconds}`);
  }
  if (!Number.isInteger(s.lockSeconds) || s.lockSeconds < 0) throw new Error('bad lock seconds');
  if (!s.drawDays.every((d) => Number.isInteger(d) && d >= 1 && d <= 7)) {
    throw new Error(`bad draw days ${s.drawDays.join(',')}`);
  }
}

/** The draws of one local day, ascending (none when it is not a draw day). */
function drawsOfDay(s: LotterySchedule, day: CivilDay): ScheduledDraw[] {
  if (!s.drawDays.includes(weekDayOfDay(day))) return [];
  const date = dateOfDay(day);
  const start = instantOf(day * DAY_MS + drawTimeMs(s.drawTime), s.timeZone);
  const draw = (numero: string, at: number): ScheduledDraw => ({
    numero,
    drawAt: new Date(at),
    lockAt: new Date(at - s.lockSeconds * 1000),
  });
  if (s.intervalSeconds === null) return [draw(date, start)];
  const dayEnd = instantOf((day + 1) * DAY_MS, s.timeZone);
  const out: ScheduledDraw[] = [];
  for (let at = start, seq = 1; at < dayEnd; at += s.intervalSeconds * 1000, seq++) {
    out.push(draw(`${date}-${pad(seq, 4)}`, at));
  }
  return out;
}

/** The next `count` draws after `after` (drawAt > after), ascending. */
export function nextDraws(s: LotterySchedule, after: Date, count: number): ScheduledDraw[] {
  checkSchedule(s);
  const out: ScheduledDraw[] = [];
  if (count <= 0 || s.drawDays.length === 0) return out;
  // A draw of the previous local day can still be ahead of `after` only in theory (a wall
  // time pushed past midnight); starting a day early costs nothing. Every week day comes
  // within the following 8 days, so the loop ends even when count outruns one week.
  const firstDay = wallClockOf(after, s.timeZone).day - 1;
  for (let day = firstDay; out.length < count; day++) {
    for (const d of drawsOfDay(s, day)) {
      if (d.drawAt > after && out.length < count) out.push(d);
    }
  }
  return out;
}

/** The draws with from < drawAt <= to, ascending; at most DRAWS_BETWEEN_MAX (the latest). */
export function drawsBetween(s: LotterySchedule, from: Date, to: Date): ScheduledDraw[] {
  checkSchedule(s);
  const chunks: ScheduledDraw[][] = [];
  let total = 0;
  const firstDay = wallClockOf(from, s.timeZone).day - 1;
  for (let day = wallClockOf(to, s.timeZone).day; day >= firstDay; day--) {
    const chunk = drawsOfDay(s, day).filter((d) => d.drawAt > from && d.drawAt <= to);
    chunks.push(chunk);
    total += chunk.length;
    if (total >= DRAWS_BETWEEN_MAX) break;
  }
  const out = chunks.reverse().flat();
  return out.slice(Math.max(0, out.length - DRAWS_BETWEEN_MAX));
}
