// The notices section's list, a page at a time from the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listNotices } from '@wps/contracts/content/ops-notices';
import type { QueryOf } from '@wps/contracts/http';
import { callOps } from './call-ops';

/** Every page sits under this key: a write refreshes them all. */
export const noticesKey = ['ops', 'notices'] as const;

export const noticesQueryOptions = (query: QueryOf<typeof listNotices>) =>
  queryOptions({
    queryKey: [...noticesKey, query],
    queryFn: () => callOps(listNotices, { query }),
    placeholderData: keepPreviousData,
  });

export function useNotices(query: QueryOf<typeof listNotices>) {
  return useQuery(noticesQueryOptions(query));
}
