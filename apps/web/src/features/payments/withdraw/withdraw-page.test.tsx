import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '../../../lib/date-range';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TWithdrawal } from '@wps/contracts/payment/withdrawal-fields';
import { mockApi, type MockAnswers, type SentRequest } from '../../../test/mock-api';
import { setupTestI18n } from '../../../test/test-i18n';
import { makeBalance, makeMoneyOptions, makeSecurityCentre } from '../../../test/fixtures';
import { imageFile, makeWithdrawal, renderPage } from '../test-utils';
import { WithdrawPage } from './withdraw-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const requested = {
  value: {
    reference: 'W5H8J2K1',
    state: 'pending',
    amount: '50000',
    fee: '500',
    total: '50500',
    currency: 'MMK',
    createdAt: '2025-03-01T08:30:00.000Z',
  },
};

function withdrawalList(items: TWithdrawal[]) {
  return { value: { items, total: items.length, totalPages: 1 } };
}

function renderWithdraw(answers: MockAnswers = {}) {
  const api = mockApi({
    'GET /wps/v2/wallets/balance': { value: makeBalance({ held: '101000' }) },
    'GET /wps/member/money/options': { value: makeMoneyOptions() },
    'GET /wps/member/security-centre': { value: makeSecurityCentre() },
    'GET /wps/payment/withdrawals': withdrawalList([]),
    'POST /wps/payment/proofs': { value: { proofId: 5 } },
    ...answers,
  });
  const open = vi.fn();
  return { ...api, open, ...renderPage(<WithdrawPage open={open} />, { path: '/?mc=withdraw' }) };
}

const amountInput = () => screen.getByRole('textbox', { name: 'Amount (P)' });
const passwordInput = () => screen.getByLabelText('Payment password');
const submit = () => screen.getByRole('button', { name: 'Request withdrawal' });
const keyOf = (req: SentRequest | undefined) =>
  (req!.body as { idempotencyKey: string }).idempotencyKey;

describe('WithdrawPage setup', () => {
  it('shows the available and held balance', async () => {
    renderWithdraw();
    expect(await screen.findByText('P 20,000.00')).toBeInTheDocument();
    expect(screen.getByText('P 1,010.00')).toBeInTheDocument();
  });

  it('sends a member without a bank account to the security centre', async () => {
    const user = userEvent.setup();
    const { open } = renderWithdraw({
      'GET /wps/member/security-centre': { value: makeSecurityCentre({ bankAccounts: [] }) },
    });
    expect(
      await screen.findByText('Bind a bank account in the security centre before you withdraw.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request withdrawal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the security centre' }));
    expect(open).toHaveBeenCalledWith('securityCenter', undefined);
  });

  it('asks for a payment password to be set first while the settings require one', async () => {
    renderWithdraw({
      'GET /wps/member/security-centre': {
        value: makeSecurityCentre({ hasPaymentPassword: false }),
      },
    });
    expect(
      await screen.findByText('Set a payment password in the security centre before you withdraw.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Payment password')).not.toBeInTheDocument();
  });
});

