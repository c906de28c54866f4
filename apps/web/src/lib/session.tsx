// Who is logged in (spec 4): logged in means a token exists in session storage. Logout tells the
// server first, clears session storage but keeps the merchant codes, unsets the agent flag and
// the member's data (so VIP customer service goes back to live chat), then goes to '/'.
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { logout as logoutContract } from '@wps/contracts/account/session';
import { callApi, setSessionLostHandler } from './api-client';
import { endpoint } from './endpoint';
import { clearMemberCaches } from './session-cache';
import {
  getSessionWho,
  getToken,
  setSessionWho,
  setToken,
  type SessionWho,
} from './session-storage';

/** Keys that outlive a logout: the merchant codes (spec 4 "keeps merchant codes"). */
const KEPT_PREFIX = 'merchant';

export const logoutEndpoint = endpoint<typeof logoutContract>('DELETE', '/wps/session/logout');

export function clearSessionStorage(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (!key.startsWith(KEPT_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing is stored, so nothing to clear.
  }
}

interface SessionContextValue {
  isLoggedIn: boolean;
  /** The login name and agent flag the login answered with; null when logged out. */
  who: SessionWho | null;
  /**
   * Called by every flow that ends in a session (login, registration with login, password reset,
   * social login) with the new token and, when the answer carries them, username and isAgent.
   */
  startSession: (token: string, who?: SessionWho) => void;
  /** Revokes the token on the server, ends the session on this device and goes to '/'. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({
  children,
  onLoggedOut,
}: {
  children: ReactNode;
  /** Where to go after logout; the app passes a navigation to '/'. */
  onLoggedOut: () => void;
}) {
  const queryClient = useQueryClient();
  const [isLoggedIn, setIsLoggedIn] = useState(() => getToken() !== null);
  const [who, setWho] = useState<SessionWho | null>(getSessionWho);

  // A member's data never outlives their session, nor shows under the next one.
  const forgetMember = useCallback(() => {
    clearMemberCaches();
    queryClient.removeQueries({ queryKey: ['member'] });
  }, [queryClient]);

  const endLocally = useCallback(() => {
    clearSessionStorage();
    forgetMember();
    setWho(null);
    setIsLoggedIn(false);
  }, [forgetMember]);

  const startSession = useCallback(
    (token: string, nextWho?: SessionWho) => {
      forgetMember();
      setToken(token);
      // Only what the session needs (a whole login answer may be passed).
      const kept = nextWho
        ? { username: nextWho.username, isAgent: nextWho.isAgent, accountType: nextWho.accountType }
        : null;
      if (kept) setSessionWho(kept);
      setWho(kept);
      setIsLoggedIn(true);
    },
    [forgetMember],
  );

  const logout = useCallback(async () => {
    if (getToken() !== null) {
      try {
        await callApi(logoutEndpoint);
      } catch {
        // Offline, or the token was already gone: the session still ends on this device.
      }
    }
    endLocally();
    onLoggedOut();
  }, [endLocally, onLoggedOut]);

  // The server said the token is gone (expired or revoked): drop the logged-in state quietly.
  useEffect(() => {
    setSessionLostHandler(endLocally);
    return () => setSessionLostHandler(null);
  }, [endLocally]);

  const value = useMemo(
    () => ({ isLoggedIn, who, startSession, logout }),
    [isLoggedIn, who, startSession, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session where one is provided, else null (shell-wide hints that render in bare tests). */
export function useOptionalSession(): SessionContextValue | null {
  return useContext(SessionContext);
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
