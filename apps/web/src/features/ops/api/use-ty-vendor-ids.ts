// The vendors the TY-language site uses in the place of others (every operator reads it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTyVendorIds } from '@wps/contracts/content/ty-vendor-ids';
import { callOps } from './call-ops';

export const tyVendorIdsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'tyVendorIds'],
    queryFn: () => callOps(getTyVendorIds),
  });

export function useTyVendorIds() {
  return useQuery(tyVendorIdsQueryOptions());
}
