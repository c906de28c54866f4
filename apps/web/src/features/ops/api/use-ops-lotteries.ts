import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsListLotteries } from '@wps/contracts/lottery/lottery-ops';
import { callOps } from './call-ops';

/** The lotteries with their play types: a play type's change refreshes this. */
export const lotteriesKey = ['ops', 'lotteries'] as const;

export const opsLotteriesQueryOptions = () =>
  queryOptions({ queryKey: lotteriesKey, queryFn: () => callOps(opsListLotteries) });

export function useOpsLotteries() {
  return useQuery(opsLotteriesQueryOptions());
}
