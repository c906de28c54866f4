import { queryOptions, useQuery } from '@tanstack/react-query';
import { listHelpArticles } from '@wps/contracts/content/ops-help';
import { callOps } from './call-ops';

export const helpQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'help'], queryFn: () => callOps(listHelpArticles) });

export function useHelpArticles() {
  return useQuery(helpQueryOptions());
}
