import { useMutation } from '@tanstack/react-query';
import { resetMemberPassword } from '@wps/contracts/account/ops-accounts';
import { callOps } from './call-ops';

/** Answers the member's one-time password: shown once, kept nowhere (no cache, no list). */
export function useResetMemberPassword() {
  return useMutation({
    mutationFn: (id: number) => callOps(resetMemberPassword, { params: { id } }),
  });
}