describe('WithdrawPage request', () => {
  it.each([
    ['', '', 'Enter an amount.', null],
    ['99.99', '123456', 'Enter an amount from 100.00 to 100,000.00.', null],
    // 19,900 + 1 % fee = 20,099 > the 20,000 balance.
    ['19900', '123456', 'Insufficient balance.', null],
    ['500', '12345', null, 'Enter your 6-digit payment password.'],
  ])(
    'checks amount %j and password %j in the browser',
    async (amount, password, amountError, passwordError) => {
      const user = userEvent.setup();
      const { to } = renderWithdraw();
      await screen.findByRole('radio', { name: /KBZ Bank/ });
      if (amount) await user.type(amountInput(), amount);
      if (password) await user.type(passwordInput(), password);
      await user.click(submit());
      if (amountError) {
        expect(amountInput()).toHaveAccessibleDescription(expect.stringContaining(amountError));
      }
      if (passwordError) {
        expect(passwordInput()).toHaveAccessibleDescription(passwordError);
      }
      expect(to('POST', '/wps/payment/withdrawals')).toHaveLength(0);
    },
  );

  it('sends the chosen account, the amount in minor units and the payment password, and shows the request', async () => {
    const user = userEvent.setup();
    const { to, queryClient } = renderWithdraw({ 'POST /wps/payment/withdrawals': requested });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('radio', { name: /AYA Bank/ }));
    await user.type(amountInput(), '500');
    expect(
      screen.getByText('Fee 5.00 · 505.00 will be held from your balance'),
    ).toBeInTheDocument();
    await user.type(passwordInput(), '12a3456');
    expect(passwordInput()).toHaveValue('123456');
    await user.click(submit());
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Reference W5H8J2K1: 500.00 to your bank account; 505.00 is held until it is paid.',
      ),
    ).toBeInTheDocument();
    expect(to('POST', '/wps/payment/withdrawals')[0]!.body).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      bankAccountId: 2,
      amount: '50000',
      paymentPassword: '123456',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', 'wallet', 'balance'] });
  });

  it('on KYC_REQUIRED says so and offers the identity check in my account', async () => {
    const user = userEvent.setup();
    let code = 'INSUFFICIENT_FUNDS';
    const { open } = renderWithdraw({
      'POST /wps/payment/withdrawals': () => ({ status: 403, code }),
    });
    await screen.findByRole('radio', { name: /KBZ Bank/ });
    await user.type(amountInput(), '500');
    await user.type(passwordInput(), '123456');
    // Another refusal offers no identity check.
    await user.click(submit());
    expect(await screen.findByText('Insufficient balance.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify my identity' })).not.toBeInTheDocument();
    code = 'KYC_REQUIRED';
    await user.click(submit());
    expect(
      await screen.findByText(
        'Please verify your identity (KYC) in the member centre before this withdrawal.',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Verify my identity' }));
    // To the security centre's identity check itself, not just the security centre.
    expect(open).toHaveBeenCalledWith('securityCenter', 'kyc');
  });

  it('offers quick amounts only up to what the balance covers with the fee', async () => {
    renderWithdraw();
    await screen.findByRole('radio', { name: /KBZ Bank/ });
    // Balance 20,000.00 and a 1 % fee: at most 19,801.98 can be asked for.
    const quick = await screen.findByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1,000.00', '5,000.00', '10,000.00']);
  });

  it('sends no payment password when the settings do not ask for one', async () => {
    const user = userEvent.setup();
    const { to } = renderWithdraw({
      'GET /wps/member/money/options': {
        value: makeMoneyOptions({ paymentPasswordRequired: false, withdrawalFeeBps: 0 }),
      },
      'POST /wps/payment/withdrawals': requested,
    });
    await screen.findByRole('radio', { name: /KBZ Bank/ });
    expect(screen.queryByLabelText('Payment password')).not.toBeInTheDocument();
    await user.type(amountInput(), '500');
    await user.click(submit());
    await screen.findByText('Withdrawal requested');
    expect(to('POST', '/wps/payment/withdrawals')[0]!.body).toEqual({
      idempotencyKey: expect.any(String),
      bankAccountId: 1,
      amount: '50000',
    });
  });

  it('keeps the key for a retry of the same request and takes a new one when the request changes', async () => {
    const answers = [
      { code: 'NETWORK_ERROR', status: 502 },
      { code: 'PAYMENT_PASSWORD_WRONG', status: 400 },
      requested,
    ];
    const user = userEvent.setup();
    const { to } = renderWithdraw({ 'POST /wps/payment/withdrawals': () => answers.shift()! });
    await screen.findByRole('radio', { name: /KBZ Bank/ });
    await user.type(amountInput(), '500');
    await user.type(passwordInput(), '111111');
    await user.click(submit());
    expect(await screen.findByText('Network link abnormal.')).toBeInTheDocument();
    await user.click(submit());
    await waitFor(() =>
      expect(passwordInput()).toHaveAccessibleDescription('The payment password is incorrect.'),
    );
    await user.clear(passwordInput());
    await user.type(passwordInput(), '222222');
    await user.click(submit());
    await screen.findByText('Withdrawal requested');
    const sent = to('POST', '/wps/payment/withdrawals');
    expect(sent).toHaveLength(3);
    expect(keyOf(sent[1])).toBe(keyOf(sent[0]));
    expect(keyOf(sent[2])).not.toBe(keyOf(sent[0]));
  });
});

describe('WithdrawPage with an active bonus', () => {
  it('asks before forfeiting the bonus, then sends the forfeit flag', async () => {
    const answers = [{ code: 'BONUS_FORFEIT_REQUIRED', status: 409 }, requested];
    const user = userEvent.setup();
    const { to } = renderWithdraw({ 'POST /wps/payment/withdrawals': () => answers.shift()! });
    await screen.findByRole('radio', { name: /KBZ Bank/ });
    await user.type(amountInput(), '500');
    await user.type(passwordInput(), '111111');
    await user.click(submit());
    const ask = await screen.findByRole('alertdialog', { name: 'Forfeit your bonus?' });
    expect(
      within(ask).getByText(/Withdrawing now forfeits what is left of it/),
    ).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Forfeit bonus and withdraw' }));
    await screen.findByText('Withdrawal requested');
    const sent = to('POST', '/wps/payment/withdrawals');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).not.toHaveProperty('forfeitBonus');
    expect(sent[1]!.body).toMatchObject({ forfeitBonus: true });
  });
});

