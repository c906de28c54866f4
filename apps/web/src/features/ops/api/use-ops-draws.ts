import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@wps/contracts/http';
import { opsListDraws } from '@wps/contracts/lottery/lottery-ops';
import { callOps } from './call-ops';

export type DrawsQuery = QueryOf<typeof opsListDraws>;

/** Every lottery's pages of draws sit under this key, so a cancel refreshes them all. */
export const drawsKey = ['ops', 'lottery-draws'] as const;

export const opsDrawsQueryOptions = (query: DrawsQuery) =>
  queryOptions({
    queryKey: [...drawsKey, query],
    queryFn: () => callOps(opsListDraws, { query }),
    placeholderData: keepPreviousData,
  });

export function useOpsDraws(query: DrawsQuery) {
  return useQuery(opsDrawsQueryOptions(query));
}
