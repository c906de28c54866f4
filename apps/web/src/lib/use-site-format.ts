// The one way a page shows times, days and money: in the site's time zone and with the
// whitelabel's currency label, both from the consolidated settings. Until the settings arrive a
// time reads '…' rather than in the device's zone (which would change under the reader's eyes),
// and money reads without a label rather than under one that may be wrong (a 'P' that turns into
// the site's 'Ks'). The web keeps no label of its own: the whitelabel always carries one, and
// the spec's default 'P' for a whitelabel that sets none is the server's (whitelabel.queries.ts).
import { useMemo } from 'react';
import { useConsolidatedSettings } from '../api/consolidated-settings';
import { todayIn } from './date-range';
import {
  formatClockTime,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatOffset,
  zoneOffsetMinutes,
} from './format';

export interface SiteFormat {
  /** The site's zone (IANA name), undefined until the settings arrive. */
  timeZone: string | undefined;
  /**
   * The whitelabel's currency label, e.g. 'Ks' ('' until the settings arrive). The one source of
   * the label for every player page: header, member panel, jackpot, amount fields, game bars.
   */
  currency: string;
  /** 'YYYY/MM/DD HH:mm:ss' in the site's zone. */
  dateTime: (value: string | Date, options?: { seconds?: boolean }) => string;
  /** 'YYYY/MM/DD' in the site's zone. */
  date: (value: string | Date) => string;
  /** 'HH:mm' in the site's zone. */
  time: (value: string | Date) => string;
  /** 'HH:mm' for a time today (the site's day), else 'YYYY/MM/DD HH:mm'. */
  deadline: (value: string | Date, now?: Date) => string;
  /** A yyyy-MM-dd day as 'YYYY/MM/DD'. */
  day: (day: string) => string;
  /** Minor units as '1,234.56' (no label: a column heading or a field names the currency). */
  amount: (minor: bigint | string) => string;
  /** Minor units as 'Ks 1,234.56'. */
  money: (minor: bigint | string) => string;
  /** Today (yyyy-MM-dd) in the site's zone. */
  today: () => string;
}

const WAITING = '…';

export function siteFormat(timeZone: string | undefined, currency: string): SiteFormat {
  const known = <A extends unknown[]>(fn: (...args: A) => string) =>
    timeZone ? fn : () => WAITING;
  const big = (minor: bigint | string) => (typeof minor === 'string' ? BigInt(minor) : minor);
  return {
    timeZone,
    currency,
    dateTime: known((value: string | Date, options?: { seconds?: boolean }) =>
      formatDateTime(value, timeZone, options),
    ),
    date: known((value: string | Date) => formatDate(value, timeZone)),
    time: known((value: string | Date) => formatClockTime(value, timeZone)),
    deadline: known((value: string | Date, now: Date = new Date()) =>
      formatDate(value, timeZone) === formatDate(now, timeZone)
        ? formatClockTime(value, timeZone)
        : formatDateTime(value, timeZone, { seconds: false }),
    ),
    day: formatDay,
    amount: (minor) => formatMoney(big(minor)),
    money: (minor) => formatMoney(big(minor), currency),
    today: () => todayIn(timeZone),
  };
}

export function useSiteFormat(): SiteFormat {
  const settings = useConsolidatedSettings().data;
  const timeZone = settings?.timeZone;
  const currency = settings?.whitelabel.currencySymbol ?? '';
  return useMemo(() => siteFormat(timeZone, currency), [timeZone, currency]);
}

/** The site's zone as 'UTC+06:30' when the device's zone differs from it now, else null. */
export function zoneDifference(timeZone: string | undefined, now: Date = new Date()) {
  if (!timeZone) return null;
  const site = zoneOffsetMinutes(timeZone, now);
  return site === zoneOffsetMinutes(undefined, now) ? null : formatOffset(site);
}
