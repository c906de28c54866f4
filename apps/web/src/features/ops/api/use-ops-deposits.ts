import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@wps/contracts/http';
import { opsListDeposits } from '@wps/contracts/payment/ops-deposits';
import { callOps } from './call-ops';

export type DepositsQuery = QueryOf<typeof opsListDeposits>;

/** Every page and filter of the list sits under this key, so a decision refreshes them all. */
export const depositsKey = ['ops', 'deposits'] as const;

export const opsDepositsQueryOptions = (query: DepositsQuery) =>
  queryOptions({
    queryKey: [...depositsKey, query],
    queryFn: () => callOps(opsListDeposits, { query }),
    placeholderData: keepPreviousData,
  });

export function useOpsDeposits(query: DepositsQuery) {
  return useQuery(opsDepositsQueryOptions(query));
}
