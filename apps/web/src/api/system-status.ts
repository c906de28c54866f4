// Site status (spec 2 "Root screen"): polled so an operator's maintenance switch reaches open pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { systemStatus } from '@wps/contracts/system/status';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';

export const systemStatusEndpoint = endpoint<typeof systemStatus>('GET', '/wps/system/status');

// Operators are promised that switching maintenance on reaches open pages within a few seconds;
// the call is tiny and the server caches its answer, and hidden tabs do not poll.
export const STATUS_POLL_MS = 5_000;
export const systemStatusKey = ['system', 'status'] as const;

export const systemStatusQuery = () =>
  queryOptions({
    queryKey: systemStatusKey,
    queryFn: ({ signal }) => callApi(systemStatusEndpoint, { signal }),
    refetchInterval: STATUS_POLL_MS,
    // Fresh for one poll: the answer startFirstLoads fetched is not asked for again when the
    // status gate mounts (it was, once per start); the poll and invalidation still re-read it.
    staleTime: STATUS_POLL_MS,
  });

export function useSystemStatus() {
  return useQuery(systemStatusQuery());
}
