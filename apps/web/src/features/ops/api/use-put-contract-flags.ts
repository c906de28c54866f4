import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putContractFlags, type TContractFlags } from '@wps/contracts/wallet/contract-flags';
import { callOps } from './call-ops';
import { contractFlagsQueryOptions } from './use-contract-flags';

export function usePutContractFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TContractFlags) => callOps(putContractFlags, { body }),
    onSuccess: (saved) => queryClient.setQueryData(contractFlagsQueryOptions().queryKey, saved),
  });
}
