// The records kit: the table (cards on a phone by its data-labels), the list's states, paging and
// CSV export, and the range of days counted in the site's zone and typed in the site's format.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { quickRange, todayIn } from '../../lib/date-range';
import { pinClock } from '../../test/clock';
import { makeConsolidated } from '../../test/fixtures';
import { renderWithSite } from '../../test/site-settings';
import { setupTestI18n } from '../../test/test-i18n';
import {
  RangeExportButton,
  RecordsFilters,
  RecordsList,
  collectRange,
  type FetchPage,
  RecordsTable,
  RecordsTotals,
  recordsCsv,
  useRecordsRange,
  type RecordColumn,
} from './records-kit';

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => pinClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

interface Row {
  id: number;
  what: string;
  amount: string;
}
const rows: Row[] = [
  { id: 1, what: 'Deposit', amount: '1250.00' },
  { id: 2, what: '=cmd|calc', amount: '-5.00' },
];
const columns: RecordColumn<Row>[] = [
  { key: 'what', label: 'What', cell: (r) => <strong>{r.what}</strong>, csv: (r) => r.what },
  { key: 'amount', label: 'Amount', numeric: true, cell: (r) => r.amount, csv: (r) => r.amount },
  { key: 'id', label: 'Id', cell: (r) => r.id, csvOnly: true, csv: (r) => r.id },
  { key: 'screenOnly', label: 'Screen only', cell: () => 'x' },
];

describe('RecordsTable', () => {
  it('is a table with its columns, each cell naming its column for the phone cards', () => {
    renderWithSite(
      <RecordsTable caption="Things" columns={columns} rows={rows} rowKey={(r) => String(r.id)} />,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['What', 'Amount', 'Screen only']);
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((c) => c.dataset.label)).toEqual(['What', 'Amount', 'Screen only']);
    expect(cells[1]).toHaveClass('mc-num');
  });
});

describe('recordsCsv', () => {
  it('exports the csv columns in their order, screen-only ones left out, formulas guarded', () => {
    expect(recordsCsv(columns, rows)).toBe(
      "\uFEFFWhat,Amount,Id\r\nDeposit,1250.00,1\r\n'=cmd|calc,-5.00,2\r\n",
    );
  });
});

describe('RecordsTotals', () => {
  it('lists each total under its label', () => {
    renderWithSite(<RecordsTotals items={[{ label: 'Rounds', value: 16 }]} />);
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(within(totals).getByText('Rounds').nextSibling).toHaveTextContent('16');
  });
});

function List(props: {
  query: { data: { list: Row[] } | undefined; isFetching: boolean; isError: boolean };
  totalPages?: number;
}) {
  const [pageNo, setPageNo] = useState(1);
  return (
    <RecordsList
      label="Records"
      caption={() => 'Things'}
      query={props.query}
      rows={(d) => d.list}
      rowKey={(r) => String(r.id)}
      columns={columns}
      emptyText="Nothing here."
      csvName="things-2026-03-01-2026-03-07"
      paging={{ pageNo, totalPages: props.totalPages ?? 1, onPageChange: setPageNo }}
    />
  );
}

describe('RecordsList', () => {
  it('says loading, failed or empty', () => {
    const view = renderWithSite(
      <List query={{ data: undefined, isFetching: true, isError: false }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    view.unmount();
    const failed = renderWithSite(
      <List query={{ data: undefined, isFetching: false, isError: true }} />,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    failed.unmount();
    renderWithSite(<List query={{ data: { list: [] }, isFetching: false, isError: false }} />);
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /CSV/ })).toBeNull();
  });

  it('pages and downloads the rows shown as CSV', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:records'),
      revokeObjectURL: vi.fn(),
    });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderWithSite(
      <List query={{ data: { list: rows }, isFetching: false, isError: false }} totalPages={3} />,
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV (this page)' }));
    expect(clicked).toEqual(['things-2026-03-01-2026-03-07.csv']);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // Read with the byte order mark kept: spreadsheet programs need it to read Burmese as UTF-8.
    const bytes = await blobs[0]!.arrayBuffer();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      recordsCsv(columns, rows),
    );
    click.mockRestore();
  });
});

/** A range of `total` rows served `pageSize` at a time, each page answered when `release` says. */
function pagedServer(total: number) {
  const asked: number[] = [];
  const waiting: (() => void)[] = [];
  const fetchPage: FetchPage<Row> = async (pageNo, pageSize) => {
    asked.push(pageNo);
    await new Promise<void>((resolve) => waiting.push(resolve));
    const first = (pageNo - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, i) => ({
      id: first + i + 1,
      what: first + i === 0 ? '@SUM(A1)' : `row ${first + i + 1}`,
      amount: '1.00',
    }));
    return { rows: list, totalPages: Math.ceil(total / pageSize), total };
  };
  /** Answers the next page asked for (once it is asked). */
  const release = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()!();
  };
  return { fetchPage, asked, release };
}

