import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getRiskSettings,
  opsRiskQueue,
  opsWithdrawalContext,
  type TRiskKind,
} from '@wps/contracts/ops/risk';
import { callOps } from './call-ops';

export const riskKey = ['ops', 'risk'];

export function useRiskQueue(kind: TRiskKind, page: number) {
  return useQuery({
    queryKey: [...riskKey, kind, page],
    queryFn: () => callOps(opsRiskQueue, { query: { kind, page } }),
    placeholderData: keepPreviousData,
  });
}

export function useRiskSettings() {
  return useQuery({
    queryKey: [...riskKey, 'settings'],
    queryFn: () => callOps(getRiskSettings, {}),
  });
}

export function useWithdrawalContext(reference: string) {
  return useQuery({
    queryKey: ['ops', 'withdrawal-context', reference],
    queryFn: () => callOps(opsWithdrawalContext, { params: { reference } }),
  });
}
