// The banners section's list, a page at a time from the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listBanners } from '@wps/contracts/content/ops-banners';
import type { QueryOf } from '@wps/contracts/http';
import { callOps } from './call-ops';

/** Every page sits under this key: a write refreshes them all. */
export const bannersKey = ['ops', 'banners'] as const;

export const bannersQueryOptions = (query: QueryOf<typeof listBanners>) =>
  queryOptions({
    queryKey: [...bannersKey, query],
    queryFn: () => callOps(listBanners, { query }),
    placeholderData: keepPreviousData,
  });

export function useBanners(query: QueryOf<typeof listBanners>) {
  return useQuery(bannersQueryOptions(query));
}
