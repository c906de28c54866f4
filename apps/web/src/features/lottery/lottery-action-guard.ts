// The account checks a lottery action runs first: the star needs a login, placing bets a real
// account (login popup, or the real-account warning for a trial account). The auth feature owns
// them; features do not import each other, so the app hands them over (app/router.tsx).
import { createContext, useContext } from 'react';

export interface LotteryActionGuard {
  /** True with a session; else opens the login popup and returns false. */
  requireLogin: () => boolean;
  /** True for a real account's session; else the login popup or the real-account warning. */
  requireRealAccount: () => boolean;
}

export const LotteryActionGuardContext = createContext<LotteryActionGuard | null>(null);

export function useLotteryActionGuard(): LotteryActionGuard {
  const guard = useContext(LotteryActionGuardContext);
  if (!guard) throw new Error('useLotteryActionGuard outside LotteryActionGuardContext');
  return guard;
}
