// Test helpers for the games pages: a game item shaped by the contract, and the real route table
// at a path with the shell's calls answered and the games calls answered by test/mock-api.ts
// (so a test can answer by query and see what was sent).
import type { TVendor } from '@wps/contracts/content/game-nav';
import type { TGameItem } from '@wps/contracts/games/game-list';
import type { TConsolidatedSettings } from '@wps/contracts/system/consolidated';
import { makeBalance, makeConsolidated, makeMemberInfo, makeVendor } from '../../test/fixtures';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { defaultApi, renderRoute } from '../../test/render-app';

export function makeGame(overrides: Partial<TGameItem> = {}): TGameItem {
  return {
    nodeId: 1,
    gameCode: 'RS_DRAGON',
    vassalage: 'ROYALSLOTS',
    vendorName: 'Royal Slots',
    gameType: 'RNG',
    name: 'Dragon Fortune',
    classify: 'SLOTS',
    minBet: '5',
    lines: 20,
    art: '/images/games/RS_DRAGON.svg',
    isHot: false,
    trial: false,
    isFavourite: false,
    ...overrides,
  };
}

/** `count` games numbered from `first` (nodeId and name), of one vendor. */
export function makeGames(count: number, first = 1, overrides: Partial<TGameItem> = {}) {
  return Array.from({ length: count }, (_, i) =>
    makeGame({
      nodeId: first + i,
      gameCode: `RS_GAME_${first + i}`,
      name: `Game ${first + i}`,
      ...overrides,
    }),
  );
}

export function makeVendors(count: number, overrides: Partial<TVendor> = {}): TVendor[] {
  return Array.from({ length: count }, (_, i) =>
    makeVendor({
      vassalage: i === 0 ? 'ROYALSLOTS' : `VENDOR${i}`,
      displayName: i === 0 ? 'Royal Slots' : `Vendor ${i}`,
      ...overrides,
    }),
  );
}

export interface GamesRouteOptions {
  vendors?: TVendor[];
  /** Logged in with this account type (0 player, 4 trial); visitor when undefined. */
  accountType?: number;
  answers?: MockAnswers;
  /** The site's whitelabel switches (e.g. freePlay), over the fixtures'. */
  whitelabel?: Partial<TConsolidatedSettings['whitelabel']>;
}

/**
 * The app at `path`. The shell's first calls go to render-app's fake; the page's own calls, made
 * once its lazy chunk has loaded, to mockApi (`answers`, plus the shell's for refetches).
 */
export function renderGamesRoute(
  path: string,
  { vendors = makeVendors(3), accountType, answers = {}, whitelabel }: GamesRouteOptions = {},
) {
  sessionStorage.clear();
  if (accountType !== undefined) sessionStorage.setItem('token', 'member-token');
  const shell: Record<string, unknown> = {
    ...defaultApi(),
    '/wps/relay/GCSGAME_newGameVendor': vendors,
    ...(whitelabel && {
      '/wps/system/settings/consolidated': makeConsolidated({ whitelabel }),
    }),
    '/wps/relay/VIS_getJackpot': { amount: '100000000', currency: 'MMK' },
    ...(accountType !== undefined && {
      '/wps/member/info': makeMemberInfo({ accountType }),
      '/wps/v2/wallets/balance': makeBalance(),
    }),
  };
  const view = renderRoute(path, { api: shell });
  const api = mockApi({
    ...Object.fromEntries(Object.entries(shell).map(([p, value]) => [`GET ${p}`, { value }])),
    ...answers,
  });
  return { ...view, api };
}

/** An answer held until the test releases it (to see the state while a call is out). */
export function heldAnswer<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
