// Who is logged in (spec 4): logged in means a token exists in session storage. Logout clears
// session storage but keeps the merchant codes, then goes to '/'.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { setSessionLostHandler } from './api-client';
import { getToken, setToken } from './session-storage';

/** Keys that outlive a logout: the merchant codes (spec 4 "keeps merchant codes"). */
const KEPT_PREFIX = 'merchant';

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
  /** Called by the login flow with the new session token. */
  startSession: (token: string) => void;
  /** Ends the session on this device and goes to '/'. */
  logout: () => void;
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
  const [isLoggedIn, setIsLoggedIn] = useState(() => getToken() !== null);

  const startSession = useCallback((token: string) => {
    setToken(token);
    setIsLoggedIn(true);
  }, []);

  const logout = useCallback(() => {
    // TODO(accounts issue): DELETE /wps/session/logout first so the server revokes the token,
    // and unset agent and VIP customer service (spec 4).
    clearSessionStorage();
    setIsLoggedIn(false);
    onLoggedOut();
  }, [onLoggedOut]);

  // The server said the token is gone (expired or revoked): drop the logged-in state quietly.
  useEffect(() => {
    setSessionLostHandler(() => {
      clearSessionStorage();
      setIsLoggedIn(false);
    });
    return () => setSessionLostHandler(null);
  }, []);

  const value = useMemo(
    () => ({ isLoggedIn, startSession, logout }),
    [isLoggedIn, startSession, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
