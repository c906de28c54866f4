import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWithdrawalContext } from '@wps/contracts/ops/risk';
import type { TOpsChannel } from '@wps/contracts/payment/ops-channels';
import type { TOpsWithdrawal } from '@wps/contracts/payment/withdrawal-fields';
import { renderWithClient, rowOf } from '../test-render';
import { mockFetch, type SentRequest } from '../test-fetch';
import { WithdrawalsSection } from './withdrawals-section';
import { setUpConsoleTests } from '../test-setup';

const LIST = 'GET /ops/api/withdrawals?pageNo=1';
const CHANNELS = 'GET /ops/api/payment-channels/choices';
const CONTEXT = 'GET /ops/api/withdrawals/W9F3K7P2/context';

const withdrawal: TOpsWithdrawal = {
  id: 5,
  reference: 'W9F3K7P2',
  memberId: 12,
  username: 'player01',
  state: 'pending',
  amount: '200000',
  fee: '2000',
  total: '202000',
  currency: 'MMK',
  bankAccount: {
    id: 3,
    bankName: 'KBZ Bank',
    accountName: 'U Aung',
    maskedAccountNumber: '****6789',
    accountNumber: '0123456789',
  },
  createdAt: '2030-01-02T03:04:00.000Z',
  paidAt: null,
  receiptDueAt: null,
  receiptAnswer: null,
  receiptAt: null,
  forcedReceipt: false,
  reason: null,
  proofIds: [],
  payoutChannelId: null,
  payoutRef: null,
  decidedBy: null,
  decidedAt: null,
  updatedAt: '2030-01-02T03:04:00.000Z',
};

const channel = (patch: Partial<TOpsChannel>): TOpsChannel => ({
  id: 1,
  code: 'kbz-bank',
  type: 'bank',
  name: 'KBZ Bank transfer',
  texts: { EN: { name: 'Bank', instructions: '' } },
  currency: 'MMK',
  minAmount: '100000',
  maxAmount: '500000000',
  feeFixed: '0',
  feeBps: 0,
  forDeposit: true,
  forWithdrawal: false,
  enabled: true,
  sort: 10,
  bank: { bankName: 'KBZ Bank', accountName: 'Demo Co', accountNumber: '0273 0100' },
  isConfigured: true,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...patch,
});

const channels = [
  channel({}),
  channel({
    id: 2,
    code: 'sandbox',
    type: 'sandbox',
    name: 'Sandbox gateway',
    bank: null,
    forWithdrawal: true,
  }),
  channel({
    id: 3,
    code: 'old-pay',
    type: 'gateway',
    name: 'Old gateway',
    bank: null,
    forWithdrawal: true,
    enabled: false,
  }),
  channel({
    id: 4,
    code: 'new-pay',
    type: 'gateway',
    name: 'Gateway without its secret',
    bank: null,
    forWithdrawal: true,
    isConfigured: false,
  }),
];

const page = (items: TOpsWithdrawal[]) => ({
  value: { items, total: items.length, totalPages: 1 },
});
const posts = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'POST').map(({ path, body }) => ({ path, body }));

function renderSection(canEdit = true) {
  renderWithClient(<WithdrawalsSection canEdit={canEdit} />);
}

setUpConsoleTests();

