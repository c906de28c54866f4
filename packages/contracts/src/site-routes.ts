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

/**
 * The game clients' pages (the web's features/play): not in the spec's table, but real pages,
 * opened by a game launch or framed by /game.
 */
export const playPaths = [
  '/play/slot',
  '/play/fish',
  '/play/pvp',
  '/play/live',
  '/play/sports',
  '/play/cockfight',
  '/play/verify',
] as const;

export type PlayPath = (typeof playPaths)[number];

/** Every path the web app has a page for: the server answers these 200, any other 404. */
export function isWebAppRoute(pathname: string): boolean {
  return isSiteRoute(pathname) || (playPaths as readonly string[]).includes(pathname);
}
