import { builtInRolePermissions } from '@wps/contracts/ops/permissions';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../test/test-i18n';
import { LanguageProvider } from '../../lib/language';
import { SessionProvider } from '../../lib/session';
import { ThemeProvider } from '../../lib/theme';
import { mockFetch } from './test-fetch';
import { OpsPage } from './ops-page';

const status = {
  maintenance: { enabled: false, title: '', endTime: null, info: '' },
  region: { blockedCountries: [], blockedRanges: [] },
};

/** The site's providers around the console, as in the app (the console keeps its own cache). */
function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider>
        <SessionProvider onLoggedOut={() => {}}>
          <LanguageProvider>
            <OpsPage />
          </LanguageProvider>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => {
  sessionStorage.clear();
  window.location.hash = '';
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('OpsPage', () => {
  it('shows the sign-in form when the stored operator token has expired, and keeps the player signed in', async () => {
    sessionStorage.setItem('opsToken', 'expired-ops-token');
    sessionStorage.setItem('token', 'player-token');
    mockFetch({ 'GET /ops/api/me': { status: 401, code: 'SESSION_EXPIRED' } });
    renderPage();

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('opsToken')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('player-token');
  });

  it('signs in, opens the site status, and signs out by revoking the operator token', async () => {
    const { sent } = mockFetch({
      'POST /ops/api/session': {
        value: {
          token: 'ops-token',
          operator: {
            id: 2,
            username: 'editor',
            role: 'content',
            permissions: [...builtInRolePermissions['content']],
            active: true,
          },
        },
      },
      'GET /ops/api/system/status': { value: status },
      'DELETE /ops/api/session': { value: null },
    });
    renderPage();
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'editor');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Site status' })).toBeVisible();
    expect(sessionStorage.getItem('opsToken')).toBe('ops-token');
    // A content editor may look at the site status but not switch it, nor see operator accounts.
    expect(await screen.findByRole('switch', { name: 'Maintenance mode' })).toBeDisabled();
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(nav).not.toHaveTextContent('Operators');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('opsToken')).toBeNull();
    expect(sent.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/ops/api/session',
      authorization: 'Bearer ops-token',
    });
  });

  it('gives an admin the loyalty sections (issue 19) and opens the support inbox from the menu', async () => {
    sessionStorage.setItem('opsToken', 'ops-token');
    window.location.hash = '#status';
    mockFetch({
      'GET /ops/api/me': {
        value: {
          id: 1,
          username: 'admin',
          role: 'admin',
          permissions: [...builtInRolePermissions['admin']],
          active: true,
          twoFactorEnabled: true,
          mustEnrolTwoFactor: false,
        },
      },
      'GET /ops/api/system/status': { value: status },
      'GET /ops/api/support/conversations?status=open&page=1': {
        value: { items: [], totalPages: 1 },
      },
      // The inbox's stream is not part of this test: refused, it retries later.
      'GET /ops/api/support/stream': { status: 401, code: 'SESSION_EXPIRED' },
    });
    renderPage();
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    for (const [name, hash] of [
      ['Points mall', '#points'],
      ['VIP', '#vip'],
      ['Missions', '#missions'],
      ['Messages', '#messages'],
      ['Support inbox', '#support'],
    ]) {
      expect(within(nav).getByRole('link', { name }), name).toHaveAttribute('href', hash);
    }
    await user.click(within(nav).getByRole('link', { name: 'Support inbox' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
    expect(await screen.findByText('No conversations.')).toBeVisible();
  });

  it('shows only the two-factor enrolment to an operator who must enrol (OPS_REQUIRE_2FA)', async () => {
    sessionStorage.setItem('opsToken', 'ops-token');
    window.location.hash = '#deposits';
    mockFetch({
      'GET /ops/api/me': {
        value: {
          id: 1,
          username: 'admin',
          role: 'admin',
          permissions: [...builtInRolePermissions['admin']],
          active: true,
          twoFactorEnabled: false,
          mustEnrolTwoFactor: true,
        },
      },
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show the QR code' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('opens the withdrawals for support, read only, and keeps the money settings out of its menu', async () => {
    sessionStorage.setItem('opsToken', 'ops-token');
    window.location.hash = '#withdrawals';
    mockFetch({
      'GET /ops/api/me': {
        value: {
          id: 3,
          username: 'helpdesk',
          role: 'support',
          permissions: [...builtInRolePermissions['support']],
          active: true,
        },
      },
      'GET /ops/api/withdrawals?pageNo=1': { value: { items: [], total: 0, totalPages: 0 } },
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    expect(screen.getByText('Your role can view this section but not change it.')).toBeVisible();
    expect(await screen.findByText('No withdrawals match.')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    // Support reads both money lists (money.read) but not the channels and money rules.
    expect(nav).toHaveTextContent('Deposits');
    expect(nav).not.toHaveTextContent('Payment channels');
    expect(nav).not.toHaveTextContent('Money settings');
  });

  it("keeps content and operators out of a finance operator's console", async () => {
    sessionStorage.setItem('opsToken', 'ops-token');
    window.location.hash = '#notices';
    mockFetch({
      'GET /ops/api/me': {
        value: {
          id: 4,
          username: 'cashier',
          role: 'finance',
          permissions: [...builtInRolePermissions['finance']],
          active: true,
          twoFactorEnabled: true,
          mustEnrolTwoFactor: false,
        },
      },
      'GET /ops/api/system/status': { value: status },
    });
    renderPage();

    // Asked for #notices, it opens the first section it may see instead (Reports, for finance).
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(nav).toHaveTextContent('Withdrawals');
    for (const hidden of ['Notices', 'Banners', 'Help', 'Operators', 'Audit log']) {
      expect([hidden, nav.textContent?.includes(hidden)]).toEqual([hidden, false]);
    }
  });
});