describe('WithdrawalsSection', () => {
  it('offers the actions each state allows', async () => {
    mockFetch({
      [LIST]: page([
        withdrawal,
        { ...withdrawal, reference: 'WMANUAL1', state: 'approved' },
        { ...withdrawal, reference: 'WGATEWAY1', state: 'approved', payoutChannelId: 2 },
        { ...withdrawal, reference: 'WDISPUTE1', state: 'disputed', receiptAnswer: 'not_received' },
        {
          ...withdrawal,
          reference: 'WPAID0001',
          state: 'paid',
          paidAt: '2030-01-02T04:00:00.000Z',
          receiptDueAt: '2030-01-02T05:00:00.000Z',
        },
        { ...withdrawal, reference: 'WFORCED01', state: 'received', forcedReceipt: true },
      ]),
      [CHANNELS]: { value: channels },
    });
    renderSection();

    const buttonsOf = async (reference: string) =>
      within(await rowOf(reference))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(await buttonsOf('W9F3K7P2')).toEqual(['Approve', 'Reject']);
    expect(await buttonsOf('WMANUAL1')).toEqual(['Mark paid', 'Reject']);
    expect(await buttonsOf('WGATEWAY1')).toEqual(['Ask the gateway again']);
    expect(await buttonsOf('WDISPUTE1')).toEqual(['Settle dispute']);
    expect(await buttonsOf('WPAID0001')).toEqual([]);

    const gateway = await rowOf('WGATEWAY1');
    await vi.waitFor(() => expect(gateway).toHaveTextContent('Payout channelSandbox gateway'));
    expect(await rowOf('WDISPUTE1')).toHaveTextContent("Member's answerNot received");
    expect(await rowOf('WPAID0001')).toHaveTextContent('Counts as received at');
    expect(await rowOf('WFORCED01')).toHaveTextContent('Counted as received (no answer in time)');
    expect(await rowOf('W9F3K7P2')).toHaveTextContent('Pay toKBZ Bank · U Aung · 0123456789');
    expect(await rowOf('W9F3K7P2')).toHaveTextContent('Amount + feeP 2,020.00');
  });

  it('approves through a gateway channel for withdrawals, or by hand', async () => {
    const { sent } = mockFetch({
      [LIST]: page([withdrawal]),
      [CHANNELS]: { value: channels },
      'POST /ops/api/withdrawals/W9F3K7P2/approve': { value: { ...withdrawal, state: 'approved' } },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve W9F3K7P2' }));
    let form = screen.getByRole('form', { name: 'Approve W9F3K7P2' });
    const payout = within(form).getByRole('combobox', { name: 'Pay out' });
    // Bank channels cannot pay out; switched-off gateways and those without their secret are
    // not offered.
    await vi.waitFor(() =>
      expect(
        within(payout)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['By hand (mark paid afterwards)', 'Sandbox gateway']),
    );
    await user.selectOptions(payout, 'Sandbox gateway');
    expect(form).toHaveTextContent('Pay P 2,000.00 out through Sandbox gateway now?');
    await user.click(within(form).getByRole('button', { name: 'Confirm approve' }));
    await vi.waitFor(() => expect(posts(sent)).toHaveLength(1));

    await user.click(await screen.findByRole('button', { name: 'Approve W9F3K7P2' }));
    form = screen.getByRole('form', { name: 'Approve W9F3K7P2' });
    await user.click(within(form).getByRole('button', { name: 'Confirm approve' }));
    await vi.waitFor(() => expect(posts(sent)).toHaveLength(2));

    expect(posts(sent)).toEqual([
      { path: '/ops/api/withdrawals/W9F3K7P2/approve', body: { payoutChannelId: 2 } },
      { path: '/ops/api/withdrawals/W9F3K7P2/approve', body: {} },
    ]);
  });

  it('marks a hand payout paid with its bank reference, and rejects with a reason', async () => {
    const manual = { ...withdrawal, state: 'approved' as const };
    const { sent } = mockFetch({
      [LIST]: page([manual]),
      [CHANNELS]: { value: channels },
      'POST /ops/api/withdrawals/W9F3K7P2/mark-paid': { value: { ...manual, state: 'paid' } },
      'POST /ops/api/withdrawals/W9F3K7P2/reject': { value: { ...manual, state: 'rejected' } },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark W9F3K7P2 paid' }));
    let form = screen.getByRole('form', { name: 'Mark W9F3K7P2 paid' });
    await user.type(
      within(form).getByRole('textbox', { name: 'Bank transfer reference (optional)' }),
      'KBZ-778812',
    );
    await user.click(within(form).getByRole('button', { name: 'Confirm paid' }));
    await vi.waitFor(() => expect(posts(sent)).toHaveLength(1));

    await user.click(await screen.findByRole('button', { name: 'Reject W9F3K7P2' }));
    form = screen.getByRole('form', { name: 'Reject W9F3K7P2' });
    expect(form).toHaveTextContent("P 2,020.00 goes back to player01's balance");
    await user.click(within(form).getByRole('button', { name: 'Confirm reject' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please give a reason.');
    await user.type(within(form).getByRole('textbox'), 'Account closed');
    await user.click(within(form).getByRole('button', { name: 'Confirm reject' }));
    // The confirmation names the refund, the member and the reason they will read; going back
    // sends nothing.
    let dialog = screen.getByRole('dialog', { name: 'Reject withdrawal W9F3K7P2?' });
    expect(dialog).toHaveTextContent(
      "P 2,020.00 goes back to player01's balance and this withdrawal can no longer be paid. " +
        'player01 sees your reason: “Account closed”.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(sent)).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Confirm reject' }));
    dialog = screen.getByRole('dialog', { name: 'Reject withdrawal W9F3K7P2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm reject' }));
    await vi.waitFor(() => expect(posts(sent)).toHaveLength(2));

    expect(posts(sent)).toEqual([
      { path: '/ops/api/withdrawals/W9F3K7P2/mark-paid', body: { payoutRef: 'KBZ-778812' } },
      { path: '/ops/api/withdrawals/W9F3K7P2/reject', body: { reason: 'Account closed' } },
    ]);
  });

  it('settles a dispute by refund with a reason', async () => {
    const disputed = { ...withdrawal, state: 'disputed' as const };
    const { sent } = mockFetch({
      [LIST]: page([disputed]),
      [CHANNELS]: { value: channels },
      'POST /ops/api/withdrawals/W9F3K7P2/resolve-dispute': {
        value: { ...disputed, state: 'failed' },
      },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Settle the dispute of W9F3K7P2' }));
    const form = screen.getByRole('form', { name: 'Settle the dispute of W9F3K7P2' });
    await user.click(within(form).getByRole('radio', { name: 'Refund the member' }));
    expect(form).toHaveTextContent("Refund P 2,020.00 to player01's balance?");
    await user.type(within(form).getByRole('textbox'), 'Bank returned the transfer');
    await user.click(within(form).getByRole('button', { name: 'Confirm settlement' }));

    await vi.waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]).toEqual({
      path: '/ops/api/withdrawals/W9F3K7P2/resolve-dispute',
      body: { resolution: 'refund', reason: 'Bank returned the transfer' },
    });
  });

  it('shows why the gateway refused the payout channel', async () => {
    mockFetch({
      [LIST]: page([withdrawal]),
      [CHANNELS]: { value: channels },
      'POST /ops/api/withdrawals/W9F3K7P2/approve': { status: 400, code: 'CHANNEL_UNAVAILABLE' },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve W9F3K7P2' }));
    const form = screen.getByRole('form', { name: 'Approve W9F3K7P2' });
    await user.click(within(form).getByRole('button', { name: 'Confirm approve' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This payment method is not available.',
    );
  });

  it('lets support read the list without asking for the channels or deciding', async () => {
    const { sent } = mockFetch({ [LIST]: page([withdrawal]) });
    renderSection(false);

    expect(await screen.findByRole('button', { name: 'Approve W9F3K7P2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject W9F3K7P2' })).toBeDisabled();
    // Support reads the list and each card's context (money.read), never the channels.
    expect(sent.map((r) => r.path)).toEqual([
      '/ops/api/withdrawals?pageNo=1',
      '/ops/api/withdrawals/W9F3K7P2/context',
    ]);
  });
});

const context: TWithdrawalContext = {
  memberId: 12,
  username: 'player01',
  status: 'active',
  labels: [{ name: 'High roller', colour: '#d32f2f' }],
  balance: '1534050',
  bonusBalance: '25000',
  depositCount: 3,
  deposits: '5000000',
  lastDepositAt: '2030-01-01T20:15:00.000Z',
  turnoverSinceDeposit: '120000',
  withdrawals: '980000',
  kyc: 'pending',
  flags: ['quick_withdrawal', 'shared_device'],
};

/** The card's context as label -> value, and its badges, as the approver reads them. */
async function contextOf(reference: string) {
  const region = within(await rowOf(reference)).getByRole('region', {
    name: `Member context of ${reference}`,
  });
  await within(region).findAllByRole('term');
  return {
    region,
    facts: Object.fromEntries(
      within(region)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
    ),
    badges: [...region.querySelectorAll('.ops-risk-flags .ops-badge')].map((b) => b.textContent),
  };
}

describe("WithdrawalsSection: the member's context on a card", () => {
  it("shows the server's balance, deposits, turnover, KYC and flags in money format", async () => {
    const { sent } = mockFetch({
      [LIST]: page([withdrawal, { ...withdrawal, reference: 'WPAID0001', state: 'paid' }]),
      [CHANNELS]: { value: channels },
      [CONTEXT]: { value: context },
    });
    renderSection();

    const { facts, badges } = await contextOf('W9F3K7P2');
    expect(facts).toEqual({
      'Cash balance': 'P 15,340.50',
      'Bonus balance': 'P 250.00',
      'Deposits (count)': 'P 50,000.00 (3)',
      // 20:15 UTC is 02:45 the next day in Yangon, the site's zone.
      'Last deposit': '2030/01/02 02:45:00',
      'Turnover since last deposit': 'P 1,200.00',
      'Paid out before': 'P 9,800.00',
      KYC: 'Waiting for review',
    });
    expect(badges).toEqual(['Withdrawal without play', 'Shared device', 'High roller']);
    // A closed withdrawal needs no judging: no context and no call for it.
    expect(within(await rowOf('WPAID0001')).queryByRole('region')).toBeNull();
    expect(sent.map((r) => r.path)).not.toContain('/ops/api/withdrawals/WPAID0001/context');
  });

  it('says when the member never deposited and has no flags, and names a disabled member', async () => {
    let answer: TWithdrawalContext = {
      ...context,
      labels: [],
      bonusBalance: '0',
      depositCount: 0,
      deposits: '0',
      lastDepositAt: null,
      turnoverSinceDeposit: '0',
      withdrawals: '0',
      kyc: 'none',
      flags: [],
    };
    mockFetch({
      [LIST]: page([withdrawal]),
      [CHANNELS]: { value: channels },
      [CONTEXT]: () => ({ value: answer }),
    });
    const { unmount } = renderWithClient(<WithdrawalsSection canEdit />);

    let shown = await contextOf('W9F3K7P2');
    // No bonus is left out rather than shown as zero.
    expect(shown.facts).toEqual({
      'Cash balance': 'P 15,340.50',
      'Deposits (count)': 'P 0.00 (0)',
      'Last deposit': 'Never deposited',
      'Turnover since last deposit': 'P 0.00',
      'Paid out before': 'P 0.00',
      KYC: 'Not sent',
    });
    expect(shown.badges).toEqual(['No risk flags']);
    unmount();

    answer = { ...answer, status: 'disabled' };
    renderSection();
    shown = await contextOf('W9F3K7P2');
    expect(shown.badges).toEqual(['Disabled']);
  });

  it('shows the context loading, then its figures', async () => {
    let release: () => void = () => {};
    mockFetch({
      [LIST]: page([withdrawal]),
      [CHANNELS]: { value: channels },
      [CONTEXT]: () =>
        new Promise((resolve) => {
          release = () => resolve({ value: context });
        }),
    });
    renderSection();

    const region = within(await rowOf('W9F3K7P2')).getByRole('region', {
      name: 'Member context of W9F3K7P2',
    });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(region).queryByRole('term')).toBeNull();
    release();
    expect(await within(region).findByText('P 15,340.50')).toBeVisible();
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it("shows why the context could not be loaded, and the card's actions stay", async () => {
    mockFetch({
      [LIST]: page([withdrawal]),
      [CHANNELS]: { value: channels },
      [CONTEXT]: { status: 403, code: 'FORBIDDEN' },
    });
    renderSection();

    const card = await rowOf('W9F3K7P2');
    const region = within(card).getByRole('region', { name: 'Member context of W9F3K7P2' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
    expect(within(region).queryByRole('term')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Approve W9F3K7P2' })).toBeEnabled();
  });
});
