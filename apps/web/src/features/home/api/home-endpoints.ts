// The home page's game calls, typed by their contracts (as types only: the home route stays
// inside its JavaScript budget). Kept equal to the contracts by home-endpoints.test.ts.
import type { getRankList } from '@wps/contracts/games/rank-list';
import type { gameMatchFeed } from '@wps/contracts/games/match-feed';
import type { getPopular, getVnOpenedNumeros } from '@wps/contracts/lottery/lottery-calls';
import { endpoint } from '../../../lib/endpoint';

export const matchFeedEndpoint = endpoint<typeof gameMatchFeed>(
  'GET',
  '/wps/relay/GCSGAME_getGameMatchV2',
);
export const rankListEndpoint = endpoint<typeof getRankList>(
  'GET',
  '/wps/relay/GCSGAME_getRankList',
);
export const popularLotteriesEndpoint = endpoint<typeof getPopular>('GET', '/lgw/games/popular');
export const vnResultsEndpoint = endpoint<typeof getVnOpenedNumeros>(
  'GET',
  '/lgw/vn/numeros/opened/game',
);
