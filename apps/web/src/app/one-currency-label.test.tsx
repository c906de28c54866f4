// Players see one currency label, the whitelabel's: never a label of the code's own ('P') nor the
// server's currency code ('MMK', which the balance and jackpot answers carry).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AmountField } from '../features/payments/components/amount-field';
import { PlayTopBar } from '../features/play/components/play-top-bar';
import { makeConsolidated } from '../test/fixtures';
import { defaultApi, FakeResponder, renderInApp, renderRoute } from '../test/render-app';
import { renderWithSite } from '../test/site-settings';
import { setupTestI18n } from '../test/test-i18n';
import { Header } from '../shell/header/header';

const withKs = makeConsolidated({ whitelabel: { currencySymbol: 'Ks' } });

const balance = {
  balance: '123450',
  bonus: '20000',
  held: '0',
  currency: 'MMK',
  inGames: '250000',
  isPlayMoney: false,
};

/** Any other label before an amount, or a currency code, anywhere in `text`. */
const foreignCurrency = /\bP [\d*]|\+P |MMK/;

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'member-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the whitelabel's currency label", () => {
  it('is the only one on a player page: header balance, bonus, game wallets and the jackpot', async () => {
    renderRoute('/rng', {
      api: {
        ...defaultApi(),
        '/wps/system/settings/consolidated': withKs,
        '/wps/v2/wallets/balance': balance,
        '/wps/relay/VIS_getJackpot': { amount: '100000000', currency: 'MMK' },
      },
    });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Ks 1,234.50')).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Bonus Ks 200.00' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: '+Ks 2,500.00 in games' })).toBeVisible();
    const jackpot = await screen.findByRole('region', { name: /jackpot/i });
    expect(jackpot.querySelector('.jackpot-counter__sr')?.textContent).toMatch(/^Ks \d/);
    expect(document.body.textContent).not.toMatch(foreignCurrency);
  });

  it('names the money of an amount field and a game client, whatever the session says', () => {
    renderWithSite(
      <>
        <AmountField value="" onChange={() => {}} error={null} min={100_000n} max={500_000_00n} />
        <PlayTopBar title="Lucky Slot" balance="100000" currency="MMK" />
      </>,
      { settings: withKs },
    );
    expect(screen.getByRole('textbox', { name: 'Amount (Ks)' })).toBeVisible();
    expect(screen.getByTestId('play-balance')).toHaveTextContent(/^Ks 1,000\.00$/);
    expect(document.body.textContent).not.toMatch(foreignCurrency);
  });

  it('is not guessed before the settings arrive: the balance reads without a label', async () => {
    renderInApp(<Header />, {
      api: {
        ...defaultApi(),
        // The settings never answer.
        '/wps/system/settings/consolidated': new FakeResponder(() => new Promise(() => {})),
        '/wps/v2/wallets/balance': balance,
      },
    });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('1,234.50')).toBeVisible();
    expect(banner.textContent).not.toMatch(foreignCurrency);
  });
});
