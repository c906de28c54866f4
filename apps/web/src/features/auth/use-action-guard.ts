// The action guard (spec 5, 6): member-only actions call guard() first. Without a session it
// opens the login popup; a type-4 trial account gets the real-account warning; both block.
import { useCallback } from 'react';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { useMemberInfo } from '../../api/member';
import { getToken } from '../../lib/session-storage';
import { useSession } from '../../lib/session';
import { useAccountModals } from './account-modals';

/** Returns guard(action): runs `action` and returns true only for a real account's session. */
export function useActionGuard(): (action?: () => void) => boolean {
  const { who } = useSession();
  const memberType = useMemberInfo().data?.accountType;
  const modals = useAccountModals();
  const accountType = memberType ?? who?.accountType;
  return useCallback(
    (action?: () => void) => {
      if (getToken() === null) {
        modals.open({ kind: 'login' });
        return false;
      }
      if (accountType === ACCOUNT_TYPE.trial) {
        modals.open({ kind: 'needRealAccount' });
        return false;
      }
      action?.();
      return true;
    },
    [accountType, modals],
  );
}
