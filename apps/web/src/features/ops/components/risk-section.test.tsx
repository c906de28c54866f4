// The risk queue: flags of one kind at a time, paged on the server, with what each is about; the
// thresholds form checks its fields before sending them; a member's name opens the member page.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsMemberDetail } from '@wps/contracts/account/ops-member-detail';
import type { TRiskItem } from '@wps/contracts/ops/risk';
import { renderWithClient } from '../test-render';
import { mockFetch, type SentRequest } from '../test-fetch';
import { RiskSection } from './risk-section';
import { setUpConsoleTests } from '../test-setup';

const SETTINGS = 'GET /ops/api/risk/settings';
const queue = (kind: string, page: number) => `GET /ops/api/risk?kind=${kind}&page=${page}`;
const settings = { value: { largeWinAbove: '5000000', quickWithdrawalHours: 24 } };

const member = (id: number, username: string) => ({
  id,
  username,
  status: 'active' as const,
  labels: [],
});
const device: TRiskItem = {
  kind: 'shared_device',
  key: 'a1b2c3d4e5f6a7b8c9d0',
  members: [
    member(12, 'player01'),
    { ...member(13, 'player02'), status: 'disabled', labels: [{ name: 'VIP', colour: 'gold' }] },
  ],
  memberCount: 2,
  amount: null,
  compared: null,
  at: '2030-01-02T03:04:00.000Z',
};
const win: TRiskItem = {
  kind: 'large_win',
  key: 'R-991',
  members: [member(14, 'player03')],
  memberCount: 1,
  amount: '7500000',
  compared: '10000',
  at: '2030-01-02T03:04:00.000Z',
};
const detail: TOpsMemberDetail = {
  id: 13,
  username: 'player02',
  accountType: 0,
  mobile: '+95 9123450002',
  email: null,
  upline: null,
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  nickname: 'P2',
  payeeName: null,
  birthday: null,
  language: 'MY',
  registerIp: '203.0.113.1',
  registerMethod: 'WEB',
  domain: null,
  labels: [],
  clubLabel: { labelName: 'VIP 0', rankLevel: 0 },
  kyc: 'none',
  balances: { cash: '0', bonus: '0', held: '0', commission: '0', points: '0', gameWallets: [] },
  bankAccounts: [],
  sessions: [],
  devices: [],
  notes: [],
};
const pageOf = (items: TRiskItem[], totalPages = 1) => ({
  value: { items, total: items.length, totalPages },
});
const writes = (sent: SentRequest[]) =>
  sent.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

setUpConsoleTests();

