// The own-wallet vendor's bar above a framed game: what the launch moved, the two wallets, the
// Transfer dialog, and the leave call when the frame or the page goes away.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBalance } from '../../../test/fixtures';
import { defaultApi, renderInApp } from '../../../test/render-app';
import { setupTestI18n } from '../../../test/test-i18n';
import { GameWalletBar, type LaunchWallet } from './game-wallet';

const launched: LaunchWallet = {
  returned: '0',
  mainBalance: '0',
  gameWallet: {
    vendor: 'LOTUSLIVE',
    displayName: 'Lotus Live',
    movedIn: '10000',
    balance: '10000',
  },
};

function api(game = '10000', main = '0') {
  return {
    ...defaultApi(),
    '/wps/v2/wallets/balance': makeBalance({ balance: main, inGames: game }),
    '/wps/relay/GCS_merchantWallet': {
      sumBalance: String(BigInt(game) + BigInt(main)),
      isSingle: false,
      wallets: [{ vendor: 'LOTUSLIVE', displayName: 'Lotus Live', balance: game }],
    },
    '/wps/relay/GCS_walletTransfer': { transactionId: 9, mainBalance: '4000', gameBalance: '6000' },
    '/wps/relay/GCS_gameWalletLeave': { returned: '10000', mainBalance: '10000' },
  };
}

/** The bodies (and keepalive) of the calls made to `path`. */
function callsTo(fetchMock: ReturnType<typeof vi.fn>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => ({
      body: JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
      keepalive: (init as RequestInit).keepalive ?? false,
    }));
}

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => {
  sessionStorage.setItem('token', 'member-token');
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('GameWalletBar', () => {
  it('says what the launch moved in and shows both wallets', async () => {
    renderInApp(<GameWalletBar vendor="LOTUSLIVE" launched={launched} />, { api: api() });
    const bar = screen.getByRole('region', { name: 'Lotus Live wallet' });
    expect(within(bar).getByRole('status')).toHaveTextContent(
      '100.00 moved from your main wallet into Lotus Live to play.',
    );
    await waitFor(() =>
      expect(within(bar).getByTestId('game-wallet-balance')).toHaveTextContent('100.00'),
    );
    expect(within(bar).getByTestId('main-wallet-balance')).toHaveTextContent('0.00');
  });

  it('points to Transfer when the game wallet is empty and the main one is not', async () => {
    renderInApp(<GameWalletBar vendor="LOTUSLIVE" />, { api: api('0', '5000') });
    expect(
      await screen.findByText(
        'Your Lotus Live wallet is empty: use Transfer to bring money from the main wallet.',
      ),
    ).toBeInTheDocument();
  });

  it('moves an amount out with a key, and refuses more than the wallet holds', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderInApp(<GameWalletBar vendor="LOTUSLIVE" launched={launched} />, {
      api: api(),
    });
    await waitFor(() =>
      expect(screen.getByTestId('game-wallet-balance')).toHaveTextContent('100.00'),
    );
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Transfer between the main wallet and Lotus Live',
    });
    expect(within(dialog).getByRole('radio', { name: 'Lotus Live → main wallet' })).toBeChecked();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '100.01');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Insufficient balance.'));
    expect(callsTo(fetchMock, '/wps/relay/GCS_walletTransfer')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText('40.00 moved from Lotus Live to the main wallet.'),
    ).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, '/wps/relay/GCS_walletTransfer');
    expect(sent!.body).toEqual({
      vendor: 'LOTUSLIVE',
      direction: 'OUT',
      amount: '4000',
      idempotencyKey: expect.any(String),
    });
  });

  it('sends the leave when the frame goes away, and when the page is hidden', async () => {
    const { fetchMock, unmount } = renderInApp(
      <GameWalletBar vendor="LOTUSLIVE" launched={launched} />,
      { api: api() },
    );
    await waitFor(() =>
      expect(screen.getByTestId('game-wallet-balance')).toHaveTextContent('100.00'),
    );
    expect(callsTo(fetchMock, '/wps/relay/GCS_gameWalletLeave')).toEqual([]);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    unmount();
    await waitFor(() =>
      expect(callsTo(fetchMock, '/wps/relay/GCS_gameWalletLeave')).toHaveLength(2),
    );
    for (const call of callsTo(fetchMock, '/wps/relay/GCS_gameWalletLeave')) {
      expect(call).toEqual({
        body: { vendor: 'LOTUSLIVE', idempotencyKey: expect.any(String) },
        keepalive: true,
      });
    }
  });
});
