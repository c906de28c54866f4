import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsMe } from '@wps/contracts/ops/session';
import { callOps } from './call-ops';

export const opsMeQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'me'], queryFn: () => callOps(opsMe), retry: false });

export function useOpsMe(isEnabled: boolean) {
  return useQuery({ ...opsMeQueryOptions(), enabled: isEnabled });
}
