// The home page's match sections (GCSGAME_getGameMatchV2) and winners board (GCSGAME_getRankList).
import { act, configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TMatch, TMatchFeed } from '@wps/contracts/games/match-feed';
import type { TRankVo } from '@wps/contracts/games/rank-list';
import { defaultApi, renderRoute } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';
import { NEAR_SCREEN_MARGIN } from '../../components/near-screen/near-screen';
import { oddsText } from './match-sections';

configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  await setupTestI18n('EN');
  await import('./home-page');
}, 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function makeMatch(overrides: Partial<TMatch> = {}): TMatch {
  return {
    id: 1,
    vendor: 'GOLDENGOAL',
    gameType: 'SPORTS',
    sport: 'football',
    league: 'Premier Cup',
    home: 'Yangon Lions',
    away: 'Mandalay Stars',
    state: 'live',
    startsAt: '2026-11-21T08:00:00.000Z',
    endsAt: '2026-11-21T09:30:00.000Z',
    prices: [
      { selection: 'home', odds: 1950 },
      { selection: 'draw', odds: 3200 },
      { selection: 'away', odds: 4100 },
    ],
    score: { home: 2, away: 1 },
    ...overrides,
  };
}

const winner = (overrides: Partial<TRankVo> = {}): { vo: TRankVo } => ({
  vo: {
    username: 'pl****01',
    gameCode: 'RS_DRAGON',
    gameName: 'Dragon Fortune',
    gameType: 'RNG',
    vassalage: 'ROYALSLOTS',
    winAmount: '1234567',
    currency: 'MMK',
    time: '2026-11-21T07:00:00.000Z',
    ...overrides,
  },
});

function renderHome(feed: TMatchFeed, winners: { vo: TRankVo }[]) {
  return renderRoute('/', {
    api: {
      ...defaultApi(),
      '/wps/relay/GCSGAME_getGameMatchV2': feed,
      '/wps/relay/GCSGAME_getRankList': { items: winners },
    },
  });
}

describe('the home match sections and winners board', () => {
  it('show the hot and featured matches, the leaderboard and the winners', async () => {
    const { fetchMock } = renderHome(
      {
        hot: [makeMatch()],
        featured: [
          makeMatch({
            id: 2,
            gameType: 'ESPORTS',
            sport: 'dota2',
            home: 'Team Naga',
            away: 'Golden Owls',
            state: 'scheduled',
            score: null,
            prices: [
              { selection: 'home', odds: 1800 },
              { selection: 'away', odds: 2000 },
            ],
          }),
        ],
        leaderboard: [
          {
            rank: 1,
            team: 'Yangon Lions',
            sport: 'football',
            gameType: 'SPORTS',
            played: 5,
            wins: 4,
            draws: 1,
            losses: 0,
          },
        ],
      },
      [winner(), winner({ username: 'ma****07', winAmount: '50000' })],
    );

    await screen.findByText('2 : 1');
    const hot = screen.getByRole('region', { name: 'Hot matches' });
    expect(within(hot).getByText('Premier Cup')).toBeVisible();
    expect(within(hot).getByText('Live')).toBeVisible();
    expect(within(hot).getByText('2 : 1')).toBeVisible();
    expect(within(hot).getByText('1.95')).toBeVisible();
    // "Bet now" opens the match's vendor game on its bet slip (issue 16).
    expect(within(hot).getByRole('link', { name: 'Bet now' })).toHaveAttribute(
      'href',
      `/fbsports?vendor=${makeMatch().vendor}&gameType=SPORTS&match=${makeMatch().id}&sport=${makeMatch().sport}`,
    );

    const featured = screen.getByRole('region', { name: 'Featured matches' });
    expect(within(featured).getByText('vs')).toBeVisible();
    expect(within(featured).getAllByText('Team Naga')[0]).toBeVisible();
    expect(within(featured).getByRole('link', { name: 'Bet now' })).toHaveAttribute(
      'href',
      `/fbsports?vendor=${makeMatch().vendor}&gameType=ESPORTS&match=2&sport=dota2`,
    );

    const board = screen.getByRole('region', { name: 'Leaderboard' });
    const row = within(board).getByRole('row', { name: /Yangon Lions/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '5', '4', '1', '0']);

    const winners = await screen.findByRole('region', { name: 'Winners' });
    const items = within(winners).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('pl****01');
    expect(items[0]).toHaveTextContent('Dragon Fortune');
    expect(items[0]).toHaveTextContent('P 12,345.67');

    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.find((u) => u.startsWith('/wps/relay/GCSGAME_getRankList'))).toBe(
      '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=50',
    );
  });

  it('show their empty states when there is nothing to list', async () => {
    renderHome({ hot: [], featured: [], leaderboard: [] }, []);
    expect(
      await screen.findByText('No matches are being played or coming up right now.'),
    ).toBeVisible();
    expect(screen.getByText('No featured matches right now.')).toBeVisible();
    expect(await screen.findByText('The latest big wins will be listed here.')).toBeVisible();
  });
});

describe('below the first screen', () => {
  it('the matches, results and winners wait until their place nears the screen (issue 16)', async () => {
    const observers: { options?: IntersectionObserverInit; fire: () => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private targets: Element[] = [];
        constructor(
          readonly callback: IntersectionObserverCallback,
          readonly options?: IntersectionObserverInit,
        ) {
          observers.push({
            options,
            fire: () =>
              callback(
                this.targets.map((target) => ({ target, isIntersecting: true })) as never,
                this as never,
              ),
          });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        unobserve() {}
        disconnect() {
          this.targets = [];
        }
        takeRecords() {
          return [];
        }
      },
    );
    const { fetchMock } = renderHome({ hot: [makeMatch()], featured: [], leaderboard: [] }, [
      winner(),
    ]);
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

    // The top of home (the game rows) loads; what is below waits.
    await vi.waitFor(() =>
      expect(asked().some((u) => u.startsWith('/wps/relay/GCSGAME_hotGamesV2'))).toBe(true),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(asked().some((u) => u.includes('GCSGAME_getGameMatchV2'))).toBe(false);
    expect(asked().some((u) => u.includes('GCSGAME_getRankList'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Hot matches' })).toBeNull();

    // Two places wait: the provider strip under the game rows, and the sections below.
    const nearScreen = observers.filter((o) => o.options?.rootMargin === NEAR_SCREEN_MARGIN);
    expect(nearScreen).toHaveLength(2);
    act(() => nearScreen.forEach((o) => o.fire()));
    expect(await screen.findByText('2 : 1')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Winners' })).toBeVisible();
    expect(asked().some((u) => u.includes('GCSGAME_getGameMatchV2'))).toBe(true);
  });
});

describe('oddsText', () => {
  it('reads thousandths as a decimal price', () => {
    expect(oddsText(1950)).toBe('1.95');
    expect(oddsText(1001)).toBe('1.00');
    expect(oddsText(12500)).toBe('12.50');
  });
});
