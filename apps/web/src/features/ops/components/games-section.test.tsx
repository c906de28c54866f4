import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsVendor } from '@wps/contracts/content/ops-vendors';
import type { TOpsGame } from '@wps/contracts/games/ops-games';
import { canEdit, canSee } from '../ops-roles';
import { renderWithClient } from '../test-render';
import { mockFetch, type SentRequest } from '../test-fetch';
import { GamesSection } from './games-section';
import { setUpConsoleTests } from '../test-setup';

const LIST = 'GET /ops/api/games?pageNo=1&pageSize=20';
const VENDORS = 'GET /ops/api/vendors/choices';

const vendor = (id: number, vassalage: string, gameType: TOpsVendor['gameType']): TOpsVendor => ({
  id,
  gameType,
  vassalage,
  displayName: vassalage,
  accountTypeId: 1,
  isHot: false,
  logo: `/images/vendors/${vassalage}.svg`,
  sort: id,
  isActive: true,
  walletMode: 'seamless',
  keyUpdatedAt: null,
});
const vendors = [vendor(3, 'ROYALSLOTS', 'RNG'), vendor(7, 'PEARLCASINO', 'LIVE')];

const dragonGold: TOpsGame = {
  id: 41,
  vendorId: 3,
  vassalage: 'ROYALSLOTS',
  gameType: 'RNG',
  gameCode: 'RS_DRAGON_GOLD',
  names: { EN: 'Dragon Gold', MY: 'နဂါးရွှေ' },
  classify: 'SLOTS',
  minBet: '5',
  lines: 20,
  art: '/images/games/RS_DRAGON_GOLD.svg',
  isHot: true,
  sort: 10,
  isActive: true,
  trialEnabled: false,
  engine: 'slot',
  updatedAt: '2030-01-01T00:00:00.000Z',
};
const baccarat: TOpsGame = {
  ...dragonGold,
  id: 42,
  vendorId: 7,
  vassalage: 'PEARLCASINO',
  gameType: 'LIVE',
  gameCode: 'PC_BACCARAT',
  names: { EN: 'Pearl Baccarat' },
  classify: null,
  minBet: '1000',
  lines: 0,
  isHot: false,
  isActive: false,
  trialEnabled: true,
  engine: null,
};

const page = (items: TOpsGame[], totalPages = 1) => ({
  value: { items, total: items.length, totalPages },
});

const writes = (sent: SentRequest[]) =>
  sent.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const lists = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'GET' && r.path.startsWith('/ops/api/games')).map((r) => r.path);

function renderSection(isEditor = true) {
  renderWithClient(<GamesSection canEdit={isEditor} />);
}

setUpConsoleTests();

