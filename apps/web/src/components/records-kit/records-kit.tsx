// The records kit: the pieces every record page is built from (betting record, account record,
// profit and loss, and the agent, bonus, points and message records after them). See
// CONTRIBUTING.md "A record page". A page keeps its own query and its own filters; the kit gives
// the date range with the quick picks counted in the site's time zone, the filter card, the
// totals, and the list (loading, error and empty states, a table on a desktop and a card per row
// on a phone, paging, the CSV export of the rows shown, and of the whole range page by page).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isValidRange,
  pastQuickPicks,
  quickPicks,
  quickRange,
  type DayRange,
} from '../../lib/date-range';
import { downloadCsv, toCsv, type CsvValue } from '../../lib/csv';
import { useSiteFormat } from '../../lib/use-site-format';
import { DateRangePicker } from '../date-range/date-range-picker';
import { Pager } from '../pager/pager';
import { ResultCard } from '../result-card/result-card';
import '../../styles/member-page.css';
import './records-kit.css';

/** Days in a range, both ends counted. */
export function rangeDays({ startDate, endDate }: DayRange): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

export type RangeProblem = 'order' | 'tooLong' | null;

export function rangeProblem(range: DayRange, maxDays?: number): RangeProblem {
  if (!isValidRange(range)) return 'order';
  return maxDays !== undefined && rangeDays(range) > maxDays ? 'tooLong' : null;
}

/**
 * A range of days, first the previous 7 days in the site's zone. `asked` is the last range that
 * could be asked for: a half-typed or too long range keeps the list as it was. `onChange` runs
 * when `asked` changes (a page goes back to page 1). Records are of the past: the quick picks of
 * the next 7 and 30 days show only where a page says `hasFuture` (something scheduled ahead).
 */
export function useRecordsRange({
  maxDays,
  onChange,
  hasFuture = false,
  initial = 'previous7',
}: {
  maxDays?: number;
  onChange?: () => void;
  hasFuture?: boolean;
  /** The range shown first (a page of weekly or monthly periods starts wider). */
  initial?: 'previous7' | 'previous30';
} = {}) {
  const { timeZone, today } = useSiteFormat();
  const [range, setRange] = useState<DayRange>(() => quickRange(initial, today()));
  const [asked, setAsked] = useState<DayRange>(range);
  const hasChosen = useRef(false);

  // The settings may name the site's zone after the first render; near midnight its today is
  // not the device's, so the first range moves there unless the member already chose one.
  useEffect(() => {
    if (!timeZone || hasChosen.current) return;
    const first = quickRange(initial, today());
    setRange(first);
    setAsked(first);
  }, [timeZone, today, initial]);

  const changeRange = (next: DayRange) => {
    hasChosen.current = true;
    setRange(next);
    if (rangeProblem(next, maxDays) === null) {
      setAsked(next);
      onChange?.();
    }
  };
  return {
    range,
    asked,
    changeRange,
    problem: rangeProblem(range, maxDays),
    maxDays,
    picks: hasFuture ? quickPicks : pastQuickPicks,
  };
}

export type RecordsRange = ReturnType<typeof useRecordsRange>;

/** The filter card: the page's own filters (children), then the range of days. */
export function RecordsFilters({ range, children }: { range: RecordsRange; children?: ReactNode }) {
  const { t } = useTranslation();
  const { today } = useSiteFormat();
  const error =
    range.problem === 'order'
      ? t('records.badRange')
      : range.problem === 'tooLong'
        ? t('records.rangeTooLong', { days: range.maxDays })
        : null;
  return (
    <section className="mc-card" aria-label={t('records.filters')}>
      {children && <div className="records-filters">{children}</div>}
      <DateRangePicker
        today={today()}
        value={range.range}
        picks={range.picks}
        onChange={range.changeRange}
        error={error}
      />
    </section>
  );
}

export interface RecordsTotal {
  label: string;
  value: ReactNode;
  className?: string;
}