describe('RiskSection', () => {
  it('lists the shared devices with their members, then another kind and its pages', async () => {
    const { sent } = mockFetch({
      [SETTINGS]: settings,
      [queue('shared_device', 1)]: pageOf([device], 2),
      [queue('shared_device', 2)]: pageOf([{ ...device, key: 'ffff00001111222233' }], 2),
      [queue('large_win', 1)]: pageOf([win]),
    });
    const user = userEvent.setup();
    renderWithClient(<RiskSection canEditMembers />);
    expect(await screen.findByText('2 accounts on device a1b2c3d4e5f6…')).toBeTruthy();
    const members = screen.getByRole('list', { name: 'Members' });
    expect(within(members).getByRole('button', { name: 'player01' })).toBeTruthy();
    const second = within(members).getByRole('button', { name: 'player02' }).closest('li')!;
    expect(within(second).getByText('Disabled')).toBeTruthy();
    expect(within(second).getByText('VIP')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('2 accounts on device ffff00001111…')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Flag' }), 'large_win');
    expect(
      await screen.findByText('Won P 75,000.00 on a bet of P 100.00 (round R-991)'),
    ).toBeTruthy();
    expect(sent.filter((r) => r.path.startsWith('/ops/api/risk?')).map((r) => r.path)).toEqual([
      '/ops/api/risk?kind=shared_device&page=1',
      '/ops/api/risk?kind=shared_device&page=2',
      '/ops/api/risk?kind=large_win&page=1',
    ]);
  });

  it('shows the empty state and the error state', async () => {
    mockFetch({
      [SETTINGS]: settings,
      [queue('shared_device', 1)]: pageOf([]),
      [queue('shared_ip', 1)]: { status: 403, code: 'FORBIDDEN' },
    });
    const user = userEvent.setup();
    renderWithClient(<RiskSection canEditMembers />);
    expect(await screen.findByText('Nothing flagged in the last 30 days.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Flag' }), 'shared_ip');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('Nothing flagged in the last 30 days.')).toBeNull();
  });

  it('checks the thresholds before sending them', async () => {
    const { sent } = mockFetch({
      [SETTINGS]: settings,
      [queue('shared_device', 1)]: pageOf([]),
      'PUT /ops/api/risk/settings': (req) => ({ value: req.body }),
    });
    const user = userEvent.setup();
    renderWithClient(<RiskSection canEditMembers />);
    const form = await screen.findByRole('form', { name: 'Thresholds' });
    const above = within(form).getByRole('textbox', { name: 'Large win from' });
    const hours = within(form).getByRole('spinbutton', { name: 'Quick withdrawal within (hours)' });
    expect((above as HTMLInputElement).value).toBe('50000');
    expect((hours as HTMLInputElement).value).toBe('24');
    const save = within(form).getByRole('button', { name: 'Save thresholds' });

    await user.clear(above);
    await user.type(above, 'abc');
    await user.click(save);
    expect(within(form).getByRole('alert').textContent).toBe('Enter an amount above 0.');

    await user.clear(above);
    await user.type(above, '80000');
    await user.clear(hours);
    // Out of 1..168 the browser's own check stops the form; left empty, the form's check does.
    await user.click(save);
    expect(within(form).getByRole('alert').textContent).toBe('Enter 1 to 168 hours.');
    expect(writes(sent)).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(save);
    expect(await within(form).findByText('Saved.')).toBeTruthy();
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: '/ops/api/risk/settings',
        body: { largeWinAbove: '8000000', quickWithdrawalHours: 48 },
      },
    ]);
  });

  it("opens a member's page from the list, and comes back", async () => {
    const { sent } = mockFetch({
      [SETTINGS]: settings,
      [queue('shared_device', 1)]: pageOf([device]),
      'GET /ops/api/members/13': { status: 404, code: 'NOT_FOUND' },
    });
    const user = userEvent.setup();
    renderWithClient(<RiskSection canEditMembers={false} />);
    await user.click(await screen.findByRole('button', { name: 'player02' }));
    await vi.waitFor(() => expect(sent.map((r) => r.path)).toContain('/ops/api/members/13'));
    expect(screen.queryByRole('list', { name: 'Members' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the member list' }));
    expect(await screen.findByRole('button', { name: 'player02' })).toBeTruthy();
  });

  it('labels, notes and disables the flagged member from its page, then returns to the queue', async () => {
    const { sent } = mockFetch({
      [SETTINGS]: settings,
      [queue('shared_device', 1)]: pageOf([device]),
      'GET /ops/api/members/13': { value: detail },
      'GET /ops/api/members/13/ledger?page=1': { value: { items: [], totalPages: 0 } },
      'PUT /ops/api/members/13/labels': { value: detail },
      'POST /ops/api/members/13/notes': { value: detail },
      'POST /ops/api/members/13/status': { value: { ...detail, status: 'disabled' } },
    });
    const user = userEvent.setup();
    renderWithClient(<RiskSection canEditMembers />);
    await user.click(await screen.findByRole('button', { name: 'player02' }));

    const labels = await screen.findByRole('region', { name: 'Labels and VIP rank' });
    await user.type(within(labels).getByLabelText('New label'), 'Shared device');
    await user.click(within(labels).getByRole('button', { name: 'Add label' }));
    const notes = screen.getByRole('region', { name: 'Notes' });
    await user.type(within(notes).getByLabelText('New note'), 'Two accounts on one phone');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Disable player02?' })).getByRole('button', {
        name: 'Confirm: disable player02 and sign them out',
      }),
    );
    await vi.waitFor(() => expect(writes(sent)).toHaveLength(3));
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: '/ops/api/members/13/labels',
        body: { labels: [{ name: 'Shared device', colour: expect.any(String) }], rankLevel: 0 },
      },
      {
        method: 'POST',
        path: '/ops/api/members/13/notes',
        body: { body: 'Two accounts on one phone' },
      },
      { method: 'POST', path: '/ops/api/members/13/status', body: { status: 'disabled' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to the member list' }));
    expect(await screen.findByRole('button', { name: 'player02' })).toBeTruthy();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])(
    'gives the member page its actions only to an operator who may edit members (%s)',
    async (canEditMembers, buttons) => {
      mockFetch({
        [SETTINGS]: settings,
        [queue('shared_device', 1)]: pageOf([device]),
        'GET /ops/api/members/13': { value: detail },
        'GET /ops/api/members/13/ledger?page=1': { value: { items: [], totalPages: 0 } },
      });
      const user = userEvent.setup();
      renderWithClient(<RiskSection canEditMembers={canEditMembers} />);
      await user.click(await screen.findByRole('button', { name: 'player02' }));
      expect(await screen.findByText('+95 9123450002')).toBeTruthy();
      expect(screen.queryAllByRole('button', { name: 'Disable account' })).toHaveLength(buttons);
    },
  );
});
