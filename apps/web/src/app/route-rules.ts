// The router's two rules from the spec's section 2, kept pure so they are easy to test.
import type { TGameType } from '@wps/contracts/content/game-nav';

/**
 * Paths that stay open without a session when loginedToHomePage is on (spec 2). '/download' is
 * the spec's name for the app download page, which is '/down' in the route table: both stay
 * open. '/play/verify' is the built-in
 * games' public verify page: anyone may check a round.
 */
const openWithoutSession = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/down',
  '/play/verify',
];

export function needsLoginRedirect(input: {
  pathname: string;
  isLoggedIn: boolean;
  loginedToHomePage: boolean;
}): boolean {
  if (!input.loginedToHomePage || input.isLoggedIn) return false;
  return !openWithoutSession.includes(input.pathname);
}

// The game types as a record, so the compiler checks it against the contract's list without
// the first load importing the contract module (and zod with it).
const knownGameTypes: Record<TGameType, true> = {
  RNG: true,
  LIVE: true,
  FISH: true,
  PVP: true,
  SPORTS: true,
  ESPORTS: true,
  LOTT: true,
  ELOTT: true,
  COCKFIGHT: true,
};

/** /games/{games}: the parameter upper-cased into the game type; null when it is not one. */
export function gameTypeFromParam(param: string | undefined): TGameType | null {
  const upper = (param ?? '').toUpperCase();
  return Object.hasOwn(knownGameTypes, upper) ? (upper as TGameType) : null;
}
