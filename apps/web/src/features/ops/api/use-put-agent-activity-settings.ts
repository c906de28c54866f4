import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  putAgentActivitySettings,
  type TAgentActivitySettings,
} from '@wps/contracts/agent/reports';
import { callOps } from './call-ops';
import { agentActivitySettingsQueryOptions } from './use-agent-activity-settings';

export function usePutAgentActivitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAgentActivitySettings) => callOps(putAgentActivitySettings, { body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(agentActivitySettingsQueryOptions().queryKey, saved),
  });
}
