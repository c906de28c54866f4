import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TRecord } from '@wps/contracts/wallet/records';
import { quickRange, todayIn } from '../../lib/date-range';
import { LanguageProvider } from '../../lib/language';
import { pinClock } from '../../test/clock';
import { mockApi, type SentRequest } from '../../test/mock-api';
import { renderWithSession } from '../../test/render-with-session';
import { expectSiteWeekPastMidnight } from '../../test/site-day';
import { setupTestI18n } from '../../test/test-i18n';
import { TransactionHistoryPage } from './transaction-history-page';

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

function record(overrides: Partial<TRecord> = {}): TRecord {
  return {
    id: 1,
    time: '2026-03-01T08:30:00.000Z',
    type: 'deposit',
    withdrawalState: null,
    amount: '500000',
    balanceAfter: '1500000',
    reference: 'D7K2M9Q4',
    remark: null,
    ...overrides,
  };
}

function renderRecords() {
  const api = mockApi({
    'GET /wps/relay/ODSFE2_MemTransDet': (req) => ({
      value: {
        list:
          req.query.get('pageNo') === '2'
            ? [record({ id: 40, type: 'bet', amount: '-2000', reference: null, remark: 'Round 9' })]
            : [
                record(),
                record({ id: 2, type: 'transfer_upline', amount: '-125050', reference: 'agent01' }),
                record({ id: 3, type: 'jackpot_share', amount: '100' }),
                record({ id: 4, type: 'hold', withdrawalState: 'paid', amount: '-101000' }),
              ],
        totalPages: 2,
        total: 16,
        timeZone: 'Asia/Yangon',
      },
    }),
  });
  const view = renderWithSession(
    <LanguageProvider>
      <TransactionHistoryPage />
    </LanguageProvider>,
    { path: '/?mc=transactionHistory' },
  );
  const asked = () =>
    api
      .to('GET', '/wps/relay/ODSFE2_MemTransDet')
      .map((r: SentRequest) => Object.fromEntries(r.query.entries()));
  return { ...api, ...view, asked };
}

describe('TransactionHistoryPage', () => {
  it('asks for the previous 7 days, all types, 15 to a page, and shows signed amounts', async () => {
    const { asked } = renderRecords();
    const table = await screen.findByRole('table');
    const week = quickRange('previous7', todayIn('Asia/Yangon'));
    expect(asked()[0]).toEqual({
      type: 'all',
      startDate: week.startDate,
      endDate: week.endDate,
      // Names in references in the site's language (the LanguageProvider's, MY unless chosen).
      language: 'MY',
      pageNo: '1',
      pageSize: '15',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    // Times in the site's zone: 08:30 UTC is 15:00 in Yangon.
    expect(within(rows[0]!).getByText('2026/03/01 15:00:00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Deposit')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('+5,000.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Transfer to upline')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('-1,250.50')).toBeInTheDocument();
    // A kind this page does not know reads "Other", never its code.
    expect(within(rows[2]!).getByText('Other')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('jackpot_share');
    // A withdrawal is one row, with its state now.
    expect(within(rows[3]!).getByText('Withdrawal')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Paid – please confirm')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Paid – please confirm')).toBeNull();
    // The amount's heading names the site's currency label.
    expect(within(table).getByRole('columnheader', { name: 'Amount (P)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('filters by type and quick pick, back on the first page', async () => {
    const user = userEvent.setup();
    const { asked } = renderRecords();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked().at(-1)?.pageNo).toBe('2'));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'transfer');
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ type: 'transfer', pageNo: '1' }));
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    const month = quickRange('previous30', todayIn('Asia/Yangon'));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        type: 'transfer',
        startDate: month.startDate,
        endDate: month.endDate,
        language: 'MY',
        pageNo: '1',
        pageSize: '15',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    const week = quickRange('previous7', todayIn('Asia/Yangon'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject(week));
    // A record of the past: no quick pick of the days ahead.
    expect(screen.queryByRole('button', { name: 'Next 7 days' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next 30 days' })).toBeNull();
  });

  it("moves its first week to the site's day when the site is past midnight already", () =>
    expectSiteWeekPastMidnight(renderRecords));

  it('does not ask for a range whose start is after its end', async () => {
    const user = userEvent.setup();
    const { asked } = renderRecords();
    await screen.findByRole('table');
    const before = asked().length;
    const start = screen.getByLabelText('From');
    await user.clear(start);
    await user.type(start, '2099-01-01');
    expect(start).toHaveAccessibleDescription('The start date must not be after the end date.');
    expect(asked()).toHaveLength(before);
  });
});
