import { useMutation } from '@tanstack/react-query';
import { opsLogin, type TOpsLoginRequest } from '@wps/contracts/ops/session';
import { callOps } from './call-ops';

export function useOpsLogin() {
  return useMutation({ mutationFn: (body: TOpsLoginRequest) => callOps(opsLogin, { body }) });
}
