// <input type="datetime-local"> speaks local wall time without a zone; the API speaks ISO 8601.

/** "2025-03-01T08:30:00.000Z" -> "2025-03-01T15:00" in the browser's zone; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The reverse: local wall time to an ISO instant; null for an empty or impossible value. */
export function fromLocalInput(value: string): string | null {
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A local calendar day (yyyy-MM-dd, as <input type="date"> holds it) as the ISO instant it starts. */
export function dayStartIso(day: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The instant a local calendar day ends (the next day's start): an exclusive upper bound. */
export function dayEndIso(day: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