describe('WithdrawPage receipt', () => {
  const paid = makeWithdrawal({
    state: 'paid',
    paidAt: '2025-03-01T09:00:00.000Z',
    // 23:45 today on the site's clock (Asia/Yangon), where every time is shown.
    receiptDueAt: new Date(`${todayIn('Asia/Yangon')}T23:45:00+06:30`).toISOString(),
  });

  it('asks whether a paid withdrawal arrived and says when it counts as received', async () => {
    renderWithdraw({ 'GET /wps/payment/withdrawals': withdrawalList([paid]) });
    expect(
      await screen.findByText('1,000.00 was paid to KBZ Bank ****1234. Did you receive it?'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'If you do not answer, it counts as received at 23:45, and then it cannot be refunded.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Paid – please confirm')).toBeInTheDocument();
    // Each choice says plainly what it means.
    expect(screen.getByRole('button', { name: 'Received in full' })).toHaveAccessibleDescription(
      'All 1,000.00 arrived in your bank account. This closes the withdrawal.',
    );
    expect(screen.getByRole('button', { name: 'Received in part' })).toHaveAccessibleDescription(
      'Only part of 1,000.00 arrived. This also closes the withdrawal: ask customer service about the rest first.',
    );
    expect(screen.getByRole('button', { name: 'Not received' })).toHaveAccessibleDescription(
      /Nothing arrived\. Send proof/,
    );
  });

  it.each([
    ['Received in part', 'received', 'You confirmed receiving part of it at'],
    ['Received in full', 'full_payment', 'You confirmed receipt of the full amount at'],
  ])('answers %s after a confirmation', async (button, answer, after) => {
    const user = userEvent.setup();
    let current = paid;
    const { to } = renderWithdraw({
      'GET /wps/payment/withdrawals': () => withdrawalList([current]),
      'POST /wps/payment/withdrawals/W5H8J2K1/receipt': () => {
        current = {
          ...paid,
          state: 'received',
          receiptAnswer: answer as TWithdrawal['receiptAnswer'],
          receiptAt: '2025-03-01T09:10:00.000Z',
        };
        return { value: current };
      },
    });
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm receipt' });
    expect(
      within(dialog).getByText('This closes the withdrawal; it cannot be refunded afterwards.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(new RegExp(after))).toBeInTheDocument();
    expect(to('POST', '/wps/payment/withdrawals/W5H8J2K1/receipt')[0]!.body).toEqual({ answer });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { to } = renderWithdraw({ 'GET /wps/payment/withdrawals': withdrawalList([paid]) });
    await user.click(await screen.findByRole('button', { name: 'Received in part' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(to('POST', '/wps/payment/withdrawals/W5H8J2K1/receipt')).toHaveLength(0);
  });

  it('reports not received only with a proof image', async () => {
    const user = userEvent.setup();
    let current = paid;
    const { to } = renderWithdraw({
      'GET /wps/payment/withdrawals': () => withdrawalList([current]),
      'POST /wps/payment/withdrawals/W5H8J2K1/receipt': () => {
        current = { ...paid, state: 'disputed', receiptAnswer: 'not_received' };
        return { value: current };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Not received' }));
    await user.click(screen.getByRole('button', { name: 'Report not received' }));
    expect(screen.getByText('Add at least one image of the transfer receipt.')).toBeInTheDocument();
    expect(to('POST', '/wps/payment/withdrawals/W5H8J2K1/receipt')).toHaveLength(0);

    await user.upload(
      screen.getByLabelText(/Add image/),
      imageFile('statement.jpg', { type: 'image/jpeg' }),
    );
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Report not received' }));
    expect(
      await screen.findByText('You reported this as not received. Customer service is checking.'),
    ).toBeInTheDocument();
    expect(to('POST', '/wps/payment/withdrawals/W5H8J2K1/receipt')[0]!.body).toEqual({
      answer: 'not_received',
      proofIds: [5],
    });
  });

  it('shows the refusal when the withdrawal was already counted as received', async () => {
    const user = userEvent.setup();
    renderWithdraw({
      'GET /wps/payment/withdrawals': withdrawalList([paid]),
      'POST /wps/payment/withdrawals/W5H8J2K1/receipt': { code: 'INVALID_STATE', status: 409 },
    });
    await user.click(await screen.findByRole('button', { name: 'Received in part' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This request can no longer be changed.')).toBeInTheDocument();
  });

  it('says a receipt counted automatically cannot be refunded, and shows other outcomes', async () => {
    renderWithdraw({
      'GET /wps/payment/withdrawals': withdrawalList([
        makeWithdrawal({
          reference: 'WFORCED1',
          state: 'received',
          forcedReceipt: true,
          receiptAt: '2025-03-01T10:00:00.000Z',
        }),
        makeWithdrawal({ reference: 'WREJECT1', state: 'rejected', reason: 'Name mismatch' }),
      ]),
    });
    expect(
      await screen.findByText(
        /^Not confirmed in time: counted as received at .*\. It cannot be refunded\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Name mismatch')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Received/ })).not.toBeInTheDocument();
  });
});
