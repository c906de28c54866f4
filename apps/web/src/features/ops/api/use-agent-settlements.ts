// Settlement runs, a run's statements, pause and re-run, settle now, and the settings.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@wps/contracts/http';
import {
  getSettlementSettings,
  listRunStatements,
  listSettlementRuns,
  pauseSettlementRun,
  putSettlementSettings,
  rerunSettlementRun,
  settleNow,
} from '@wps/contracts/agent/ops-contracts';
import { callOps } from './call-ops';

export const settlementRunsQueryOptions = (query: QueryOf<typeof listSettlementRuns>) =>
  queryOptions({
    queryKey: ['ops', 'agent-settlements', query],
    queryFn: () => callOps(listSettlementRuns, { query }),
    placeholderData: keepPreviousData,
  });

export function useSettlementRuns(query: QueryOf<typeof listSettlementRuns>) {
  return useQuery(settlementRunsQueryOptions(query));
}

export function useRunStatements(id: number | null, pageNo: number) {
  return useQuery({
    queryKey: ['ops', 'agent-settlements', 'statements', id, pageNo],
    queryFn: () => callOps(listRunStatements, { params: { id: id! }, query: { pageNo } }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export function useRunAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'pause' | 'rerun' }) =>
      callOps(action === 'pause' ? pauseSettlementRun : rerunSettlementRun, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'agent-settlements'] }),
  });
}

export function useSettleNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof settleNow>) => callOps(settleNow, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'agent-settlements'] }),
  });
}

export function useSettlementSettings() {
  return useQuery({
    queryKey: ['ops', 'agent-settlements', 'settings'],
    queryFn: () => callOps(getSettlementSettings),
  });
}

export function usePutSettlementSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof putSettlementSettings>) =>
      callOps(putSettlementSettings, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['ops', 'agent-settlements', 'settings'] }),
  });
}
