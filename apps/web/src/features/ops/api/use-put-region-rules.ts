import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putRegionRules, type TRegionRules } from '@wps/contracts/system/status';
import { callOps } from './call-ops';
import { statusSettingsQueryOptions } from './use-status-settings';

export function usePutRegionRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegionRules) => callOps(putRegionRules, { body }),
    onSuccess: (region) => {
      queryClient.setQueryData(statusSettingsQueryOptions().queryKey, (old) =>
        old ? { ...old, region } : old,
      );
    },
  });
}
