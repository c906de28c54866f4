// Every vendor as a picker offers it: the games screen's vendor filter, a new game's vendor and
// the TY site's vendor ids.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listVendorChoices } from '@wps/contracts/content/ops-vendors';
import { callOps } from './call-ops';
import { vendorsKey } from './use-ops-vendors';

export const vendorChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...vendorsKey, 'choices'],
    queryFn: () => callOps(listVendorChoices),
    staleTime: 60_000,
  });

export function useVendorChoices() {
  return useQuery(vendorChoicesQueryOptions());
}
