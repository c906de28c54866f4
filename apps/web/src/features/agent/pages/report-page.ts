// What the agent centre's report pages share on top of the records kit: a range of the site's
// days (at most MAX_REPORT_DAYS) with a page number that goes back to 1 when the range or a
// filter changes, the report call's range-and-page fields, the list's pager and its CSV name;
// and the money column every report shows.
import { useState } from 'react';
import { REPORT_MAX_DAYS, REPORT_PAGE_SIZE } from '../report-constants';
import {
  netClass,
  useRecordsRange,
  type RecordColumn,
} from '../../../components/records-kit/records-kit';
import { toMajor } from '../../../lib/money-amount';
import type { SiteFormat } from '../../../lib/use-site-format';

/** The longest range one report covers. */
export const MAX_REPORT_DAYS = REPORT_MAX_DAYS;

/** A page number for a paged list: `paging` feeds RecordsList, `firstPage` follows a new filter. */
export function useReportPaging() {
  const [pageNo, setPageNo] = useState(1);
  return {
    pageNo,
    firstPage: () => setPageNo(1),
    paging: (totalPages: number | undefined) => ({
      pageNo,
      totalPages: totalPages ?? 1,
      onPageChange: (update: (pageNo: number) => number) => setPageNo(update),
    }),
  };
}

/** A paged report over a range of days: `asked` is the call's range and page, 15 to a page. */
export function useReportRange() {
  const pages = useReportPaging();
  const range = useRecordsRange({ maxDays: MAX_REPORT_DAYS, onChange: pages.firstPage });
  const { startDate, endDate } = range.asked;
  return {
    ...pages,
    range,
    asked: { startDate, endDate, pageNo: pages.pageNo, pageSize: REPORT_PAGE_SIZE },
    /** The CSV's file name: the report's name and the range's days. */
    csvName: (name: string) => `${name}-${startDate}-${endDate}`,
  };
}

/** The keys of T whose values are amounts (strings of minor units). */
type AmountKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** An amount column in the site's money format; `signed` colours it as a net (netClass). */
export function moneyColumn<T>(
  format: SiteFormat,
  key: AmountKey<T>,
  label: string,
  { signed = false }: { signed?: boolean } = {},
): RecordColumn<T> {
  const amount = (row: T) => String(row[key]);
  return {
    key,
    label,
    numeric: true,
    ...(signed ? { cellClass: (row: T) => netClass(amount(row)) } : {}),
    cell: (row) => format.amount(amount(row)),
    csv: (row) => toMajor(amount(row)),
  };
}
