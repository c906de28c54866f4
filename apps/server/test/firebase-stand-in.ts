// A stand-in for Google's side of Firebase phone auth in tests: a local HTTP server publishing a
// JWKS (Google's securetoken key endpoint) of key pairs made here, and ID tokens shaped like
// Firebase's after a phone sign-in, signed by those keys. No Google network is used.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export const makeTestKey = (kid: string): TestKey => ({
  kid,
  ...generateKeyPairSync('rsa', { modulusLength: 2048 }),
});

export interface JwksStandIn {
  url: string;
  /** The keys published; change it to rotate. */
  published: TestKey[];
  /** The Cache-Control header sent, or null for none. */
  cacheControl: string | null;
  status: number;
  /** Requests received so far. */
  requests: number;
  close(): Promise<void>;
}

export async function startJwksStandIn(published: TestKey[]): Promise<JwksStandIn> {
  const server = createServer((_req, res) => {
    standIn.requests += 1;
    const keys = standIn.published.map(({ kid, publicKey }) => ({
      ...publicKey.export({ format: 'jwk' }),
      kid,
      alg: 'RS256',
      use: 'sig',
    }));
    res.writeHead(standIn.status, {
      'content-type': 'application/json',
      ...(standIn.cacheControl && { 'cache-control': standIn.cacheControl }),
    });
    res.end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn: JwksStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwk`,
    published,
    // What Google sends.
    cacheControl: 'public, max-age=3600, must-revalidate, no-transform',
    status: 200,
    requests: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A Firebase ID token after a phone sign-in for `projectId`, now; `claims` overrides. */
export function firebaseToken(
  key: TestKey,
  projectId: string,
  claims: Record<string, unknown> = {},
  kid = key.kid,
): string {
  const iat = Math.floor(Date.now() / 1000);
  const phone = (claims.phone_number as string | undefined) ?? '+959123456789';
  const body = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: iat,
    user_id: 'u1',
    sub: 'u1',
    iat,
    exp: iat + 3600,
    phone_number: phone,
    firebase: { identities: { phone: [phone] }, sign_in_provider: 'phone' },
    ...claims,
  })}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), key.privateKey).toString('base64url')}`;
}
