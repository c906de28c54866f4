// The member page in the console: found by mobile, opened, adjusted, and the pending
// adjustments a second operator approves; loading, empty and error states of the lists.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsMemberDetail } from '@wps/contracts/account/ops-member-detail';
import { mockFetch } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { MembersSection } from './members-section';
import { setUpConsoleTests } from '../test-setup';

const row = {
  id: 7,
  username: 'player01',
  accountType: 0,
  mobile: '+95 9123450002',
  email: 'player01@example.com',
  upline: 'agent01',
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
};
const detail: TOpsMemberDetail = {
  ...row,
  status: 'active',
  nickname: 'P1',
  payeeName: 'Aung Kyaw',
  birthday: null,
  language: 'MY',
  registerIp: '203.0.113.1',
  registerMethod: 'WEB',
  domain: null,
  labels: [{ name: 'High roller', colour: '#d32f2f' }],
  clubLabel: { labelName: 'VIP 2', rankLevel: 2 },
  kyc: 'pending',
  balances: {
    cash: '150000',
    bonus: '0',
    held: '0',
    commission: '0',
    points: '12345',
    gameWallets: [],
  },
  bankAccounts: [],
  sessions: [],
  devices: [],
  notes: [],
};
const pendingOne = {
  id: 31,
  memberId: 7,
  username: 'player01',
  wallet: 'cash',
  amount: '500000',
  reason: 'Refund',
  state: 'pending',
  maker: 'admin',
  checker: null,
  createdAt: '2026-11-27T00:00:00.000Z',
  decidedAt: null,
};
const PENDING = 'GET /ops/api/adjustments?page=1&state=pending';

setUpConsoleTests();

