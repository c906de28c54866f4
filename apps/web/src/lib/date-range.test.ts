import { describe, expect, it } from 'vitest';
import { isValidRange, quickRange, toDay } from './date-range';

describe('date-range quick picks (spec 9)', () => {
  const today = new Date(2026, 2, 3, 15, 30); // 3 March 2026, afternoon

  it('counts today in the previous and the next days', () => {
    expect(quickRange('previous7', today)).toEqual({
      startDate: '2026-02-25',
      endDate: '2026-03-03',
    });
    expect(quickRange('previous30', today)).toEqual({
      startDate: '2026-02-02',
      endDate: '2026-03-03',
    });
    expect(quickRange('next7', today)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-09' });
    expect(quickRange('next30', today)).toEqual({ startDate: '2026-03-03', endDate: '2026-04-01' });
  });

  it('crosses a year end', () => {
    expect(quickRange('previous7', new Date(2026, 0, 2))).toEqual({
      startDate: '2025-12-27',
      endDate: '2026-01-02',
    });
  });

  it('writes local days as yyyy-MM-dd', () => {
    expect(toDay(new Date(2026, 8, 9, 23, 59))).toBe('2026-09-09');
  });

  it('refuses a start after the end or an empty day', () => {
    expect(isValidRange({ startDate: '2026-03-03', endDate: '2026-03-03' })).toBe(true);
    expect(isValidRange({ startDate: '2026-03-04', endDate: '2026-03-03' })).toBe(false);
    expect(isValidRange({ startDate: '', endDate: '2026-03-03' })).toBe(false);
  });
});
