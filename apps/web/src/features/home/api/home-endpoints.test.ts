import { describe } from 'vitest';
import { getFavouriteGames } from '@wps/contracts/games/favourites';
import { getHotGames } from '@wps/contracts/games/hot-games';
import { gameMatchFeed } from '@wps/contracts/games/match-feed';
import { getRecentGames } from '@wps/contracts/games/recent-games';
import { getRankList } from '@wps/contracts/games/rank-list';
import { getPopular, getVnOpenedNumeros } from '@wps/contracts/lottery/lottery-calls';
import * as endpoints from './home-endpoints';
import { itMatchesContracts } from '../../../test/endpoint-contracts';

describe('home page endpoints', () => {
  itMatchesContracts(
    [
      [endpoints.matchFeedEndpoint, gameMatchFeed],
      [endpoints.rankListEndpoint, getRankList],
      [endpoints.popularLotteriesEndpoint, getPopular],
      [endpoints.vnResultsEndpoint, getVnOpenedNumeros],
      [endpoints.hotGamesEndpoint, getHotGames],
      [endpoints.recentGamesEndpoint, getRecentGames],
      [endpoints.favouriteGamesEndpoint, getFavouriteGames],
    ],
    endpoints,
  );
});
