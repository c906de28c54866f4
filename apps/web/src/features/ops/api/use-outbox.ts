// The messages the local SMS and mail providers kept, newest first, a page at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listOutbox } from '@wps/contracts/account/ops-accounts';
import { callOps } from './call-ops';

export const outboxQueryOptions = (page: number, to: string) =>
  queryOptions({
    queryKey: ['ops', 'outbox', page, to],
    queryFn: () => callOps(listOutbox, { query: { page, to: to === '' ? undefined : to } }),
    placeholderData: keepPreviousData,
  });

export function useOutbox(page: number, to: string) {
  return useQuery(outboxQueryOptions(page, to));
}
