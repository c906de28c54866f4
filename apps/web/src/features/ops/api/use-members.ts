import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listMembers } from '@wps/contracts/account/ops-accounts';
import type { TMemberSearchField } from '@wps/contracts/account/ops-member-detail';
import { callOps } from './call-ops';

export const membersQueryOptions = (page: number, q: string, by: TMemberSearchField = 'username') =>
  queryOptions({
    queryKey: ['ops', 'members', page, by, q],
    queryFn: () => callOps(listMembers, { query: { page, ...(q ? { by, q } : {}) } }),
    placeholderData: keepPreviousData,
  });

export function useMembers(page: number, q: string, by: TMemberSearchField = 'username') {
  return useQuery(membersQueryOptions(page, q, by));
}
