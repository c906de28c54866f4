// Spec 3 "Storage": session storage caches the game vendors, notices, routers, settings,
// validation and merchant wallet. A reload paints at once from the cache and the call refreshes
// it behind (stale-while-revalidate): the cached answer is the query's initial data, always
// stale, and every answer the call brings is written back.
//
// Entries are `cache:<name>` (with `:<variant>`, the language, where the answer depends on it)
// holding `{ v, data }`. They never start with 'merchant', so logout's clearing of session
// storage (lib/session.tsx keeps only the merchant codes) takes them all.
const PREFIX = 'cache:';
/** Bump when a cached answer changes shape: older entries are then ignored and dropped. */
const VERSION = 1;
/** An answer bigger than this is not kept (session storage holds about 5 MB for the site). */
export const MAX_CACHED_CHARS = 200_000;

/**
 * The spec's names. The routers (domain routes) arrive inside the consolidated settings answer,
 * so they are cached with it under 'settings'.
 */
export type CacheName = 'gameVendor' | 'notices' | 'settings' | 'validation' | 'merchantWallet';

/** A member's own data, dropped when a session starts or ends. */
const memberCaches: readonly CacheName[] = ['merchantWallet'];

function storageKey(name: CacheName, variant?: string): string {
  return variant ? `${PREFIX}${name}:${variant}` : `${PREFIX}${name}`;
}

export function readCache<T>(name: CacheName, variant?: string): T | undefined {
  const key = storageKey(name, variant);
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return undefined;
    const entry = JSON.parse(raw) as { v?: unknown; data?: T } | null;
    if (entry?.v === VERSION && entry.data !== undefined) return entry.data;
    sessionStorage.removeItem(key);
  } catch {
    // No storage, or an entry that is not ours: the call answers instead.
  }
  return undefined;
}

export function writeCache(name: CacheName, variant: string | undefined, data: unknown): void {
  const key = storageKey(name, variant);
  try {
    const raw = JSON.stringify({ v: VERSION, data });
    if (raw.length > MAX_CACHED_CHARS) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, raw);
  } catch {
    // Storage full or unavailable: the page works from the network alone.
  }
}

function removeWhere(test: (name: string) => boolean): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(PREFIX) && test(key.slice(PREFIX.length).split(':')[0]!)) {
        sessionStorage.removeItem(key);
      }
    }
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** Drops the member's cached data (the merchant wallet). */
export function clearMemberCaches(): void {
  removeWhere((name) => memberCaches.includes(name as CacheName));
}

/** Drops every cached answer (tests start each case from an empty cache). */
export function clearAllCaches(): void {
  removeWhere(() => true);
}

/**
 * The query options that make a call cached: spread them into the call's options. The cached
 * answer paints first (`initialDataUpdatedAt: 0` makes it stale, so it is always refreshed).
 */
export function sessionCached<T>(
  name: CacheName,
  variant: string | undefined,
  queryFn: (context: { signal: AbortSignal }) => Promise<T>,
) {
  return {
    queryFn: async (context: { signal: AbortSignal }): Promise<T> => {
      const data = await queryFn(context);
      writeCache(name, variant, data);
      return data;
    },
    initialData: () => readCache<T>(name, variant),
    initialDataUpdatedAt: 0,
  };
}
