import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBalance, makeFunds, makeMerchant } from '../../test/fixtures';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { renderWithSession } from '../../test/render-with-session';
import { setupTestI18n } from '../../test/test-i18n';
import { TransferFundPage } from './transfer-fund-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderFund(answers: MockAnswers = {}) {
  const api = mockApi({
    'GET /wps/member/info/funds/consolidated': { value: makeFunds() },
    'GET /wps/relay/GCS_merchantWallet': { value: makeMerchant() },
    'GET /wps/v2/wallets/balance': {
      value: makeBalance({
        balance: '123456',
        bonus: '5000',
        held: '20000',
        locked: '25000',
        withdrawable: '123456',
      }),
    },
    ...answers,
  });
  const view = renderWithSession(<TransferFundPage />, { path: '/?mc=transferFund' });
  return { ...api, ...view };
}

type MoveBody = { vendor: string; direction: string; amount: string; idempotencyKey: string };

describe('TransferFundPage', () => {
  it('shows main, bonus, held and total with two decimals and separators', async () => {
    renderFund();
    const totals = await screen.findByRole('region', { name: 'Balances' });
    expect(within(totals).getByText('Main wallet').nextSibling).toHaveTextContent('1,234.56');
    expect(within(totals).getByText('Bonus').nextSibling).toHaveTextContent('50.00');
    expect(within(totals).getByText('On hold').nextSibling).toHaveTextContent('200.00');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('1,734.56');
  });

  it('shows the bonus, locked and withdrawable amounts the balance API gives', async () => {
    renderFund({
      'GET /wps/v2/wallets/balance': {
        value: makeBalance({
          balance: '123456',
          bonus: '5000',
          held: '20000',
          // The server's figures, not a sum the page could work out from the funds.
          locked: '31000',
          withdrawable: '98765',
        }),
      },
    });
    const totals = await screen.findByRole('region', { name: 'Balances' });
    expect(within(totals).getByText('Bonus').nextSibling).toHaveTextContent('50.00');
    expect(within(totals).getByText('Locked').nextSibling).toHaveTextContent('310.00');
    expect(within(totals).getByText('Withdrawable').nextSibling).toHaveTextContent('987.65');
  });

  it('shows a loading status, then an error when the balance cannot be read', async () => {
    let fail: (answer: { code: string; status: number }) => void = () => {};
    renderFund({
      'GET /wps/v2/wallets/balance': () =>
        new Promise((resolve) => {
          fail = resolve;
        }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('region', { name: 'Balances' })).toBeNull();
    fail({ code: 'INTERNAL', status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This content could not be loaded. Check your connection and reload.',
    );
  });

  it('moves money into a game wallet, no more than the main wallet holds', async () => {
    const user = userEvent.setup();
    const { to, queryClient } = renderFund({
      'POST /wps/relay/GCS_walletTransfer': {
        value: { transactionId: 1, mainBalance: '23456', gameBalance: '100000' },
      },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'Main wallet → Goal Line' }));
    const form = screen.getByRole('form', { name: 'Main wallet → Goal Line' });
    const amount = within(form).getByLabelText('Amount');
    expect(amount).toHaveAccessibleDescription('Available: 1,234.56');
    await user.type(amount, '1234.57');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Insufficient balance.'));
    await user.click(within(form).getByRole('button', { name: 'All' }));
    expect(amount).toHaveValue('1234.56');
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('1,000.00 moved to Goal Line.')).toBeInTheDocument();
    expect(to('POST', '/wps/relay/GCS_walletTransfer')[0]!.body).toEqual({
      vendor: 'GOALLINE',
      direction: 'IN',
      amount: '100000',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The balances (the header's too) are read again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', 'wallet'] });
  });

  it("brings every game wallet with money back to main, and a retry reuses the failed move's key", async () => {
    const user = userEvent.setup();
    let failLotus = true;
    const { to } = renderFund({
      'GET /wps/relay/GCS_merchantWallet': {
        value: makeMerchant({
          wallets: [
            { vendor: 'LOTUSLIVE', displayName: 'Lotus Live', balance: '50000' },
            { vendor: 'GOALLINE', displayName: 'Goal Line', balance: '0' },
            { vendor: 'SKYFISH', displayName: 'Sky Fish', balance: '2500' },
          ],
        }),
      },
      'POST /wps/relay/GCS_walletTransfer': (req) =>
        (req.body as MoveBody).vendor === 'LOTUSLIVE' && failLotus
          ? { code: 'VENDOR_UNAVAILABLE', status: 409 }
          : { value: { transactionId: 2, mainBalance: '0', gameBalance: '0' } },
    });
    await user.click(await screen.findByRole('button', { name: 'All back to main wallet' }));
    expect(await screen.findByText('25.00 moved back to the main wallet.')).toBeInTheDocument();
    expect(screen.getByText('Lotus Live: This game wallet is not available.')).toBeInTheDocument();
    const first = to('POST', '/wps/relay/GCS_walletTransfer').map((r) => r.body as MoveBody);
    expect(first.map((b) => [b.vendor, b.direction, b.amount])).toEqual([
      ['LOTUSLIVE', 'OUT', '50000'],
      ['SKYFISH', 'OUT', '2500'],
    ]);
    expect(first[0]!.idempotencyKey).not.toBe(first[1]!.idempotencyKey);
    failLotus = false;
    await user.click(screen.getByRole('button', { name: 'All back to main wallet' }));
    await waitFor(() =>
      expect(to('POST', '/wps/relay/GCS_walletTransfer').length).toBeGreaterThan(2),
    );
    const retryLotus = to('POST', '/wps/relay/GCS_walletTransfer')
      .map((r) => r.body as MoveBody)
      .slice(2)
      .find((b) => b.vendor === 'LOTUSLIVE')!;
    expect(retryLotus.idempotencyKey).toBe(first[0]!.idempotencyKey);
  });

  it('says there is nothing to move with a single wallet', async () => {
    renderFund({
      'GET /wps/relay/GCS_merchantWallet': {
        value: makeMerchant({ isSingle: true, wallets: [] }),
      },
    });
    expect(
      await screen.findByText('All games use your main wallet: there is nothing to transfer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All back to main wallet' })).toBeNull();
  });
});
