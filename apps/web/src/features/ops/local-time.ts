// <input type="datetime-local"> speaks wall time without a zone; the API speaks ISO 8601 instants.
// The console reads and writes that wall time in the site's zone (the consolidated settings'
// timeZone, docs/decisions.md "Money records (issue 16)"), so an operator abroad types the time
// players see. Without a zone (settings not in yet) the device's zone is used, as before.
import { zoneOffsetMinutes, zonedParts } from '../../lib/format';

const two = (n: number) => String(n).padStart(2, '0');

/** The instant at which `timeZone`'s clock reads this wall time; null if it is not a time. */
function wallTimeToInstant(
  [year, month, day, hour, minute]: number[],
  timeZone: string | undefined,
): Date | null {
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at the guess, then again at the result (a DST change in between).
  const first = asUtc - zoneOffsetMinutes(timeZone, new Date(asUtc)) * 60_000;
  const second = asUtc - zoneOffsetMinutes(timeZone, new Date(first)) * 60_000;
  return new Date(second);
}

/** "2025-03-01T08:30:00.000Z" -> "2025-03-01T15:00" in `timeZone` (Asia/Yangon); '' for none. */
export function toLocalInput(iso: string | null, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** The reverse: wall time in `timeZone` to an ISO instant; null for an empty or impossible value. */
export function fromLocalInput(value: string, timeZone?: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (!match) return null;
  const fields = match.slice(1, 6).map(Number);
  const [year, month, day, hour, minute] = fields as [number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return wallTimeToInstant(fields, timeZone)?.toISOString() ?? null;
}

/** A calendar day (yyyy-MM-dd) in `timeZone` as the ISO instant it starts. */
export function dayStartIso(day: string, timeZone?: string): string | undefined {
  return fromLocalInput(`${day}T00:00`, timeZone) ?? undefined;
}

/** The instant a calendar day in `timeZone` ends (the next day's start): an exclusive bound. */
export function dayEndIso(day: string, timeZone?: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const next = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(next.getTime())) return undefined;
  next.setUTCDate(next.getUTCDate() + 1);
  return dayStartIso(next.toISOString().slice(0, 10), timeZone);
}
