import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listMembers } from '@wps/contracts/account/ops-accounts';
import { callOps } from './call-ops';

export const membersQueryOptions = (page: number, username: string) =>
  queryOptions({
    queryKey: ['ops', 'members', page, username],
    queryFn: () => callOps(listMembers, { query: { page, ...(username ? { username } : {}) } }),
    placeholderData: keepPreviousData,
  });

export function useMembers(page: number, username: string) {
  return useQuery(membersQueryOptions(page, username));
}
