// Which URLs /game may show in its frame: this site's own pages (the built-in and simulated
// vendors' game client under /play) and a URL the launch call itself answered in this tab, so a
// link of the form /game?url=<anything> cannot put another site's page under our header.
const LAUNCHED_KEY = 'games.launchedUrls';
const KEPT = 20;

function readLaunched(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(LAUNCHED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Called with each URL the launch calls answer, before going to /game. */
export function rememberLaunchedUrl(url: string): void {
  try {
    const kept = [url, ...readLaunched().filter((u) => u !== url)].slice(0, KEPT);
    sessionStorage.setItem(LAUNCHED_KEY, JSON.stringify(kept));
  } catch {
    // Storage unavailable: only same-origin games can be framed on this visit.
  }
}

/** The address to put in the frame, or null when it must not be framed. */
export function frameableUrl(raw: string | null, origin = window.location.origin): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin) {
    // Never frame the frame page itself (it would nest without end).
    return url.pathname === '/game' ? null : url.pathname + url.search + url.hash;
  }
  return readLaunched().includes(raw) ? url.href : null;
}

/**
 * Where the launched game opens: /game with the URL as its query, and the vendor when it keeps
 * its own wallet (the page then shows that wallet and returns it when left).
 */
export function gamePageHref(url: string, walletVendor?: string): string {
  const wallet = walletVendor ? `&wallet=${encodeURIComponent(walletVendor)}` : '';
  return `/game?url=${encodeURIComponent(url)}${wallet}`;
}
