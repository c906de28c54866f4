import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConsolidated } from '../../../test/fixtures';
import { inSiteZone, renderWithClient, siteZoneUnlikeDevice } from '../test-render';
import { mockFetch, type SentRequest } from '../test-fetch';
import { StatusSection } from './status-section';
import { setUpConsoleTests } from '../test-setup';

const off = { enabled: false, title: '', endTime: null, info: '' };
const region = { blockedCountries: [], blockedRanges: [] };

function renderSection(canEdit = true) {
  renderWithClient(<StatusSection canEdit={canEdit} />);
}

/** The server's side of the maintenance call: it answers with what it stored. */
const storeMaintenance = (req: SentRequest) => ({ value: req.body });

// A player signed in beside the operator (nothing else kept from an earlier test); the operator's
// token is set after this.
beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'player-token');
});
setUpConsoleTests();

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
    // One click asks first, naming what turning it on does; going back changes nothing.
    await user.click(toggle);
    let dialog = screen.getByRole('dialog', { name: 'Turn maintenance on?' });
    expect(dialog).toHaveTextContent('every player sees the maintenance screen');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(toggle);
    dialog = screen.getByRole('dialog', { name: 'Turn maintenance on?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the site' }));

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
    // Turning it off opens the site again: no confirmation.
    await user.click(toggle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await vi.waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent.find((r) => r.method === 'PUT')!.body).toEqual({ ...on, enabled: false });
  });

  it("reads and writes the expected end in the site's zone, not the device's", async () => {
    const on = { enabled: true, title: 'Upgrade', endTime: '2030-01-02T03:04:00.000Z', info: '' };
    const { sent } = mockFetch({
      'GET /ops/api/system/status': { value: { maintenance: on, region } },
      'PUT /ops/api/system/maintenance': storeMaintenance,
    });
    renderWithClient(
      <StatusSection canEdit />,
      makeConsolidated({ timeZone: siteZoneUnlikeDevice }),
    );
    const user = userEvent.setup();

    const end = await screen.findByLabelText('Expected end (optional, site time)');
    // 2030-01-02 03:04 UTC is 09:34 in Yangon (UTC+06:30) and 22:04 the day before in New York.
    // Written as the site writes times (YYYY/MM/DD HH:mm), whatever the device's locale.
    expect(end).toHaveValue(inSiteZone('2030/01/02 09:34', '2030/01/01 22:04'));
    await user.clear(end);
    await user.type(end, '2030/06/15 25:00');
    await user.click(screen.getByRole('button', { name: 'Save text' }));
    // Not a time: refused before sending, not saved as "no end".
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check this field: Expected end (optional, site time)',
    );
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
    await user.clear(end);
    await user.type(end, '2030/06/15 12:00');
    await user.click(screen.getByRole('button', { name: 'Save text' }));

    await vi.waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    // Noon on 15 June at the site: 05:30 UTC in Yangon, 16:00 UTC in New York (summer, UTC-4).
    expect(sent.find((r) => r.method === 'PUT')!.body).toEqual({
      ...on,
      endTime: inSiteZone('2030-06-15T05:30:00.000Z', '2030-06-15T16:00:00.000Z'),
    });
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
    await user.click(screen.getByRole('button', { name: 'Close the site' }));

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
    // Blocking more visitors is confirmed first, with what is newly blocked named.
    const dialog = screen.getByRole('dialog', { name: 'Block these visitors?' });
    expect(dialog).toHaveTextContent('Newly blocked: US, SG, 203.0.113.0/24, 2001:db8::/32.');
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Block them' }));

    await vi.waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Saved.'));
    expect(sent.find((r) => r.method === 'PUT')!.body).toEqual({
      blockedCountries: ['US', 'SG'],
      blockedRanges: ['203.0.113.0/24', '2001:db8::/32'],
    });
  });

  it('saves an unblocking at once, without asking', async () => {
    const blocked = { blockedCountries: ['US', 'SG'], blockedRanges: ['203.0.113.0/24'] };
    const { sent } = mockFetch({
      'GET /ops/api/system/status': { value: { maintenance: off, region: blocked } },
      'PUT /ops/api/system/region': (req) => ({ value: req.body }),
    });
    renderSection();
    const user = userEvent.setup();

    const countries = await screen.findByRole('textbox', { name: 'Blocked countries' });
    await user.clear(countries);
    await user.type(countries, 'SG');
    const card = screen.getByRole('region', { name: 'Blocked countries and IP ranges' });
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
        blockedCountries: ['SG'],
        blockedRanges: ['203.0.113.0/24'],
      }),
    );
  });
});
