import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMemberInfo } from '@wps/contracts/account/member';
import { makeBalance, makeMemberInfo, makeMoneyOptions } from '../../test/fixtures';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { renderWithSession } from '../../test/render-with-session';
import { setupTestI18n } from '../../test/test-i18n';
import { TransferUplinePage } from './transfer-upline-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTransfer(member: Partial<TMemberInfo> = {}, answers: MockAnswers = {}) {
  const api = mockApi({
    'GET /wps/member/info': { value: makeMemberInfo({ toUpline: 'agent01', ...member }) },
    'GET /wps/v2/wallets/balance': { value: makeBalance({ balance: '500000' }) },
    'GET /wps/member/money/options': { value: makeMoneyOptions() },
    ...answers,
  });
  const view = renderWithSession(<TransferUplinePage />, { path: '/?mc=transferUpline' });
  return { ...api, ...view };
}

const UUID = /^[0-9a-f-]{36}$/;

describe('TransferUplinePage', () => {
  it('checks the amount and the payment password before sending', async () => {
    const user = userEvent.setup();
    const { to } = renderTransfer();
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    expect(screen.getByText('Your upline: agent01')).toBeInTheDocument();
    const amount = within(form).getByLabelText('Amount');
    expect(amount).toHaveAccessibleDescription('From 10.00 to 10,000.00');
    await user.type(amount, '12.345');
    await user.type(within(form).getByLabelText('Payment password'), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('At most 2 decimal places.'),
    );
    expect(within(form).getByLabelText('Payment password')).toHaveAccessibleDescription(
      'Enter your 6-digit payment password.',
    );
    await user.clear(amount);
    await user.type(amount, '9.99');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount from 10.00 to 10,000.00.'),
    );
    expect(to('POST', '/wps/member/transfer/upline')).toEqual([]);
  });

  it('sends minor units with one key per action: a retry reuses it, a new action does not', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { to } = renderTransfer(
      {},
      {
        'POST /wps/member/transfer/upline': () =>
          fail
            ? { code: 'INTERNAL_ERROR', status: 503 }
            : { value: { transactionId: 9, balance: '375000' } },
      },
    );
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    await user.type(within(form).getByLabelText('Amount'), '1,250.5');
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('System error.');
    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      '1,250.50 transferred. Main wallet: 3,750.00.',
    );
    const [first, retry] = to('POST', '/wps/member/transfer/upline').map((r) => r.body) as {
      idempotencyKey: string;
    }[];
    expect(first).toEqual({
      amount: '125050',
      paymentPassword: '123456',
      idempotencyKey: expect.stringMatching(UUID),
    });
    expect(retry).toEqual(first);
    // The form is cleared; the next transfer is a new action with a new key.
    expect(within(form).getByLabelText('Amount')).toHaveValue('');
    await user.type(within(form).getByLabelText('Amount'), '1250.50');
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(to('POST', '/wps/member/transfer/upline')).toHaveLength(3));
    const third = to('POST', '/wps/member/transfer/upline')[2]!.body as { idempotencyKey: string };
    expect(third.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('takes a new key when the request changes after a failure', async () => {
    const user = userEvent.setup();
    const { to } = renderTransfer(
      {},
      { 'POST /wps/member/transfer/upline': { code: 'INSUFFICIENT_FUNDS', status: 409 } },
    );
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    await user.type(within(form).getByLabelText('Amount'), '100');
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Insufficient balance.');
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '50');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(to('POST', '/wps/member/transfer/upline')).toHaveLength(2));
    const [a, b] = to('POST', '/wps/member/transfer/upline').map(
      (r) => r.body as { idempotencyKey: string; amount: string },
    );
    expect([a!.amount, b!.amount]).toEqual(['10000', '5000']);
    expect(a!.idempotencyKey).not.toBe(b!.idempotencyKey);
  });

  it('leaves the payment password out when the settings do not ask for it', async () => {
    const user = userEvent.setup();
    const { to } = renderTransfer(
      {},
      {
        'GET /wps/member/money/options': {
          value: makeMoneyOptions({ paymentPasswordRequired: false }),
        },
        'POST /wps/member/transfer/upline': { value: { transactionId: 3, balance: '0' } },
      },
    );
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    expect(within(form).queryByLabelText('Payment password')).toBeNull();
    await user.type(within(form).getByLabelText('Amount'), '10');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(to('POST', '/wps/member/transfer/upline')).toHaveLength(1));
    expect(
      Object.keys(to('POST', '/wps/member/transfer/upline')[0]!.body as object).sort(),
    ).toEqual(['amount', 'idempotencyKey']);
  });

  it('offers the security centre when no payment password is set', async () => {
    const user = userEvent.setup();
    const { router } = renderTransfer(
      {},
      { 'POST /wps/member/transfer/upline': { code: 'PAYMENT_PASSWORD_NOT_SET', status: 400 } },
    );
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    await user.type(within(form).getByLabelText('Amount'), '10');
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await user.click(
      await within(form).findByRole('button', { name: 'Go to my account to set it' }),
    );
    expect(router.state.location.search).toBe('?mc=securityCenter');
  });

  it('says there is no upline, and gives an agent the downline transfer by username', async () => {
    const user = userEvent.setup();
    const { to } = renderTransfer(
      { toUpline: null, isAgent: true, type: 'agent', accountType: 1 },
      { 'POST /wps/member/transfer/downline': { value: { transactionId: 4, balance: '490000' } } },
    );
    expect(await screen.findByText('Your account has no upline.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Transfer to upline' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Transfer to a downline' });
    await user.type(within(form).getByLabelText('Amount'), '100');
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(within(form).getByLabelText('Downline username')).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(within(form).getByLabelText('Downline username'), ' player09 ');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(to('POST', '/wps/member/transfer/downline')).toHaveLength(1));
    expect(to('POST', '/wps/member/transfer/downline')[0]!.body).toEqual({
      username: 'player09',
      amount: '10000',
      paymentPassword: '123456',
      idempotencyKey: expect.stringMatching(UUID),
    });
  });

  it('gives a plain member no downline transfer', async () => {
    renderTransfer();
    await screen.findByRole('form', { name: 'Transfer to upline' });
    expect(screen.queryByRole('form', { name: 'Transfer to a downline' })).toBeNull();
  });
});
