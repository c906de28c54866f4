import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  listOperatorSessions,
  listOperators,
  listOpsRoles,
  putCustomRole,
  revokeOperatorSession,
  updateOperator,
} from '@wps/contracts/ops/operators';
import { callOps } from './call-ops';
import { useOpsWrite } from './use-ops-write';

/** Every page of the list: the key a change to any operator refreshes. */
export const operatorsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ['ops', 'operators', page],
    queryFn: () => callOps(listOperators, { query: { page } }),
    placeholderData: keepPreviousData,
  });
export const operatorsKey = ['ops', 'operators'];

export function useOperators(page: number) {
  return useQuery(operatorsQueryOptions(page));
}

export function useUpdateOperator() {
  return useOpsWrite(updateOperator, operatorsKey);
}

const rolesKey = ['ops', 'roles'];

export function useOpsRoles(enabled: boolean) {
  return useQuery({ queryKey: rolesKey, queryFn: () => callOps(listOpsRoles), enabled });
}

export function usePutCustomRole() {
  return useOpsWrite(putCustomRole, rolesKey);
}

const sessionsKey = (id: number) => ['ops', 'operators', id, 'sessions'];

export function useOperatorSessions(id: number) {
  return useQuery({
    queryKey: sessionsKey(id),
    queryFn: () => callOps(listOperatorSessions, { params: { id } }),
  });
}

export function useRevokeOperatorSession(id: number) {
  return useOpsWrite(revokeOperatorSession, sessionsKey(id));
}
