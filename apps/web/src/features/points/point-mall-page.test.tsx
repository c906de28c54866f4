import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  convertPoint,
  getPointBalance,
  getPointConfig,
  getPointRecords,
  getPointReward,
  getRedeemPointList,
  redeemPointReward,
  type TPointRecord,
  type TPointReward,
  type TRedemption,
} from '@wps/contracts/loyalty/points';
import { quickRange, todayIn } from '../../lib/date-range';
import { pinClock } from '../../test/clock';
import { mockApi, type MockAnswers, type SentRequest } from '../../test/mock-api';
import { stubViewport } from '../../test/viewport';
import { setupTestI18n } from '../../test/test-i18n';
import { itMatchesContracts } from '../../test/endpoint-contracts';
import { renderPage } from '../payments/test-utils';
import * as endpoints from './points-endpoints';
import { PointMallPage } from './point-mall-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bonus: TPointReward = {
  id: 3,
  kind: 'bonus',
  name: 'Bonus 5,000',
  description: '',
  image: null,
  points: 500,
  bonusAmount: '500000',
  stock: null,
  needsShipping: false,
};
const goods: TPointReward = {
  ...bonus,
  id: 4,
  kind: 'goods',
  name: 'Cap',
  bonusAmount: '0',
  stock: 0,
  needsShipping: true,
};
const redemption: TRedemption = {
  id: 9,
  rewardId: 3,
  kind: 'bonus',
  name: 'Bonus 5,000',
  quantity: 1,
  points: 500,
  amount: '500000',
  status: 'approved',
  remark: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  reviewedAt: '2026-11-27T08:00:00.000Z',
};
const config = {
  enabled: true,
  convertPoints: 100,
  convertAmount: '10000',
  convertMin: 10,
  depositPoints: 0,
  depositPer: '100',
  earnRules: [],
};

function renderMall(answers: MockAnswers) {
  const api = mockApi({
    'GET /wps/relay/MCS2_getPointBalance': { value: { points: '1200', pendingMicro: '0' } },
    'GET /wps/relay/MCS2_getPointConfig': { value: config },
    'GET /wps/relay/MCS2_getPointReward': { value: { list: [bonus, goods] } },
    'GET /wps/relay/MCS2_getRedeemPointList': { value: { list: [], total: 0 } },
    'GET /wps/relay/ODSFE2_MemTransDet/points': { value: { list: [], total: 0 } },
    ...answers,
  });
  return { ...api, ...renderPage(<PointMallPage />, { path: '/pointMall' }) };
}

describe('points endpoints', () => {
  itMatchesContracts(
    [
      [endpoints.pointBalanceEndpoint, getPointBalance],
      [endpoints.pointConfigEndpoint, getPointConfig],
      [endpoints.pointRewardsEndpoint, getPointReward],
      [endpoints.redeemEndpoint, redeemPointReward],
      [endpoints.redeemListEndpoint, getRedeemPointList],
      [endpoints.convertEndpoint, convertPoint],
      [endpoints.pointRecordsEndpoint, getPointRecords],
    ] as const,
    endpoints,
  );
});

