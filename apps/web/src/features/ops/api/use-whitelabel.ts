import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWhitelabel } from '@wps/contracts/system/whitelabel';
import { callOps } from './call-ops';

export const whitelabelQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'whitelabel'], queryFn: () => callOps(getWhitelabel) });

export function useWhitelabel() {
  return useQuery(whitelabelQueryOptions());
}
