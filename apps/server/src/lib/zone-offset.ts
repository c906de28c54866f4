// A time zone's UTC offset now and the span it holds for, sent with the consolidated settings so
// that the site can show times in the site's zone by arithmetic: a browser's first
// Intl.DateTimeFormat costs it 20 to 30 ms of locale and zone data, a long task on a phone
// (issue 16, "Fast on a cheap phone"). Outside the span the site falls back to Intl.

const DAY_SECONDS = 86_400;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The offset of `timeZone` from UTC at `seconds` (Unix time), in minutes ahead of UTC. */
export function offsetMinutesAt(timeZone: string, seconds: number): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formats.set(timeZone, format);
  }
  const name = format
    .formatToParts(new Date(seconds * 1000))
    .find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT' for UTC itself, else 'GMT+06:30' or 'GMT-03:00'.
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) throw new Error(`unreadable offset ${name} for ${timeZone}`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The first second after `from` (going `direction` +1 forward or -1 back, at most `reachDays`
 * days) whose offset is not `minutes`, or null: a day's steps, then halving to the second.
 */
function change(
  timeZone: string,
  from: number,
  minutes: number,
  direction: 1 | -1,
  reachDays: number,
): number | null {
  let same = from;
  for (let day = 1; day <= reachDays; day++) {
    const next = from + direction * day * DAY_SECONDS;
    if (offsetMinutesAt(timeZone, next) === minutes) {
      same = next;
      continue;
    }
    let other = next;
    while (Math.abs(other - same) > 1) {
      const middle = same + Math.trunc((other - same) / 2);
      if (offsetMinutesAt(timeZone, middle) === minutes) same = middle;
      else other = middle;
    }
    return other;
  }
  return null;
}

export interface ZoneOffsetPeriod {
  /** Minutes ahead of UTC (Yangon: 390). */
  minutes: number;
  /** The first moment with this offset, or `reachDays` before now when none was found. */
  validFrom: string;
  /** The first moment with another offset, or `reachDays` after now when none was found. */
  validUntil: string;
}

/** The offset of `timeZone` at `now` and the span around it in which it holds. */
export function zoneOffsetPeriod(
  timeZone: string,
  now: Date = new Date(),
  reachDays = 400,
): ZoneOffsetPeriod {
  const at = Math.floor(now.getTime() / 1000);
  const minutes = offsetMinutesAt(timeZone, at);
  const before = change(timeZone, at, minutes, -1, reachDays);
  const after = change(timeZone, at, minutes, 1, reachDays);
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
  return {
    minutes,
    // The last second with the other offset is before; this offset starts the second after.
    validFrom: iso(before === null ? at - reachDays * DAY_SECONDS : before + 1),
    validUntil: iso(after ?? at + reachDays * DAY_SECONDS),
  };
}

const remembered = new Map<string, { period: ZoneOffsetPeriod; until: number }>();

/** zoneOffsetPeriod, worked out at most once an hour per zone (about 400 Intl calls each way). */
export function currentZoneOffsetPeriod(timeZone: string, now: Date = new Date()) {
  const kept = remembered.get(timeZone);
  if (kept && now.getTime() < kept.until) return kept.period;
  const period = zoneOffsetPeriod(timeZone, now);
  const until = Math.min(now.getTime() + 3_600_000, Date.parse(period.validUntil));
  remembered.set(timeZone, { period, until });
  return period;
}
