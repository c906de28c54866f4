// The account checks a game action runs first (spec 4, 5). The auth feature owns the real guard
// (login popup, the real-account warning); features do not import each other, so the app hands
// it to the games pages through this context (app/router.tsx).
import { createContext, useContext } from 'react';

export interface GamesActionGuard {
  /** True with a session; else opens the login popup and returns false. */
  requireLogin: () => boolean;
  /**
   * True for a real account's session; else the login popup (no session) or the real-account
   * warning (type 4, in_need_true_account) opens and it returns false.
   */
  requireRealAccount: () => boolean;
  /**
   * For free play (trial launches): true with a session; a visitor on a site with free play on
   * gets a trial account first (resolves true, or rejects with the server's refusal); any other
   * visitor gets the login popup (false).
   */
  requireTrialSession: () => Promise<boolean>;
}

export const GamesActionGuardContext = createContext<GamesActionGuard | null>(null);

export function useGamesActionGuard(): GamesActionGuard {
  const guard = useContext(GamesActionGuardContext);
  if (!guard) throw new Error('useGamesActionGuard outside GamesActionGuardContext');
  return guard;
}
