import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TSystemStatus } from '@wps/contracts/system/status';
import { makeConsolidated } from '../test/fixtures';
import { systemStatusKey } from '../api/system-status';
import { startFirstLoads } from '../app/first-loads';
import type { stubFetch } from '../test/render-app';
import {
  defaultApi,
  renderInApp,
  renderRoute,
  testQueryClient,
  type FakeApi,
} from '../test/render-app';
import { setupTestI18n } from '../test/test-i18n';
import { StatusGate } from './status-gate';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderGate(status: TSystemStatus, extra = {}) {
  return renderInApp(
    <StatusGate>
      <p>the site</p>
    </StatusGate>,
    { api: { ...defaultApi(), '/wps/system/status': status, ...extra } },
  );
}

describe('the root screen by system status (spec 2)', () => {
  it('shows the site when the status is 0', async () => {
    renderGate({ status: 0, maintenance: null, region: null });
    expect(await screen.findByText('the site')).toBeVisible();
  });

  it('shows the maintenance screen with title, end time and info for 1', async () => {
    renderGate({
      status: 1,
      maintenance: {
        title: 'Upgrading the wallet',
        endTime: '2026-12-01T08:30:00+00:00',
        info: 'Deposits resume after the upgrade.',
      },
      region: null,
    });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Upgrading the wallet' })).toBeVisible();
    expect(within(main).getByText('Deposits resume after the upgrade.')).toBeVisible();
    const end = main.querySelector('time');
    expect(end).toHaveAttribute('dateTime', '2026-12-01T08:30:00+00:00');
    expect(end?.textContent).toMatch(/^2026\/12\/0[12] \d\d:\d\d$/);
    expect(within(main).getByRole('button', { name: 'Customer service' })).toBeVisible();
    expect(screen.queryByText('the site')).toBeNull();
  });

  it('falls back to translated texts and leaves out an unknown end time', async () => {
    renderGate({ status: 1, maintenance: { title: '', endTime: null, info: '' }, region: null });
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeVisible();
    expect(screen.getByText('We are improving the site. Please come back later.')).toBeVisible();
    expect(screen.queryByText('Expected to end:')).toBeNull();
  });

  it('shows the region-block screen with the visitor IP for 2', async () => {
    renderGate({
      status: 2,
      maintenance: null,
      region: { ip: '198.51.100.23', countryCode: 'XX' },
    });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeVisible();
    expect(screen.getByText('198.51.100.23')).toBeVisible();
    expect(screen.getByText(/Your IP is blocked or access from your region/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeVisible();
    expect(screen.queryByText('the site')).toBeNull();
  });

  it('opens customer service from the closed screen: the site chat room when no outside link is set', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    renderGate(
      { status: 2, maintenance: null, region: { ip: '198.51.100.23', countryCode: null } },
      { '/wps/system/settings/consolidated': makeConsolidated() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    // The fixture has no customer-service entry: the site's own chat room opens (i19-social).
    expect(
      await screen.findByRole('dialog', { name: 'Live chat' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it('takes over the whole app, header included, and comes back when the status clears', async () => {
    const api: FakeApi = {
      ...defaultApi(),
      '/wps/system/status': { status: 1, maintenance: null, region: null },
    };
    const { router, queryClient } = renderRoute('/vip', { api });
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(router.state.location.pathname).toBe('/vip');

    // The operator switches maintenance off; the next poll brings the page back.
    api['/wps/system/status'] = { status: 0, maintenance: null, region: null };
    await act(() => queryClient.refetchQueries({ queryKey: systemStatusKey }));
    expect(await screen.findByRole('heading', { name: 'VIP' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

describe('the status at start-up', () => {
  /** What the app does as it starts, for a visitor at home. */
  const firstLoads = (queryClient: ReturnType<typeof testQueryClient>) =>
    startFirstLoads(queryClient, [{ route: { path: '*' } }], '', {
      language: 'EN',
      isLoggedIn: false,
    });

  const statusCalls = (...mocks: ReturnType<typeof stubFetch>[]) =>
    mocks
      .flatMap((m) => m.mock.calls)
      .filter(
        ([input]) => new URL(String(input), 'http://t.invalid').pathname === '/wps/system/status',
      ).length;

  // The gate mounting after the first load answered: app/first-loads.test.ts.
  it('is asked for once when the gate mounts while the first load is on its way', async () => {
    const queryClient = testQueryClient();
    const { fetchMock } = renderInApp(<p>before</p>, { queryClient });
    firstLoads(queryClient);
    const gate = renderInApp(
      <StatusGate>
        <p>the site</p>
      </StatusGate>,
      { queryClient },
    );
    expect(await screen.findByText('the site')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statusCalls(fetchMock, gate.fetchMock)).toBe(1);
  });
});
