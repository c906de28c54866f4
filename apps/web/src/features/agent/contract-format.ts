// How the agent centre shows contracts: rates (basis points) as percentages, the kinds by menu
// page, the periods each kind may settle by, and a day range as the instants the statement call
// takes (the site's days, not the device's).
import type { TContractKind, TContractTier } from '@wps/contracts/agent/contracts';
import { zoneOffsetMinutes } from '../../lib/format';
import type { DayRange } from '../../lib/date-range';

/** 150 basis points as '1.50%'. */
export function formatRate(rateBp: number): string {
  return `${(rateBp / 100).toFixed(2)}%`;
}

/** A typed percentage ('1.5') as basis points, or null when it is not one of 0 to 100. */
export function parseRate(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

export type ContractPeriodType = 'D' | 'W' | 'H' | 'M' | 'HR' | 'R5';

/** The periods a kind settles by (spec 3, 9: salary periods daily, weekly, semimonthly, monthly). */
export const periodsOfKind: Record<TContractKind, readonly ContractPeriodType[]> = {
  dividend: ['D', 'W', 'H', 'M'],
  daily_salary: ['D', 'W', 'H', 'M'],
  hourly_salary: ['HR'],
  realtime_salary: ['R5'],
};

/** Which tier thresholds a kind is judged by. */
export const thresholdsOfKind: Record<
  TContractKind,
  readonly (keyof Omit<TContractTier, 'rateBp'>)[]
> = {
  dividend: ['minValidBet', 'minLoss', 'minActive'],
  daily_salary: ['minBetAmount', 'minActive'],
  hourly_salary: ['minBetAmount', 'minActive'],
  // One rate and no thresholds (the server refuses any: contract-rules.ts checkTerms).
  realtime_salary: [],
};

/** The contract flag that turns a kind on (wallet/contract-flags.ts). */
export const flagOfKind = {
  dividend: 'divtypereq',
  daily_salary: 'dailysalreqtype',
  hourly_salary: 'contracthoursalreqtype',
  realtime_salary: 'realtimesalreqtype',
} as const satisfies Record<TContractKind, string>;

export const contractKinds: readonly TContractKind[] = [
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
];

/** The instant a site day starts (yyyy-MM-dd in `timeZone`), as ISO. */
function dayStart(day: string, timeZone: string | undefined): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at that day's midday is the day's offset except on a change-over night.
  const offset = zoneOffsetMinutes(timeZone, new Date(utcMidnight + 12 * 3_600_000));
  return new Date(utcMidnight - offset * 60_000).toISOString();
}

/** A range of site days as [from, to): from the first day's start to the day after the last's. */
export function rangeInstants(range: DayRange, timeZone: string | undefined) {
  const after = new Date(Date.parse(`${range.endDate}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { from: dayStart(range.startDate, timeZone), to: dayStart(after, timeZone) };
}
