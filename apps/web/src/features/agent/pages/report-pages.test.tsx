// The report pages on the reports API: team overview (totals, a chart per figure, the days; the
// range asked in the site's days; loading, error), team management (search, level and kind
// filters, paging by 15, the transfer on the wallet's call, the contract offer for a direct
// downline agent while the site offers contracts), team betting and user profit and loss (rows
// and totals from the call, search, empty state, the CSV), my income and the downline
// transactions (empty and paged lists).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  TDownlineMember,
  TProfitLossPage,
  TTeamBettingPage,
  TTeamOverview,
} from '@wps/contracts/agent/reports';
import type { TContractFlags } from '@wps/contracts/wallet/contract-flags';
import { LanguageProvider } from '../../../lib/language';
import { pinClock } from '../../../test/clock';
import { makeMemberInfo, makeMoneyOptions } from '../../../test/fixtures';
import { mockApi, type MockAnswers } from '../../../test/mock-api';
import { renderWithSession } from '../../../test/render-with-session';
import { setupTestI18n } from '../../../test/test-i18n';
import { DownlineTransactionsPage } from './downline-transactions-page';
import { MyIncomePage } from './my-income-page';
import { TeamBettingPage } from './team-betting-page';
import { TeamManagementPage } from './team-management-page';
import { TeamOverviewPage } from './team-overview-page';
import { UserProfitPage } from './user-profit-page';
import { catchDownloads } from '../../../test/downloads';

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => pinClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const noFlags: TContractFlags = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreqtype: false,
  realtimesalreqtype: false,
};

function renderPage(element: React.ReactNode, answers: MockAnswers) {
  const api = mockApi(answers);
  renderWithSession(<LanguageProvider>{element}</LanguageProvider>, { path: '/agentHome' });
  return api;
}

const day = (d: string, validBet: string, housePnl: string) => ({
  day: d,
  registrations: 1,
  activeMembers: 2,
  deposits: '50000',
  validBet,
  housePnl,
});

const overview: TTeamOverview = {
  totals: {
    rounds: 40,
    betAmount: '300000',
    validBet: '300000',
    win: '280000',
    housePnl: '20000',
    registrations: 3,
    activeMembers: 2,
    deposits: '150000',
    depositCount: 3,
    withdrawals: '10000',
    withdrawalCount: 1,
    bonus: '0',
    teamSize: 12,
    directDownlines: 4,
  },
  days: [
    day('2026-03-08', '100000', '30000'),
    day('2026-03-09', '100000', '-15000'),
    day('2026-03-10', '100000', '5000'),
  ],
  activeThreshold: '10000',
  timeZone: 'Asia/Yangon',
};

