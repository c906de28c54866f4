// Calendar-day ranges for record filters (spec 9: the date-range quick picks are the next and
// previous 7 and 30 days). Days are yyyy-MM-dd as the date inputs and the record calls use; the
// server counts them in the site's time zone, so "today" is taken there once it is known.

import { zonedParts } from './format';

export interface DayRange {
  startDate: string;
  endDate: string;
}

export type QuickPick = 'previous7' | 'previous30' | 'next7' | 'next30';
export const quickPicks: readonly QuickPick[] = ['previous7', 'previous30', 'next7', 'next30'];
/** The picks of a report about what already happened: the next days would always be empty. */
export const pastQuickPicks: readonly QuickPick[] = ['previous7', 'previous30'];

const two = (n: number) => String(n).padStart(2, '0');

/** Today as yyyy-MM-dd in `timeZone` (an IANA name), or in the browser's zone without one. */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  const p = zonedParts(now, timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/** `day` moved by `days` calendar days (UTC arithmetic on the date alone: no clock, no DST). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The range a quick pick stands for, counting today: the previous 7 days are the 7 days that end
 * today, the next 7 days the 7 days that start today.
 */
export function quickRange(pick: QuickPick, today: string = todayIn()): DayRange {
  const days = pick.endsWith('30') ? 30 : 7;
  if (pick.startsWith('previous'))
    return { startDate: addDays(today, -(days - 1)), endDate: today };
  return { startDate: today, endDate: addDays(today, days - 1) };
}

/** Whether a range can be asked for: both days valid and the start not after the end. */
export function isValidRange({ startDate, endDate }: DayRange): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return day.test(startDate) && day.test(endDate) && startDate <= endDate;
}
