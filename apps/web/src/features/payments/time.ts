// Times on the payment pages, in the player's local time: 'YYYY/MM/DD HH:mm' for lists, and
// 'HH:mm' (with the date when it is not today) for the receipt deadline.
import { formatDate } from '../../lib/format';

const two = (n: number) => String(n).padStart(2, '0');

function hhmm(date: Date): string {
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${formatDate(date)} ${hhmm(date)}`;
}

/** 'HH:mm' for a time today, else 'YYYY/MM/DD HH:mm'. */
export function formatDeadline(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formatDate(date) === formatDate(now) ? hhmm(date) : formatDateTime(iso);
}