describe('GamesSection', () => {
  it('lists games with their vendor, class, minimum bet and flags', async () => {
    mockFetch({ [LIST]: page([dragonGold, baccarat]), [VENDORS]: { value: vendors } });
    renderSection();

    const item = (
      await screen.findByRole('heading', { name: 'Dragon Gold RS_DRAGON_GOLD' })
    ).closest('li')!;
    expect(item).toHaveTextContent('RNG');
    expect(item).toHaveTextContent('Hot');
    expect(item).toHaveTextContent('VendorROYALSLOTS');
    expect(item).toHaveTextContent('MY nameနဂါးရွှေ');
    expect(item).toHaveTextContent('ClassSlots');
    expect(item).toHaveTextContent('Minimum betP 0.05');
    expect(item).toHaveTextContent('Lines20');
    expect(item).toHaveTextContent('Built-in engineSlot');
    const live = screen.getByRole('heading', { name: 'Pearl Baccarat PC_BACCARAT' }).closest('li')!;
    expect(live).toHaveTextContent('Hidden');
    expect(live).toHaveTextContent('Trial play');
    expect(live).toHaveTextContent('Minimum betP 10.00');
    expect(live).not.toHaveTextContent('Class');
    expect(screen.getByText('Games found: 2')).toBeInTheDocument();
  });

  it('filters by type, vendor, name and visibility, from the first page again', async () => {
    const filtered =
      'GET /ops/api/games?gameType=RNG&vendorId=3&name=dragon&isActive=true&pageNo=1&pageSize=20';
    const { sent } = mockFetch({
      [LIST]: page([dragonGold, baccarat], 3),
      'GET /ops/api/games?pageNo=2&pageSize=20': page([baccarat], 3),
      [filtered]: page([dragonGold]),
      [VENDORS]: { value: vendors },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    const bar = screen.getByRole('search', { name: 'Filter games' });
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Game type' }), 'RNG');
    const vendorSelect = within(bar).getByRole('combobox', { name: 'Vendor' });
    // Only the chosen type's vendors are offered.
    expect(within(vendorSelect).queryByRole('option', { name: 'PEARLCASINO' })).toBeNull();
    await user.selectOptions(vendorSelect, 'ROYALSLOTS');
    await user.type(within(bar).getByRole('textbox', { name: 'Name (any language)' }), ' dragon ');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Visibility' }), 'Shown');
    await user.click(within(bar).getByRole('button', { name: 'Filter' }));

    expect(await screen.findByText('Games found: 1')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Pearl Baccarat/ })).toBeNull();
    expect(lists(sent)).toEqual([
      '/ops/api/games?pageNo=1&pageSize=20',
      '/ops/api/games?pageNo=2&pageSize=20',
      filtered.slice(4),
    ]);
  });

  it('sends only the changed fields, the minimum bet in minor units', async () => {
    const { sent } = mockFetch({
      [LIST]: page([dragonGold]),
      [VENDORS]: { value: vendors },
      'PATCH /ops/api/games/41': { value: dragonGold },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Dragon Gold' }));
    const form = screen.getByRole('form', { name: 'Edit game' });
    expect(within(form).getByRole('textbox', { name: 'Game code' })).toBeDisabled();
    const minBet = within(form).getByRole('textbox', { name: 'Minimum bet (P)' });
    expect(minBet).toHaveValue('0.05');
    await user.clear(minBet);
    await user.type(minBet, '0.75');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Class' }), 'Arcade');
    await user.click(within(form).getByRole('button', { name: /^MY/ }));
    const myName = within(form).getByRole('textbox', { name: 'Name (MY)' });
    await user.clear(myName);
    await user.type(myName, 'ရွှေနဂါး');
    const lines = within(form).getByRole('spinbutton', { name: 'Lines' });
    await user.clear(lines);
    await user.type(lines, '25');
    await user.click(within(form).getByRole('checkbox', { name: 'Hot' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Trial play allowed' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      method: 'PATCH',
      path: '/ops/api/games/41',
      body: {
        names: { EN: 'Dragon Gold', MY: 'ရွှေနဂါး' },
        classify: 'ARCADE',
        minBet: '75',
        lines: 25,
        isHot: false,
        trialEnabled: true,
      },
    });
    expect(await screen.findByRole('button', { name: 'Edit Dragon Gold' })).toBeInTheDocument();
  }, 20_000);

  it('names a minimum bet that is not an amount and sends nothing; no class on a live game', async () => {
    const { sent } = mockFetch({ [LIST]: page([baccarat]), [VENDORS]: { value: vendors } });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Pearl Baccarat' }));
    const form = screen.getByRole('form', { name: 'Edit game' });
    expect(within(form).getByRole('combobox', { name: 'Class' })).toBeDisabled();
    const minBet = within(form).getByRole('textbox', { name: 'Minimum bet (P)' });
    await user.clear(minBet);
    await user.type(minBet, '0.005');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: minBet');
    expect(writes(sent)).toEqual([]);
  });

  it('checks a new game before sending it, then creates it under the chosen vendor', async () => {
    const { sent } = mockFetch({
      [LIST]: page([]),
      [VENDORS]: { value: vendors },
      'POST /ops/api/games': { value: { ...dragonGold, id: 50 } },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New game' }));
    const form = screen.getByRole('form', { name: 'New game' });
    const save = within(form).getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: vendorId');

    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Vendor' }),
      'ROYALSLOTS · RNG',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Game code' }), 'rs_lucky_7');
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: names.EN');

    await user.type(within(form).getByRole('textbox', { name: 'Name (EN)' }), 'Lucky 7');
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: minBet');
    expect(writes(sent)).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Minimum bet (P)' }), '0.1');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Class' }),
      'Scratch cards',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Built-in engine' }),
      'Slot',
    );
    await user.click(save);

    expect(await screen.findByRole('button', { name: 'New game' })).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/ops/api/games',
        body: {
          vendorId: 3,
          gameCode: 'RS_LUCKY_7',
          names: { EN: 'Lucky 7' },
          classify: 'SCRATCH',
          minBet: '10',
          lines: 0,
          isHot: false,
          sort: 0,
          isActive: true,
          trialEnabled: false,
          engine: 'slot',
        },
      },
    ]);
  }, 20_000);

  it('shows the server refusing a taken game code, translated', async () => {
    mockFetch({
      [LIST]: page([]),
      [VENDORS]: { value: vendors },
      'POST /ops/api/games': { status: 409, code: 'CONFLICT' },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New game' }));
    const form = screen.getByRole('form', { name: 'New game' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Vendor' }),
      'PEARLCASINO · LIVE',
    );
    // A live vendor's games have no class.
    expect(within(form).getByRole('combobox', { name: 'Class' })).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Game code' }), 'PC_BACCARAT');
    await user.type(within(form).getByRole('textbox', { name: 'Name (EN)' }), 'Again');
    await user.type(within(form).getByRole('textbox', { name: 'Minimum bet (P)' }), '10');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This conflicts with existing data.',
    );
  });

  it('lets other roles read the catalogue but not change it', async () => {
    expect(canSee('support', 'games')).toBe(true);
    expect(canSee('content', 'games')).toBe(true);
    expect(canEdit('support', 'games')).toBe(false);
    expect(canEdit('content', 'games')).toBe(false);
    expect(canEdit('admin', 'games')).toBe(true);

    const { sent } = mockFetch({ [LIST]: page([dragonGold]), [VENDORS]: { value: vendors } });
    renderSection(false);

    expect(await screen.findByRole('button', { name: 'Edit Dragon Gold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New game' })).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Edit game' })).toBeNull();
    expect(writes(sent)).toEqual([]);
  });
});
