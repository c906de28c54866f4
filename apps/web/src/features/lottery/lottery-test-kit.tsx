// Test helpers for the lottery pages: lottery items, draws and play types shaped by the contracts,
// and the real route table at a path with the shell's calls and the lottery calls answered by
// test/mock-api.ts (so a test can answer by query and see what was sent).
import type { TNearDraw } from '@wps/contracts/lottery/lottery-calls';
import type {
  TLotteryItem,
  TLotteryMenu,
  TLotteryPlayType,
  TOpenedDraw,
} from '@wps/contracts/lottery/lottery-common';
import { makeBalance, makeMemberInfo } from '../../test/fixtures';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { defaultApi, renderRoute } from '../../test/render-app';

export function makeLottery(overrides: Partial<TLotteryItem> = {}): TLotteryItem {
  return {
    gameId: 1,
    gameCode: 'LUCKY_4D',
    vendor: 'LUCKYLOTTO',
    gameType: 'LOTT',
    gameMenuTag: '4D',
    remark: 'Lucky 4D',
    prizeMode: 'Lott',
    layout: 'sea4d',
    art: '/images/games/LUCKY_4D.svg',
    isHot: false,
    numero: '20261121',
    drawId: 11,
    remainTime: 3600,
    lockTime: 3000,
    drawDayOfWeek: '1,4,7',
    // 19:00 in Kuala Lumpur (UTC+8).
    winningTime: '2026-11-21T11:00:00.000Z',
    fewinTime: '2026-11-21 19:00',
    serverSeedHash: 'a'.repeat(64),
    ...overrides,
  };
}

export function makePlayType(overrides: Partial<TLotteryPlayType> = {}): TLotteryPlayType {
  return {
    playType: '4D_BIG',
    digits: 4,
    isBox: false,
    odds: { first: 2_500_000, second: 1_000_000 },
    minStake: '100',
    maxStake: '1000000',
    ...overrides,
  };
}

export function makeOpenedDraw(overrides: Partial<TOpenedDraw> = {}): TOpenedDraw {
  return {
    drawId: 10,
    gameId: 1,
    gameCode: 'LUCKY_4D',
    remark: 'Lucky 4D',
    layout: 'sea4d',
    numero: '20261118',
    state: 'settled',
    drawAt: '2026-11-18T11:00:00.000Z',
    numbers: { first: ['1234'], second: ['5678'] },
    openNumber: '1234',
    ...overrides,
  };
}

export function nearOf(item: TLotteryItem): TNearDraw {
  return {
    drawId: item.drawId,
    numero: item.numero,
    drawAt: item.winningTime,
    lockAt: item.winningTime,
    remainTime: item.remainTime,
    lockTime: item.lockTime,
    serverSeedHash: item.serverSeedHash,
  };
}

export const lucky = makeLottery({ isHot: true });
export const grand = makeLottery({
  gameId: 2,
  gameCode: 'GRAND_4D',
  vendor: 'GRANDLOTTO',
  remark: 'Grand 4D',
  drawId: 21,
  numero: '20261125',
  drawDayOfWeek: '4',
});
export const fast = makeLottery({
  gameId: 3,
  gameCode: 'FAST_1',
  vendor: 'FASTLOTTO',
  gameType: 'ELOTT',
  gameMenuTag: 'FAST',
  remark: 'Fast 1 minute',
  prizeMode: 'Elott',
  layout: 'fast5',
  drawId: 31,
  numero: '20261121-0660',
  remainTime: 40,
  lockTime: 30,
  drawDayOfWeek: '1,2,3,4,5,6,7',
});

export const defaultMenus: TLotteryMenu[] = [
  { tag: '4D', gameMenus: [lucky, grand] },
  { tag: 'FAST', gameMenus: [fast] },
];

export const playTypesByGame: Record<number, TLotteryPlayType[]> = {
  1: [makePlayType(), makePlayType({ playType: '3D', digits: 3, odds: { first: 640_000 } })],
  2: [makePlayType()],
  3: [
    makePlayType({ playType: '2D', digits: 2, odds: { hit: 97_000 }, maxStake: '500000' }),
    makePlayType({ playType: 'BIG', digits: 0, odds: { hit: 1_950 }, maxStake: '500000' }),
    makePlayType({ playType: 'SMALL', digits: 0, odds: { hit: 1_950 }, maxStake: '500000' }),
  ],
};

const gameIdOf = (query: URLSearchParams) => Number(query.get('gameId'));

/** The lottery calls' answers for `menus`; a test overrides the ones it is about. */
export function lotteryAnswers(menus: TLotteryMenu[] = defaultMenus): MockAnswers {
  const items = menus.flatMap((m) => m.gameMenus);
  const opened = (req: { query: URLSearchParams }) => ({
    value: [makeOpenedDraw({ gameId: gameIdOf(req.query) })],
  });
  return {
    'GET /lgw/games/game_menus': { value: menus },
    'GET /lgw/vn/games/game_menu': { value: menus },
    'GET /lgw/vn/games/game_menu/recent': { value: [] },
    'GET /lgw/numeros/near': (req) => {
      const item = items.find((i) => i.gameId === gameIdOf(req.query));
      return {
        value: {
          previous: makeOpenedDraw({ gameId: gameIdOf(req.query) }),
          current: item ? nearOf(item) : null,
          upcoming: [],
        },
      };
    },
    'GET /lgw/games/play_types': (req) => ({ value: playTypesByGame[gameIdOf(req.query)] ?? [] }),
    'GET /lgw/games/opened/numero': opened,
    'GET /lotto/lgw/games/opened/numero': opened,
    'GET /lgw/bets': { value: { list: [], totalPages: 1 } },
  };
}

export interface LotteryRouteOptions {
  /** Logged in as this username (with accountType, 0 when not given); a visitor when undefined. */
  username?: string;
  accountType?: number;
  answers?: MockAnswers;
}

/** The app at `path` with the lottery calls answered (`answers` over lotteryAnswers()). */
export function renderLotteryRoute(
  path: string,
  { username, accountType = 0, answers = {} }: LotteryRouteOptions = {},
) {
  sessionStorage.clear();
  if (username !== undefined) {
    sessionStorage.setItem('token', 'member-token');
    sessionStorage.setItem('username', username);
    sessionStorage.setItem('isAgent', 'false');
    sessionStorage.setItem('accountType', String(accountType));
  }
  const shell: Record<string, unknown> = {
    ...defaultApi(),
    ...(username !== undefined && {
      '/wps/member/info': makeMemberInfo({ accountType }),
      '/wps/v2/wallets/balance': makeBalance(),
    }),
  };
  const view = renderRoute(path, { api: shell });
  const api = mockApi({
    ...Object.fromEntries(Object.entries(shell).map(([p, value]) => [`GET ${p}`, { value }])),
    ...lotteryAnswers(),
    ...answers,
  });
  return { ...view, api };
}
