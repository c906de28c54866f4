import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmTwoFactorEnrolment } from '@wps/contracts/ops/two-factor';
import { callOps } from './call-ops';
import { opsMeQueryOptions } from './use-ops-me';

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => callOps(confirmTwoFactorEnrolment, { body: { otp } }),
    // The console follows "who am I": an operator who had to enrol now sees every section.
    onSuccess: (me) => queryClient.setQueryData(opsMeQueryOptions().queryKey, me),
  });
}