/** The totals of the whole range, one tile each. */
export function RecordsTotals({ items }: { items: readonly RecordsTotal[] }) {
  const { t } = useTranslation();
  return (
    <section className="mc-card" aria-label={t('records.totals')}>
      <dl className="mc-tiles records-totals">
        {items.map((item) => (
          <div key={item.label} className="mc-tile">
            <dt>{item.label}</dt>
            <dd className={item.className}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface RecordColumn<T> {
  key: string;
  /** The heading, also each phone card's label for the cell. */
  label: string;
  cell: (row: T) => ReactNode;
  /** The cell in the CSV export: plain words and numbers, no markup. Left out: not exported. */
  csv?: (row: T) => CsvValue;
  /** Right-aligned, tabular digits. */
  numeric?: boolean;
  /** Only in the CSV export (on screen another column shows it). */
  csvOnly?: boolean;
  /** More class names for a row's cell (e.g. a green or red amount). */
  cellClass?: (row: T) => string;
}

/** The rows as a table on a desktop and a card per row on a phone (member-page.css). */
export function RecordsTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowClass,
}: {
  caption: string;
  columns: readonly RecordColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A row's class (a group's heading row, a total). */
  rowClass?: (row: T) => string | undefined;
}) {
  const shown = columns.filter((column) => !column.csvOnly);
  const cellClass = (column: RecordColumn<T>, row?: T) =>
    [column.numeric ? 'mc-num' : '', row && column.cellClass ? column.cellClass(row) : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <table className="mc-table records-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {shown.map((column) => (
            <th key={column.key} scope="col" className={cellClass(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClass?.(row)}>
            {shown.map((column) => (
              <td key={column.key} data-label={column.label} className={cellClass(column, row)}>
                {/* One box, so a phone card's cell keeps its parts together beside the label. */}
                <span className="records-table__value">{column.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The CSV of `rows` with the columns that have a csv cell. */
export function recordsCsv<T>(columns: readonly RecordColumn<T>[], rows: readonly T[]): string {
  const exported = columns.filter((column) => column.csv);
  return toCsv(
    exported.map((column) => column.label),
    rows.map((row) => exported.map((column) => column.csv?.(row))),
  );
}

export function CsvExportButton<T>({
  filename,
  columns,
  rows,
  isWholeRange = false,
}: {
  /** Without '.csv'. */
  filename: string;
  columns: readonly RecordColumn<T>[];
  rows: readonly T[];
  /** The rows are the whole range (an unpaged list, or its only page): the button says so. */
  isWholeRange?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--small"
      disabled={rows.length === 0}
      onClick={() => downloadCsv(`${filename}.csv`, recordsCsv(columns, rows))}
    >
      {isWholeRange ? t('records.exportAll') : t('records.export')}
    </button>
  );
}

/** The most rows one export of a whole range takes: past it, a narrower range is asked for. */
export const RANGE_EXPORT_MAX_ROWS = 5_000;
/** Rows asked for a page while exporting a range (the record calls' largest page). */
export const RANGE_EXPORT_PAGE_SIZE = 100;

export interface PageOfRows<T> {
  rows: readonly T[];
  totalPages: number;
  total: number;
}

/** A page of the range as the page's own call answers it, for the whole range's export. */
export type FetchPage<T> = (
  pageNo: number,
  pageSize: number,
  signal: AbortSignal,
) => Promise<PageOfRows<T>>;

/**
 * The rows of the whole range, page after page from the server, at most `maxRows` (isCapped
 * when the range holds more). `onPage` is told each page read and how many there are.
 */
export async function collectRange<T>(
  fetchPage: FetchPage<T>,
  options: {
    signal: AbortSignal;
    onPage?: (pageNo: number, totalPages: number) => void;
    maxRows?: number;
    pageSize?: number;
  },
): Promise<{ rows: T[]; total: number; isCapped: boolean }> {
  const maxRows = options.maxRows ?? RANGE_EXPORT_MAX_ROWS;
  const pageSize = options.pageSize ?? RANGE_EXPORT_PAGE_SIZE;
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await fetchPage(pageNo, pageSize, options.signal);
    const total = page.total;
    rows.push(...page.rows);
    options.onPage?.(pageNo, page.totalPages);
    if (rows.length >= maxRows) {
      return { rows: rows.slice(0, maxRows), total, isCapped: total > maxRows };
    }
    if (pageNo >= page.totalPages || page.rows.length === 0) {
      return { rows, total, isCapped: false };
    }
  }
}

type ExportState =
  | { step: 'idle' }
  | { step: 'running'; pageNo: number; totalPages: number }
  | { step: 'capped'; rows: number; total: number }
  | { step: 'failed' };

/** "Download CSV (whole range)": every page of the range, with its progress and a stop. */
export function RangeExportButton<T>({
  filename,
  columns,
  fetchPage,
  maxRows = RANGE_EXPORT_MAX_ROWS,
}: {
  filename: string;
  columns: readonly RecordColumn<T>[];
  fetchPage: FetchPage<T>;
  maxRows?: number;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function run() {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'running', pageNo: 0, totalPages: 0 });
    try {
      const result = await collectRange(fetchPage, {
        signal: controller.signal,
        maxRows,
        onPage: (pageNo, totalPages) => setState({ step: 'running', pageNo, totalPages }),
      });
      if (controller.signal.aborted) return;
      downloadCsv(`${filename}.csv`, recordsCsv(columns, result.rows));
      setState(
        result.isCapped
          ? { step: 'capped', rows: result.rows.length, total: result.total }
          : { step: 'idle' },
      );
    } catch {
      setState(controller.signal.aborted ? { step: 'idle' } : { step: 'failed' });
    }
  }

  if (state.step === 'running') {
    return (
      <div className="records-export" role="status">
        <progress
          max={state.totalPages || 1}
          value={state.pageNo}
          aria-label={t('records.exportAll')}
        />
        <span>
          {state.totalPages > 0
            ? t('records.exportProgress', { pageNo: state.pageNo, totalPages: state.totalPages })
            : t('records.exportStarting')}
        </span>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            abort.current?.abort();
            setState({ step: 'idle' });
          }}
        >
          {t('records.exportStop')}
        </button>
      </div>
    );
  }
  return (
    <div className="records-export">
      <button type="button" className="button button--small" onClick={() => void run()}>
        {t('records.exportAll')}
      </button>
      {state.step === 'capped' && (
        <p className="records-export__note" role="alert">
          {t('records.exportCapped', { rows: state.rows, total: state.total })}
        </p>
      )}
      {state.step === 'failed' && (
        <p className="records-export__note" role="alert">
          {t('records.exportFailed')}
        </p>
      )}
    </div>
  );
}

interface Paged {
  pageNo: number;
  totalPages: number;
  onPageChange: (update: (pageNo: number) => number) => void;
}

/**
 * One list: loading, error and empty states, the rows (RecordsTable), the pager and the CSV
 * export of the rows shown. Grouped rows are flattened, each with its rowClass.
 */
export function RecordsList<D, T>({
  label,
  caption,
  query,
  rows,
  rowKey,
  columns,
  emptyText,
  csvName,
  paging,
  rowClass,
  fetchPage,
}: {
  label: string;
  caption: (data: D) => string;
  query: { data: D | undefined; isFetching: boolean; isError: boolean };
  rows: (data: D) => readonly T[];
  rowKey: (row: T) => string;
  columns: readonly RecordColumn<T>[];
  emptyText: string;
  /** The export's file name, without '.csv' (the range's days are added). */
  csvName: string;
  paging?: Paged;
  rowClass?: (row: T) => string | undefined;
  /** A paged list's page call: "whole range" exports every page of it (RangeExportButton). */
  fetchPage?: FetchPage<T>;
}) {
  const { t } = useTranslation();
  const { data } = query;
  const shown = data ? rows(data) : [];
  const isPaged = (paging?.totalPages ?? 1) > 1;
  return (
    <ResultCard
      label={label}
      data={data}
      isFetching={query.isFetching}
      isError={query.isError}
      isEmpty={(answer) => rows(answer).length === 0}
      emptyText={emptyText}
      footer={
        <div className="records-footer">
          {paging && (
            <Pager
              pageNo={paging.pageNo}
              totalPages={paging.totalPages}
              isBusy={query.isFetching}
              onPageChange={paging.onPageChange}
              label={t('records.pages')}
              previousText={t('records.previous')}
              nextText={t('records.next')}
              positionText={t('records.pageOf', {
                pageNo: paging.pageNo,
                totalPages: paging.totalPages,
              })}
            />
          )}
          {shown.length > 0 && (
            <CsvExportButton
              filename={csvName}
              columns={columns}
              rows={shown}
              isWholeRange={!isPaged}
            />
          )}
          {shown.length > 0 && fetchPage && isPaged && (
            <RangeExportButton filename={csvName} columns={columns} fetchPage={fetchPage} />
          )}
        </div>
      }
    >
      {(answer) => (
        <RecordsTable
          caption={caption(answer)}
          columns={columns}
          rows={rows(answer)}
          rowKey={rowKey}
          rowClass={rowClass}
        />
      )}
    </ResultCard>
  );
}

/** A signed amount's class: green when the member came out ahead, red when behind. */
export function netClass(net: string): string {
  if (net.startsWith('-')) return 'mc-amount--out';
  return net === '0' ? '' : 'mc-amount--in';
}
