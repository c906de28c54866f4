// The home page's game rows: every hot game in one call (grouped into slots, live tables and
// fishing on the page), and a logged-in member's recent and favourite games (first page each).
// The member lists are keyed under ['member'], so they are dropped when the session ends.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { favouriteGamesEndpoint, hotGamesEndpoint, recentGamesEndpoint } from './home-endpoints';

/** Tiles in one row of the home page. */
export const HOME_ROW_SIZE = 6;

export const homeHotGamesQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['games', 'home-hot', language],
    queryFn: ({ signal }) =>
      callApi(hotGamesEndpoint, {
        query: { isPlatform: 2, platform: 'html5-desktop', language },
        signal,
      }),
    staleTime: 60_000,
  });

export function useHomeHotGames() {
  const { language } = useLanguage();
  return useQuery(homeHotGamesQuery(language));
}

export function useHomeRecentGames() {
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: ['member', 'games', 'home-recent', language],
    queryFn: ({ signal }) =>
      callApi(recentGamesEndpoint, {
        query: { clientType: 3, language, pageNo: 1, pageSize: HOME_ROW_SIZE },
        signal,
      }),
    enabled: isLoggedIn,
    select: (value) => value.list,
  });
}

export function useHomeFavouriteGames() {
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: ['member', 'games', 'home-favourites', language],
    queryFn: ({ signal }) =>
      callApi(favouriteGamesEndpoint, {
        query: { clientType: 3, platform: 'flash', language, pageNo: 1, pageSize: HOME_ROW_SIZE },
        signal,
      }),
    enabled: isLoggedIn,
    select: (value) => value.content,
  });
}
