import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setupTestI18n } from '../test/test-i18n';
import { formatClock, formatDate, formatMoney, formatNumber } from './format';

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
