import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStatusSettings } from '@wps/contracts/system/status';
import { callOps } from './call-ops';

export const statusSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'status'], queryFn: () => callOps(getStatusSettings) });

export function useStatusSettings() {
  return useQuery(statusSettingsQueryOptions());
}
