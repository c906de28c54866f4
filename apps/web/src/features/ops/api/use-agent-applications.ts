import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  listAgentApplications,
  type TOpsAgentApplication,
} from '@wps/contracts/account/ops-agents';
import { callOps } from './call-ops';

export type ApplicationFilter = TOpsAgentApplication['status'] | 'all';

export const agentApplicationsKey = ['ops', 'agent-applications'] as const;

export const agentApplicationsQueryOptions = (page: number, status: ApplicationFilter) =>
  queryOptions({
    queryKey: [...agentApplicationsKey, page, status],
    queryFn: () =>
      callOps(listAgentApplications, {
        query: { page, ...(status === 'all' ? {} : { status }) },
      }),
    placeholderData: keepPreviousData,
  });

export function useAgentApplications(page: number, status: ApplicationFilter) {
  return useQuery(agentApplicationsQueryOptions(page, status));
}