describe('the member page', () => {
  it('finds a member by mobile, opens it and sends a balance adjustment', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/members?page=1': { value: { items: [], totalPages: 0 } },
      'GET /ops/api/members?page=1&by=mobile&q=09123450002': {
        value: { items: [row], totalPages: 1 },
      },
      [PENDING]: { value: { items: [], totalPages: 0 } },
      'GET /ops/api/members/7': { value: detail },
      'GET /ops/api/members/7/ledger?page=1': {
        value: {
          items: [
            {
              id: 1,
              transactionId: 9,
              kind: 'balance_adjustment',
              account: 'player_cash',
              amount: '2500',
              balanceAfter: '150000',
              createdAt: '2026-11-27T00:00:00.000Z',
            },
          ],
          totalPages: 1,
        },
      },
      'POST /ops/api/members/7/adjustments': { value: { ...pendingOne, amount: '250000' } },
    });
    const user = userEvent.setup();
    renderWithClient(<MembersSection canEdit />);
    expect(await screen.findByText('No members found.')).toBeVisible();
    expect(await screen.findByText('No adjustment is waiting.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Search by'), 'mobile');
    await user.type(screen.getByLabelText('Username starts with'), '09123450002');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'player01' }));

    const balances = await screen.findByRole('region', { name: 'Balances' });
    expect(balances.querySelector('dd')).toHaveTextContent('1,500.00');
    expect(screen.getByText('High roller')).toBeVisible();
    expect(screen.getByLabelText('VIP rank')).toHaveValue('2');
    expect(screen.getByText('Waiting for review')).toBeVisible();
    expect(await screen.findByText('balance_adjustment')).toBeVisible();

    const form = within(balances).getByRole('form', { name: 'Adjust balance' });
    await user.type(within(form).getByLabelText('Amount'), '2,500');
    await user.type(within(form).getByLabelText('Reason'), 'Refund');
    await user.click(within(form).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      "Adjustment 31 waits for another operator's approval.",
    );
    const posted = sent.find((r) => r.method === 'POST');
    expect(posted?.body).toEqual({
      wallet: 'cash',
      direction: 'credit',
      amount: '250000',
      reason: 'Refund',
    });
  }, 20_000);

  it('shows the points beside the money and adjusts them in whole points only', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/members?page=1': { value: { items: [row], totalPages: 1 } },
      [PENDING]: { value: { items: [], totalPages: 0 } },
      'GET /ops/api/members/7': { value: detail },
      'GET /ops/api/members/7/ledger?page=1': {
        value: {
          items: [
            {
              id: 2,
              transactionId: 10,
              kind: 'points_adjust',
              account: 'player_points',
              amount: '1200',
              balanceAfter: '12345',
              createdAt: '2026-11-27T00:00:00.000Z',
            },
          ],
          totalPages: 1,
        },
      },
      'POST /ops/api/members/7/adjustments': {
        value: { ...pendingOne, wallet: 'points', amount: '1200', state: 'posted' },
      },
    });
    const user = userEvent.setup();
    renderWithClient(<MembersSection canEdit />);
    await user.click(await screen.findByRole('button', { name: 'player01' }));

    const balances = await screen.findByRole('region', { name: 'Balances' });
    // Whole points, no currency and no decimals, beside the money.
    expect(balances.querySelector('dl')).toHaveTextContent('CashP 1,500.00');
    expect(balances.querySelector('dl')).toHaveTextContent('Agent commissionP 0.00Points12,345');
    const history = screen.getByRole('region', { name: 'History' });
    const entry = (await within(history).findByText('points_adjust')).closest('tr');
    expect(entry).toHaveTextContent('player_points1,20012,345');

    const form = within(balances).getByRole('form', { name: 'Adjust balance' });
    await user.type(within(form).getByLabelText('Amount'), '25');
    await user.selectOptions(within(form).getByLabelText('Wallet'), 'Points');
    // An amount typed in money is not a number of points: the field starts empty again.
    const amount = within(form).getByLabelText('Points (whole number)');
    expect(amount).toHaveValue('');
    expect(amount).toHaveAttribute('inputmode', 'numeric');

    await user.type(amount, '12.5');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Points are whole numbers: type digits only, without decimals.',
    );
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '1,200');
    await user.click(within(form).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Adjustment 31 posted.');
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { wallet: 'points', direction: 'credit', amount: '1200', reason: 'Goodwill' },
    ]);
  }, 20_000);

  it("shows each game wallet's balance by its vendor, in money", async () => {
    mockFetch({
      'GET /ops/api/members?page=1': { value: { items: [row], totalPages: 1 } },
      [PENDING]: { value: { items: [], totalPages: 0 } },
      'GET /ops/api/members/7': {
        value: {
          ...detail,
          balances: {
            ...detail.balances,
            gameWallets: [
              { vendor: 'GOALLINE', balance: '250000' },
              { vendor: 'LOTUSLIVE', balance: '70' },
            ],
          },
        },
      },
      'GET /ops/api/members/7/ledger?page=1': { value: { items: [], totalPages: 0 } },
    });
    const user = userEvent.setup();
    renderWithClient(<MembersSection canEdit />);
    await user.click(await screen.findByRole('button', { name: 'player01' }));

    const facts = (await screen.findByRole('region', { name: 'Balances' })).querySelector('dl')!;
    expect(facts).toHaveTextContent('Points12,345Game wallet GOALLINEP 2,500.00');
    expect(facts).toHaveTextContent('Game wallet LOTUSLIVEP 0.70');
  });

  it('lists a pending points adjustment in points, not money', async () => {
    mockFetch({
      'GET /ops/api/members?page=1': { value: { items: [row], totalPages: 1 } },
      [PENDING]: {
        value: { items: [{ ...pendingOne, wallet: 'points', amount: '-1500' }], totalPages: 1 },
      },
    });
    renderWithClient(<MembersSection canEdit />);
    const pending = await screen.findByRole('region', {
      name: 'Balance adjustments waiting for approval',
    });
    expect(await within(pending).findByText('Refund')).toBeVisible();
    expect(within(pending).getAllByRole('row')[1]).toHaveTextContent('-1,500 · Points');
  });

  it('disables a member only once the dialog naming the effect is confirmed', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/members?page=1': { value: { items: [row], totalPages: 1 } },
      [PENDING]: { value: { items: [], totalPages: 0 } },
      'GET /ops/api/members/7': { value: detail },
      'GET /ops/api/members/7/ledger?page=1': { value: { items: [], totalPages: 0 } },
      'POST /ops/api/members/7/status': { value: { ...row, status: 'disabled' } },
    });
    const user = userEvent.setup();
    renderWithClient(<MembersSection canEdit />);
    await user.click(await screen.findByRole('button', { name: 'player01' }));

    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable player01?' });
    expect(dialog).toHaveTextContent(
      'player01 is signed out everywhere at once and cannot sign in until the account is enabled again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: 'Confirm: disable player01 and sign them out',
      }),
    );
    await vi.waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')).toMatchObject({
        path: '/ops/api/members/7/status',
        body: { status: 'disabled' },
      }),
    );
  }, 20_000);

  it('lets a second operator approve a pending adjustment', async () => {
    let isDone = false;
    const { sent } = mockFetch({
      'GET /ops/api/members?page=1': { value: { items: [row], totalPages: 1 } },
      [PENDING]: () => ({ value: { items: isDone ? [] : [pendingOne], totalPages: 1 } }),
      'POST /ops/api/adjustments/31/approve': () => {
        isDone = true;
        return { value: { ...pendingOne, state: 'posted', checker: 'finance1' } };
      },
    });
    const user = userEvent.setup();
    renderWithClient(<MembersSection canEdit />);
    await user.click(
      await screen.findByRole('button', { name: 'Approve adjustment 31 for player01' }),
    );
    expect(await screen.findByText('No adjustment is waiting.')).toBeVisible();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('shows the refusal when the maker tries to approve its own', async () => {
    mockFetch({
      'GET /ops/api/members?page=1': { value: { items: [row], totalPages: 1 } },
      [PENDING]: { value: { items: [pendingOne], totalPages: 1 } },
      'POST /ops/api/adjustments/31/approve': { status: 403, code: 'SAME_OPERATOR' },
    });
    const user = userEvent.setup();
    renderWithClient(<MembersSection canEdit />);
    await user.click(
      await screen.findByRole('button', { name: 'Approve adjustment 31 for player01' }),
    );
    expect(
      await screen.findByText('Another operator must approve an adjustment you made.'),
    ).toBeVisible();
  });

  it('shows an error when the member cannot be loaded, and no actions for support', async () => {
    mockFetch({
      'GET /ops/api/members?page=1': { value: { items: [row], totalPages: 1 } },
      [PENDING]: { value: { items: [pendingOne], totalPages: 1 } },
      'GET /ops/api/members/7': { status: 500, code: 'INTERNAL_ERROR' },
    });
    const user = userEvent.setup();
    renderWithClient(<MembersSection canEdit={false} />);
    expect(await screen.findByText('Refund')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Approve adjustment/ })).toBeNull();
    const list = await screen.findByRole('region', { name: 'Members' });
    await user.click(await within(list).findByRole('button', { name: 'player01' }));
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
