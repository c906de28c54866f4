// The vendors screen's list, a page at a time from the server (one game type or all).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@wps/contracts/http';
import { listVendors } from '@wps/contracts/content/ops-vendors';
import { callOps } from './call-ops';

export type VendorsQuery = QueryOf<typeof listVendors>;

/** Every page, filter and the pickers' choices sit under this key: a change refreshes them all. */
export const vendorsKey = ['ops', 'vendors'] as const;

export const opsVendorsQueryOptions = (query: VendorsQuery) =>
  queryOptions({
    queryKey: [...vendorsKey, query],
    queryFn: () => callOps(listVendors, { query }),
    placeholderData: keepPreviousData,
  });

export function useOpsVendors(query: VendorsQuery) {
  return useQuery(opsVendorsQueryOptions(query));
}
