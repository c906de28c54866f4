// What the address asks of the account popups (spec 2 routes): /login and /forget open their
// popups over home, /register and /register.html the register modal with ?referralCode (and an
// agent's ?affiliateCode) pre-filled. On any page ?resetToken= (the mailed reset link) opens the
// forgot-password modal with it, ?oauthTicket= (back from a social login) is exchanged for a
// session and ?oauthError= shows why the social login failed. Those three are removed from the
// address once used, so a reload or a shared link does not replay them.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { oauthTicket as oauthTicketContract } from '@wps/contracts/account/session';
import { ApiError, callApi } from '../../lib/api-client';
import { endpoint } from '../../lib/endpoint';
import { useSession } from '../../lib/session';
import { useAccountModals, type AccountModal } from './account-modals';
import { useFinishLogin } from './use-finish-login';

export const oauthTicketEndpoint = endpoint<typeof oauthTicketContract>(
  'POST',
  '/wps/session/oauth/ticket',
);

const usedOnce = ['resetToken', 'oauthTicket', 'oauthError'] as const;

/** The popup a path opens, if any. */
export function modalForPath(
  pathname: string,
  params: URLSearchParams,
  isLoggedIn: boolean,
): AccountModal | null {
  const given = (name: string) => params.get(name)?.trim() || undefined;
  if (pathname === '/login') return isLoggedIn ? null : { kind: 'login' };
  if (pathname === '/forget') return isLoggedIn ? null : { kind: 'forgot' };
  if (pathname === '/register' || pathname === '/register.html') {
    if (isLoggedIn) return null;
    // An agent's invitation link carries affiliateCode (some links name it code).
    return {
      kind: 'register',
      referralCode: given('referralCode'),
      affiliateCode: given('affiliateCode') ?? given('code'),
    };
  }
  return null;
}

export function AccountUrlActions() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const modals = useAccountModals();
  const finishLogin = useFinishLogin();
  const exchanged = useRef<string | null>(null);
  // Read the latest without re-running on each change: only the address triggers these.
  const latest = useRef({ isLoggedIn, modals, finishLogin });
  useEffect(() => {
    latest.current = { isLoggedIn, modals, finishLogin };
  });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const { modals: popups } = latest.current;

    const byPath = modalForPath(location.pathname, params, latest.current.isLoggedIn);
    if (byPath) popups.open(byPath);

    const resetToken = params.get('resetToken');
    const ticket = params.get('oauthTicket');
    const oauthError = params.get('oauthError');
    if (resetToken === null && ticket === null && oauthError === null) return;

    if (resetToken) popups.open({ kind: 'forgot', resetToken });
    if (oauthError !== null)
      popups.open({ kind: 'login', errorCode: oauthError || 'OAUTH_FAILED' });
    if (ticket && exchanged.current !== ticket) {
      // Once per ticket: it is single use, and effects may run twice in development.
      exchanged.current = ticket;
      callApi(oauthTicketEndpoint, { body: { ticket } }).then(
        (value) => latest.current.finishLogin(value, { type: 'oauth' }),
        (error: unknown) =>
          latest.current.modals.open({
            kind: 'login',
            errorCode: error instanceof ApiError ? error.code : 'OAUTH_FAILED',
          }),
      );
    }

    for (const name of usedOnce) params.delete(name);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.pathname, location.search, location.hash, navigate]);

  return null;
}
