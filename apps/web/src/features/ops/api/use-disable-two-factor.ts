import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disableTwoFactor } from '@wps/contracts/ops/two-factor';
import { callOps } from './call-ops';
import { opsMeQueryOptions } from './use-ops-me';

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => callOps(disableTwoFactor, { body: { otp } }),
    onSuccess: (me) => queryClient.setQueryData(opsMeQueryOptions().queryKey, me),
  });
}
