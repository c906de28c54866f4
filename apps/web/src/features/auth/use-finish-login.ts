// What every login does once the server answered with a session (spec 4 "Login"): keep the
// session, then the forced password change, the agent home, or the after-login modal (with the
// first-login welcome). Used by the login popup and the social-login ticket.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TLoginValue } from '@wps/contracts/account/fields';
import { memberInfoQuery } from '../../api/member';
import { useSession } from '../../lib/session';
import { useAccountModals } from './account-modals';
import { isAgentPage } from './agent-page';

/** Routes that only open a popup over home: after a login the visitor is sent to '/'. */
const popupRoutes = ['/login', '/forget', '/register', '/register.html'];

export function useFinishLogin() {
  const { startSession } = useSession();
  const modals = useAccountModals();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return useCallback(
    (value: TLoginValue, { type }: { type: 'username' | 'sms' | 'oauth' }) => {
      startSession(value.token, value);
      // Spec 4: a default or expired password must be changed first, except after an SMS (or
      // social) login, which proved the member some other way.
      if (value.passwordExpired && type === 'username') {
        modals.open({ kind: 'changePassword', forced: true });
        return;
      }
      if (isAgentPage(location)) {
        modals.close();
        void navigate('/agentHome');
        return;
      }
      // "Login info loads": the header, the guard and the after-login modal read it.
      void queryClient.prefetchQuery(memberInfoQuery());
      modals.open({ kind: 'afterLogin', firstLogin: value.firstTimeLogin });
      if (popupRoutes.includes(location.pathname)) void navigate('/', { replace: true });
    },
    [startSession, modals, navigate, location, queryClient],
  );
}
