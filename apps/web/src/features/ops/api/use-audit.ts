import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { exportAudit, listAudit, verifyAudit, type TAuditFilter } from '@wps/contracts/ops/audit';
import { callOps } from './call-ops';

export const auditQueryOptions = (filter: TAuditFilter, before: number | undefined) =>
  queryOptions({
    queryKey: ['ops', 'audit', filter, before],
    queryFn: () => callOps(listAudit, { query: { ...filter, before } }),
    placeholderData: keepPreviousData,
  });

export function useAuditPage(filter: TAuditFilter, before: number | undefined) {
  return useQuery(auditQueryOptions(filter, before));
}

export function useVerifyAudit() {
  return useMutation({ mutationFn: () => callOps(verifyAudit, {}) });
}

export function useExportAudit() {
  return useMutation({
    mutationFn: (filter: TAuditFilter) => callOps(exportAudit, { query: filter }),
  });
}
