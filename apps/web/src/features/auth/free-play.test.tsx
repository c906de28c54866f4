// Free play from the login popup (issue 21): offered only when the whitelabel's flag is on; it
// starts a type-4 trial account, the header then says "Play money", and real-money actions meet
// the real-account warning (in_need_true_account) whose confirm (in_increase_submit) registers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFreePlay } from '@wps/contracts/account/session';
import { Header } from '../../shell/header/header';
import { itMatchesContracts } from '../../test/endpoint-contracts';
import { makeBalance, makeConsolidated, makeMemberInfo } from '../../test/fixtures';
import { defaultApi, renderInApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';
import { freePlayEndpoint } from './free-play';
import { makeLoginValue, scriptedFetch } from './test-api';

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('free-play endpoint', () => {
  itMatchesContracts([[freePlayEndpoint, loginFreePlay]]);
});

function api(freePlay: boolean) {
  return {
    ...defaultApi(),
    '/wps/system/settings/consolidated': makeConsolidated({ whitelabel: { freePlay } }),
    '/wps/session/login/freeplay': makeLoginValue({
      token: 'trial-token',
      username: 'trial00001234',
      accountType: 4,
    }),
    '/wps/member/info': makeMemberInfo({ accountType: 4, nickname: 'trial00001234' }),
    '/wps/v2/wallets/balance': makeBalance({ balance: '100000000', isPlayMoney: true }),
  };
}

async function openLogin(freePlay: boolean) {
  const routes = api(freePlay);
  renderInApp(<Header />, { api: routes });
  const server = scriptedFetch(routes);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...server, dialog };
}

describe('free play in the login popup', () => {
  it('is not offered while the whitelabel flag is off', async () => {
    const { dialog } = await openLogin(false);
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Free play with play money' })).toBeNull();
  });

  it('starts a trial account, shows play money, and warns before real-money actions', async () => {
    const { dialog, calls } = await openLogin(true);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Free play with play money' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    const sent = calls.find((c) => c.path === '/wps/session/login/freeplay')!;
    expect(sent.method).toBe('POST');
    expect(sent.body as object).toMatchObject({ platform: 'W', gatewayVersion: 3 });
    expect((sent.body as { randomString: string }).randomString).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem('token')).toBe('trial-token');
    expect(sessionStorage.getItem('accountType')).toBe('4');

    // The header says the balance is play money.
    expect(await screen.findByText('Play money')).toBeVisible();

    // Deposit is a real-account action: the spec's warning, whose confirm opens registration.
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    const warning = await screen.findByRole('dialog', { name: 'Real account needed' });
    await userEvent.click(within(warning).getByRole('button', { name: 'Register now' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeVisible();
  });

  it('says why when the server refuses (free play switched off meanwhile)', async () => {
    const { dialog } = await openLogin(true);
    const refused = {
      ...api(true),
      '/wps/session/login/freeplay': () => ({ error: 'OPERATION_NOT_ALLOWED', status: 403 }),
    };
    scriptedFetch(refused);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Free play with play money' }),
    );
    expect(await within(dialog).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('shows how long to wait when this address has had its free plays for the hour', async () => {
    const { dialog } = await openLogin(true);
    scriptedFetch({
      ...api(true),
      // The server's per-address refusal: 429 with Retry-After in seconds.
      '/wps/session/login/freeplay': () => ({
        error: 'TOO_MANY_REQUESTS',
        status: 429,
        retryAfter: 3540,
      }),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Free play with play money' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 59 minutes.',
    );
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
