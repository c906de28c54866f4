import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TGameType } from '@wps/contracts/content/game-nav';
import { makeNavItem, makeVendor } from '../../test/fixtures';
import { defaultApi, renderInApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';
import { Header } from './header';
import { buildNavEntries, MAX_NAV_VENDORS } from './nav-model';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cards = (count: number, hotEvery = 0) =>
  Array.from({ length: count }, (_, i) => ({
    vassalage: `V${i + 1}`,
    isHot: (hotEvery && i % hotEvery === 0 ? 1 : 0) as 0 | 1,
  }));

describe('buildNavEntries (spec 2 "Header navigation")', () => {
  it('keeps at most 30 vendors per game type, in the server’s order', () => {
    const [entry] = buildNavEntries([makeNavItem({ cards: cards(45) })], []);
    expect(entry!.vendors).toHaveLength(MAX_NAV_VENDORS);
    expect(MAX_NAV_VENDORS).toBe(30);
    expect(entry!.vendors[0]!.vassalage).toBe('V1');
    expect(entry!.vendors[29]!.vassalage).toBe('V30');
  });

  it('flags hot vendors', () => {
    const [entry] = buildNavEntries(
      [
        makeNavItem({
          cards: [
            { vassalage: 'A', isHot: 1 },
            { vassalage: 'B', isHot: 0 },
          ],
        }),
      ],
      [],
    );
    expect(entry!.vendors.map((v) => v.isHot)).toEqual([true, false]);
  });

  it('leaves cockfight out of the navigation', () => {
    const types: TGameType[] = ['RNG', 'COCKFIGHT', 'SPORTS'];
    const entries = buildNavEntries(
      types.map((gameType) => makeNavItem({ gameType, page: `/${gameType.toLowerCase()}` })),
      [],
    );
    expect(entries.map((e) => e.gameType)).toEqual(['RNG', 'SPORTS']);
  });

  it('names vendors from the vendor list and selects the vendor for RNG and PVP only', () => {
    const entries = buildNavEntries(
      [
        makeNavItem({
          gameType: 'RNG',
          page: '/rng',
          cards: [{ vassalage: 'ROYAL SLOTS', isHot: 0 }],
        }),
        makeNavItem({ gameType: 'PVP', page: '/pvp', cards: [{ vassalage: 'CARDS', isHot: 0 }] }),
        makeNavItem({ gameType: 'LIVE', page: '/live', cards: [{ vassalage: 'LOTUS', isHot: 0 }] }),
      ],
      [makeVendor({ gameType: 'RNG', vassalage: 'ROYAL SLOTS', displayName: 'Royal Slots' })],
    );
    expect(entries.map((e) => e.vendors[0]!.href)).toEqual([
      '/rng?vendor=ROYAL%20SLOTS',
      '/pvp?vendor=CARDS',
      '/live',
    ]);
    expect(entries[0]!.vendors[0]!.displayName).toBe('Royal Slots');
    // A card without a vendor row still shows, by its code.
    expect(entries[2]!.vendors[0]!.displayName).toBe('LOTUS');
  });
});

describe('the header navigation', () => {
  const api = () => ({
    ...defaultApi(),
    '/wps/relay/GCSGAME_getVassGameType': [
      makeNavItem({ gameType: 'RNG', page: '/rng', name: 'Slots', cards: cards(40, 3) }),
      makeNavItem({
        gameType: 'COCKFIGHT',
        page: '/cockfight',
        name: 'Cockfight',
        cards: cards(2),
      }),
      makeNavItem({ gameType: 'LIVE', page: '/live', name: 'Live Casino', cards: cards(2) }),
    ],
    '/wps/relay/GCSGAME_newGameVendor': [
      makeVendor({ gameType: 'RNG', vassalage: 'V1', displayName: 'Royal Slots' }),
    ],
  });

  it('has home, each game type but cockfight, promotions and app download', async () => {
    renderInApp(<Header />, { api: api() });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Live Casino' })).toHaveAttribute('href', '/live');
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(within(nav).getByRole('link', { name: 'App download' })).toHaveAttribute(
      'href',
      '/down',
    );
    expect(within(nav).queryByRole('link', { name: 'Cockfight' })).toBeNull();
  });

  it('opens a type’s dropdown of up to 30 vendors from its button and closes it with Escape', async () => {
    renderInApp(<Header />, { api: api() });
    const toggle = await screen.findByRole('button', { name: 'Show Slots providers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Slots providers' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Slots providers' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(30);
    expect(links[0]).toHaveAccessibleName(/Royal Slots/);
    expect(links[0]).toHaveAttribute('href', '/rng?vendor=V1');
    // Every third card is hot in this data: V1, V4, ... V28 among the first 30.
    expect(within(list).getAllByText('Hot')).toHaveLength(10);
    expect(within(links[1]!).queryByText('Hot')).toBeNull();

    await userEvent.keyboard('{Tab}');
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the dropdown when a vendor is chosen and goes to its page', async () => {
    const { router } = renderInApp(<Header />, { api: api() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show Live Casino providers' }),
    );
    const list = screen.getByRole('list', { name: 'Live Casino providers' });
    await userEvent.click(within(list).getByRole('link', { name: 'V2' }));
    expect(router.state.location.pathname).toBe('/live');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('list', { name: 'Live Casino providers' })).toBeNull();
  });
});
