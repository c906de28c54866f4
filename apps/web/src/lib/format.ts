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

/** 'YYYY/MM/DD' in local time. */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}/${two(date.getMonth() + 1)}/${two(date.getDate())}`;
}

/** Keys of format.weekdayShort, indexed by Date#getDay (0 is Sunday). */
const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The header clock: 'YYYY/MM/DD (ddd) HH:mm:ss' in local time. The day name comes from the
 * language file rather than Intl, because browsers' built-in locale data often lacks Burmese
 * and Shan, and MY must show Burmese day names.
 */
export function formatClock(date: Date, language: LanguageFile): string {
  const t = i18next.getFixedT(language);
  const day = t(`format.weekdayShort.${weekdayKeys[date.getDay()]}`);
  const time = `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  return `${formatDate(date)} (${day}) ${time}`;
}

/** 'YYYY/MM/DD HH:mm:ss' in `timeZone` (the browser's without one). */
export function formatTime(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
  } catch {
    return formatTime(iso, undefined);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
