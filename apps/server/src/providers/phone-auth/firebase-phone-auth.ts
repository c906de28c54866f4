// Firebase phone auth (PHONE_AUTH_PROVIDER=firebase): the browser verifies the number with
// Google's Identity Toolkit and sends the ID token it got; the server checks that token through
// the shared verifyIdToken with Firebase's issuer and audience and Google's published keys (a
// JWKS). The keys are cached for the response's max-age; a token naming a key id the cache does
// not hold refetches them, at most once a minute, so forged key ids cannot make this server
// hammer Google.
import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { AppError } from '../../errors';
import { ProviderError } from '../http-post';
import { verifyIdToken, type PhoneAuthProvider, type TokenIssuer } from './phone-auth';

export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
export const JWKS_TIMEOUT_MS = 5_000;
/** The keys are fetched at most this often: the floor of their lifetime and the refetch limit. */
export const JWKS_MIN_INTERVAL_MS = 60_000;
/** After a failed fetch, none is tried again for this long (every caller is refused meanwhile). */
export const JWKS_RETRY_MS = 10_000;
/** A max-age beyond a day is taken as a day (Google's is a few hours). */
const JWKS_MAX_AGE_CAP_S = 86_400;
/** A token must come from a phone sign-in this recent: the site wants a fresh proof. */
export const FIREBASE_SIGN_IN_MAX_AGE_S = 600;

export const firebaseIssuerOf = (projectId: string) =>
  `https://securetoken.google.com/${projectId}`;

export interface FirebaseIssuerOptions {
  projectId: string;
  jwksUrl?: string;
  /** Milliseconds now; the tests move it. */
  clock?: () => number;
}

export interface FirebaseTokenIssuer extends TokenIssuer {
  /** How many times the keys were fetched (the tests read it). */
  readonly fetches: number;
}

interface KeySet {
  keys: Map<string, KeyObject>;
  expiresAt: number;
}

/** The response's Cache-Control max-age in seconds, or 0. */
function maxAgeOf(cacheControl: string | null): number {
  const match = /(?:^|[,\s])max-age=(\d+)/i.exec(cacheControl ?? '');
  return match ? Math.min(Number(match[1]), JWKS_MAX_AGE_CAP_S) : 0;
}

/** The usable RS256 signing keys of a JWKS document; other keys are skipped. */
function keysOf(document: unknown): Map<string, KeyObject> {
  const list = (document as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list)) throw new ProviderError('firebase keys: no "keys" in the answer');
  const keys = new Map<string, KeyObject>();
  for (const jwk of list as Array<JsonWebKey & { kid?: unknown; alg?: unknown; use?: unknown }>) {
    if (typeof jwk?.kid !== 'string' || jwk.kty !== 'RSA') continue;
    if ((jwk.alg !== undefined && jwk.alg !== 'RS256') || (jwk.use ?? 'sig') !== 'sig') continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    } catch {
      // A key node cannot read cannot have signed a token we accept.
    }
  }
  return keys;
}

export function createFirebaseTokenIssuer(options: FirebaseIssuerOptions): FirebaseTokenIssuer {
  const { projectId, jwksUrl = FIREBASE_JWKS_URL, clock = Date.now } = options;
  let cached: KeySet | null = null;
  let lastFetchAt = -Infinity;
  let inFlight: Promise<KeySet> | null = null;
  let failedAt = -Infinity;
  let fetches = 0;

  async function download(): Promise<KeySet> {
    fetches += 1;
    lastFetchAt = clock();
    let res: Response;
    try {
      res = await fetch(jwksUrl, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
    } catch (error) {
      throw new ProviderError(`firebase keys: request failed: ${(error as Error).message}`);
    }
    if (!res.ok) {
      await res.text().catch(() => '');
      throw new ProviderError(`firebase keys: Google answered ${res.status}`);
    }
    let document: unknown;
    try {
      document = await res.json();
    } catch {
      throw new ProviderError('firebase keys: the answer is not JSON');
    }
    const lifetimeMs = maxAgeOf(res.headers.get('cache-control')) * 1000;
    const keys = keysOf(document);
    return { keys, expiresAt: lastFetchAt + Math.max(lifetimeMs, JWKS_MIN_INTERVAL_MS) };
  }

  /** One download at a time; callers arriving meanwhile share it. */
  function refresh(): Promise<KeySet> {
    if (!inFlight && clock() - failedAt < JWKS_RETRY_MS) {
      return Promise.reject(new ProviderError('firebase keys: unavailable, retrying shortly'));
    }
    inFlight ??= download()
      .then((set) => (cached = set))
      .catch((error: unknown) => {
        failedAt = clock();
        throw error;
      })
      .finally(() => (inFlight = null));
    return inFlight;
  }

  return {
    issuer: firebaseIssuerOf(projectId),
    audience: projectId,
    get fetches() {
      return fetches;
    },
    async keyFor(kid) {
      const now = clock();
      if (!cached || now >= cached.expiresAt) {
        // Stale or none: fetch. If Google is down, keys past their max-age are not used.
        return (await refresh()).keys.get(kid) ?? null;
      }
      const key = cached.keys.get(kid);
      if (key) return key;
      // Google may have rotated its keys before our copy expired: look once, not every time.
      if (now - lastFetchAt < JWKS_MIN_INTERVAL_MS) return null;
      try {
        return (await refresh()).keys.get(kid) ?? null;
      } catch {
        // Google is down but our copy is good: the key id is simply unknown.
        return null;
      }
    },
  };
}

export interface FirebasePhoneAuth extends PhoneAuthProvider {
  name: 'firebase';
}

/**
 * The Firebase provider: verifyIdToken with Google's keys, and, beyond it, a token from a phone
 * sign-in (claim firebase.sign_in_provider 'phone') made in the last ten minutes. A Firebase ID
 * token is refreshed hourly for as long as the browser keeps its session; the site wants a proof
 * of the phone made for this form, not one from last week.
 */
export function createFirebasePhoneAuth(options: FirebaseIssuerOptions): FirebasePhoneAuth {
  const issuer = createFirebaseTokenIssuer(options);
  return {
    name: 'firebase',
    async verify(token, now = new Date()) {
      let verified: Awaited<ReturnType<typeof verifyIdToken>>;
      try {
        verified = await verifyIdToken(token, issuer, now);
      } catch (error) {
        // Google's keys could not be fetched (and none good are cached): the caller is told to
        // come back (a 503 with Retry-After, not a 500); the reason goes to the server's log with
        // the 503 (error-handler logs every 5xx).
        if (error instanceof ProviderError) {
          throw new AppError('PHONE_AUTH_UNAVAILABLE', error.message, undefined, {
            retryAfterSeconds: JWKS_RETRY_MS / 1000,
          });
        }
        throw error;
      }
      const { firebase, auth_time: authTime } = verified.claims;
      const provider = (firebase as { sign_in_provider?: unknown } | undefined)?.sign_in_provider;
      if (provider !== 'phone') {
        throw new AppError(
          'PHONE_TOKEN_INVALID',
          'The phone verification is not valid (not a phone sign-in).',
        );
      }
      if (
        typeof authTime !== 'number' ||
        authTime < now.getTime() / 1000 - FIREBASE_SIGN_IN_MAX_AGE_S
      ) {
        throw new AppError('PHONE_TOKEN_EXPIRED', 'The phone verification expired; verify again.');
      }
      return verified;
    },
  };
}
