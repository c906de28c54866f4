import { useMutation } from '@tanstack/react-query';
import { opsLogout } from '@wps/contracts/ops/session';
import { callOps } from './call-ops';

export function useOpsLogout() {
  return useMutation({ mutationFn: () => callOps(opsLogout) });
}
