// Settlement periods in the site's time zone: a key that names the period (D:2026-11-27), its
// start and its end. D day, W week (Monday to Sunday), H half month (1st-15th, 16th-end), M
// month, HR hour, R5 five minutes (real-time salary).

export const periodTypes = ['D', 'W', 'H', 'M', 'HR', 'R5'] as const;
export type PeriodType = (typeof periodTypes)[number];

export interface Period {
  type: PeriodType;
  key: string;
  start: Date;
  /** Exclusive. */
  end: Date;
}

interface Wall {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(at: Date, timeZone: string): Wall {
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
    });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The instant the site's wall clock shows `w` (the earlier one when a clock change repeats it). */
function instantOf(w: Wall, timeZone: string): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  let guess = asUtc;
  for (let i = 0; i < 3; i++) {
    const seen = wallClock(new Date(guess), timeZone);
    const diff = asUtc - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    if (diff === 0) break;
    guess += diff;
  }
  return new Date(guess);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateText = (w: Pick<Wall, 'year' | 'month' | 'day'>) =>
  `${w.year}-${pad(w.month)}-${pad(w.day)}`;

/** A calendar date moved by `days` (months and years roll over). */
function addDays(w: Wall, days: number): Wall {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { ...w, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The period of `type` that contains `at`. */
export function periodOf(type: PeriodType, at: Date, timeZone: string): Period {
  const w = wallClock(at, timeZone);
  const midnight = { ...w, hour: 0, minute: 0 };
  let start: Wall;
  let end: Wall;
  let key: string;
  switch (type) {
    case 'R5': {
      start = { ...w, minute: w.minute - (w.minute % 5) };
      end = { ...start, minute: start.minute + 5 };
      key = `R5:${dateText(w)}T${pad(start.hour)}:${pad(start.minute)}`;
      break;
    }
    case 'HR':
      start = { ...w, minute: 0 };
      end = { ...start, hour: start.hour + 1 };
      key = `HR:${dateText(w)}T${pad(w.hour)}`;
      break;
    case 'D':
      start = midnight;
      end = addDays(midnight, 1);
      key = `D:${dateText(w)}`;
      break;
    case 'W': {
      const weekday = (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7;
      start = addDays(midnight, -weekday);
      end = addDays(start, 7);
      key = `W:${dateText(start)}`;
      break;
    }
    case 'H': {
      const isFirstHalf = w.day <= 15;
      start = { ...midnight, day: isFirstHalf ? 1 : 16 };
      end = isFirstHalf
        ? { ...midnight, day: 16 }
        : addDays({ ...midnight, day: daysInMonth(w.year, w.month) }, 1);
      key = `H:${dateText(start)}`;
      break;
    }
    case 'M':
      start = { ...midnight, day: 1 };
      end = addDays({ ...midnight, day: daysInMonth(w.year, w.month) }, 1);
      key = `M:${w.year}-${pad(w.month)}`;
      break;
  }
  // Date.UTC normalises minute 60 and hour 24 into the next hour or day.
  const norm = (x: Wall): Wall => {
    const d = new Date(Date.UTC(x.year, x.month - 1, x.day, x.hour, x.minute));
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
    };
  };
  return {
    type,
    key,
    start: instantOf(norm(start), timeZone),
    end: instantOf(norm(end), timeZone),
  };
}

/** The last period of `type` that ended at or before `at`. */
export function lastEndedPeriod(type: PeriodType, at: Date, timeZone: string): Period {
  const current = periodOf(type, at, timeZone);
  return periodOf(type, new Date(current.start.getTime() - 1), timeZone);
}

/** The period right after `p`. */
export function nextPeriod(p: Period, timeZone: string): Period {
  return periodOf(p.type, p.end, timeZone);
}

/** Which period types a kind of contract may use. */
export function periodTypesOf(
  kind: 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary',
): readonly PeriodType[] {
  if (kind === 'hourly_salary') return ['HR'];
  if (kind === 'realtime_salary') return ['R5'];
  return ['D', 'W', 'H', 'M'];
}

/** A period of whole days as the calendar days of the site (toDay excluded). */
export function daysOf(p: Period, timeZone: string): { fromDay: string; toDay: string } {
  return {
    fromDay: dateText(wallClock(p.start, timeZone)),
    toDay: dateText(wallClock(p.end, timeZone)),
  };
}

/** Whether the period is read from daily facts (D, W, H, M) or hourly ones (HR, R5). */
export function isDailyPeriod(type: PeriodType): boolean {
  return type === 'D' || type === 'W' || type === 'H' || type === 'M';
}

/** Rebuilds a period from its key's type and a stored start (a run's row). */
export function periodFromRow(type: string, start: Date, timeZone: string): Period {
  return periodOf(type as PeriodType, start, timeZone);
}