describe('team overview', () => {
  it('asks for the previous 7 site days and shows totals, five charts and the days', async () => {
    const api = renderPage(<TeamOverviewPage />, {
      'GET /wps/agent/report/overview': { value: overview },
    });
    const totals = await screen.findByRole('region', { name: 'Totals for the period' });
    expect(within(totals).getByText('Team members').nextSibling).toHaveTextContent('12');
    expect(within(totals).getByText('Direct downlines').nextSibling).toHaveTextContent('4');
    const charts = screen.getByRole('region', { name: 'Day by day' });
    expect(within(charts).getAllByRole('img')).toHaveLength(5);
    expect(within(charts).getByRole('img', { name: 'Team profit and loss: 200.00' })).toBeTruthy();
    const days = screen.getByRole('region', { name: 'The team day by day' });
    expect(within(days).getAllByRole('row')).toHaveLength(4);
    expect(within(days).getByText('-150.00').closest('td')).toHaveClass('mc-amount--out');
    const asked = api.sent.find((r) => r.path === '/wps/agent/report/overview')!;
    expect(asked.query.get('startDate')).toBe('2026-03-04');
    expect(asked.query.get('endDate')).toBe('2026-03-10');
  });

  it('shows loading, then the error when the report fails', async () => {
    let answer: (a: { status: number; code: string }) => void = () => {};
    renderPage(<TeamOverviewPage />, {
      'GET /wps/agent/report/overview': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const days = await screen.findByRole('region', { name: 'The team day by day' });
    expect(within(days).getByRole('status')).toHaveTextContent('Loading');
    answer({ status: 500, code: 'INTERNAL_ERROR' });
    expect(await within(days).findByRole('alert')).toBeInTheDocument();
  });

  it('asks again for a quick pick of 30 days', async () => {
    const api = renderPage(<TeamOverviewPage />, {
      'GET /wps/agent/report/overview': { value: overview },
    });
    await screen.findByRole('region', { name: 'Totals for the period' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() =>
      expect(
        api.sent
          .filter((r) => r.path === '/wps/agent/report/overview')
          .at(-1)
          ?.query.get('startDate'),
      ).toBe('2026-02-09'),
    );
  });
});

const member = (n: number, overrides: Partial<TDownlineMember> = {}): TDownlineMember => ({
  memberId: n,
  username: `member${n}`,
  nickname: `member${n}`,
  level: 2,
  accountType: 0,
  isAgent: false,
  upline: 'sub1',
  balance: '12345',
  status: 'active',
  registeredAt: '2026-03-01T03:00:00.000Z',
  lastLoginAt: '2026-03-09T03:00:00.000Z',
  directDownlines: 0,
  remark: '',
  ...overrides,
});

function renderTeam(answers: MockAnswers = {}, flags: TContractFlags = noFlags) {
  return renderPage(
    <TeamManagementPage
      open={() => {}}
      member={makeMemberInfo({ accountType: 1 })}
      flags={flags}
    />,
    {
      'GET /wps/agent/report/downline': (req) => ({
        value: {
          list:
            req.query.get('pageNo') === '2'
              ? [member(16)]
              : [
                  member(1, { level: 1, isAgent: true, accountType: 1, upline: 'me' }),
                  member(2, { remark: 'met at the fair' }),
                ],
          total: 16,
          totalPages: 2,
        },
      }),
      'GET /wps/member/money/options': {
        value: makeMoneyOptions({ paymentPasswordRequired: false }),
      },
      ...answers,
    },
  );
}

describe('team management', () => {
  it('lists the downline with level, balance, last login and status, 15 a page', async () => {
    const api = renderTeam();
    const list = await screen.findByRole('region', { name: 'My downline' });
    expect(await within(list).findByText('member1')).toBeInTheDocument();
    expect(within(list).getAllByText('123.45')).toHaveLength(2);
    expect(within(list).getAllByText('Active')).toHaveLength(2);
    expect(api.sent[api.sent.length - 1]!.query.get('pageSize')).toBe('15');
    await userEvent.click(within(list).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByText('member16')).toBeInTheDocument();
  });

  it('searches by username, level and kind, back on page 1', async () => {
    const api = renderTeam();
    await screen.findByText('member1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username' }), 'mem');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Accounts' }), 'player');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = api.sent.filter((r) => r.path === '/wps/agent/report/downline').at(-1)!;
      expect(Object.fromEntries(last.query)).toMatchObject({
        username: 'mem',
        level: '2',
        kind: 'player',
        pageNo: '1',
      });
    });
  });

  it('exports the whole downline with the filters on screen, not only the page shown', async () => {
    const api = renderTeam();
    const list = await screen.findByRole('region', { name: 'My downline' });
    await within(list).findByText('member1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const download = catchDownloads();
    await userEvent.click(within(list).getByRole('button', { name: 'Download CSV (whole range)' }));
    await waitFor(() => expect(download.names).toEqual(['downline.csv']));
    const asked = api.sent
      .filter((r) => r.path === '/wps/agent/report/downline' && r.query.get('pageSize') === '100')
      .map((r) => Object.fromEntries(r.query));
    expect(asked).toEqual([
      { sort: 'level', level: '2', pageNo: '1', pageSize: '100' },
      { sort: 'level', level: '2', pageNo: '2', pageSize: '100' },
    ]);
    const lines = await download.text();
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'member1',
      'member2',
      'member16',
    ]);
  });

  it('says when no one matches', async () => {
    renderTeam({
      'GET /wps/agent/report/downline': { value: { list: [], total: 0, totalPages: 1 } },
    });
    expect(await screen.findByText('No one is in your downline yet.')).toBeInTheDocument();
  });

  it('transfers to a downline member through the wallet’s call, once per transfer', async () => {
    const api = renderTeam({
      'POST /wps/member/transfer/downline': { value: { transactionId: 5, balance: '900000' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer to member2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to member2' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Amount/ }), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText(/25.00 transferred/)).toBeInTheDocument();
    const sent = api.sent.filter((r) => r.path === '/wps/member/transfer/downline');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ username: 'member2', amount: '2500' });
    expect((sent[0]!.body as { idempotencyKey: string }).idempotencyKey).toBeTruthy();
  });

  it('shows each remark and saves an edited one', async () => {
    const api = renderTeam({
      'PUT /wps/agent/downline/remark': { value: { memberId: 2, remark: 'big player' } },
    });
    const list = await screen.findByRole('region', { name: 'My downline' });
    expect(await within(list).findByText('met at the fair')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remark on member2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remark on member2' });
    const box = within(dialog).getByRole('textbox', { name: /Remark/ });
    expect(box).toHaveValue('met at the fair');
    await userEvent.clear(box);
    await userEvent.type(box, 'big player');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.sent.filter((r) => r.path === '/wps/agent/downline/remark');
    expect(sent.map((r) => [r.method, r.body])).toEqual([
      ['PUT', { memberId: 2, remark: 'big player' }],
    ]);
  });

  it('offers a contract only to a direct downline agent, and only while contracts are offered', async () => {
    renderTeam();
    await screen.findByText('member1');
    expect(screen.queryByRole('button', { name: /a contract/ })).toBeNull();
  });

  it('sends a daily-salary offer with its tier', async () => {
    const api = renderTeam(
      {
        'POST /wps/agent/contracts/offer': {
          value: {
            id: 3,
            kind: 'daily_salary',
            version: 2,
            state: 'pending',
            periodType: 'W',
            tiers: [],
            maxRateBp: 150,
            agent: 'member1',
            upline: 'me',
            createdAt: '2026-03-10T03:00:00.000Z',
            acceptedAt: null,
            endedAt: null,
            endReason: null,
          },
        },
      },
      { ...noFlags, dailysalreqtype: true },
    );
    expect(await screen.findByRole('button', { name: 'Offer member1 a contract' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offer member2 a contract' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Offer member1 a contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer member1 a contract' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Period'), 'W');
    await userEvent.type(within(dialog).getByLabelText('Bet amount from'), '1000');
    await userEvent.type(within(dialog).getByLabelText('Rate (%)'), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByText(/Offer sent to member1 \(version 2\)/)).toBeTruthy();
    const sent = api.sent.find((r) => r.path === '/wps/agent/contracts/offer')!;
    expect(sent.body).toMatchObject({
      username: 'member1',
      kind: 'daily_salary',
      periodType: 'W',
      tiers: [{ minBetAmount: '100000', minActive: 0, rateBp: 150 }],
    });
  });

  it('refuses a rate that is not a percentage before sending', async () => {
    const api = renderTeam({}, { ...noFlags, divtypereq: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Offer member1 a contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer member1 a contract' });
    await userEvent.type(within(dialog).getByLabelText('Rate (%)'), '101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tier 1');
    expect(api.sent.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('my income and the downline transactions', () => {
  it('my income shows the commission wallet and moves it to the main wallet once', async () => {
    let balance = '70000';
    const api = renderPage(<MyIncomePage />, {
      'GET /wps/agent/report/income': {
        value: { list: [], total: 0, totalPages: 1, totalAmount: '0', timeZone: 'Asia/Yangon' },
      },
      'GET /wps/agent/commission': () => ({ value: { balance, payoutWallet: 'commission' } }),
      'POST /wps/agent/commission/collect': () => {
        balance = '0';
        return { value: { moved: '70000' } };
      },
    });
    const card = await screen.findByRole('region', { name: 'Commission wallet' });
    expect(await within(card).findByText('700.00')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Move to my main wallet' }));
    await waitFor(() => expect(within(card).getByText('0.00')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Move to my main wallet' })).toBeDisabled();
    const sent = api.sent.filter((r) => r.path === '/wps/agent/commission/collect');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as { idempotencyKey: string }).idempotencyKey).toBeTruthy();
  });

  it('my income lists my settlements with the range’s total and opens a statement', async () => {
    renderPage(<MyIncomePage />, {
      'GET /wps/agent/report/income': {
        value: {
          list: [
            {
              statementId: 8,
              kind: 'daily_salary',
              periodStart: '2026-03-08T17:30:00.000Z',
              periodEnd: '2026-03-09T17:30:00.000Z',
              validBet: '100000',
              housePnl: '3000',
              activeMembers: 2,
              rateBps: 100,
              amount: '1000',
              status: 'paid',
              settledAt: '2026-03-09T18:00:00.000Z',
            },
          ],
          total: 1,
          totalPages: 1,
          totalAmount: '1000',
          timeZone: 'Asia/Yangon',
        },
      },
      'GET /wps/agent/contracts/statements/8': { status: 500, code: 'INTERNAL_ERROR' },
    });
    const list = await screen.findByRole('region', { name: 'My income' });
    expect(await within(list).findByText('Daily salary')).toBeInTheDocument();
    expect(within(list).getByText('1.00%')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });

  it('the downline transactions say when there are none, and filter by type', async () => {
    const api = renderPage(<DownlineTransactionsPage />, {
      'GET /wps/agent/report/transactions': {
        value: { list: [], total: 0, totalPages: 1, timeZone: 'Asia/Yangon' },
      },
    });
    expect(await screen.findByText('No transactions in this period.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'withdrawal');
    await waitFor(() =>
      expect(
        api.sent
          .filter((r) => r.path === '/wps/agent/report/transactions')
          .at(-1)
          ?.query.get('type'),
      ).toBe('withdrawal'),
    );
  });
});

const betting: TTeamBettingPage = {
  list: [
    {
      memberId: 2,
      username: 'member2',
      gameType: 'RNG',
      rounds: 30,
      betAmount: '250000',
      validBet: '240000',
      win: '200000',
      housePnl: '40000',
    },
    {
      memberId: 3,
      username: 'member3',
      gameType: 'LIVE',
      rounds: 4,
      betAmount: '60000',
      validBet: '60000',
      win: '75000',
      housePnl: '-15000',
    },
  ],
  total: 2,
  totalPages: 1,
  totals: {
    rounds: 34,
    betAmount: '310000',
    validBet: '300000',
    win: '275000',
    housePnl: '25000',
  },
  timeZone: 'Asia/Yangon',
};

describe('team betting', () => {
  it('lists each member by game type with the range’s totals, 15 a page, and exports it', async () => {
    const api = renderPage(<TeamBettingPage />, {
      'GET /wps/agent/report/betting': { value: betting },
    });
    const list = await screen.findByRole('region', { name: 'Team betting' });
    const row = (await within(list).findByText('member3')).closest('tr')!;
    expect(row).toHaveTextContent('Live casino');
    expect(within(row).getByText('-150.00').closest('td')).toHaveClass('mc-amount--out');
    expect(within(list).getByText('member2').closest('tr')).toHaveTextContent('Slots');
    expect(screen.getByText('Rounds', { selector: 'dt' }).nextSibling).toHaveTextContent('34');
    expect(screen.getByText('Valid bet', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '3,000.00',
    );
    const asked = api.sent.find((r) => r.path === '/wps/agent/report/betting')!;
    expect(Object.fromEntries(asked.query)).toEqual({
      startDate: '2026-03-04',
      endDate: '2026-03-10',
      pageNo: '1',
      pageSize: '15',
    });
    const download = catchDownloads();
    await userEvent.click(within(list).getByRole('button', { name: 'Download CSV (whole range)' }));
    expect(download.names).toEqual(['team-betting-2026-03-04-2026-03-10.csv']);
    const lines = await download.text();
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('member3,LIVE,4,600.00,600.00,750.00,-150.00');
  });

  it('searches by username and says when no one bet', async () => {
    const api = renderPage(<TeamBettingPage />, {
      'GET /wps/agent/report/betting': (req) => ({
        value: req.query.get('username')
          ? { ...betting, list: [], total: 0, totals: { ...betting.totals, rounds: 0 } }
          : betting,
      }),
    });
    await screen.findByText('member2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username' }), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    const last = api.sent.filter((r) => r.path === '/wps/agent/report/betting').at(-1)!;
    expect(last.query.get('username')).toBe('nobody');
    expect(last.query.get('pageNo')).toBe('1');
  });
});

const profit: TProfitLossPage = {
  list: [
    {
      memberId: 2,
      username: 'member2',
      level: 1,
      rounds: 30,
      betAmount: '250000',
      validBet: '240000',
      win: '300000',
      housePnl: '-60000',
      deposits: '100000',
      withdrawals: '150000',
      bonus: '5000',
    },
  ],
  total: 1,
  totalPages: 1,
  totals: {
    rounds: 30,
    betAmount: '250000',
    validBet: '240000',
    win: '300000',
    housePnl: '-60000',
    deposits: '100000',
    withdrawals: '150000',
    bonus: '5000',
  },
  timeZone: 'Asia/Yangon',
};

describe('user profit and loss', () => {
  it('lists each member’s level, play, bonus, deposits and withdrawals, and exports them', async () => {
    const api = renderPage(<UserProfitPage />, {
      'GET /wps/agent/report/profit-loss': { value: profit },
    });
    const list = await screen.findByRole('region', { name: 'User profit and loss' });
    const row = (await within(list).findByText('member2')).closest('tr')!;
    for (const shown of ['2,400.00', '3,000.00', '50.00', '1,000.00', '1,500.00']) {
      expect(within(row).getByText(shown)).toBeInTheDocument();
    }
    expect(within(row).getByText('-600.00').closest('td')).toHaveClass('mc-amount--out');
    expect(screen.getByText('Bonus', { selector: 'dt' }).nextSibling).toHaveTextContent('50.00');
    expect(api.sent.find((r) => r.path === '/wps/agent/report/profit-loss')).toBeTruthy();
    const download = catchDownloads();
    await userEvent.click(within(list).getByRole('button', { name: 'Download CSV (whole range)' }));
    expect(download.names).toEqual(['user-profit-2026-03-04-2026-03-10.csv']);
    expect((await download.text())[1]).toBe(
      'member2,1,2400.00,3000.00,50.00,1000.00,1500.00,-600.00',
    );
  });

  it('says when no member played or paid, and when the report fails', async () => {
    let fail = false;
    renderPage(<UserProfitPage />, {
      'GET /wps/agent/report/profit-loss': () =>
        fail
          ? { status: 500, code: 'INTERNAL_ERROR' }
          : { value: { ...profit, list: [], total: 0 } },
    });
    expect(await screen.findByText('No member played or paid in this period.')).toBeInTheDocument();
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    const list = screen.getByRole('region', { name: 'User profit and loss' });
    expect(await within(list).findByRole('alert')).toBeInTheDocument();
  });
});
