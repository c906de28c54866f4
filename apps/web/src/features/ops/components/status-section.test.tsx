import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupTestI18n } from '../../../test/test-i18n';
import { mockFetch, type SentRequest } from '../test-fetch';
import { StatusSection } from './status-section';

const off = { enabled: false, title: '', endTime: null, info: '' };
const region = { blockedCountries: [], blockedRanges: [] };

function renderSection(canEdit = true) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <StatusSection canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

/** The server's side of the maintenance call: it answers with what it stored. */
const storeMaintenance = (req: SentRequest) => ({ value: req.body });

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('opsToken', 'ops-token');
  sessionStorage.setItem('token', 'player-token');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the maintenance switch', () => {
  it('turns maintenance on with the screen text, using the operator token', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/system/status': { value: { maintenance: off, region } },
      'PUT /ops/api/system/maintenance': storeMaintenance,
    });
    renderSection();
    const user = userEvent.setup();

    const toggle = await screen.findByRole('switch', { name: 'Maintenance mode' });
    expect(toggle).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Upgrading the wallet');
    await user.type(screen.getByRole('textbox', { name: 'Information' }), 'Back soon.');
    await user.click(toggle);

    await vi.waitFor(() => expect(toggle).toBeChecked());
    const maintenance = screen.getByRole('region', { name: 'Maintenance' });
    expect(within(maintenance).getByRole('status')).toHaveTextContent('Saved: maintenance is on.');
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(put).toEqual({
      method: 'PUT',
      path: '/ops/api/system/maintenance',
      authorization: 'Bearer ops-token',
      body: { enabled: true, title: 'Upgrading the wallet', endTime: null, info: 'Back soon.' },
    });
  });

  it('turns maintenance off and keeps the text', async () => {
    const on = {
      enabled: true,
      title: 'Upgrade',
      endTime: '2030-01-02T03:04:00.000Z',
      info: 'Soon',
    };
    const { sent } = mockFetch({
      'GET /ops/api/system/status': { value: { maintenance: on, region } },
      'PUT /ops/api/system/maintenance': storeMaintenance,
    });
    renderSection();
    const user = userEvent.setup();

    const toggle = await screen.findByRole('switch', { name: 'Maintenance mode' });
    expect(toggle).toBeChecked();
    await user.click(toggle);

    await vi.waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent.find((r) => r.method === 'PUT')!.body).toEqual({ ...on, enabled: false });
  });

  it('stays as it was and says why when the server refuses', async () => {
    mockFetch({
      'GET /ops/api/system/status': { value: { maintenance: off, region } },
      'PUT /ops/api/system/maintenance': { status: 403, code: 'FORBIDDEN' },
    });
    renderSection();
    const user = userEvent.setup();

    const toggle = await screen.findByRole('switch', { name: 'Maintenance mode' });
    await user.click(toggle);

    const maintenance = screen.getByRole('region', { name: 'Maintenance' });
    expect(await within(maintenance).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
    expect(toggle).not.toBeChecked();
  });

  it('is disabled for a role that cannot change it', async () => {
    mockFetch({ 'GET /ops/api/system/status': { value: { maintenance: off, region } } });
    renderSection(false);

    expect(await screen.findByRole('switch', { name: 'Maintenance mode' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save text' })).toBeDisabled();
  });
});

describe('the region rules', () => {
  it('names a bad IP range without calling the server, then saves good rules', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/system/status': { value: { maintenance: off, region } },
      'PUT /ops/api/system/region': (req) => ({ value: req.body }),
    });
    renderSection();
    const user = userEvent.setup();

    const ranges = await screen.findByRole('textbox', { name: 'Blocked IP addresses and ranges' });
    await user.type(screen.getByRole('textbox', { name: 'Blocked countries' }), 'us, sg');
    await user.type(ranges, '203.0.113.0/24{enter}not-an-ip');
    const card = screen.getByRole('region', { name: 'Blocked countries and IP ranges' });
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(within(card).getByRole('alert')).toHaveTextContent(
      '“not-an-ip” is not an IP address or CIDR range.',
    );
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(ranges);
    await user.type(ranges, '203.0.113.0/24{enter}2001:db8::/32');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Saved.'));
    expect(sent.find((r) => r.method === 'PUT')!.body).toEqual({
      blockedCountries: ['US', 'SG'],
      blockedRanges: ['203.0.113.0/24', '2001:db8::/32'],
    });
  });
});
