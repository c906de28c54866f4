import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProfit } from '@wps/contracts/games/profit';
import { LanguageProvider } from '../../lib/language';
import { quickRange, todayIn } from '../../lib/date-range';
import { pinClock } from '../../test/clock';
import { mockApi, type SentRequest } from '../../test/mock-api';
import { renderWithSession } from '../../test/render-with-session';
import { setupTestI18n } from '../../test/test-i18n';
import { ProfitPage } from './profit-page';

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

const figures = (rounds: number, bet: string, validBet: string, win: string, net: string) => ({
  rounds,
  bet,
  validBet,
  win,
  net,
});

const answer: TProfit = {
  types: [
    {
      gameType: 'RNG',
      ...figures(3, '4100', '4100', '5050', '950'),
      vendors: [
        {
          vendor: 'ROYALSLOTS',
          vendorName: 'Royal Slots',
          ...figures(2, '4000', '4000', '5000', '1000'),
        },
        {
          vendor: 'GOLDENREELS',
          vendorName: 'Golden Reels',
          ...figures(1, '100', '100', '50', '-50'),
        },
      ],
    },
    {
      gameType: 'LIVE',
      ...figures(1, '10000', '0', '0', '-10000'),
      vendors: [
        {
          vendor: 'PEARLCASINO',
          vendorName: 'Pearl Casino',
          ...figures(1, '10000', '0', '0', '-10000'),
        },
      ],
    },
  ],
  total: figures(4, '14100', '4100', '5050', '-9050'),
  timeZone: 'Asia/Yangon',
};

function renderProfit(value: TProfit = answer) {
  const api = mockApi({
    'GET /wps/relay/GCSGAME_newGameVendor': { value: [] },
    'GET /wps/member/profit-loss': { value },
  });
  renderWithSession(
    <LanguageProvider>
      <ProfitPage />
    </LanguageProvider>,
    { path: '/?mc=personalProfit' },
  );
  const asked = () =>
    api
      .to('GET', '/wps/member/profit-loss')
      .map((r: SentRequest) => Object.fromEntries(r.query.entries()));
  return { ...api, asked };
}

describe('ProfitPage', () => {
  it('shows each game type with its vendors under it, and the total', async () => {
    const { asked } = renderProfit();
    const table = await screen.findByRole('table');
    const week = quickRange('previous7', todayIn('Asia/Yangon'));
    expect(asked()[0]).toEqual({ startDate: week.startDate, endDate: week.endDate, play: 'real' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Slots', '3', '41.00', '41.00', '50.50', '+9.50'],
      ['Royal Slots', '2', '40.00', '40.00', '50.00', '+10.00'],
      ['Golden Reels', '1', '1.00', '1.00', '0.50', '-0.50'],
      ['Live casino', '1', '100.00', '0.00', '0.00', '-100.00'],
      ['Pearl Casino', '1', '100.00', '0.00', '0.00', '-100.00'],
      ['Total', '4', '141.00', '41.00', '50.50', '-90.50'],
    ]);
    expect(screen.getByText('-90.50').closest('td')).toHaveClass('mc-amount--out');
    expect(screen.getByText('+9.50').closest('td')).toHaveClass('mc-amount--in');
  });

  it('asks again for another type, play and range', async () => {
    const user = userEvent.setup();
    const { asked } = renderProfit();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Game type'), 'LIVE');
    await user.selectOptions(screen.getByLabelText('Money'), 'trial');
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    const month = quickRange('previous30', todayIn('Asia/Yangon'));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ ...month, gameType: 'LIVE', play: 'trial' }),
    );
    expect(screen.queryByRole('button', { name: /Next \d+ days/ })).toBeNull();
  });

  it('says so when nothing was played', async () => {
    renderProfit({
      types: [],
      total: figures(0, '0', '0', '0', '0'),
      timeZone: 'Asia/Yangon',
    });
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
  });
});
