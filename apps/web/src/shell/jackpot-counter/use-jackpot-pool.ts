// The jackpot pool (VIS_getJackpot): the balance of the site's jackpot ledger account. Read once
// per visit: the counter grows from it on its own clock (spec 9), so a refetch would only make
// the figure jump back.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getJackpot } from '@wps/contracts/games/jackpot';
import { callApi } from '../../lib/api-client';
import { endpoint } from '../../lib/endpoint';

export const jackpotEndpoint = endpoint<typeof getJackpot>('GET', '/wps/relay/VIS_getJackpot');

export const jackpotPoolQuery = () =>
  queryOptions({
    queryKey: ['games', 'jackpot'],
    queryFn: ({ signal }) => callApi(jackpotEndpoint, { signal }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useJackpotPool() {
  return useQuery(jackpotPoolQuery());
}
