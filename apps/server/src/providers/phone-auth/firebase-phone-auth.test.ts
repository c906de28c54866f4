// The Firebase provider's token check against a local HTTP server standing in for Google's key
// endpoint (a JWKS of a key pair made here): issuer, audience, key id, times and signature are
// checked; the keys are cached for the answer's max-age; an unknown key id refetches them, but
// not more than once a minute; config refuses firebase without its project.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  firebaseToken,
  makeTestKey,
  startJwksStandIn,
  type JwksStandIn,
  type TestKey,
} from '../../../test/firebase-stand-in';
import { ConfigError, loadConfig } from '../../config';
import { ProviderError } from '../http-post';
import {
  createFirebasePhoneAuth,
  createFirebaseTokenIssuer,
  JWKS_MIN_INTERVAL_MS,
  JWKS_RETRY_MS,
} from './firebase-phone-auth';
import { verifyIdToken } from './phone-auth';

const PROJECT = 'royalwin-test';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;

const keyA = makeTestKey('kid-a');
const keyB = makeTestKey('kid-b');
const stranger = makeTestKey('kid-a'); // same kid as A, a key Google never published

let google: JwksStandIn;
let jwksUrl: string;
beforeAll(async () => {
  google = await startJwksStandIn([keyA]);
  jwksUrl = google.url;
});
afterAll(() => google.close());
beforeEach(() => {
  google.published = [keyA];
  google.cacheControl = 'public, max-age=3600, must-revalidate, no-transform';
  google.status = 200;
  google.requests = 0;
});

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowS = () => Math.floor(Date.now() / 1000);
const tokenOf = (key: TestKey, claims: Record<string, unknown> = {}, kid = key.kid) =>
  firebaseToken(key, PROJECT, claims, kid);

