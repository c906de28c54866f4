import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  opsChannelReport,
  opsDailyReport,
  opsDashboard,
  opsReconciliation,
  opsRunReconciliation,
  REPORT_MAX_PAGE_SIZE,
  type TReportRange,
} from '@wps/contracts/ops/reports';
import { callOps } from './call-ops';

export function useDashboard(range: TReportRange) {
  return useQuery({
    queryKey: ['ops', 'reports', 'dashboard', range],
    queryFn: () => callOps(opsDashboard, { query: range }),
    placeholderData: keepPreviousData,
  });
}

export function useDailyReport(range: TReportRange, page: number) {
  return useQuery({
    queryKey: ['ops', 'reports', 'daily', range, page],
    queryFn: () => callOps(opsDailyReport, { query: { ...range, page, pageSize: 50 } }),
    placeholderData: keepPreviousData,
  });
}

/** Every row of the range's daily report, for a CSV export. */
export const fetchWholeDailyReport = (range: TReportRange) =>
  callOps(opsDailyReport, { query: { ...range, page: 1, pageSize: REPORT_MAX_PAGE_SIZE } });

export function useChannelReport(range: TReportRange) {
  return useQuery({
    queryKey: ['ops', 'reports', 'channels', range],
    queryFn: () => callOps(opsChannelReport, { query: range }),
    placeholderData: keepPreviousData,
  });
}

const reconciliationKey = ['ops', 'reports', 'reconciliation'];

/** How often the panel asks again while a check runs (another operator's, or the command line's). */
export const RECONCILIATION_POLL_MS = 2000;

export const reconciliationQueryOptions = () =>
  queryOptions({
    queryKey: reconciliationKey,
    queryFn: () => callOps(opsReconciliation, {}),
    // A check started elsewhere ends without telling this console: ask until its result is in.
    refetchInterval: (query) => (query.state.data?.running ? RECONCILIATION_POLL_MS : false),
  });

export function useReconciliation() {
  return useQuery(reconciliationQueryOptions());
}

export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOps(opsRunReconciliation, {}),
    onSuccess: (value) => queryClient.setQueryData(reconciliationKey, value),
    // Refused (CONFLICT: a check runs already): read the state again, which then says so.
    onError: () => queryClient.invalidateQueries({ queryKey: reconciliationKey }),
  });
}
