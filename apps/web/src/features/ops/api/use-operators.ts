import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOperators } from '@wps/contracts/ops/operators';
import { callOps } from './call-ops';

export const operatorsQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'operators'], queryFn: () => callOps(listOperators) });

export function useOperators() {
  return useQuery(operatorsQueryOptions());
}
