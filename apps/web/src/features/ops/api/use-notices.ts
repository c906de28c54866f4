import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNotices } from '@wps/contracts/content/ops-notices';
import { callOps } from './call-ops';

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'notices'], queryFn: () => callOps(listNotices) });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
