import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putWhitelabel, type TWhitelabel } from '@wps/contracts/system/whitelabel';
import { callOps } from './call-ops';
import { whitelabelQueryOptions } from './use-whitelabel';

export function usePutWhitelabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWhitelabel) => callOps(putWhitelabel, { body }),
    onSuccess: (saved) => queryClient.setQueryData(whitelabelQueryOptions().queryKey, saved),
  });
}
