// Calendar-day ranges for record filters (spec 9: the date-range quick picks are the next and
// previous 7 and 30 days). Days are local calendar days as yyyy-MM-dd, the form date inputs
// and the record calls use.

export interface DayRange {
  startDate: string;
  endDate: string;
}

export type QuickPick = 'previous7' | 'previous30' | 'next7' | 'next30';
export const quickPicks: readonly QuickPick[] = ['previous7', 'previous30', 'next7', 'next30'];

const two = (n: number) => String(n).padStart(2, '0');

/** A local date as yyyy-MM-dd. */
export function toDay(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  // Calendar arithmetic on the local date, so a daylight-saving change never skips a day.
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The range a quick pick stands for, counting today: the previous 7 days are the 7 days that end
 * today, the next 7 days the 7 days that start today.
 */
export function quickRange(pick: QuickPick, today: Date = new Date()): DayRange {
  const days = pick.endsWith('30') ? 30 : 7;
  if (pick.startsWith('previous')) {
    return { startDate: toDay(addDays(today, -(days - 1))), endDate: toDay(today) };
  }
  return { startDate: toDay(today), endDate: toDay(addDays(today, days - 1)) };
}

/** Whether a range can be asked for: both days valid and the start not after the end. */
export function isValidRange({ startDate, endDate }: DayRange): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return day.test(startDate) && day.test(endDate) && startDate <= endDate;
}
