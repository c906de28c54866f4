import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listKyc } from '@wps/contracts/account/kyc';
import { callOps } from './call-ops';

export const kycKey = ['ops', 'kyc'];
export type KycState = 'pending' | 'approved' | 'rejected';

export function useKycList(state: KycState, page: number) {
  return useQuery({
    queryKey: [...kycKey, state, page],
    queryFn: () => callOps(listKyc, { query: { state, page } }),
    placeholderData: keepPreviousData,
  });
}
