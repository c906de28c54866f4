// Where the notice bar sits (spec 2): below the carousel on home, above it everywhere else.

/** The routes that show the home screen (spec 2 route table), login and register included. */
const homePaths = new Set([
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/forget',
  '/register',
  '/register.html',
]);

export function noticeBarPlacement(pathname: string): 'above' | 'below' {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return homePaths.has(path) ? 'below' : 'above';
}