describe('PointMallPage', () => {
  it('shows the balance and the catalogue; a sold-out item cannot be redeemed', async () => {
    renderMall({});
    const balance = await screen.findByTestId('points-balance');
    await vi.waitFor(() => expect(balance).toHaveTextContent('1,200'));
    expect(await screen.findByText('Bonus 5,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  it('disables Redeem with the reason when the balance is below the price, per item', async () => {
    const dear: TPointReward = { ...bonus, id: 5, name: 'Bonus 50,000', points: 1201 };
    const exact: TPointReward = { ...bonus, id: 6, name: 'Bonus 12,000', points: 1200 };
    renderMall({ 'GET /wps/relay/MCS2_getPointReward': { value: { list: [dear, exact] } } });
    await screen.findByText('Bonus 50,000');
    const [dearButton, exactButton] = await vi.waitFor(() => {
      const buttons = screen.getAllByRole('button', { name: 'Redeem' });
      expect(buttons[0]).toBeDisabled();
      return buttons;
    });
    expect(dearButton).toHaveAccessibleDescription('Not enough points');
    expect(screen.getAllByText('Not enough points')).toHaveLength(1);
    // A balance of exactly the price is enough.
    expect(exactButton).toBeEnabled();
  });

  it('redeems a bonus credit with the payment password', async () => {
    const user = userEvent.setup();
    const { to } = renderMall({
      'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': {
        value: { redemption, points: '700' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    await user.type(screen.getAllByLabelText('Payment password').at(-1)!, '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/the bonus is in your bonus wallet/)).toBeInTheDocument();
    const [sent] = to('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward');
    expect(sent!.body).toMatchObject({ rewardId: 3, quantity: 1, paymentPassword: '246810' });
  });

  it('says why a redemption was refused', async () => {
    const user = userEvent.setup();
    renderMall({
      'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': {
        code: 'INSUFFICIENT_POINTS',
        status: 409,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Not enough points.')).toBeInTheDocument();
  });

  it('shows the redeem history, and its empty and error states', async () => {
    const user = userEvent.setup();
    const full = renderMall({
      'GET /wps/relay/MCS2_getRedeemPointList': { value: { list: [redemption], total: 1 } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    const table = await screen.findByRole('table', { name: 'Redeem history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Name', 'Quantity', 'Points', 'Status', 'Remark']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Approved')).toHaveClass('points-status--approved');
    // The whole history is on its one page: its export says so.
    expect(screen.getByRole('button', { name: 'Download CSV (whole range)' })).toBeEnabled();
    full.unmount();
    const empty = renderMall({});
    await user.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    expect(await screen.findByText('You have not redeemed anything yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /CSV/ })).toBeNull();
    empty.unmount();
    renderMall({
      'GET /wps/relay/ODSFE2_MemTransDet/points': { code: 'INTERNAL_ERROR', status: 500 },
    });
    await user.click(await screen.findByRole('tab', { name: 'Point records' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  describe('point records (the records kit)', () => {
    const pointRecord = (overrides: Partial<TPointRecord> = {}): TPointRecord => ({
      id: 1,
      time: '2026-03-09T08:00:00.000Z',
      type: 'points_earn',
      points: '1200',
      amount: '0',
      status: null,
      remark: null,
      quantity: null,
      ...overrides,
    });
    const recordsAnswers: MockAnswers = {
      'GET /wps/relay/ODSFE2_MemTransDet/points': (req) => ({
        value: {
          list:
            req.query.get('pageNo') === '2'
              ? [pointRecord({ id: 40, type: 'points_convert', points: '-100', amount: '1000' })]
              : [
                  pointRecord({
                    id: 2,
                    type: 'points_redeem',
                    points: '-500',
                    amount: '500000',
                    status: 'approved',
                    quantity: 1,
                  }),
                  pointRecord(),
                ],
          total: 16,
        },
      }),
    };
    const openRecords = async () => {
      const user = userEvent.setup();
      const api = renderMall(recordsAnswers);
      await user.click(await screen.findByRole('tab', { name: 'Point records' }));
      const table = await screen.findByRole('table', { name: 'Point records' });
      const asked = () =>
        api
          .to('GET', '/wps/relay/ODSFE2_MemTransDet/points')
          .map((r: SentRequest) => Object.fromEntries(r.query.entries()));
      return { user, table, asked };
    };

    it('asks for the previous 7 days of the site, 15 a page, and lists them as a table on a desktop', async () => {
      pinClock();
      stubViewport(1280);
      const { table, asked } = await openRecords();
      const week = quickRange('previous7', todayIn('Asia/Yangon'));
      expect(asked()[0]).toEqual({
        language: 'EN',
        startDate: week.startDate,
        endDate: week.endDate,
        pageNo: '1',
        pageSize: '15',
      });
      expect(screen.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Time', 'Type', 'Points', 'Amount', 'Quantity', 'Status', 'Remark']);
      const [redeemed, earned] = within(table).getAllByRole('row').slice(1);
      // 08:00 UTC is 14:30 in Yangon, the site's zone.
      await waitFor(() =>
        expect(within(earned!).getByText('2026/03/09 14:30:00')).toBeInTheDocument(),
      );
      expect(within(earned!).getByText('Earned')).toBeInTheDocument();
      expect(within(earned!).getByText('+1,200')).toBeInTheDocument();
      expect(within(redeemed!).getByText('-500')).toBeInTheDocument();
      expect(within(redeemed!).getByText('Approved')).toBeInTheDocument();
      expect(table).not.toHaveTextContent('points_redeem');
    });

    it('shows each record as a card of labelled cells on a phone', async () => {
      stubViewport(390);
      const { table } = await openRecords();
      const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
      expect([...cells].map((c) => c.dataset.label)).toEqual([
        'Time',
        'Type',
        'Points',
        'Amount',
        'Quantity',
        'Status',
        'Remark',
      ]);
    });

    it('pages, goes back to page 1 on a quick pick, and exports the page as CSV', async () => {
      pinClock();
      const { user, asked } = await openRecords();
      expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download CSV (this page)' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Download CSV (whole range)' })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(asked().at(-1)?.pageNo).toBe('2'));
      expect(await screen.findByText('Converted')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
      const month = quickRange('previous30', todayIn('Asia/Yangon'));
      await waitFor(() => expect(asked().at(-1)).toMatchObject({ ...month, pageNo: '1' }));
      // Records are of the past: no quick pick of the days ahead.
      expect(screen.queryByRole('button', { name: 'Next 7 days' })).toBeNull();
    });
  });

  it('converts points at the shown rate', async () => {
    const user = userEvent.setup();
    const { to } = renderMall({
      'POST /wps/relay/passwordCheck/MCS2_convertPoint': {
        value: { points: '1000', amount: '20000', cash: '20000' },
      },
    });
    await user.type(await screen.findByLabelText('Points to convert'), '200');
    expect(screen.getByText(/You get/)).toHaveTextContent('200.00');
    await user.type(screen.getAllByLabelText('Payment password')[0]!, '246810');
    await user.click(screen.getByRole('button', { name: 'Convert to cash' }));
    await vi.waitFor(() =>
      expect(to('POST', '/wps/relay/passwordCheck/MCS2_convertPoint')).toHaveLength(1),
    );
  });
});
