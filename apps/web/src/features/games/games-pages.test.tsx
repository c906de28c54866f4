// The category pages (vendor tiles and their popup game list), /hot, and the header-only game
// pages (/game, /seamless, /fbsports).
import { withDeepLink } from './frame/launched-game';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeVendor } from '../../test/fixtures';
import { setupTestI18n } from '../../test/test-i18n';
import { makeGame, renderGamesRoute } from './games-test-kit';

configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  await setupTestI18n('EN');
  await Promise.all([
    import('./category/game-category-page'),
    import('./hot/hot-page'),
    import('./frame/game-frame-page'),
    import('./frame/seamless-page'),
    import('./frame/fbsports-page'),
  ]);
}, 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

const lottoVendor = makeVendor({
  gameType: 'LOTT',
  vassalage: 'SEALOTTO',
  displayName: 'Sea Lotto',
  logo: '/images/vendors/sealotto.svg',
});
const lottoGame = makeGame({
  nodeId: 300,
  gameCode: 'SEA_4D',
  vassalage: 'SEALOTTO',
  vendorName: 'Sea Lotto',
  gameType: 'LOTT',
  name: 'Sea 4D',
  classify: null,
});

describe('a category page', () => {
  it('lists the vendors as tiles; a tile (VASSALAGE) opens its games in a popup', async () => {
    const live = makeVendor({
      gameType: 'LIVE',
      vassalage: 'PEARLCASINO',
      displayName: 'Pearl Casino',
    });
    const { api } = renderGamesRoute('/live', {
      vendors: [live, makeVendor()],
      answers: {
        'GET /wps/relay/GCSGAME_hotGamesV2': { value: [] },
        'GET /wps/relay/GCSGAME_gameList': {
          value: {
            games: [
              makeGame({ name: 'Baccarat Table 1', gameType: 'LIVE', vassalage: 'PEARLCASINO' }),
            ],
            totalPages: 1,
            total: 1,
          },
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Live casino providers' });
    // Only the page's own type.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Open Pearl Casino games' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pearl Casino games' });
    expect(
      await within(dialog).findByRole('button', { name: 'Play Baccarat Table 1' }),
    ).toBeVisible();
    const asked = api.to('GET', '/wps/relay/GCSGAME_gameList')[0]!.query;
    expect(asked.get('gameType')).toBe('LIVE');
    expect(asked.get('vassalage')).toBe('PEARLCASINO');
  });

  it('/elott lists e-lottery and lottery vendors; a lottery game goes to /lottery', async () => {
    const elott = makeVendor({
      gameType: 'ELOTT',
      vassalage: 'QUICKDRAW',
      displayName: 'Quick Draw',
    });
    const { router, api } = renderGamesRoute('/elott', {
      accountType: 0,
      vendors: [elott, lottoVendor],
      answers: {
        'GET /wps/relay/GCSGAME_hotGamesV2': { value: [] },
        'GET /wps/relay/GCSGAME_gameList': {
          value: { games: [lottoGame], totalPages: 1, total: 1 },
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Open Quick Draw games' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Open Sea Lotto games' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sea Lotto games' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Play Sea 4D' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    expect(search(router).get('gameCode')).toBe('SEA_4D');
    expect(search(router).get('vendor')).toBe('SEALOTTO');
    expect(api.to('POST', '/wps/game/launchGame')).toHaveLength(0);
  });
});

describe('/hot', () => {
  it('groups the hot games by type', async () => {
    renderGamesRoute('/hot', {
      answers: {
        'GET /wps/relay/GCSGAME_hotGamesV2': {
          value: [makeGame({ name: 'Hot Tiger', isHot: true }), { ...lottoGame, isHot: true }],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot games' })).toBeVisible();
    const lottery = await screen.findByRole('list', { name: 'Hot Lottery games' });
    expect(within(lottery).getByRole('button', { name: 'Play Sea 4D' })).toBeVisible();
    const slots = screen.getByRole('list', { name: 'Hot Slots games' });
    expect(within(slots).getByRole('button', { name: 'Play Hot Tiger' })).toBeVisible();
  });

  it('sends a visitor choosing a lottery game to the login popup, not /lottery', async () => {
    const { router } = renderGamesRoute('/hot', {
      answers: { 'GET /wps/relay/GCSGAME_hotGamesV2': { value: [lottoGame] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Sea 4D' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeVisible();
    expect(router.state.location.pathname).toBe('/hot');
  });
});

describe('/game', () => {
  it("frames this site's game client under the header, without the footer", async () => {
    renderGamesRoute(`/game?url=${encodeURIComponent('/play/slot?token=t&gameCode=X')}`);
    const frame = await screen.findByTitle('Game');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/play/slot?token=t&gameCode=X');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("refuses another site's address it did not launch", async () => {
    renderGamesRoute(`/game?url=${encodeURIComponent('https://evil.example/')}`);
    expect(
      await screen.findByRole('heading', { name: 'This game cannot be shown here' }),
    ).toBeVisible();
    expect(screen.queryByTitle('Game')).toBeNull();
  });
});

describe('/seamless and /fbsports', () => {
  const launched = (gameCode: string) => ({
    value: {
      url: `/play/sports?token=s&gameCode=${gameCode}`,
      gameCode,
      vendor: 'GOLDENGOAL',
      gameType: 'SPORTS',
    },
  });

  it('/seamless asks a visitor to log in first', async () => {
    renderGamesRoute('/seamless?gameCode=RS_TIGER');
    const panel = await screen.findByRole('region', { name: 'Log in to play' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeVisible();
  });

  it('/seamless launches the gameCode of its query and frames it', async () => {
    const { api } = renderGamesRoute('/seamless?gameCode=GG_SPORTSBOOK', {
      accountType: 0,
      answers: { 'POST /wps/game/launchGame': launched('GG_SPORTSBOOK') },
    });
    expect(await screen.findByTitle('Game')).toHaveAttribute(
      'src',
      '/play/sports?token=s&gameCode=GG_SPORTSBOOK',
    );
    expect(api.to('POST', '/wps/game/launchGame')).toHaveLength(1);
    expect(api.to('POST', '/wps/game/launchGame')[0]!.body).toMatchObject({
      gameCode: 'GG_SPORTSBOOK',
    });
  });

  it('/seamless shows why a launch was refused', async () => {
    renderGamesRoute('/seamless?gameCode=RS_TIGER', {
      accountType: 4,
      answers: { 'POST /wps/game/launchGame': { code: 'TRIAL_ACCOUNT', status: 403 } },
    });
    expect(
      await screen.findByRole('heading', { name: 'The game could not be opened' }),
    ).toBeVisible();
    expect(screen.getByText('Please register a real account to do this.')).toBeVisible();
  });

  it("/fbsports launches the sports provider's game", async () => {
    const { api } = renderGamesRoute('/fbsports', {
      accountType: 0,
      answers: {
        'GET /wps/relay/GCSGAME_gameList': {
          value: {
            games: [
              makeGame({ gameCode: 'GG_SPORTSBOOK', gameType: 'SPORTS', vassalage: 'GOLDENGOAL' }),
            ],
            totalPages: 1,
            total: 1,
          },
        },
        'POST /wps/relay/GCS_gameLaunchFB': launched('GG_SPORTSBOOK'),
      },
    });
    expect(await screen.findByTitle('Game')).toHaveAttribute(
      'src',
      '/play/sports?token=s&gameCode=GG_SPORTSBOOK',
    );
    const asked = api.to('GET', '/wps/relay/GCSGAME_gameList')[0]!.query;
    expect(asked.get('gameType')).toBe('SPORTS');
    expect(asked.get('vassalage')).toBe('GOLDENGOAL');
    // Through the spec's call for the sports provider, not the general launch.
    expect(api.to('POST', '/wps/relay/GCS_gameLaunchFB')[0]!.body).toMatchObject({
      gameCode: 'GG_SPORTSBOOK',
    });
    expect(api.to('POST', '/wps/game/launchGame')).toHaveLength(0);
  });
});

describe('"Bet now" on a home match', () => {
  it("/fbsports with a match launches that vendor's game and passes the match to it", async () => {
    const { api } = renderGamesRoute(
      '/fbsports?vendor=PIXELARENA&gameType=ESPORTS&match=42&sport=dota2',
      {
        accountType: 0,
        answers: {
          'GET /wps/relay/GCSGAME_gameList': {
            value: {
              games: [
                makeGame({ gameCode: 'PA_MATCH', gameType: 'ESPORTS', vassalage: 'PIXELARENA' }),
              ],
              totalPages: 1,
              total: 1,
            },
          },
          'POST /wps/relay/GCS_gameLaunchFB': {
            value: {
              url: '/play/sports?token=s&gameCode=PA_MATCH',
              gameCode: 'PA_MATCH',
              vendor: 'PIXELARENA',
              gameType: 'ESPORTS',
            },
          },
        },
      },
    );
    expect(await screen.findByTitle('Game')).toHaveAttribute(
      'src',
      '/play/sports?token=s&gameCode=PA_MATCH&match=42&sport=dota2',
    );
    const asked = api.to('GET', '/wps/relay/GCSGAME_gameList')[0]!.query;
    expect(asked.get('gameType')).toBe('ESPORTS');
    expect(asked.get('vassalage')).toBe('PIXELARENA');
  });

  it('adds the match only to a game client of this site, and ignores a forged one', () => {
    expect(withDeepLink('/play/sports?token=s', { match: '4' })).toBe(
      '/play/sports?token=s&match=4',
    );
    expect(withDeepLink('https://vendor.example/x?y=1', { match: '4' })).toBe(
      'https://vendor.example/x?y=1',
    );
    expect(withDeepLink('/play/sports?token=s', undefined)).toBe('/play/sports?token=s');
  });
});

describe('/pvp', () => {
  it('lists the card rooms after the games, grouped by game; a full room cannot be chosen', async () => {
    const room = {
      roomId: 1,
      nodeId: 400,
      gameCode: 'SC_SHAN',
      gameName: 'Shan Koe Mee',
      vendor: 'SHWECARDS',
      name: 'Beginner room',
      minBet: '100',
      maxBet: '10000',
      seats: 6,
      seatsTaken: 2,
      botsEnabled: false,
    };
    renderGamesRoute('/pvp', {
      accountType: 0,
      vendors: [makeVendor({ gameType: 'PVP', vassalage: 'SHWECARDS', displayName: 'Shwe Cards' })],
      answers: {
        'GET /wps/relay/GCSGAME_hotGamesV2': { value: [] },
        'GET /wps/relay/GCSGAME_gameList': { value: { games: [], totalPages: 0, total: 0 } },
        'GET /wps/relay/GLS2_roomList': {
          value: [
            room,
            { ...room, roomId: 2, name: 'VIP room', seatsTaken: 6, botsEnabled: true },
            { ...room, roomId: 3, gameCode: 'SC_POKER', gameName: 'Poker', name: 'Poker room' },
            // Another vendor's room is not this vendor's lobby's.
            { ...room, roomId: 4, vendor: 'OTHER', gameCode: 'OT_X', gameName: 'Other game' },
          ],
        },
      },
    });
    const rooms = await screen.findByRole('region', { name: 'Card rooms' });
    const shan = await within(rooms).findByRole('region', { name: 'Shan Koe Mee' });
    expect(within(shan).getAllByText('Stakes 1.00 – 100.00')).toHaveLength(2);
    expect(within(shan).getByText('2 of 6 seats taken')).toBeVisible();
    expect(
      within(shan).getByRole('button', { name: 'Play in Beginner room of Shan Koe Mee' }),
    ).toBeEnabled();
    expect(
      within(shan).getByRole('button', { name: 'Play in VIP room of Shan Koe Mee' }),
    ).toBeDisabled();
    // Bots play only where an operator let them, and the card says so.
    const [beginner, vip] = within(shan).getAllByRole('listitem');
    expect(vip).toHaveTextContent('Bots may play');
    expect(beginner).not.toHaveTextContent('Bots');
    const poker = within(rooms).getByRole('region', { name: 'Poker' });
    expect(
      within(poker).getByRole('button', { name: 'Play in Poker room of Poker' }),
    ).toBeEnabled();
    expect(within(rooms).queryByText('Other game')).toBeNull();
    // The games list comes first.
    const tabs = screen.getByRole('tablist');
    expect(tabs.compareDocumentPosition(rooms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('moves between the list tabs with the arrow keys', async () => {
    const { router } = renderGamesRoute('/pvp', {
      vendors: [makeVendor({ gameType: 'PVP', vassalage: 'SHWECARDS', displayName: 'Shwe Cards' })],
      answers: {
        'GET /wps/relay/GCSGAME_hotGamesV2': { value: [] },
        'GET /wps/relay/GCSGAME_gameList': { value: { games: [], totalPages: 0, total: 0 } },
      },
    });
    const all = await screen.findByRole('tab', { name: 'All games' });
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveFocus();
    expect(search(router).get('page')).toBe('recent');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Log in to see the games you played recently.',
    );
  });
});
