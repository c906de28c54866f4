import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putTyVendorIds, type TTyVendorIds } from '@wps/contracts/content/ty-vendor-ids';
import { callOps } from './call-ops';
import { tyVendorIdsQueryOptions } from './use-ty-vendor-ids';

export function usePutTyVendorIds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTyVendorIds) => callOps(putTyVendorIds, { body }),
    onSuccess: (saved) => queryClient.setQueryData(tyVendorIdsQueryOptions().queryKey, saved),
  });
}
