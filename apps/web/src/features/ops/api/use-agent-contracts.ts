// The platform's contracts with top agents and every agent contract: list, set, terminate.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { QueryOf, BodyOf } from '@wps/contracts/http';
import {
  listOpsContracts,
  setTopContract,
  terminateOpsContract,
} from '@wps/contracts/agent/ops-contracts';
import { callOps } from './call-ops';

export type ContractsFilter = QueryOf<typeof listOpsContracts>;

export const agentContractsQueryOptions = (query: ContractsFilter) =>
  queryOptions({
    queryKey: ['ops', 'agent-contracts', query],
    queryFn: () => callOps(listOpsContracts, { query }),
    placeholderData: keepPreviousData,
  });

export function useAgentContracts(query: ContractsFilter) {
  return useQuery(agentContractsQueryOptions(query));
}

export function useSetTopContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof setTopContract>) => callOps(setTopContract, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'agent-contracts'] }),
  });
}

export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callOps(terminateOpsContract, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'agent-contracts'] }),
  });
}
