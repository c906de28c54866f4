import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRegisterSettings } from '@wps/contracts/system/register-settings';
import { callOps } from './call-ops';

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'registerSettings'],
    queryFn: () => callOps(getRegisterSettings),
  });

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}
