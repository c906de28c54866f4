// The home page's game calls, typed by their contracts (as types only: the home route stays
// inside its JavaScript budget). Kept equal to the contracts by home-endpoints.test.ts.
import type { getFavouriteGames } from '@wps/contracts/games/favourites';
import type { getHotGames } from '@wps/contracts/games/hot-games';
import type { getRankList } from '@wps/contracts/games/rank-list';
import type { getRecentGames } from '@wps/contracts/games/recent-games';
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
export const hotGamesEndpoint = endpoint<typeof getHotGames>(
  'GET',
  '/wps/relay/GCSGAME_hotGamesV2',
);
export const recentGamesEndpoint = endpoint<typeof getRecentGames>(
  'GET',
  '/wps/relay/GCS_recentGame',
);
export const favouriteGamesEndpoint = endpoint<typeof getFavouriteGames>(
  'GET',
  '/wps/relay/MCSFE_getFavoriteGamesList',
);
