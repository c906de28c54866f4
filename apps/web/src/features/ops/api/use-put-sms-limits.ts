import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putSmsLimits, type TSmsLimits } from '@wps/contracts/system/sms-limits';
import { callOps } from './call-ops';
import { smsLimitsQueryOptions } from './use-sms-limits';

export function usePutSmsLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSmsLimits) => callOps(putSmsLimits, { body }),
    onSuccess: (saved) => queryClient.setQueryData(smsLimitsQueryOptions().queryKey, saved),
  });
}
