import { describe, expect, it } from 'vitest';
import { isValidRange, quickRange, todayIn } from './date-range';

describe('date-range quick picks (spec 9)', () => {
  it('counts today in the previous and the next days', () => {
    const today = '2026-03-03';
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

  it('crosses a year end and a leap day', () => {
    expect(quickRange('previous7', '2026-01-02')).toEqual({
      startDate: '2025-12-27',
      endDate: '2026-01-02',
    });
    expect(quickRange('next7', '2028-02-27').endDate).toBe('2028-03-04');
  });

  it("takes today in the site's time zone", () => {
    const evening = new Date('2026-03-03T20:00:00Z');
    expect(todayIn('Asia/Yangon', evening)).toBe('2026-03-04');
    expect(todayIn('America/New_York', evening)).toBe('2026-03-03');
    // An unknown zone falls back to the browser's day rather than failing.
    expect(todayIn('Not/AZone', evening)).toMatch(/^2026-03-0[34]$/);
  });

  it('refuses a start after the end or an empty day', () => {
    expect(isValidRange({ startDate: '2026-03-03', endDate: '2026-03-03' })).toBe(true);
    expect(isValidRange({ startDate: '2026-03-04', endDate: '2026-03-03' })).toBe(false);
    expect(isValidRange({ startDate: '', endDate: '2026-03-03' })).toBe(false);
  });
});