describe('collectRange', () => {
  it('reads every page of the range, and stops at the cap saying so', async () => {
    const auto: FetchPage<Row> = async (pageNo, pageSize) => ({
      rows: Array.from({ length: pageNo < 4 ? pageSize : 30 }, (_, i) => ({
        id: (pageNo - 1) * pageSize + i,
        what: 'x',
        amount: '1',
      })),
      totalPages: 4,
      total: 330,
    });
    const signal = new AbortController().signal;
    const pages: string[] = [];
    const all = await collectRange(auto, {
      signal,
      onPage: (p, n) => pages.push(`${p}/${n}`),
    });
    expect({ rows: all.rows.length, isCapped: all.isCapped }).toEqual({
      rows: 330,
      isCapped: false,
    });
    expect(pages).toEqual(['1/4', '2/4', '3/4', '4/4']);
    const capped = await collectRange(auto, { signal, maxRows: 150 });
    expect({ rows: capped.rows.length, total: capped.total, isCapped: capped.isCapped }).toEqual({
      rows: 150,
      total: 330,
      isCapped: true,
    });
  });
});

describe('RangeExportButton', () => {
  function stubDownload() {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:records'),
      revokeObjectURL: vi.fn(),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const text = async () =>
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs.at(-1)!.arrayBuffer());
    return { names, text };
  }

  it('downloads every page of the range, showing which page it reads', async () => {
    vi.useRealTimers();
    const download = stubDownload();
    const server = pagedServer(250);
    const user = userEvent.setup();
    renderWithSite(
      <RangeExportButton filename="things" columns={columns} fetchPage={server.fetchPage} />,
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV (whole range)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the download…');
    await server.release();
    expect(await screen.findByText('Reading page 1 of 3…')).toBeInTheDocument();
    await server.release();
    expect(await screen.findByText('Reading page 2 of 3…')).toBeInTheDocument();
    await server.release();
    await waitFor(() => expect(download.names).toEqual(['things.csv']));
    expect(server.asked).toEqual([1, 2, 3]);
    const csv = await download.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(251);
    expect(lines[0]).toBe('What,Amount,Id');
    // A cell a spreadsheet would run as a formula is neutralised in the whole range too.
    expect(lines[1]).toBe("'@SUM(A1),1.00,1");
    expect(lines[250]).toBe('row 250,1.00,250');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops at the cap with a clear message, and can be stopped', async () => {
    vi.useRealTimers();
    const download = stubDownload();
    const server = pagedServer(1_000);
    const user = userEvent.setup();
    const view = renderWithSite(
      <RangeExportButton
        filename="things"
        columns={columns}
        fetchPage={server.fetchPage}
        maxRows={200}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV (whole range)' }));
    await server.release();
    await server.release();
    await waitFor(() => expect(download.names).toEqual(['things.csv']));
    expect(server.asked).toEqual([1, 2]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only the first 200 of 1000 records were downloaded: choose a shorter range for the rest.',
    );
    view.unmount();

    renderWithSite(
      <RangeExportButton filename="again" columns={columns} fetchPage={server.fetchPage} />,
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV (whole range)' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await server.release();
    expect(screen.getByRole('button', { name: 'Download CSV (whole range)' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(download.names).toEqual(['things.csv']);
  });
});

function Range({ maxDays, onAsked }: { maxDays?: number; onAsked: (r: string) => void }) {
  const range = useRecordsRange({ maxDays });
  onAsked(`${range.asked.startDate}..${range.asked.endDate}`);
  return <RecordsFilters range={range} />;
}

describe('useRecordsRange with RecordsFilters', () => {
  it("starts on the site's previous 7 days, even when the site is past midnight already", async () => {
    // 20:00 UTC is 02:30 of the next day in Yangon.
    pinClock('2026-03-10T20:00:00.000Z');
    const asked: string[] = [];
    renderWithSite(<Range onAsked={(r) => asked.push(r)} />);
    const week = quickRange('previous7', todayIn('Asia/Yangon'));
    expect(week).toEqual({ startDate: '2026-03-05', endDate: '2026-03-11' });
    await waitFor(() => expect(asked.at(-1)).toBe('2026-03-05..2026-03-11'));
    expect(screen.getByLabelText('From')).toHaveValue('2026/03/05');
    expect(screen.getByLabelText('To')).toHaveValue('2026/03/11');
    expect(screen.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('takes a day typed as YYYY/MM/DD, and refuses a reversed or too long range', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderWithSite(<Range maxDays={90} onAsked={(r) => asked.push(r)} />, {
      settings: makeConsolidated({ timeZone: 'Asia/Yangon' }),
    });
    const start = screen.getByLabelText('From');
    expect(start).toHaveAttribute('placeholder', 'YYYY/MM/DD');
    const end = (screen.getByLabelText('To') as HTMLInputElement).value.replace(/\//g, '-');
    await user.clear(start);
    await user.type(start, '2026/03/01');
    await waitFor(() => expect(asked.at(-1)).toBe(`2026-03-01..${end}`));
    await user.clear(start);
    await user.type(start, '2099/01/01');
    expect(start).toHaveAccessibleDescription('The start date must not be after the end date.');
    await user.clear(start);
    await user.type(start, '2000/01/01');
    expect(start).toHaveAccessibleDescription('Choose at most 90 days.');
    await user.clear(start);
    await user.type(start, '03/01/2026');
    expect(start).toHaveAccessibleDescription('The start date must not be after the end date.');
    expect(asked.at(-1)).toBe(`2026-03-01..${end}`);
  });
});
