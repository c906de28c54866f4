// The lobby's paged game list (GCSGAME_gameList), loaded a page at a time as the player scrolls.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { TGameListQuery, TGamePage } from '@wps/contracts/games/game-list';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { gameListEndpoint } from './games-endpoints';

/** Spec 9: 15 games a page. */
export const GAME_PAGE_SIZE = 15;

export type GameListFilter = Pick<
  TGameListQuery,
  'vassalage' | 'gameClassify' | 'gameName' | 'minBet'
> & { gameType: TGameType };

/** Which page comes next, or undefined after the last. */
export function nextPageNo(last: { totalPages: number }, lastPageNo: number): number | undefined {
  return lastPageNo < last.totalPages ? lastPageNo + 1 : undefined;
}

/**
 * `viewer` is in the key because isFavourite is filled for the member who asks: another member
 * (or a visitor) must not see the last one's stars.
 */
export const gameListQuery = (filter: GameListFilter, language: TLanguage, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: ['games', 'list', viewer, language, filter],
    queryFn: ({ pageParam, signal }): Promise<TGamePage> =>
      callApi(gameListEndpoint, {
        query: {
          ...filter,
          clientType: 3,
          platform: 'html5-desktop',
          language,
          pageNo: pageParam,
          pageSize: GAME_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPageNo) => nextPageNo(last, lastPageNo),
    staleTime: 60_000,
  });

export function useGameList(filter: GameListFilter, enabled = true) {
  const { language } = useLanguage();
  const { isLoggedIn, who } = useSession();
  const viewer = isLoggedIn ? (who?.username ?? 'member') : null;
  return useInfiniteQuery({ ...gameListQuery(filter, language, viewer), enabled });
}
