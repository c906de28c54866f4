// Every vendor, active or not: the games screen's vendor filter and a new game's vendor.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listVendors } from '@wps/contracts/content/ops-vendors';
import { callOps } from './call-ops';

export const opsVendorsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'vendors'],
    queryFn: () => callOps(listVendors),
    staleTime: 60_000,
  });

export function useOpsVendors() {
  return useQuery(opsVendorsQueryOptions());
}
