// The member's favourite games (MCSFE_getFavoriteGamesList), a page at a time. Keyed under
// ['member'] so the list is dropped when the session ends.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { favouriteGamesEndpoint } from './games-endpoints';
import { GAME_PAGE_SIZE, nextPageNo } from './use-game-list';

export const favouriteGamesKey = ['member', 'games', 'favourites'] as const;

export interface MemberListFilter {
  gameType: TGameType;
  vassalage?: string;
}

export const favouriteGamesQuery = (filter: MemberListFilter, language: TLanguage) =>
  infiniteQueryOptions({
    queryKey: [...favouriteGamesKey, language, filter],
    queryFn: ({ pageParam, signal }) =>
      callApi(favouriteGamesEndpoint, {
        query: {
          ...filter,
          clientType: 3,
          platform: 'flash',
          language,
          pageNo: pageParam,
          pageSize: GAME_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPageNo) => nextPageNo(last, lastPageNo),
  });

/** Idle without a session: the list needs login (spec 5). */
export function useFavouriteGames(filter: MemberListFilter, enabled = true) {
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({
    ...favouriteGamesQuery(filter, language),
    enabled: enabled && isLoggedIn,
  });
}
