// The member's recently launched games (GCS_recentGame), a page at a time; dropped at logout.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { recentGamesEndpoint } from './games-endpoints';
import type { MemberListFilter } from './use-favourite-games';
import { GAME_PAGE_SIZE, nextPageNo } from './use-game-list';

export const recentGamesKey = ['member', 'games', 'recent'] as const;

export const recentGamesQuery = (filter: MemberListFilter, language: TLanguage) =>
  infiniteQueryOptions({
    queryKey: [...recentGamesKey, language, filter],
    queryFn: ({ pageParam, signal }) =>
      callApi(recentGamesEndpoint, {
        query: { ...filter, clientType: 3, language, pageNo: pageParam, pageSize: GAME_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPageNo) => nextPageNo(last, lastPageNo),
    staleTime: 0,
  });

export function useRecentGames(filter: MemberListFilter, enabled = true) {
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({
    ...recentGamesQuery(filter, language),
    enabled: enabled && isLoggedIn,
  });
}
