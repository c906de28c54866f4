// Display formatting for money, numbers and the header clock (spec 9: two decimals with
// thousands separators; spec 2: the clock reads YYYY/MM/DD (ddd) HH:mm:ss).
import i18next from 'i18next';
import type { LanguageFile } from '../i18n/languages';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function toMinorUnits(value: bigint | number): bigint {
  if (typeof value === 'bigint') return value;
  // Money is integers end to end (DESIGN 4): a fraction here means a caller did float maths.
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`minor units must be a safe integer, got ${value}`);
  }
  return BigInt(value);
}

/**
 * Money in minor units (1/100) as '1,234.56', or 'P 1,234.56' with a currency symbol.
 * The conversion is integer arithmetic, so no amount is ever rounded by a float.
 */
export function formatMoney(minorUnits: bigint | number, symbol?: string): string {
  const units = toMinorUnits(minorUnits);
  const isNegative = units < 0n;
  const abs = isNegative ? -units : units;
  const whole = groupThousands((abs / 100n).toString());
  const cents = (abs % 100n).toString().padStart(2, '0');
  const amount = `${isNegative ? '-' : ''}${whole}.${cents}`;
  return symbol ? `${symbol} ${amount}` : amount;
}

/**
 * A plain number (not money) with thousands separators and a fixed number of decimals,
 * two by default (spec 9). Not finite: an em dash, so a bad value never shows as "NaN".
 */
export function formatNumber(value: number | bigint, fractionDigits = 2): string {
  if (typeof value === 'bigint') {
    const text = groupThousands(value.toString());
    return fractionDigits > 0 ? `${text}.${'0'.repeat(fractionDigits)}` : text;
  }
  if (!Number.isFinite(value)) return '—';
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const isZero = Number(fixed) === 0;
  const sign = value < 0 && !isZero ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/*
 * Dates and times. Every time on the site is shown in the site's time zone (the consolidated
 * settings' timeZone), in one format for every language: the spec's 'YYYY/MM/DD' and a 24-hour
 * 'HH:mm:ss' with Western digits (docs/decisions.md "Money records (issue 16)"). Day names come
 * from the language file. Pages read these through useSiteFormat (./use-site-format.ts).
 */

/** A moment's calendar and clock fields in `timeZone` (the browser's zone without one). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 is Sunday, as Date#getDay. */
  weekday: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

const weekdayIndex: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

/**
 * Offsets the server gave for zones (the consolidated settings' timeZoneOffset): within its span
 * a zone's clock is UTC moved by the offset, with no Intl. A browser's first DateTimeFormat
 * costs 20 to 30 ms of locale and zone data, a long task on a phone's first screen (issue 16).
 */
const knownOffsets = new Map<string, { minutes: number; from: number; until: number }>();

export function rememberZoneOffset(
  timeZone: string,
  offset: { minutes: number; validFrom: string; validUntil: string },
): void {
  const from = Date.parse(offset.validFrom);
  const until = Date.parse(offset.validUntil);
  if (!Number.isInteger(offset.minutes) || !(from < until)) return;
  knownOffsets.set(timeZone, { minutes: offset.minutes, from, until });
}

export function zonedParts(date: Date, timeZone?: string): ZonedParts {
  const time = date.getTime();
  if (timeZone === undefined) {
    // The browser's own zone: the Date's local fields.
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
      weekday: date.getDay(),
    };
  }
  const known = knownOffsets.get(timeZone);
  if (known && time >= known.from && time < known.until) {
    const shifted = new Date(time + known.minutes * 60_000);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
      weekday: shifted.getUTCDay(),
    };
  }
  let format: Intl.DateTimeFormat;
  try {
    format = partFormat(timeZone);
  } catch {
    // An unknown zone name: the browser's own zone rather than no time at all.
    return zonedParts(date);
  }
  const parts = format.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    // Some engines write midnight as hour 24 even with h23.
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
    second: Number(part('second')),
    weekday: weekdayIndex[part('weekday')] ?? 0,
  };
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY/MM/DD' of a moment in `timeZone` (the browser's zone without one). */
export function formatDate(value: string | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '—';
  const p = zonedParts(date, timeZone);
  return `${p.year}/${two(p.month)}/${two(p.day)}`;
}

/** A calendar day as the API and date filters carry it (yyyy-MM-dd) in the site's format. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[1]}/${match[2]}/${match[3]}` : day;
}

/** The site's written day ('YYYY/MM/DD', also with '-' or '.' between) as yyyy-MM-dd, or null. */
export function parseDay(text: string): string | null {
  const match = /^\s*(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2025/02/30 is not a day: Date would roll it into March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return null;
  return `${match[1]}-${two(month)}-${two(day)}`;
}

/** 'YYYY/MM/DD HH:mm:ss' (or without seconds) of a moment in `timeZone`. */
export function formatDateTime(
  value: string | Date,
  timeZone: string | undefined,
  { seconds = true }: { seconds?: boolean } = {},
): string {
  const date = toDate(value);
  if (!date) return '—';
  const p = zonedParts(date, timeZone);
  const time = `${two(p.hour)}:${two(p.minute)}${seconds ? `:${two(p.second)}` : ''}`;
  return `${p.year}/${two(p.month)}/${two(p.day)} ${time}`;
}

/** 'HH:mm' of a moment in `timeZone`. */
export function formatClockTime(value: string | Date, timeZone: string | undefined): string {
  const date = toDate(value);
  if (!date) return '—';
  const p = zonedParts(date, timeZone);
  return `${two(p.hour)}:${two(p.minute)}`;
}

/** Keys of format.weekdayShort, indexed by Date#getDay (0 is Sunday). */
const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The header clock: 'YYYY/MM/DD (ddd) HH:mm:ss' in `timeZone`. The day name comes from the
 * language file rather than Intl, because browsers' built-in locale data often lacks Burmese
 * and Shan, and MY must show Burmese day names.
 */
export function formatClock(date: Date, language: LanguageFile, timeZone?: string): string {
  const t = i18next.getFixedT(language);
  const p = zonedParts(date, timeZone);
  const day = t(`format.weekdayShort.${weekdayKeys[p.weekday]}`);
  const time = `${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
  return `${p.year}/${two(p.month)}/${two(p.day)} (${day}) ${time}`;
}

/** Minutes `timeZone` is ahead of UTC at `date` (the browser's zone without one). */
export function zoneOffsetMinutes(timeZone: string | undefined, date: Date = new Date()): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** 'UTC+06:30' for an offset in minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
