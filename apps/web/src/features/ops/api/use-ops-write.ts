// A write call of the console that refreshes the list it changed.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { BodyOf, Contract, ParamsOf } from '@wps/contracts/http';
import { callOps } from './call-ops';

export function useOpsWrite<C extends Contract>(contract: C, listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body?: BodyOf<C>; params?: ParamsOf<C> }) => callOps(contract, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
