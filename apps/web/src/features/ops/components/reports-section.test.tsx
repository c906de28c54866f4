// The dashboard and reports: the figures and charts of the range, the quick picks and a chosen
// range sent as days of the site, loading, empty and error states, the CSV exports' rows, the
// daily report paged on the server, the payment channel report, and the reconciliation panel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  TChannelReportRow,
  TDashboard,
  TDashboardDay,
  TDailyReportRow,
  TLedgerCheckResult,
} from '@wps/contracts/ops/reports';
import { renderWithClient } from '../test-render';
import { mockFetch, type SentRequest } from '../test-fetch';
import { RECONCILIATION_POLL_MS } from '../api/use-reports';
import { ReconciliationPanel, ReportsSection } from './reports-section';
import { setUpConsoleTests } from '../test-setup';
import { catchDownloads } from '../../../test/downloads';

// 20:00 UTC on the 10th is already 02:30 on the 11th in Yangon, the site's zone: the ranges
// must end on the site's day, not the device's.
const NOW = new Date('2030-01-10T20:00:00Z');

const zero = {
  deposits: '0',
  depositCount: 0,
  withdrawals: '0',
  withdrawalCount: 0,
  netCash: '0',
  validBet: '0',
  ggr: '0',
  bonus: '0',
  adjustments: '0',
  registrations: 0,
  firstDepositors: 0,
  activePlayers: 0,
};
const day = (d: string, patch: Partial<TDashboardDay> = {}): TDashboardDay => ({
  ...zero,
  day: d,
  ...patch,
});
const dashboard = (from: string, to: string, patch: Partial<TDashboard> = {}): TDashboard => ({
  timeZone: 'Asia/Yangon',
  from,
  to,
  totals: {
    deposits: '12345600',
    depositCount: 3,
    withdrawals: '2000000',
    withdrawalCount: 1,
    netCash: '10345600',
    validBet: '5000000',
    ggr: '-75050',
    bonus: '100000',
    adjustments: '250000',
    registrations: 4,
    firstDepositors: 2,
    activePlayers: 5,
    rounds: 40,
    betAmount: '5000000',
    win: '5075050',
  },
  days: [
    day('2030-01-10', {
      deposits: '12345600',
      depositCount: 3,
      netCash: '12345600',
      registrations: 4,
    }),
    day('2030-01-11', {
      withdrawals: '2000000',
      withdrawalCount: 1,
      netCash: '-2000000',
      validBet: '5000000',
      ggr: '-75050',
      bonus: '100000',
      adjustments: '250000',
      firstDepositors: 2,
      activePlayers: 5,
    }),
  ],
  byGame: [
    {
      gameType: 'slot',
      vendorId: 2,
      vendor: 'Demo Slots',
      rounds: 40,
      betAmount: '5000000',
      validBet: '5000000',
      win: '5075050',
      ggr: '-75050',
    },
  ],
  ...patch,
});
const dailyRow = (d: string, gameType: string): TDailyReportRow => ({
  day: d,
  gameType,
  vendorId: 2,
  vendor: 'Demo, Slots',
  rounds: 7,
  betAmount: '100000',
  validBet: '100000',
  win: '25000',
  ggr: '75000',
});

const range = (from: string, to: string) => `from=${from}&to=${to}`;
/** Every call the section makes for a range, the dashboard's answer given. */
function reportsFor(
  from: string,
  to: string,
  dash: Parameters<typeof mockFetch>[0][string] = { value: dashboard(from, to) },
) {
  const r = range(from, to);
  return {
    [`GET /ops/api/reports/dashboard?${r}`]: dash,
    [`GET /ops/api/reports/daily?${r}&page=1&pageSize=50`]: {
      value: { timeZone: 'Asia/Yangon', rows: [], total: 0, totalPages: 1 },
    },
    [`GET /ops/api/reports/channels?${r}`]: { value: { timeZone: 'Asia/Yangon', rows: [] } },
  };
}
const RECONCILIATION = {
  'GET /ops/api/reports/reconciliation': { value: { last: null, running: false } },
};
const dashboardCalls = (sent: SentRequest[]) =>
  sent.filter((r) => r.path.startsWith('/ops/api/reports/dashboard')).map((r) => r.path);

/** The CSV texts handed to downloads, by file name. */
function captureDownloads() {
  const { names, blobs } = catchDownloads();
  return {
    names,
    // Decoded keeping the byte order mark, which the export must start with.
    texts: () =>
      Promise.all(
        blobs.map(async (b) =>
          new TextDecoder('utf-8', { ignoreBOM: true }).decode(await b.arrayBuffer()),
        ),
      ),
  };
}

