// Link checks shared by the contracts and the web, free of zod so the web's first load can use
// them without loading the schema library.
import { isSiteRoute } from '../site-routes';

const BASE = 'http://site.invalid';

/** A route of this site, with an optional query or hash: "/promotions", "/help#agent". */
export function isSitePath(link: string): boolean {
  if (!/^\/[^\s\\]*$/.test(link) || link.startsWith('//')) return false;
  try {
    const url = new URL(link, BASE);
    // Only the normalised form: no "/./" or "/../" for the router to make sense of.
    const same = url.pathname + url.search + url.hash === link;
    return same && url.origin === BASE && isSiteRoute(url.pathname);
  } catch {
    return false;
  }
}

/** An https address of another site, without credentials. */
export function isHttpsUrl(link: string): boolean {
  if (!link.startsWith('https://') || /[\s\\]/.test(link)) return false;
  try {
    const url = new URL(link);
    return (
      url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== ''
    );
  } catch {
    return false;
  }
}
