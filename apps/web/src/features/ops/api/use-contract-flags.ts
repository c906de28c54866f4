import { queryOptions, useQuery } from '@tanstack/react-query';
import { getContractFlags } from '@wps/contracts/wallet/contract-flags';
import { callOps } from './call-ops';

export const contractFlagsQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'contractFlags'], queryFn: () => callOps(getContractFlags) });

export function useContractFlags() {
  return useQuery(contractFlagsQueryOptions());
}