setUpConsoleTests();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ReportsSection', () => {
  it("shows the last 7 site days' figures, charts and play by game", async () => {
    mockFetch({ ...reportsFor('2030-01-05', '2030-01-11'), ...RECONCILIATION });
    renderWithClient(<ReportsSection />);
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('Loading…');
    const board = await screen.findByRole('region', { name: 'Dashboard' });
    const totals = Object.fromEntries(
      within(board)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
    );
    expect(totals).toEqual({
      Deposits: '123,456.00',
      Withdrawals: '20,000.00',
      'Net cash': '103,456.00',
      'GGR (bets - wins)': '-750.50',
      'Bonus cost': '1,000.00',
      'Balance adjustments': '2,500.00',
      'New registrations': '4',
      'First-time depositors': '2',
      'Active players': '5',
    });
    expect(within(board).getByRole('img', { name: 'Deposits: 123,456.00' })).toBeTruthy();
    expect(within(board).getByRole('img', { name: 'Active players: 5' })).toBeTruthy();
    expect(within(board).queryByText('Nothing happened in this range.')).toBeNull();
    const game = within(board).getByRole('row', { name: /Demo Slots/ });
    expect(
      within(game)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['slot', 'Demo Slots', '40', '50,000.00', '50,750.50', '-750.50']);
  });

  it('sends the quick picks and a chosen range as days of the site', async () => {
    const { sent } = mockFetch({
      ...reportsFor('2030-01-05', '2030-01-11'),
      ...reportsFor('2030-01-11', '2030-01-11'),
      ...reportsFor('2029-12-13', '2030-01-11'),
      ...reportsFor('2029-12-01', '2029-12-31'),
      ...RECONCILIATION,
    });
    const user = userEvent.setup();
    renderWithClient(<ReportsSection />);
    await screen.findByRole('region', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await screen.findByText('2030/01/11 to 2030/01/11 (Asia/Yangon)');
    await user.click(screen.getByRole('button', { name: '30 days' }));
    await screen.findByText('2029/12/13 to 2030/01/11 (Asia/Yangon)');
    await user.click(screen.getByRole('button', { name: '7 days' }));
    const form = screen.getByRole('form', { name: 'Report range' });
    // Days show in the site's one format, whatever the device's locale.
    expect(within(form).getByLabelText('From')).toHaveValue('2030/01/05');
    expect(within(form).getByLabelText('To')).toHaveValue('2030/01/11');
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '2029-12-01');
    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2029-12-31');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    await screen.findByText('2029/12/01 to 2029/12/31 (Asia/Yangon)');
    expect(dashboardCalls(sent)).toEqual([
      '/ops/api/reports/dashboard?from=2030-01-05&to=2030-01-11',
      '/ops/api/reports/dashboard?from=2030-01-11&to=2030-01-11',
      '/ops/api/reports/dashboard?from=2029-12-13&to=2030-01-11',
      '/ops/api/reports/dashboard?from=2030-01-05&to=2030-01-11',
      '/ops/api/reports/dashboard?from=2029-12-01&to=2029-12-31',
    ]);
  });

  it('refuses a reversed or too long range without asking the server', async () => {
    const { sent } = mockFetch({ ...reportsFor('2030-01-05', '2030-01-11'), ...RECONCILIATION });
    const user = userEvent.setup();
    renderWithClient(<ReportsSection />);
    await screen.findByRole('region', { name: 'Dashboard' });
    const form = screen.getByRole('form', { name: 'Report range' });
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '2030-01-12');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Choose a start day on or before the end day.',
    );
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '2029-10-09');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(within(form).getByRole('alert').textContent).toBe('At most 93 days at once.');
    expect(dashboardCalls(sent)).toEqual([
      '/ops/api/reports/dashboard?from=2030-01-05&to=2030-01-11',
    ]);
  });

  it('says when nothing happened in the range', async () => {
    mockFetch({
      ...reportsFor('2030-01-05', '2030-01-11', {
        value: dashboard('2030-01-05', '2030-01-11', {
          totals: { ...zero, rounds: 0, betAmount: '0', win: '0' },
          days: [],
          byGame: [],
        }),
      }),
      ...RECONCILIATION,
    });
    renderWithClient(<ReportsSection />);
    const board = await screen.findByRole('region', { name: 'Dashboard' });
    expect(within(board).getByText('Nothing happened in this range.')).toBeTruthy();
    expect(within(board).getByText('No play in this range.')).toBeTruthy();
  });

  it("shows the server's refusal of the dashboard", async () => {
    mockFetch({
      ...reportsFor('2030-01-05', '2030-01-11', { status: 403, code: 'FORBIDDEN' }),
      ...RECONCILIATION,
    });
    renderWithClient(<ReportsSection />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Dashboard' })).toBeNull();
  });

  it("exports the dashboard's days as CSV", async () => {
    mockFetch({ ...reportsFor('2030-01-05', '2030-01-11'), ...RECONCILIATION });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderWithClient(<ReportsSection />);
    const board = await screen.findByRole('region', { name: 'Dashboard' });
    await user.click(within(board).getByRole('button', { name: 'Export CSV' }));
    expect(downloads.names).toEqual(['dashboard-2030-01-05-2030-01-11.csv']);
    expect(await downloads.texts()).toEqual([
      '\uFEFF' +
        'Day,Deposits,Deposit count,Withdrawals,Withdrawal count,Net cash,Valid bet,' +
        'GGR (bets - wins),Bonus cost,Balance adjustments,New registrations,' +
        'First-time depositors,Active players\r\n' +
        '2030-01-10,"123,456.00",3,0.00,0,"123,456.00",0.00,0.00,0.00,0.00,4,0,0\r\n' +
        '2030-01-11,0.00,0,"20,000.00",1,"-20,000.00","50,000.00",-750.50,"1,000.00",' +
        '"2,500.00",0,2,5\r\n',
    ]);
  });

  it('pages the daily report on the server and exports all its rows', async () => {
    const r = range('2030-01-05', '2030-01-11');
    const { sent } = mockFetch({
      ...reportsFor('2030-01-05', '2030-01-11'),
      [`GET /ops/api/reports/daily?${r}&page=1&pageSize=50`]: {
        value: {
          timeZone: 'Asia/Yangon',
          rows: [dailyRow('2030-01-10', 'slot')],
          total: 51,
          totalPages: 2,
        },
      },
      [`GET /ops/api/reports/daily?${r}&page=2&pageSize=50`]: {
        value: {
          timeZone: 'Asia/Yangon',
          rows: [dailyRow('2030-01-11', 'fishing')],
          total: 51,
          totalPages: 2,
        },
      },
      [`GET /ops/api/reports/daily?${r}&page=1&pageSize=10000`]: {
        value: {
          timeZone: 'Asia/Yangon',
          rows: [dailyRow('2030-01-10', 'slot'), dailyRow('2030-01-11', 'fishing')],
          total: 2,
          totalPages: 1,
        },
      },
      ...RECONCILIATION,
    });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderWithClient(<ReportsSection />);
    const daily = await screen.findByRole('region', {
      name: 'Daily report by game type and vendor',
    });
    const first = await within(daily).findByRole('row', { name: /slot/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2030/01/10', 'slot', 'Demo, Slots', '7', '1,000.00', '250.00', '750.00']);
    await user.click(within(daily).getByRole('button', { name: 'Next' }));
    expect(await within(daily).findByRole('row', { name: /fishing/ })).toBeTruthy();
    expect(
      sent.filter((q) => q.path.startsWith('/ops/api/reports/daily')).map((q) => q.path),
    ).toEqual([
      `/ops/api/reports/daily?${r}&page=1&pageSize=50`,
      `/ops/api/reports/daily?${r}&page=2&pageSize=50`,
    ]);

    await user.click(within(daily).getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() =>
      expect(downloads.names).toEqual(['daily-report-2030-01-05-2030-01-11.csv']),
    );
    expect(await downloads.texts()).toEqual([
      '\uFEFFDay,Game type,Vendor,Rounds,Valid bet,Wins,GGR (bets - wins)\r\n' +
        '2030-01-10,slot,"Demo, Slots",7,"1,000.00",250.00,750.00\r\n' +
        '2030-01-11,fishing,"Demo, Slots",7,"1,000.00",250.00,750.00\r\n',
    ]);
  });
});

const channelRow = (patch: Partial<TChannelReportRow>): TChannelReportRow => ({
  channelId: 1,
  code: 'kbz-bank',
  name: 'KBZ Bank transfer',
  deposits: { count: 0, amount: '0', fee: '0' },
  depositsPending: 0,
  depositsRefused: 0,
  withdrawals: { count: 0, amount: '0', fee: '0' },
  ...patch,
});
const CHANNEL_REPORT = `GET /ops/api/reports/channels?${range('2030-01-05', '2030-01-11')}`;

describe('ReportsSection: the payment channel report', () => {
  it("shows each channel's figures, hand payouts on their own row, and exports them", async () => {
    mockFetch({
      ...reportsFor('2030-01-05', '2030-01-11'),
      [CHANNEL_REPORT]: {
        value: {
          timeZone: 'Asia/Yangon',
          rows: [
            channelRow({
              deposits: { count: 3, amount: '12345600', fee: '0' },
              depositsPending: 1,
              depositsRefused: 2,
            }),
            channelRow({
              channelId: 2,
              code: 'sandbox',
              name: '',
              deposits: { count: 1, amount: '500000', fee: '5050' },
              withdrawals: { count: 2, amount: '2000000', fee: '20000' },
            }),
            channelRow({
              channelId: null,
              code: 'manual',
              name: '',
              withdrawals: { count: 1, amount: '100000', fee: '1000' },
            }),
          ],
        },
      },
      ...RECONCILIATION,
    });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderWithClient(<ReportsSection />);

    const report = await screen.findByRole('region', { name: 'Payment channels' });
    const rows = await within(report).findAllByRole('row');
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      [
        'Channel',
        'Deposits credited',
        'Deposits',
        'Fees',
        'Pending',
        'Refused',
        'Withdrawals paid',
        'Withdrawals',
      ],
      ['KBZ Bank transfer', '3', '123,456.00', '0.00', '1', '2', '0', '0.00'],
      // A channel without a name shows its code.
      ['sandbox', '1', '5,000.00', '50.50', '0', '0', '2', '20,000.00'],
      ['Paid by hand', '0', '0.00', '0.00', '0', '0', '1', '1,000.00'],
    ]);

    await user.click(within(report).getByRole('button', { name: 'Export CSV' }));
    expect(downloads.names).toEqual(['channels-2030-01-05-2030-01-11.csv']);
    // The file names the hand payouts as the table does, not by the server's code.
    expect(await downloads.texts()).toEqual([
      '\uFEFF' +
        'Channel,Deposits credited,Deposits,Fees,Pending,Refused,Withdrawals paid,Withdrawals\r\n' +
        'KBZ Bank transfer,3,"123,456.00",0.00,1,2,0,0.00\r\n' +
        'sandbox,1,"5,000.00",50.50,0,0,2,"20,000.00"\r\n' +
        'Paid by hand,0,0.00,0.00,0,0,1,"1,000.00"\r\n',
    ]);
  });

  it('says when there are no channels, and offers no export', async () => {
    mockFetch({ ...reportsFor('2030-01-05', '2030-01-11'), ...RECONCILIATION });
    renderWithClient(<ReportsSection />);
    const report = await screen.findByRole('region', { name: 'Payment channels' });
    expect(within(report).getByRole('status')).toHaveTextContent('Loading…');
    expect(await within(report).findByText('No payment channels yet.')).toBeVisible();
    expect(within(report).queryByRole('table')).toBeNull();
    expect(within(report).queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it("shows the server's refusal of the channel report, the rest of the page still there", async () => {
    mockFetch({
      ...reportsFor('2030-01-05', '2030-01-11'),
      [CHANNEL_REPORT]: { status: 500, code: 'INTERNAL_ERROR' },
      ...RECONCILIATION,
    });
    renderWithClient(<ReportsSection />);
    const report = await screen.findByRole('region', { name: 'Payment channels' });
    expect(await within(report).findByRole('alert')).toHaveTextContent('System error.');
    expect(within(report).queryByRole('table')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Dashboard' })).toBeVisible();
  });
});

const RECONCILE = 'GET /ops/api/reports/reconciliation';
const RUN = 'POST /ops/api/reports/reconciliation';
const checked = (patch: Partial<TLedgerCheckResult> = {}): TLedgerCheckResult => ({
  ok: true,
  problems: [],
  startedAt: '2030-01-10T19:59:58.000Z',
  finishedAt: '2030-01-10T20:00:00.000Z',
  by: 'finance1',
  ...patch,
});
const breach = checked({
  ok: false,
  problems: [
    'transaction 41: legs sum to 100, not 0',
    'account player_cash of member 7: balance 150000, legs say 149900',
  ],
  by: 'admin',
});

describe('ReconciliationPanel', () => {
  it("shows the ledger checker's last result on load, run from the command line", async () => {
    const { sent } = mockFetch({
      [RECONCILE]: { value: { last: checked({ by: null }), running: false } },
    });
    renderWithClient(<ReconciliationPanel />);
    const panel = screen.getByRole('region', { name: 'Ledger reconciliation' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading…');
    expect(await within(panel).findByText('Every invariant holds.')).toBeVisible();
    // 20:00 UTC is 02:30 on the 11th in Yangon, the site's zone.
    expect(panel).toHaveTextContent('Checked 2030/01/11 02:30:00 by the command line.');
    expect(within(panel).queryByRole('listitem')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Check the ledger now' })).toBeEnabled();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([RECONCILE]);
  });

  it('runs the checks on demand and shows a breach with its detail', async () => {
    let finish: () => void = () => {};
    const { sent } = mockFetch({
      [RECONCILE]: { value: { last: null, running: false } },
      [RUN]: () =>
        new Promise((resolve) => {
          finish = () => resolve({ value: { last: breach, running: false } });
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<ReconciliationPanel />);
    const panel = screen.getByRole('region', { name: 'Ledger reconciliation' });
    expect(await within(panel).findByText('The ledger has not been checked yet.')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Check the ledger now' }));
    // One run at a time: the button waits for the answer.
    expect(within(panel).getByRole('button', { name: 'Checking…' })).toBeDisabled();
    finish();

    expect(await within(panel).findByRole('status')).toHaveTextContent('2 problem(s) found.');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'transaction 41: legs sum to 100, not 0',
      'account player_cash of member 7: balance 150000, legs say 149900',
    ]);
    expect(panel).toHaveTextContent('Checked 2030/01/11 02:30:00 by admin.');
    expect(within(panel).getByRole('button', { name: 'Check the ledger now' })).toBeEnabled();
    // The run's answer is the panel's state: no second read.
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([RECONCILE, RUN]);
  });

  it('shows a breach the last run found when the panel opens', async () => {
    mockFetch({ [RECONCILE]: { value: { last: breach, running: false } } });
    renderWithClient(<ReconciliationPanel />);
    const panel = screen.getByRole('region', { name: 'Ledger reconciliation' });
    expect(await within(panel).findByText('2 problem(s) found.')).toHaveRole('status');
    expect(within(panel).getByText('transaction 41: legs sum to 100, not 0')).toBeVisible();
  });

  it('follows a check started elsewhere until its result is in', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    let isRunning = true;
    const { sent } = mockFetch({
      [RECONCILE]: () => ({
        value: isRunning ? { last: checked(), running: true } : { last: breach, running: false },
      }),
    });
    renderWithClient(<ReconciliationPanel />);
    const panel = screen.getByRole('region', { name: 'Ledger reconciliation' });
    expect(await within(panel).findByRole('button', { name: 'Checking…' })).toBeDisabled();

    isRunning = false;
    await vi.advanceTimersByTimeAsync(RECONCILIATION_POLL_MS);
    expect(await within(panel).findByText('2 problem(s) found.')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Check the ledger now' })).toBeEnabled();
    const reads = () => sent.filter((r) => r.method === 'GET').length;
    expect(reads()).toBe(2);
    // Once it has ended, the panel stops asking.
    await vi.advanceTimersByTimeAsync(RECONCILIATION_POLL_MS * 3);
    expect(reads()).toBe(2);
  });

  it('shows a refused run, and then the check that was already running', async () => {
    let isRunning = false;
    mockFetch({
      [RECONCILE]: () => ({ value: { last: checked(), running: isRunning } }),
      [RUN]: () => {
        isRunning = true;
        return { status: 409, code: 'CONFLICT' };
      },
    });
    const user = userEvent.setup();
    renderWithClient(<ReconciliationPanel />);
    const panel = screen.getByRole('region', { name: 'Ledger reconciliation' });
    await user.click(await within(panel).findByRole('button', { name: 'Check the ledger now' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This conflicts with existing data.',
    );
    expect(await within(panel).findByRole('button', { name: 'Checking…' })).toBeDisabled();
  });

  it('shows why the last result could not be loaded, and offers no run', async () => {
    mockFetch({ [RECONCILE]: { status: 403, code: 'FORBIDDEN' } });
    renderWithClient(<ReconciliationPanel />);
    const panel = screen.getByRole('region', { name: 'Ledger reconciliation' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
