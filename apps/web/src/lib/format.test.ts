import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayIn } from './date-range';
import fc from 'fast-check';
import { setupTestI18n } from '../test/test-i18n';
import {
  formatClock,
  formatClockTime,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  formatOffset,
  rememberZoneOffset,
  parseDay,
  zoneOffsetMinutes,
  zonedParts,
} from './format';

beforeAll(async () => {
  await setupTestI18n('EN');
});

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [123456, '1,234.56'],
    [100000, '1,000.00'],
    [99999, '999.99'],
    [100000000, '1,000,000.00'],
    [-5, '-0.05'],
    [-123456, '-1,234.56'],
  ])('%s minor units read %s', (units, text) => {
    expect(formatMoney(units)).toBe(text);
  });

  it('formats bigints beyond the safe integer range exactly', () => {
    expect(formatMoney(123456789012345678901n)).toBe('1,234,567,890,123,456,789.01');
    expect(formatMoney(-100n)).toBe('-1.00');
    expect(formatMoney(BigInt(Number.MAX_SAFE_INTEGER) + 2n)).toBe('90,071,992,547,409.93');
  });

  it('puts the currency symbol in front', () => {
    expect(formatMoney(123456, 'P')).toBe('P 1,234.56');
    expect(formatMoney(-123456, '¥')).toBe('¥ -1,234.56');
    expect(formatMoney(0, '')).toBe('0.00');
  });

  it('refuses fractional or unsafe numbers instead of rounding money', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney(0.1 + 0.2)).toThrow(RangeError);
    expect(() => formatMoney(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('agrees with a digit-by-digit reading for any safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (units) => {
        const text = formatMoney(units);
        const digits = text.replace(/[,.-]/g, '');
        expect(BigInt(digits) * (units < 0 ? -1n : 1n)).toBe(BigInt(units));
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [0.01, '0.01'],
    [-9876.54, '-9,876.54'],
    [-0.001, '0.00'],
    [999.999, '1,000.00'],
  ])('%s reads %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it('takes other fraction digits', () => {
    expect(formatNumber(1234567, 0)).toBe('1,234,567');
    expect(formatNumber(5777, 0)).toBe('5,777');
    expect(formatNumber(0.75, 3)).toBe('0.750');
  });

  it('formats bigints', () => {
    expect(formatNumber(12345678901234567890n)).toBe('12,345,678,901,234,567,890.00');
    expect(formatNumber(-1234n, 0)).toBe('-1,234');
  });

  it('shows a dash, never NaN, for values that are not finite', () => {
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatClock', () => {
  // Sunday 4 January 2026, 09:05:07 local time.
  const sunday = new Date(2026, 0, 4, 9, 5, 7);

  it('reads YYYY/MM/DD (ddd) HH:mm:ss with zero padding', () => {
    expect(formatClock(sunday, 'EN')).toBe('2026/01/04 (Sun) 09:05:07');
    expect(formatClock(new Date(2026, 11, 31, 23, 59, 59), 'EN')).toBe('2026/12/31 (Thu) 23:59:59');
  });

  it('uses a 24-hour clock', () => {
    expect(formatClock(new Date(2026, 0, 4, 0, 0, 0), 'EN')).toBe('2026/01/04 (Sun) 00:00:00');
    expect(formatClock(new Date(2026, 0, 4, 13, 0, 0), 'EN')).toBe('2026/01/04 (Sun) 13:00:00');
  });

  it('names every day of the week in English', () => {
    const names = Array.from({ length: 7 }, (_, i) =>
      formatClock(new Date(2026, 0, 4 + i, 12), 'EN').slice(12, 15),
    );
    expect(names).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('names the days in Burmese for MY', () => {
    const names = Array.from(
      { length: 7 },
      (_, i) => /\((.+)\)/.exec(formatClock(new Date(2026, 0, 4 + i, 12), 'MY'))?.[1],
    );
    expect(names).toEqual(['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ']);
    expect(formatClock(sunday, 'MY')).toBe('2026/01/04 (တနင်္ဂနွေ) 09:05:07');
  });

  it('has a day name of its own in every language file', () => {
    expect(formatClock(sunday, 'CN')).toBe('2026/01/04 (周日) 09:05:07');
    expect(formatClock(sunday, 'TH')).toBe('2026/01/04 (อา.) 09:05:07');
    expect(formatClock(sunday, 'VI')).toBe('2026/01/04 (CN) 09:05:07');
    expect(formatClock(sunday, 'ID')).toBe('2026/01/04 (Min) 09:05:07');
    expect(formatClock(sunday, 'TY')).toBe('2026/01/04 (တနင်္ဂနွေ) 09:05:07');
  });

  it('formats the date part alone', () => {
    expect(formatDate(new Date(2026, 2, 9))).toBe('2026/03/09');
  });
});

describe('one clock: times in the site zone', () => {
  // 2026-03-10 20:00:05 UTC is 02:30:05 on the 11th in Yangon (UTC+6:30) and 15:00:05 on the 10th
  // in New York (UTC-4, summer time from 8 March): the same instant reads the same wherever the browser is.
  const instant = '2026-03-10T20:00:05.000Z';

  it('reads YYYY/MM/DD HH:mm:ss in the zone asked, whatever the device zone', () => {
    expect(formatDateTime(instant, 'Asia/Yangon')).toBe('2026/03/11 02:30:05');
    expect(formatDateTime(instant, 'America/New_York')).toBe('2026/03/10 16:00:05');
    expect(formatDateTime(instant, 'UTC')).toBe('2026/03/10 20:00:05');
    expect(formatDateTime(new Date(instant), 'Asia/Yangon', { seconds: false })).toBe(
      '2026/03/11 02:30',
    );
    expect(formatDate(instant, 'Asia/Yangon')).toBe('2026/03/11');
    expect(formatClockTime(instant, 'Asia/Yangon')).toBe('02:30');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatDateTime('2026-03-10T17:30:00.000Z', 'Asia/Yangon')).toBe('2026/03/11 00:00:00');
  });

  it('shows a dash for a time that does not parse, and an unknown zone as the device zone', () => {
    expect(formatDateTime('soon', 'Asia/Yangon')).toBe('—');
    expect(formatDateTime(instant, 'Not/AZone')).toBe(formatDateTime(instant, undefined));
  });

  it('puts the header clock in the site zone with its day name', () => {
    expect(formatClock(new Date(instant), 'EN', 'Asia/Yangon')).toBe('2026/03/11 (Wed) 02:30:05');
  });

  it("knows each zone's offset, summer time included", () => {
    expect(zoneOffsetMinutes('Asia/Yangon', new Date(instant))).toBe(390);
    expect(zoneOffsetMinutes('UTC', new Date(instant))).toBe(0);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-01-10T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-07-10T12:00:00Z'))).toBe(-240);
    expect(formatOffset(390)).toBe('UTC+06:30');
    expect(formatOffset(-300)).toBe('UTC-05:00');
    expect(formatOffset(0)).toBe('UTC+00:00');
  });
});

describe('days as typed and shown', () => {
  it('shows a yyyy-MM-dd day as YYYY/MM/DD', () => {
    expect(formatDay('2026-03-09')).toBe('2026/03/09');
    expect(formatDay('')).toBe('');
  });

  it.each([
    ['2026/03/09', '2026-03-09'],
    ['2026-3-9', '2026-03-09'],
    [' 2026.03.09 ', '2026-03-09'],
    ['2024/02/29', '2024-02-29'],
  ])('reads %j as %s', (text, day) => {
    expect(parseDay(text)).toBe(day);
  });

  it.each([
    '',
    '2026/02/30',
    '2025/02/29',
    '2026/13/01',
    '03/09/2026',
    '09/03/2026',
    '2026/03',
    'abc',
  ])('refuses %j (not a day in YYYY/MM/DD, never read the US way)', (text) => {
    expect(parseDay(text)).toBeNull();
  });
});

describe("a zone's offset from the server: times without Intl", () => {
  afterEach(() => vi.restoreAllMocks());

  it('within the span, the clock is UTC moved by the offset, and Intl is not asked', () => {
    rememberZoneOffset('Test/Plus_Two', {
      minutes: 120,
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: '2027-01-01T00:00:00Z',
    });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatDateTime('2026-11-28T23:30:05Z', 'Test/Plus_Two')).toBe('2026/11/29 01:30:05');
    expect(zonedParts(new Date('2026-11-28T23:30:05Z'), 'Test/Plus_Two').weekday).toBe(0);
    expect(todayIn('Test/Plus_Two', new Date('2026-11-28T23:30:05Z'))).toBe('2026-11-29');
    expect(intl).not.toHaveBeenCalled();
  });

  it('outside the span, or with an empty or unreadable span, Intl decides', () => {
    // A zone Intl does not know falls back to the browser's zone: the span is not used there.
    rememberZoneOffset('Test/Plus_Three', {
      minutes: 180,
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: '2026-06-01T00:00:00Z',
    });
    const outside = new Date('2026-11-28T00:00:00Z');
    expect(zonedParts(outside, 'Test/Plus_Three')).toEqual(zonedParts(outside));
    rememberZoneOffset('Europe/London', {
      minutes: 60,
      validFrom: '2026-07-01T00:00:00Z',
      validUntil: '2026-07-01T00:00:00Z',
    });
    expect(formatDateTime('2026-07-01T12:00:00Z', 'Europe/London')).toBe('2026/07/01 13:00:00');
    expect(formatDateTime('2026-12-01T12:00:00Z', 'Europe/London')).toBe('2026/12/01 12:00:00');
  });

  it("the browser's own zone is the Date's local fields", () => {
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    const date = new Date('2026-11-28T10:20:30Z');
    expect(formatDateTime(date, undefined)).toBe(
      `${date.getFullYear()}/${String(date.getMonth() + 1).padStart(2, '0')}/` +
        `${String(date.getDate()).padStart(2, '0')} ${String(date.getHours()).padStart(2, '0')}:` +
        `${String(date.getMinutes()).padStart(2, '0')}:30`,
    );
    expect(intl).not.toHaveBeenCalled();
  });

  it('gives what Intl gives for Yangon at any moment in its span', () => {
    rememberZoneOffset('Asia/Yangon', {
      minutes: 390,
      validFrom: '2000-01-01T00:00:00Z',
      validUntil: '2100-01-01T00:00:00Z',
    });
    const byIntl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Yangon',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: 946_684_800_000, max: 4_102_444_799_000 }), (ms) => {
        const parts = Object.fromEntries(
          byIntl.formatToParts(new Date(ms)).map((p) => [p.type, p.value]),
        );
        const expected = `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
        expect(formatDateTime(new Date(ms), 'Asia/Yangon')).toBe(expected);
      }),
    );
  });
});
