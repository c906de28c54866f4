// The /rng lobby against its calls: which tabs show, the filters and their reset on a vendor
// change, paging on scroll, the default icon, the favourite star and the launch guard.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../../test/mock-api';
import { setupTestI18n } from '../../../test/test-i18n';
import { heldAnswer, makeGame, makeGames, makeVendors, renderGamesRoute } from '../games-test-kit';

// The whole app renders for each test, on a machine that may be busy.
configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  await setupTestI18n('EN');
  // Compile the lazy page chunk once, so no test waits for it.
  await import('./game-lobby-page');
}, 30_000);

/**
 * A stand-in IntersectionObserver the test fires by hand. Every instance is kept: the lazy
 * images' shared observer outlives a test.
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports `el` in view to every observer watching it. */
  static show(el: Element) {
    for (const observer of FakeObserver.all.filter((o) => o.targets.has(el))) {
      observer.callback(
        [
          {
            target: el,
            isIntersecting: true,
            intersectionRatio: 1,
          } as unknown as IntersectionObserverEntry,
        ],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listPage = (games = makeGames(3), totalPages = 1) => ({
  value: { games, totalPages, total: games.length },
});
const hotAnswer = (games = [makeGame({ nodeId: 90, name: 'Hot Tiger', isHot: true })]) => ({
  value: games,
});

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('the list tabs', () => {
  it('show hot (selected first) when the vendor has hot games, and no favourites for a visitor', async () => {
    renderGamesRoute('/rng', {
      answers: { 'GET /wps/relay/GCSGAME_hotGamesV2': hotAnswer() },
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All games', 'Hot', 'Recent']);
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Play Hot Tiger' })).toBeVisible();
  });

  it('hide hot without hot games, and show favourites when logged in', async () => {
    renderGamesRoute('/rng', {
      accountType: 0,
      answers: {
        'GET /wps/relay/GCSGAME_hotGamesV2': hotAnswer([]),
        'GET /wps/relay/GCSGAME_gameList': listPage(),
      },
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All games', 'Favourites', 'Recent']);
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Play Game 1' })).toBeVisible();
  });

  it('go to ?page={tab} on a click and list that tab', async () => {
    const { router, api } = renderGamesRoute('/rng', {
      accountType: 0,
      answers: {
        'GET /wps/relay/GCSGAME_hotGamesV2': hotAnswer(),
        'GET /wps/relay/MCSFE_getFavoriteGamesList': {
          value: {
            content: [makeGame({ name: 'Loved One', isFavourite: true })],
            totalPages: 1,
            total: 1,
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(search(router).get('page')).toBe('fav');
    expect(await screen.findByRole('button', { name: 'Play Loved One' })).toBeVisible();
    expect(api.to('GET', '/wps/relay/MCSFE_getFavoriteGamesList')[0]!.query.get('vassalage')).toBe(
      'ROYALSLOTS',
    );
  });
});

describe('the filters', () => {
  it('offer the five slot classes without bingo outside the TY site, and the bet options', async () => {
    renderGamesRoute('/rng');
    const classes = await screen.findByRole('combobox', { name: 'Game class' });
    expect(
      within(classes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Scratch', 'Video poker', 'Table games', 'Arcade', 'Slots']);
    const bets = screen.getByRole('combobox', { name: 'Minimum bet' });
    expect(
      within(bets)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', '0.01', '0.05', '0.1', '0.5', '0.75']);
  });

  it('narrow the whole list, and start over with hot when another vendor is chosen', async () => {
    const { router, api } = renderGamesRoute('/rng', {
      answers: {
        'GET /wps/relay/GCSGAME_hotGamesV2': hotAnswer(),
        'GET /wps/relay/GCSGAME_gameList': listPage(),
      },
    });
    await screen.findByRole('tab', { name: 'Hot' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by game name' }), 'drag');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game class' }), 'Arcade');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Minimum bet' }), '0.05');

    // A filter shows the whole list, asked with the filters.
    expect(search(router).get('page')).toBe('all');
    await waitFor(() => {
      const last = api.to('GET', '/wps/relay/GCSGAME_gameList').at(-1)!.query;
      expect(last.get('gameName')).toBe('drag');
      expect(last.get('gameClassify')).toBe('ARCADE');
      expect(last.get('minBet')).toBe('0.05');
      expect(last.get('vassalage')).toBe('ROYALSLOTS');
      expect(last.get('pageSize')).toBe('15');
    });

    await userEvent.click(screen.getByRole('link', { name: 'Vendor 1' }));
    expect(search(router).get('vendor')).toBe('VENDOR1');
    expect(await screen.findByRole('tab', { name: 'Hot' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Search by game name' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Game class' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Minimum bet' })).toHaveValue('');
    const hotAsked = api.to('GET', '/wps/relay/GCSGAME_hotGamesV2').at(-1)!.query;
    expect(hotAsked.get('vassalage')).toBe('VENDOR1');
  });
});

describe('the vendor menu', () => {
  it('has no arrows with 7 vendors', async () => {
    renderGamesRoute('/rng', { vendors: makeVendors(7) });
    expect(await screen.findByRole('link', { name: 'Vendor 6' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More providers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous providers' })).toBeNull();
  });

  it('has both arrows above 7 vendors', async () => {
    renderGamesRoute('/rng', { vendors: makeVendors(8) });
    expect(await screen.findByRole('button', { name: 'More providers' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous providers' })).toBeVisible();
  });

  it('selects the vendor the header linked to (?vendor=)', async () => {
    const { api } = renderGamesRoute('/rng?vendor=VENDOR2', {
      answers: { 'GET /wps/relay/GCSGAME_hotGamesV2': hotAnswer() },
    });
    expect(await screen.findByRole('link', { name: 'Vendor 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByRole('tab', { name: 'Hot' });
    expect(api.to('GET', '/wps/relay/GCSGAME_hotGamesV2')[0]!.query.get('vassalage')).toBe(
      'VENDOR2',
    );
  });
});

describe('the game list', () => {
  it('loads the next page when its end comes into view', async () => {
    const answer = (req: SentRequest) =>
      req.query.get('pageNo') === '2'
        ? listPage(makeGames(2, 16), 2)
        : listPage(makeGames(15, 1), 2);
    const { api, container } = renderGamesRoute('/rng?page=all', {
      answers: {
        'GET /wps/relay/GCSGAME_hotGamesV2': hotAnswer([]),
        'GET /wps/relay/GCSGAME_gameList': answer,
      },
    });
    expect(await screen.findByRole('button', { name: 'Play Game 15' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Play Game 16' })).toBeNull();

    const end = container.querySelector('.game-grid__end')!;
    act(() => FakeObserver.show(end));
    expect(await screen.findByRole('button', { name: 'Play Game 16' })).toBeVisible();
    const pages = api.to('GET', '/wps/relay/GCSGAME_gameList').map((r) => r.query.get('pageNo'));
    expect(pages).toEqual(['1', '2']);
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();
  });

  it('shows a card with name, vendor and minimum bet, and the default icon when its art fails', async () => {
    renderGamesRoute('/rng?page=all', {
      answers: {
        'GET /wps/relay/GCSGAME_hotGamesV2': hotAnswer([]),
        'GET /wps/relay/GCSGAME_gameList': listPage([makeGame({ minBet: '75' })]),
      },
    });
    const card = (await screen.findByRole('button', { name: 'Play Dragon Fortune' })).closest(
      'li',
    )!;
    expect(within(card).getByText('Royal Slots')).toBeVisible();
    expect(within(card).getByText('Min. bet 0.75')).toBeVisible();
    act(() => FakeObserver.show(card.querySelector('.lazy-image')!));
    await waitFor(() => expect(card.querySelector('img')).not.toBeNull());
    const art = card.querySelector('img')!;
    expect(art).toHaveAttribute('src', '/images/games/RS_DRAGON.svg');
    fireEvent.error(art);
    await waitFor(() =>
      expect(card.querySelector('img')).toHaveAttribute('src', '/images/default-game.svg'),
    );
  });
});

describe('the favourite star', () => {
  it('asks a visitor to log in and sends nothing', async () => {
    const { api } = renderGamesRoute('/rng', {
      answers: { 'GET /wps/relay/GCSGAME_hotGamesV2': hotAnswer() },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Hot Tiger to favourites' }),
    );
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeVisible();
    expect(api.to('POST', '/wps/relay/MCSFE_getFavoriteGames')).toHaveLength(0);
  });

  it('flips once the toggle call has answered', async () => {
    const held = heldAnswer<{ value: { nodeId: number; isFavourite: boolean } }>();
    const { api } = renderGamesRoute('/rng', {
      accountType: 0,
      answers: {
        'GET /wps/relay/GCSGAME_hotGamesV2': hotAnswer(),
        'POST /wps/relay/MCSFE_getFavoriteGames': () => held.promise,
      },
    });
    const star = await screen.findByRole('button', { name: 'Add Hot Tiger to favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() =>
      expect(api.to('POST', '/wps/relay/MCSFE_getFavoriteGames')).toHaveLength(1),
    );
    expect(api.to('POST', '/wps/relay/MCSFE_getFavoriteGames')[0]!.body).toEqual({
      nodeId: 90,
      vendor: 'ROYALSLOTS',
      gameType: 'RNG',
    });
    // Not before the answer.
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await act(async () => held.release({ value: { nodeId: 90, isFavourite: true } }));
    const on = await screen.findByRole('button', { name: 'Remove Hot Tiger from favourites' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('launching a game', () => {
  const launchAnswers = {
    'GET /wps/relay/GCSGAME_hotGamesV2': hotAnswer([
      makeGame({ nodeId: 90, name: 'Hot Tiger', gameCode: 'RS_TIGER', trial: true }),
    ]),
    'POST /wps/game/launchGame': {
      value: {
        url: '/play/slot?token=t1&gameCode=RS_TIGER&language=EN',
        gameCode: 'RS_TIGER',
        vendor: 'ROYALSLOTS',
        gameType: 'RNG',
      },
    },
    'POST /wps/relay/GCS_gameTrialLaunch': {
      value: {
        url: '/play/slot?token=t2&gameCode=RS_TIGER&language=EN',
        gameCode: 'RS_TIGER',
        vendor: 'ROYALSLOTS',
        gameType: 'RNG',
      },
    },
  };

  it('opens the login popup for a visitor and launches nothing', async () => {
    const { api, router } = renderGamesRoute('/rng', { answers: launchAnswers });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Hot Tiger' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeVisible();
    expect(api.to('POST', '/wps/game/launchGame')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('starts free play for a visitor from the tile when the free-play flag is on', async () => {
    const { api, router } = renderGamesRoute('/rng', {
      whitelabel: { freePlay: true },
      answers: {
        ...launchAnswers,
        'POST /wps/session/login/freeplay': {
          value: {
            token: 'trial-token',
            firstTimeLogin: true,
            passwordExpired: false,
            username: 'trial00000042',
            isAgent: false,
            accountType: 4,
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Free play Hot Tiger' }));
    await waitFor(() => expect(api.to('POST', '/wps/session/login/freeplay')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    const launch = api.to('POST', '/wps/relay/GCS_gameTrialLaunch')[0]!;
    expect(launch.authorization).toBe('Bearer trial-token');
    expect(launch.body).toMatchObject({ gameCode: 'RS_TIGER' });
    expect(api.to('POST', '/wps/game/launchGame')).toHaveLength(0);
  });

  it('gives a visitor the login popup for free play while the flag is off', async () => {
    const { api } = renderGamesRoute('/rng', { answers: launchAnswers });
    await userEvent.click(await screen.findByRole('button', { name: 'Free play Hot Tiger' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeVisible();
    expect(api.to('POST', '/wps/session/login/freeplay')).toHaveLength(0);
    expect(api.to('POST', '/wps/relay/GCS_gameTrialLaunch')).toHaveLength(0);
  });

  it('gives a trial account (type 4) the real-account warning for real money', async () => {
    const { api } = renderGamesRoute('/rng', { accountType: 4, answers: launchAnswers });
    await screen.findByText('Lucky Mya');
    await userEvent.click(await screen.findByRole('button', { name: 'Play Hot Tiger' }));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeVisible();
    expect(api.to('POST', '/wps/game/launchGame')).toHaveLength(0);
  });

  it('lets a trial account play for free', async () => {
    const { api, router } = renderGamesRoute('/rng', { accountType: 4, answers: launchAnswers });
    await screen.findByText('Lucky Mya');
    await userEvent.click(await screen.findByRole('button', { name: 'Free play Hot Tiger' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(api.to('POST', '/wps/relay/GCS_gameTrialLaunch')[0]!.body).toMatchObject({
      gameCode: 'RS_TIGER',
    });
    expect(search(router).get('url')).toBe('/play/slot?token=t2&gameCode=RS_TIGER&language=EN');
  });

  it('launches for a real account and frames the answered URL at /game', async () => {
    const { api, router } = renderGamesRoute('/rng', { accountType: 0, answers: launchAnswers });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Hot Tiger' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(api.to('POST', '/wps/game/launchGame')[0]!.body).toEqual({
      gameCode: 'RS_TIGER',
      language: 'EN',
      device: 'WEB',
      backUrl: '/rng',
    });
    const frame = await screen.findByTitle('Game');
    expect(frame).toHaveAttribute('src', '/play/slot?token=t1&gameCode=RS_TIGER&language=EN');
  });

  it('shows the refusal when the launch is refused', async () => {
    renderGamesRoute('/rng', {
      accountType: 0,
      answers: { ...launchAnswers, 'POST /wps/game/launchGame': { code: 'GAME_UNAVAILABLE' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Hot Tiger' }));
    const dialog = await screen.findByRole('dialog', { name: 'The game could not be opened' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This game is not available right now.',
    );
  });
});
