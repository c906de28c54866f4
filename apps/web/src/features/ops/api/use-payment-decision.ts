// An operator's decision on a deposit or withdrawal. The list is fetched again whatever the
// answer: a refusal (INVALID_STATE) usually means another operator decided first, and the row
// should then show what they decided.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { BodyOf, Contract, ParamsOf } from '@wps/contracts/http';
import { callOps } from './call-ops';

export function usePaymentDecision<C extends Contract>(contract: C, listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body?: BodyOf<C>; params: ParamsOf<C> }) => callOps(contract, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
