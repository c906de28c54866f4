import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllCaches } from '../../lib/session-cache';
import { makeConsolidated } from '../../test/fixtures';
import { defaultApi, renderInApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';
import { stubViewport } from '../../test/viewport';
import { Header } from './header';

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const apiWith = (consolidated = makeConsolidated()) => ({
  ...defaultApi(),
  '/wps/system/settings/consolidated': consolidated,
});

describe('the header top bar', () => {
  it('shows the live clock as YYYY/MM/DD (ddd) HH:mm:ss', () => {
    renderInApp(<Header />);
    expect(screen.getByRole('banner').querySelector('time')?.textContent).toMatch(
      /^\d{4}\/\d\d\/\d\d \((Sun|Mon|Tue|Wed|Thu|Fri|Sat)\) \d\d:\d\d:\d\d$/,
    );
  });

  it('offers login and register to visitors', () => {
    renderInApp(<Header />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('shows the member panel with a session, and signing out ends it', async () => {
    sessionStorage.setItem('token', 'member-token');
    sessionStorage.setItem('merchantCode', 'RW');
    sessionStorage.setItem('settings', '{}');
    const { onLoggedOut } = renderInApp(<Header />, { api: apiWith() });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeVisible();
    expect(screen.getByText('Updating…')).toBeVisible();
    // The spec's clock stays in a member's bar too (stacked under the logo there).
    expect(screen.getByRole('banner').querySelector('time')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('settings')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('RW');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it("shows the member's balance with the currency symbol, and refresh asks again", async () => {
    sessionStorage.setItem('token', 'member-token');
    const balance = {
      balance: '123450',
      bonus: '0',
      held: '0',
      currency: 'MMK',
      inGames: '0',
      isPlayMoney: false,
    };
    const { fetchMock } = renderInApp(<Header />, {
      api: { ...apiWith(), '/wps/v2/wallets/balance': balance },
    });
    expect(await screen.findByText('P 1,234.50')).toBeVisible();
    const balanceCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/wps/v2/wallets/balance'))
        .length;
    expect(balanceCalls()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await vi.waitFor(() => expect(balanceCalls()).toBe(2));
  });

  it('hides the member-centre buttons when the member centre is disabled', async () => {
    sessionStorage.setItem('token', 'member-token');
    renderInApp(<Header />, {
      api: apiWith(makeConsolidated({ whitelabel: { memberCentreEnabled: false } })),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Settings arrive after the first render: wait for them before asserting the absence.
    await screen.findByRole('option', { name: 'English' });
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Member centre' })).toBeNull();
  });

  it('links to the affiliate help only when help has an agent article', async () => {
    const first = renderInApp(<Header />, {
      api: apiWith(makeConsolidated({ hasAgentHelp: true })),
    });
    expect(await screen.findByRole('link', { name: 'Affiliate' })).toHaveAttribute(
      'href',
      '/help#agent',
    );
    first.unmount();
    // A new visit: the first one's settings would otherwise paint from the session cache.
    clearAllCaches();

    renderInApp(<Header />, { api: apiWith(makeConsolidated({ hasAgentHelp: false })) });
    await screen.findByRole('option', { name: 'English' });
    expect(screen.queryByRole('link', { name: 'Affiliate' })).toBeNull();
  });

  it('lists only the enabled languages, switches, and reloads header data in it', async () => {
    const { fetchMock } = renderInApp(<Header />);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['မြန်မာ', 'English']);
    expect(select).toHaveValue('EN');

    await userEvent.selectOptions(select, 'MY');
    // The labels are now Burmese, and the choice is stored.
    expect(await screen.findByRole('combobox', { name: 'ဘာသာစကား' })).toHaveValue('MY');
    expect(localStorage.getItem('language')).toBe('MY');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/wps/relay/GCSGAME_getVassGameType?language=MY');
    expect(asked).toContain('/wps/relay/GCSGAME_getVassGameType?language=EN');
    await setupTestI18n('EN');
  });

  it('moves the affiliate link and the language into the account menu of a narrow member bar', async () => {
    sessionStorage.setItem('token', 'member-token');
    stubViewport(1100);
    renderInApp(<Header />, { api: apiWith(makeConsolidated({ hasAgentHelp: true })) });
    const menu = await screen.findByRole('button', { name: /Account menu/ });
    // Settings loaded (the deposit button needs them) before asserting absences.
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Affiliate' })).toBeNull();

    await userEvent.click(menu);
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Affiliate' })).toBeVisible();
  });

  it("keeps a visitor's bar as it is at the same width", async () => {
    stubViewport(1100);
    renderInApp(<Header />, { api: apiWith(makeConsolidated({ hasAgentHelp: true })) });
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Affiliate' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('gives a member the drawer below 1024 px, with every account action in it', async () => {
    sessionStorage.setItem('token', 'member-token');
    stubViewport(1000);
    renderInApp(<Header />, { api: apiWith() });
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The drawer is its own chunk: it opens once that has loaded.
    const drawer = await screen.findByRole('dialog');
    for (const name of ['Deposit', 'Withdraw', 'Member centre', 'Change password', 'Sign out']) {
      expect(await within(drawer).findByRole('button', { name })).toBeVisible();
    }
  });

  it("keeps a member's balance, refresh, hide, Deposit and member centre in the phone bar", async () => {
    sessionStorage.setItem('token', 'member-token');
    stubViewport(390);
    const balance = {
      balance: '123450',
      bonus: '0',
      held: '0',
      currency: 'MMK',
      inGames: '250000',
      isPlayMoney: false,
    };
    const { router, fetchMock } = renderInApp(<Header />, {
      api: { ...apiWith(), '/wps/v2/wallets/balance': balance },
      path: '/hot',
    });
    // No drawer is open: all of it is in the bar.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('P 1,234.50')).toBeVisible();
    // The main wallet's balance, and where the rest is: in an own-wallet vendor's game wallet.
    expect(screen.getByRole('button', { name: '+P 2,500.00 in games' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByText('***')).toBeVisible();
    expect(screen.queryByText('P 1,234.50')).toBeNull();
    expect(screen.getByRole('button', { name: '+*** in games' })).toBeVisible();

    const balanceCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/wps/v2/wallets/balance'))
        .length;
    const before = balanceCalls();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await vi.waitFor(() => expect(balanceCalls()).toBe(before + 1));

    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    expect(new URLSearchParams(router.state.location.search).get('mc')).toBe('securityCenter');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(new URLSearchParams(router.state.location.search).get('mc')).toBe('depositv2');
  });

  it('closes the drawer when an action opens a popup, so the popup is not over the menu', async () => {
    sessionStorage.setItem('token', 'member-token');
    stubViewport(1000);
    renderInApp(<Header />, { api: apiWith() });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Change password' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeVisible();
  });
});