/** A clock the test moves. */
function testClock() {
  let ms = Date.now();
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

const rejectsWith = async (promise: Promise<unknown>, code: string) => {
  await expect(promise).rejects.toMatchObject({ code });
};

describe('the Firebase token issuer', () => {
  it('accepts a token signed by a published key, for the project', async () => {
    const issuer = createFirebaseTokenIssuer({ projectId: PROJECT, jwksUrl });
    expect(issuer.issuer).toBe(ISSUER);
    expect(issuer.audience).toBe(PROJECT);
    const verified = await verifyIdToken(tokenOf(keyA), issuer);
    expect(verified.phoneNumber).toBe('+959123456789');
  });

  it('refuses another issuer, another audience, an unknown key id, a bad signature, expiry', async () => {
    const issuer = createFirebaseTokenIssuer({ projectId: PROJECT, jwksUrl });
    const check = (token: string) => verifyIdToken(token, issuer);
    await rejectsWith(
      check(tokenOf(keyA, { iss: 'https://securetoken.google.com/other-project' })),
      'PHONE_TOKEN_INVALID',
    );
    await rejectsWith(check(tokenOf(keyA, { iss: `${ISSUER}/` })), 'PHONE_TOKEN_INVALID');
    await rejectsWith(check(tokenOf(keyA, { aud: 'other-project' })), 'PHONE_TOKEN_INVALID');
    await rejectsWith(check(tokenOf(keyA, {}, 'kid-unknown')), 'PHONE_TOKEN_INVALID');
    // Google's key id, someone else's key.
    await rejectsWith(check(tokenOf(stranger)), 'PHONE_TOKEN_INVALID');
    const good = tokenOf(keyA);
    const [head, body] = good.split('.');
    const otherBody = part({
      ...JSON.parse(Buffer.from(body!, 'base64url').toString()),
      phone_number: '+959000000000',
    });
    await rejectsWith(check(`${head}.${otherBody}.${good.split('.')[2]}`), 'PHONE_TOKEN_INVALID');
    await rejectsWith(
      check(tokenOf(keyA, { iat: nowS() - 7200, auth_time: nowS() - 7200, exp: nowS() - 3600 })),
      'PHONE_TOKEN_EXPIRED',
    );
    await rejectsWith(check(tokenOf(keyA, { iat: nowS() + 3600 })), 'PHONE_TOKEN_INVALID');
    await rejectsWith(check(tokenOf(keyA, { auth_time: nowS() + 3600 })), 'PHONE_TOKEN_INVALID');
  });

  it('keeps the keys for their max-age: a second check does not fetch them again', async () => {
    const clock = testClock();
    const issuer = createFirebaseTokenIssuer({ projectId: PROJECT, jwksUrl, clock: clock.now });
    await verifyIdToken(tokenOf(keyA), issuer);
    await verifyIdToken(tokenOf(keyA), issuer);
    clock.advance(3_599_000);
    await verifyIdToken(tokenOf(keyA), issuer);
    expect(google.requests).toBe(1);
    expect(issuer.fetches).toBe(1);
    // Past the max-age: fetched again, and a key Google dropped is no longer good.
    google.published = [keyB];
    clock.advance(2_000);
    await rejectsWith(verifyIdToken(tokenOf(keyA), issuer), 'PHONE_TOKEN_INVALID');
    expect(google.requests).toBe(2);
    await verifyIdToken(tokenOf(keyB), issuer);
    expect(google.requests).toBe(2);
  });

  it('without a max-age, keeps the keys a minute rather than fetching on every check', async () => {
    google.cacheControl = null;
    const clock = testClock();
    const issuer = createFirebaseTokenIssuer({ projectId: PROJECT, jwksUrl, clock: clock.now });
    await verifyIdToken(tokenOf(keyA), issuer);
    clock.advance(JWKS_MIN_INTERVAL_MS - 1);
    await verifyIdToken(tokenOf(keyA), issuer);
    expect(google.requests).toBe(1);
    clock.advance(1);
    await verifyIdToken(tokenOf(keyA), issuer);
    expect(google.requests).toBe(2);
  });

  it('an unknown key id refetches once (a rotation), then not again within a minute', async () => {
    const clock = testClock();
    const issuer = createFirebaseTokenIssuer({ projectId: PROJECT, jwksUrl, clock: clock.now });
    await verifyIdToken(tokenOf(keyA), issuer);
    expect(google.requests).toBe(1);
    clock.advance(JWKS_MIN_INTERVAL_MS);
    // Google rotated: B is new. The cached copy (fresh for an hour) lacks it, so one refetch.
    google.published = [keyA, keyB];
    await verifyIdToken(tokenOf(keyB), issuer);
    expect(google.requests).toBe(2);
    // Forged key ids in a burst: no request reaches Google.
    for (let i = 0; i < 20; i += 1) {
      await rejectsWith(
        verifyIdToken(tokenOf(keyA, {}, `forged-${i}`), issuer),
        'PHONE_TOKEN_INVALID',
      );
    }
    expect(google.requests).toBe(2);
    // A minute on, one more look is allowed.
    clock.advance(JWKS_MIN_INTERVAL_MS);
    await rejectsWith(verifyIdToken(tokenOf(keyA, {}, 'forged-x'), issuer), 'PHONE_TOKEN_INVALID');
    await rejectsWith(verifyIdToken(tokenOf(keyA, {}, 'forged-y'), issuer), 'PHONE_TOKEN_INVALID');
    expect(google.requests).toBe(3);
  });

  it('concurrent checks share one fetch', async () => {
    const issuer = createFirebaseTokenIssuer({ projectId: PROJECT, jwksUrl });
    await Promise.all(Array.from({ length: 5 }, () => verifyIdToken(tokenOf(keyA), issuer)));
    expect(google.requests).toBe(1);
  });

  it('Google failing is a provider error, not a verdict on the token, retried after a pause', async () => {
    google.status = 503;
    const clock = testClock();
    const issuer = createFirebaseTokenIssuer({ projectId: PROJECT, jwksUrl, clock: clock.now });
    await expect(verifyIdToken(tokenOf(keyA), issuer)).rejects.toBeInstanceOf(ProviderError);
    await expect(verifyIdToken(tokenOf(keyA), issuer)).rejects.toBeInstanceOf(ProviderError);
    expect(google.requests).toBe(1);
    google.status = 200;
    clock.advance(JWKS_RETRY_MS);
    await verifyIdToken(tokenOf(keyA), issuer);
    expect(google.requests).toBe(2);
  });

  it('with a good copy of the keys, Google failing on a rotation look-up just means an unknown key', async () => {
    const clock = testClock();
    const issuer = createFirebaseTokenIssuer({ projectId: PROJECT, jwksUrl, clock: clock.now });
    await verifyIdToken(tokenOf(keyA), issuer);
    clock.advance(JWKS_MIN_INTERVAL_MS);
    google.status = 503;
    await rejectsWith(verifyIdToken(tokenOf(keyB), issuer), 'PHONE_TOKEN_INVALID');
    expect(google.requests).toBe(2);
    await verifyIdToken(tokenOf(keyA), issuer);
  });
});

describe('the Firebase provider', () => {
  const provider = () => createFirebasePhoneAuth({ projectId: PROJECT, jwksUrl });

  it('takes a fresh phone sign-in only', async () => {
    expect((await provider().verify(tokenOf(keyA))).phoneNumber).toBe('+959123456789');
    await rejectsWith(
      provider().verify(tokenOf(keyA, { firebase: { sign_in_provider: 'password' } })),
      'PHONE_TOKEN_INVALID',
    );
    // A token refreshed from a sign-in eleven minutes ago.
    await rejectsWith(
      provider().verify(tokenOf(keyA, { auth_time: nowS() - 660 })),
      'PHONE_TOKEN_EXPIRED',
    );
  });

  it("answers Google's outage as unavailable for a while (503, Retry-After), not as a 500", async () => {
    google.status = 503;
    const refused = await provider()
      .verify(tokenOf(keyA))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toMatchObject({
      code: 'PHONE_AUTH_UNAVAILABLE',
      status: 503,
      retryAfterSeconds: JWKS_RETRY_MS / 1000,
    });
  });
});

describe('config', () => {
  const env = { PHONE_AUTH_PROVIDER: 'firebase' };
  it('refuses firebase without its project id or API key, naming them', () => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, FIREBASE_API_KEY: 'AIzaSyTest-key_123' })).toThrow(
      /FIREBASE_PROJECT_ID: required when PHONE_AUTH_PROVIDER is firebase/,
    );
    expect(() => loadConfig({ ...env, FIREBASE_PROJECT_ID: PROJECT })).toThrow(
      /FIREBASE_API_KEY: required when PHONE_AUTH_PROVIDER is firebase/,
    );
    expect(() =>
      loadConfig({ ...env, FIREBASE_PROJECT_ID: 'Not/A/Project', FIREBASE_API_KEY: 'AIzaSyTest' }),
    ).toThrow(/FIREBASE_PROJECT_ID/);
  });

  it('takes firebase with both; the keys come from Google by default', () => {
    const config = loadConfig({
      ...env,
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_API_KEY: 'AIzaSyTest-key_123',
    });
    expect(config.PHONE_AUTH_PROVIDER).toBe('firebase');
    expect(config.FIREBASE_JWKS_URL).toBe(
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    );
  });
});
