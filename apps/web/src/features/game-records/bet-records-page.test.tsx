import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBetRecord } from '@wps/contracts/games/bet-records';
import { LanguageProvider } from '../../lib/language';
import { quickRange, todayIn } from '../../lib/date-range';
import { pinClock } from '../../test/clock';
import { mockApi, type SentRequest } from '../../test/mock-api';
import { renderWithSession } from '../../test/render-with-session';
import { expectSiteWeekPastMidnight } from '../../test/site-day';
import { setupTestI18n } from '../../test/test-i18n';
import { BetRecordsPage } from './bet-records-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

// The records' days are the site's (Asia/Yangon here): a clock at midday keeps the browser's
// day the same as the site's, whenever the tests run.
beforeEach(() => pinClock());

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function bet(overrides: Partial<TBetRecord> = {}): TBetRecord {
  return {
    id: 101,
    roundRef: 'RS-9F3A',
    time: '2026-03-01T08:30:00.000Z',
    endedAt: '2026-03-01T08:30:01.000Z',
    gameCode: 'RS_DRAGON',
    gameName: 'Dragon Gold',
    vendor: 'ROYALSLOTS',
    vendorName: 'Royal Slots',
    gameType: 'RNG',
    currency: 'MMK',
    bet: '2000',
    win: '5000',
    net: '3000',
    state: 'ended',
    ...overrides,
  };
}

const vendors = [
  {
    gameType: 'RNG',
    vassalage: 'ROYALSLOTS',
    displayName: 'Royal Slots',
    accountTypeId: 1,
    isHot: 1,
    logo: '',
  },
  {
    gameType: 'RNG',
    vassalage: 'GOLDENREELS',
    displayName: 'Golden Reels',
    accountTypeId: 1,
    isHot: 0,
    logo: '',
  },
  {
    gameType: 'FISH',
    vassalage: 'DRAGONFISH',
    displayName: 'Dragon Fish',
    accountTypeId: 2,
    isHot: 1,
    logo: '',
  },
];

function renderBets() {
  const api = mockApi({
    'GET /wps/relay/GCSGAME_newGameVendor': { value: vendors },
    'GET /wps/member/bet-records': (req) => ({
      value: {
        list:
          req.query.get('pageNo') === '2'
            ? [bet({ id: 7, roundRef: 'OLD-1', net: '-2000', win: '0' })]
            : [
                bet(),
                bet({
                  id: 102,
                  roundRef: 'PC-77',
                  gameName: 'Baccarat A',
                  vendorName: 'Pearl Casino',
                  gameType: 'LIVE',
                  bet: '125050',
                  win: '0',
                  net: '-125050',
                  state: 'open',
                  endedAt: null,
                }),
                bet({ id: 103, gameName: null, gameCode: null, roundRef: 'X-1' }),
              ],
        total: 16,
        totalPages: 2,
        totals: { rounds: 16, bet: '127050', win: '5000', net: '-122050' },
        timeZone: 'Asia/Yangon',
      },
    }),
  });
  const view = renderWithSession(
    <LanguageProvider>
      <BetRecordsPage />
    </LanguageProvider>,
    { path: '/?mc=personalHistoryCopy' },
  );
  const asked = () =>
    api
      .to('GET', '/wps/member/bet-records')
      .map((r: SentRequest) => Object.fromEntries(r.query.entries()));
  return { ...api, ...view, asked };
}

