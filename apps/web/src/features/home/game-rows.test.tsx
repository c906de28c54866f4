// The top of home (issue 16): hot slots, live tables and fishing as game tiles from one hot-games
// call, a member's recent and favourite games, with loading, empty and error states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TGameItem } from '@wps/contracts/games/game-list';
import { defaultApi, FakeResponder, renderInApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';
import { GameRows } from './game-rows';
import { HomePage } from './home-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  sessionStorage.clear();
});

let nextId = 1;
function game(gameType: TGameItem['gameType'], name: string): TGameItem {
  const id = nextId++;
  return {
    nodeId: id,
    gameCode: `G_${id}`,
    vassalage: 'VENDOR',
    vendorName: 'Vendor',
    gameType,
    name,
    classify: null,
    minBet: '100',
    lines: 0,
    art: `/images/games/G_${id}.svg`,
    isHot: true,
    trial: false,
    isFavourite: false,
  };
}

const hot = [
  game('RNG', 'Dragon Fortune'),
  game('LIVE', 'Pearl Baccarat'),
  game('FISH', 'Ocean King'),
  game('RNG', 'Golden Reels'),
  game('PVP', 'Shan Koe Mee'),
];

const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the home game rows', () => {
  it('sorts the hot games into slots, live tables and fishing, each tile opening its game', async () => {
    renderInApp(<GameRows />, {
      api: { ...defaultApi(), '/wps/relay/GCSGAME_hotGamesV2': hot },
    });
    const slots = await screen.findByRole('region', { name: 'Hot slots' });
    await within(slots).findByText('Dragon Fortune');
    expect(names(slots)).toEqual(['See all', 'Dragon FortuneVendor', 'Golden ReelsVendor']);
    expect(within(slots).getByRole('link', { name: /Dragon Fortune/ })).toHaveAttribute(
      'href',
      `/seamless?gameCode=${hot[0]!.gameCode}`,
    );
    expect(within(slots).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/rng');
    const live = screen.getByRole('region', { name: 'Live tables' });
    expect(names(live)).toEqual(['See all', 'Pearl BaccaratVendor']);
    const fishing = screen.getByRole('region', { name: 'Fishing' });
    expect(names(fishing)).toEqual(['See all', 'Ocean KingVendor']);
    expect(within(fishing).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/fish');
    // A visitor has no recent or favourite games.
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'My favourites' })).toBeNull();
  });

  it('says so when a row has no games, and offers a retry when the call fails', async () => {
    let fail = true;
    renderInApp(<GameRows />, {
      api: {
        ...defaultApi(),
        '/wps/relay/GCSGAME_hotGamesV2': new FakeResponder(() =>
          fail
            ? Response.json({ success: false, code: 'INTERNAL' }, { status: 500 })
            : Response.json({ success: true, value: [hot[0]] }),
        ),
      },
    });
    const slots = screen.getByRole('region', { name: 'Hot slots' });
    // Loading: the row's tiles are drawn empty, in their place.
    expect(within(slots).getByRole('status')).toHaveTextContent('Loading…');
    const alert = await within(slots).findByRole('alert', {}, { timeout: 4000 });
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(slots).findByText('Dragon Fortune')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Fishing' })).getByText(
        'No games here right now. Have a look at the whole category.',
      ),
    ).toBeVisible();
  });

  it("shows a member's recent and favourite games, or what will be there", async () => {
    sessionStorage.setItem('token', 'member-token');
    const recent = { ...game('RNG', 'Lucky Seven'), lastPlayedAt: '2026-11-27T10:00:00.000Z' };
    renderInApp(<GameRows />, {
      api: {
        ...defaultApi(),
        '/wps/relay/GCSGAME_hotGamesV2': hot,
        '/wps/relay/GCS_recentGame': { list: [recent], totalPages: 1, total: 1 },
        '/wps/relay/MCSFE_getFavoriteGamesList': { content: [], totalPages: 0, total: 0 },
      },
    });
    const played = await screen.findByRole('region', { name: 'Recently played' });
    expect(await within(played).findByRole('link', { name: /Lucky Seven/ })).toHaveAttribute(
      'href',
      `/seamless?gameCode=${recent.gameCode}`,
    );
    const favourites = screen.getByRole('region', { name: 'My favourites' });
    expect(
      await within(favourites).findByText('Tap the star on a game to keep it here.'),
    ).toBeVisible();
  });

  it('puts the games first on home, then the promotions, then sports and lottery', async () => {
    renderInApp(<HomePage />, {
      api: { ...defaultApi(), '/wps/relay/GCSGAME_hotGamesV2': hot },
    });
    await screen.findByText('Dragon Fortune');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const order = [
      'Hot slots',
      'Live tables',
      'Fishing',
      'Promotions',
      'Hot matches',
      'Lottery results',
    ];
    const positions = order.map((name) => headings.indexOf(name));
    expect(
      positions.every((p) => p >= 0),
      headings.join(', '),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  });
});
