import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetMemberPassword } from '@wps/contracts/account/ops-accounts';
import { callOps } from './call-ops';
import { memberKey } from './use-member-detail';

/** Answers the member's one-time password: shown once, kept nowhere (no cache, no list). */
export function useResetMemberPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callOps(resetMemberPassword, { params: { id } }),
    // The reset ends the member's sessions: their page reads them again (the password is not
    // in what it reads).
    onSuccess: (_, id) => queryClient.invalidateQueries({ queryKey: memberKey(id) }),
  });
}