describe('BetRecordsPage', () => {
  it('asks for the previous 7 days of real play, 15 to a page, and shows rounds and totals', async () => {
    const { asked } = renderBets();
    const table = await screen.findByRole('table');
    const week = quickRange('previous7', todayIn('Asia/Yangon'));
    // Game names in the site's language (the LanguageProvider's, MY unless chosen).
    expect(asked()[0]).toEqual({
      startDate: week.startDate,
      endDate: week.endDate,
      state: 'all',
      play: 'real',
      language: 'MY',
      pageNo: '1',
      pageSize: '15',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    const first = within(rows[0]!);
    expect(first.getByText('RS-9F3A')).toBeInTheDocument();
    expect(first.getByText('#101')).toBeInTheDocument();
    // Times in the site's zone: 08:30 UTC is 15:00 in Yangon.
    expect(first.getByText('2026/03/01 15:00:00')).toBeInTheDocument();
    expect(first.getByText('Dragon Gold')).toBeInTheDocument();
    expect(first.getByText('Royal Slots')).toBeInTheDocument();
    expect(first.getByText('Slots')).toBeInTheDocument();
    expect(first.getByText('20.00')).toBeInTheDocument();
    expect(first.getByText('50.00')).toBeInTheDocument();
    expect(first.getByText('+30.00').closest('td')).toHaveClass('mc-amount--in');
    expect(first.getByText('Settled')).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('Live casino')).toBeInTheDocument();
    expect(second.getByText('-1,250.50').closest('td')).toHaveClass('mc-amount--out');
    expect(second.getByText('Open')).toBeInTheDocument();
    // No game named by the vendor: its game type's word, never a code.
    expect(within(rows[2]!).getAllByText('Slots')).toHaveLength(2);
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(within(totals).getByText('16')).toBeInTheDocument();
    expect(within(totals).getByText('1,270.50')).toBeInTheDocument();
    expect(within(totals).getByText('-1,220.50')).toBeInTheDocument();
  });

  it('filters by type, vendor, state, play and quick pick, back on the first page', async () => {
    const user = userEvent.setup();
    const { asked } = renderBets();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked().at(-1)?.pageNo).toBe('2'));
    expect(await screen.findByText('OLD-1')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Game type'), 'FISH');
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ gameType: 'FISH', pageNo: '1' }));
    // Only the chosen type's vendors are offered.
    const vendor = screen.getByLabelText('Provider');
    await waitFor(() =>
      expect(
        within(vendor)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Dragon Fish']),
    );
    await user.selectOptions(vendor, 'DRAGONFISH');
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ vendor: 'DRAGONFISH' }));
    // Another type drops the vendor.
    await user.selectOptions(screen.getByLabelText('Game type'), 'RNG');
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ gameType: 'RNG' }));
    expect(asked().at(-1)).not.toHaveProperty('vendor');

    await user.selectOptions(screen.getByLabelText('State'), 'open');
    await user.selectOptions(screen.getByLabelText('Money'), 'trial');
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    const month = quickRange('previous30', todayIn('Asia/Yangon'));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        gameType: 'RNG',
        state: 'open',
        play: 'trial',
        startDate: month.startDate,
        endDate: month.endDate,
        language: 'MY',
        pageNo: '1',
        pageSize: '15',
      }),
    );
  });

  it("moves its first week to the site's day when the site is past midnight already", () =>
    expectSiteWeekPastMidnight(renderBets));

  it('does not ask for a reversed range or one over 90 days', async () => {
    const user = userEvent.setup();
    const { asked } = renderBets();
    await screen.findByRole('table');
    const before = asked().length;
    const start = screen.getByLabelText('From');
    await user.clear(start);
    await user.type(start, '2099-01-01');
    expect(start).toHaveAccessibleDescription('The start date must not be after the end date.');
    await user.clear(start);
    await user.type(start, '2000-01-01');
    expect(start).toHaveAccessibleDescription('Choose at most 90 days.');
    expect(asked()).toHaveLength(before);
  });

  it('says so when there are no bets, and when loading failed', async () => {
    mockApi({
      'GET /wps/relay/GCSGAME_newGameVendor': { value: [] },
      'GET /wps/member/bet-records': {
        value: {
          list: [],
          total: 0,
          totalPages: 0,
          totals: { rounds: 0, bet: '0', win: '0', net: '0' },
          timeZone: 'Asia/Yangon',
        },
      },
    });
    const view = renderWithSession(
      <LanguageProvider>
        <BetRecordsPage />
      </LanguageProvider>,
    );
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    view.unmount();
    mockApi({
      'GET /wps/relay/GCSGAME_newGameVendor': { value: [] },
      'GET /wps/member/bet-records': { code: 'VALIDATION_FAILED' },
    });
    renderWithSession(
      <LanguageProvider>
        <BetRecordsPage />
      </LanguageProvider>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
