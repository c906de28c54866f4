// The record pages' shared rule about days: they count in the site's zone (Asia/Yangon in these
// tests), which near midnight is not the browser's day.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { quickRange, todayIn } from '../lib/date-range';
import { formatDay } from '../lib/format';
import { pinClock } from './clock';

/**
 * At 20:00 UTC, 02:30 of the next day in Yangon: a record page (rendered by `render`, `asked`
 * giving the queries it sent) asks first for the browser's week, and once an answer names the
 * site's zone moves its range, inputs included, to the site's week.
 */
export async function expectSiteWeekPastMidnight(
  render: () => { asked: () => Array<Record<string, string>> },
): Promise<void> {
  pinClock('2026-03-10T20:00:00.000Z');
  const { asked } = render();
  const siteWeek = quickRange('previous7', todayIn('Asia/Yangon'));
  expect(siteWeek.endDate).toBe('2026-03-11');
  await waitFor(() => expect(asked().at(-1)).toMatchObject(siteWeek));
  expect(asked()[0]).toMatchObject(quickRange('previous7', todayIn()));
  // The inputs write the days in the site's one format.
  expect(screen.getByLabelText('From')).toHaveValue(formatDay(siteWeek.startDate));
  expect(screen.getByLabelText('To')).toHaveValue(formatDay(siteWeek.endDate));
}
