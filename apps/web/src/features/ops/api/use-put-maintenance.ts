import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putMaintenance, type TMaintenance } from '@wps/contracts/system/status';
import { callOps } from './call-ops';
import { statusSettingsQueryOptions } from './use-status-settings';

export function usePutMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMaintenance) => callOps(putMaintenance, { body }),
    onSuccess: (maintenance) => {
      queryClient.setQueryData(statusSettingsQueryOptions().queryKey, (old) =>
        old ? { ...old, maintenance } : old,
      );
    },
  });
}
