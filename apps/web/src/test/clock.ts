// A fixed date for tests whose answers depend on what day it is. Only Date is replaced: timers
// stay real, so waitFor, user events and queries behave as without it.
import { vi } from 'vitest';

/**
 * 11:00 UTC: the same calendar day in every zone from UTC-11 to UTC+12, Asia/Yangon (the site's
 * zone in these tests) included, so the browser's day and the site's agree wherever a test runs.
 */
export const MIDDAY = '2026-03-10T11:00:00.000Z';

/** From now until vi.useRealTimers(), the clock reads `iso` (and stands still). */
export function pinClock(iso: string = MIDDAY): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}
