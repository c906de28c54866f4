import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@wps/contracts/http';
import { opsListGames } from '@wps/contracts/games/ops-games';
import { callOps } from './call-ops';

export type GamesQuery = QueryOf<typeof opsListGames>;

/** Every page and filter of the list sits under this key, so a change refreshes them all. */
export const gamesKey = ['ops', 'games'] as const;

export const opsGamesQueryOptions = (query: GamesQuery) =>
  queryOptions({
    queryKey: [...gamesKey, query],
    queryFn: () => callOps(opsListGames, { query }),
    placeholderData: keepPreviousData,
  });

export function useOpsGames(query: GamesQuery) {
  return useQuery(opsGamesQueryOptions(query));
}
