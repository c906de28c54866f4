import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsVendor } from '@wps/contracts/content/ops-vendors';
import { mockFetch, type SentRequest } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { VendorsSection } from './vendors-section';
import { setUpConsoleTests } from '../test-setup';

const vendor = (id: number, vassalage: string, patch: Partial<TOpsVendor> = {}): TOpsVendor => ({
  id,
  gameType: 'LIVE',
  vassalage,
  displayName: vassalage.toLowerCase(),
  accountTypeId: id,
  isHot: false,
  logo: `/images/vendors/${vassalage}.svg`,
  sort: id * 10,
  isActive: true,
  walletMode: 'seamless',
  keyUpdatedAt: '2026-11-01T00:00:00.000Z',
  ...patch,
});

let list: TOpsVendor[];
const SECRET = 'a'.repeat(64);

function answers() {
  return {
    'GET /ops/api/vendors?pageNo=1&pageSize=15': () => ({
      value: { items: list, total: list.length, totalPages: 1 },
    }),
    'GET /ops/api/vendors/choices': () => ({ value: list }),
    // The TY site's vendor ids card (its own test: ty-vendor-ids-card.test.tsx).
    'GET /ops/api/vendors/ty-ids': { value: { pairs: [] } },
    'PATCH /ops/api/vendors/1': (req: SentRequest) => {
      list = list.map((v) => (v.id === 1 ? { ...v, ...(req.body as object) } : v));
      return { value: list[0] };
    },
    'POST /ops/api/vendors/2/wallet-mode': (req: SentRequest) => ({
      value: { ...list[1], ...(req.body as object) },
    }),
    'POST /ops/api/vendors/1/key': { value: { vendor: list[0], key: SECRET } },
  };
}

setUpConsoleTests();
beforeEach(() => {
  list = [
    vendor(1, 'LOTUSLIVE'),
    vendor(2, 'PEARLCASINO', { isActive: false, walletMode: 'transfer', keyUpdatedAt: null }),
  ];
});

const card = async (name: string) =>
  screen.findByRole('listitem', { name: new RegExp(`^${name}`) });

describe('VendorsSection', () => {
  it('pages on the server and asks it for one game type', async () => {
    const { sent } = mockFetch({
      ...answers(),
      'GET /ops/api/vendors?pageNo=1&pageSize=15': {
        value: { items: [list[0]], total: 16, totalPages: 2 },
      },
      'GET /ops/api/vendors?pageNo=2&pageSize=15': {
        value: { items: [list[1]], total: 16, totalPages: 2 },
      },
      'GET /ops/api/vendors?gameType=RNG&pageNo=1&pageSize=15': {
        value: { items: [], total: 0, totalPages: 0 },
      },
    });
    const user = userEvent.setup();
    renderWithClient(<VendorsSection canEdit canEditIntegration={false} />);
    await card('lotuslive');
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await card('pearlcasino');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'RNG');
    expect(await screen.findByText('No vendors of this type.')).toBeVisible();
    expect(sent.map((r) => r.path)).toContain('/ops/api/vendors?gameType=RNG&pageNo=1&pageSize=15');
  });

  it('lists every vendor with its state, wallet and key date, never a key', async () => {
    mockFetch(answers());
    renderWithClient(<VendorsSection canEdit canEditIntegration />);
    const lotus = await card('lotuslive');
    expect(lotus).toHaveTextContent('Shown to players');
    expect(lotus).toHaveTextContent('Seamless (main wallet)');
    expect(lotus).toHaveTextContent(/Set \d/);
    const pearl = await card('pearlcasino');
    expect(pearl).toHaveTextContent('Hidden');
    expect(pearl).toHaveTextContent('Transfer (game wallet)');
    expect(pearl).toHaveTextContent('No integration key');
  });

  it('edits the name, order and hot flag', async () => {
    const { sent } = mockFetch(answers());
    const user = userEvent.setup();
    renderWithClient(<VendorsSection canEdit canEditIntegration={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit lotuslive' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Lotus Live');
    await user.clear(screen.getByRole('spinbutton', { name: 'Order' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Order' }), '5');
    await user.click(screen.getByRole('checkbox', { name: 'Hot' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: /Lotus Live/ })).toBeVisible();
    expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({
      displayName: 'Lotus Live',
      sort: 5,
      isHot: true,
    });
  });

  it('refuses a blank name before sending anything', async () => {
    const { sent } = mockFetch(answers());
    const user = userEvent.setup();
    renderWithClient(<VendorsSection canEdit canEditIntegration={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit lotuslive' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check this field: Name');
    expect(sent.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('asks before hiding a vendor and names the effect', async () => {
    const { sent } = mockFetch(answers());
    const user = userEvent.setup();
    renderWithClient(<VendorsSection canEdit canEditIntegration={false} />);
    await user.click(await screen.findByRole('button', { name: 'Hide lotuslive' }));
    expect(sent.some((r) => r.method === 'PATCH')).toBe(false);
    await user.click(
      screen.getByRole('button', {
        name: 'Confirm: hide lotuslive: players no longer see it or open its games',
      }),
    );
    expect(await within(await card('lotuslive')).findByText('Hidden')).toBeVisible();
    expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({ isActive: false });
  });

  it('shows a new key once, and it is gone after Done', async () => {
    const { sent } = mockFetch(answers());
    const user = userEvent.setup();
    renderWithClient(<VendorsSection canEdit canEditIntegration />);
    await user.click(await screen.findByRole('button', { name: 'New signing key for lotuslive' }));
    await user.click(
      screen.getByRole('button', {
        name: 'Confirm: new key for lotuslive: the old one stops working now',
      }),
    );
    const shown = await screen.findByRole('region', { name: 'New signing key for lotuslive' });
    expect(within(shown).getByText(SECRET)).toBeVisible();
    expect(within(shown).getByRole('alert')).toHaveTextContent('shown only this once');
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(sent.filter((r) => r.path === '/ops/api/vendors/1/key')).toHaveLength(1);
  });

  it('switches the wallet of a hidden vendor only', async () => {
    const { sent } = mockFetch(answers());
    const user = userEvent.setup();
    renderWithClient(<VendorsSection canEdit canEditIntegration />);
    expect(
      await screen.findByRole('button', { name: 'Switch lotuslive to Transfer (game wallet)' }),
    ).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Switch pearlcasino to Seamless (main wallet)' }),
    );
    await vi.waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ walletMode: 'seamless' }),
    );
  });

  it('hides wallet and key controls without games.edit, and disables edits without content.edit', async () => {
    mockFetch(answers());
    renderWithClient(<VendorsSection canEdit={false} canEditIntegration={false} />);
    expect(await screen.findByRole('button', { name: 'Edit lotuslive' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hide lotuslive' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /New signing key/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Switch / })).toBeNull();
  });
});
