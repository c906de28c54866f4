// Session-wide account behaviour: logout, the member's language, the action guard, the popup
// routes and the social-login ticket.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../shell/header/header';
import { makeMemberInfo } from '../../test/fixtures';
import { defaultApi, FakeResponder, renderInApp, renderRoute } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';
import { demoRegisterSettings } from './components/test-harness';
import { makeLoginValue, scriptedFetch } from './test-api';
import { useActionGuard } from './use-action-guard';

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await setupTestI18n('EN');
});

const memberApi = (info = makeMemberInfo()) => ({
  ...defaultApi(),
  '/wps/member/info': info,
  '/wps/session/logout': null,
  '/wps/member/language': () => ({ value: { language: 'MY' } }),
});

describe('a session that must change its password', () => {
  it('opens the forced change popup when the server answers PASSWORD_CHANGE_REQUIRED', async () => {
    sessionStorage.setItem('token', 'member-token');
    // A reload after an operator's reset: every member call but the change is refused.
    const refused = new FakeResponder(
      () =>
        new Response(JSON.stringify({ success: false, code: 'PASSWORD_CHANGE_REQUIRED' }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderInApp(<Header />, {
      api: {
        ...memberApi(),
        '/wps/member/info': refused,
        '/wps/system/setting/register': demoRegisterSettings(),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(await within(dialog).findByLabelText('Old password')).toBeVisible();
    // Forced: no way to close it but logging out.
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
  }, 15_000);
});

describe('logout', () => {
  it('revokes the token on the server, then clears session storage but the merchant codes', async () => {
    sessionStorage.setItem('token', 'member-token');
    sessionStorage.setItem('username', 'player01');
    sessionStorage.setItem('isAgent', 'true');
    sessionStorage.setItem('merchantCode', 'RW');
    const api = memberApi();
    const { onLoggedOut } = renderInApp(<Header />, { api });
    const server = scriptedFetch(api);
    // The header shows who is logged in, from /wps/member/info.
    expect(await screen.findByText('Lucky Mya')).toBeVisible();

    // Sign-out sits in the account menu the nickname opens.
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const confirm = screen.getByRole('dialog', { name: 'Sign out' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    const [call] = server.callsTo('/wps/session/logout');
    expect(call).toMatchObject({ method: 'DELETE', authorization: 'Bearer member-token' });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('username')).toBeNull();
    expect(sessionStorage.getItem('isAgent')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('RW');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('still logs out on this device when the server cannot be reached', async () => {
    sessionStorage.setItem('token', 'member-token');
    const { onLoggedOut } = renderInApp(<Header />, { api: memberApi() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const confirm = screen.getByRole('dialog', { name: 'Sign out' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe("the member's language", () => {
  it('is sent to the server when a member changes it', async () => {
    sessionStorage.setItem('token', 'member-token');
    const api = memberApi();
    renderInApp(<Header />, { api });
    const server = scriptedFetch(api);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'MY');
    await waitFor(() => expect(server.callsTo('/wps/member/language')).toHaveLength(1));
    expect(server.callsTo('/wps/member/language')[0]).toMatchObject({
      method: 'POST',
      body: { language: 'MY' },
    });
  });

  it('is not sent for a visitor', async () => {
    const api = memberApi();
    renderInApp(<Header />, { api });
    const server = scriptedFetch(api);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'MY');
    await screen.findByRole('combobox', { name: 'ဘာသာစကား' });
    expect(server.callsTo('/wps/member/language')).toHaveLength(0);
  });
});

function GuardedButton({ action }: { action: () => void }) {
  const guard = useActionGuard();
  return (
    <button type="button" onClick={() => guard(action)}>
      Favourite
    </button>
  );
}

describe('the action guard', () => {
  it('opens the login popup and blocks without a session', async () => {
    const action = vi.fn();
    renderInApp(<GuardedButton action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(action).not.toHaveBeenCalled();
  });

  it('warns a trial account and offers to register a real one', async () => {
    sessionStorage.setItem('token', 'trial-token');
    const action = vi.fn();
    renderInApp(<GuardedButton action={action} />, {
      api: memberApi(makeMemberInfo({ accountType: 4 })),
    });
    // Wait for the member's info (it carries the account type).
    await act(() => new Promise((r) => setTimeout(r, 50)));
    await userEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    const warning = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(warning).toHaveTextContent('Please register a real account');
    expect(within(warning).getByRole('button', { name: 'Register now' })).toBeVisible();
    expect(action).not.toHaveBeenCalled();
  });

  it('lets a real member through', async () => {
    sessionStorage.setItem('token', 'member-token');
    const action = vi.fn();
    renderInApp(<GuardedButton action={action} />, { api: memberApi() });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    await userEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the account routes', () => {
  it('/login opens the login popup over home', async () => {
    const { router } = renderRoute('/login');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Royal Win home', hidden: true }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('/forget opens the forgot-password modal', async () => {
    renderRoute('/forget');
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeVisible();
  });

  it('?resetToken= opens the new-password step and leaves the address', async () => {
    const { router } = renderRoute('/noticePage?resetToken=abcdefghijklmnopqrstuvwx');
    expect(await screen.findByRole('dialog', { name: 'Set a new password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/noticePage');
    expect(router.state.location.search).toBe('');
  });

  it('exchanges ?oauthTicket= for a session and removes it from the address', async () => {
    const api = {
      ...memberApi(),
      '/wps/session/oauth/ticket': makeLoginValue({ token: 'social-token' }),
    };
    const { router, fetchMock } = renderRoute(
      '/promotions?oauthTicket=abcdefghijklmnopqrstuvwxyz&tab=2',
      { api },
    );
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    const exchange = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith('/wps/session/oauth/ticket'),
    );
    expect(exchange).toHaveLength(1);
    expect(JSON.parse(String((exchange[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      ticket: 'abcdefghijklmnopqrstuvwxyz',
    });
    expect(sessionStorage.getItem('token')).toBe('social-token');
    expect(router.state.location.pathname).toBe('/promotions');
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('shows ?oauthError= in the login popup, translated', async () => {
    const { router } = renderRoute('/?oauthError=OAUTH_FAILED');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    expect(router.state.location.search).toBe('');
  });
});

describe('the register routes', () => {
  it.each(['/register', '/register.html'])(
    '%s opens the register modal over home with the referral code',
    async (path) => {
      const fields = demoRegisterSettings().fields;
      renderRoute(`${path}?referralCode=FRIEND42`, {
        api: {
          ...defaultApi(),
          '/wps/system/setting/register': demoRegisterSettings({
            referralCode: { ...fields.referralCode!, enabled: true },
          }),
          '/wps/system/setting/account': {
            registerChallenge: false,
            smsCodeMinutes: 5,
            oauthProviders: [],
          },
        },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Register' });
      expect(await within(dialog).findByDisplayValue('FRIEND42')).toBeInTheDocument();
    },
  );
});
