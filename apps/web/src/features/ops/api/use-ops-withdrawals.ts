import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@wps/contracts/http';
import { listOpsWithdrawals } from '@wps/contracts/payment/ops-withdrawals';
import { callOps } from './call-ops';

export type WithdrawalsQuery = QueryOf<typeof listOpsWithdrawals>;

/** Every page and filter of the list sits under this key, so a decision refreshes them all. */
export const withdrawalsKey = ['ops', 'withdrawals'] as const;

export const opsWithdrawalsQueryOptions = (query: WithdrawalsQuery) =>
  queryOptions({
    queryKey: [...withdrawalsKey, query],
    queryFn: () => callOps(listOpsWithdrawals, { query }),
    placeholderData: keepPreviousData,
  });

export function useOpsWithdrawals(query: WithdrawalsQuery) {
  return useQuery(opsWithdrawalsQueryOptions(query));
}
