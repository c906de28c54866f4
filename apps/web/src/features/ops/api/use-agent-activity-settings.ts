import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAgentActivitySettings } from '@wps/contracts/agent/reports';
import { callOps } from './call-ops';

export const agentActivitySettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'agentActivity'],
    queryFn: () => callOps(getAgentActivitySettings),
  });

export function useAgentActivitySettings() {
  return useQuery(agentActivitySettingsQueryOptions());
}
