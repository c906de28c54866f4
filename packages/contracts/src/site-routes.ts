// The spec's route table (section 2): the web router serves these and the server falls back to
// the web app for each of them (history mode).
export const siteRoutes = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/forget',
  '/register',
  '/register.html',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/live',
  '/sports',
  '/esports',
  '/elott',
  '/cockfight',
  '/rng',
  '/fish',
  '/pvp',
  '/hot',
  '/promotions',
  '/promoDetail',
  '/lottery',
  '/vnlottery',
  '/seamless',
  '/fbsports',
  '/game',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/agentHome',
  '/ops',
] as const;

export type SiteRoute = (typeof siteRoutes)[number];

/** The games list page: /games/{games}, whose parameter is upper-cased into the game type. */
export const gamesListPattern = /^\/games\/[A-Za-z]{1,20}$/;

export function isSiteRoute(pathname: string): boolean {
  return (siteRoutes as readonly string[]).includes(pathname) || gamesListPattern.test(pathname);
}
