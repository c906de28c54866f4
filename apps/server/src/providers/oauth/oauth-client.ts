// Social login through OAuth 2 / OpenID Connect: the authorization-code flow with PKCE (S256),
// state and nonce. Three steps: the URL the browser is sent to, the code exchanged for an access
// token (client_secret_post, with the PKCE verifier), and the userinfo endpoint read with that
// token. The userinfo answer, fetched over TLS from the provider's own endpoint, is what
// identifies the user; the id_token is not read (no JWT library; see docs/decisions.md).
// The same code talks to Google, Facebook and the tests' mock identity provider.
import { createHash, randomBytes } from 'node:crypto';
import type { OAuthProviderConfig, OAuthProviderName } from '../../config';

export const OAUTH_TIMEOUT_MS = 5_000;

/** Anything that went wrong talking to the provider; the message is for the log only. */
export class OAuthError extends Error {}

const scopes: Record<OAuthProviderName, string> = {
  google: 'openid email profile',
  facebook: 'email public_profile',
};

/** A random URL-safe secret: 32 bytes, 43 characters (RFC 7636 allows 43 to 128). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The S256 code challenge of a PKCE verifier. */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** Where to send the browser: the provider's consent screen, with our state and PKCE challenge. */
export function authorizationUrl(provider: OAuthProviderConfig, req: AuthorizationRequest): string {
  const url = new URL(provider.authUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: req.redirectUri,
    scope: scopes[provider.name],
    state: req.state,
    code_challenge: codeChallengeOf(req.codeVerifier),
    code_challenge_method: 'S256',
    nonce: req.nonce,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

async function readJson(name: string, step: string, res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new OAuthError(`${name} ${step}: the provider answered ${res.status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new OAuthError(`${name} ${step}: the answer is not JSON`);
  }
}

async function send(name: string, step: string, url: string, init: RequestInit, timeoutMs: number) {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new OAuthError(`${name} ${step}: request failed: ${(error as Error).message}`);
  }
}

export interface TokenRequest {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

/** Exchanges the authorization code for an access token at the token endpoint. */
export async function exchangeCode(
  provider: OAuthProviderConfig,
  req: TokenRequest,
  timeoutMs = OAUTH_TIMEOUT_MS,
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: req.code,
    redirect_uri: req.redirectUri,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
    code_verifier: req.codeVerifier,
  });
  const res = await send(
    provider.name,
    'token',
    provider.tokenUrl,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: body.toString(),
    },
    timeoutMs,
  );
  const json = await readJson(provider.name, 'token', res);
  const token = (json as { access_token?: unknown } | null)?.access_token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) {
    throw new OAuthError(`${provider.name} token: no access_token in the answer`);
  }
  return token;
}

export interface OAuthUser {
  /** The provider's stable id of the user (OpenID `sub`, Facebook `id`). */
  subject: string;
  email: string | null;
  name: string | null;
}

// Printable text only: control characters (C0, DEL, C1) never reach the database.
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u001f\u007f-\u009f]/;

function cleanEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim();
  if (email.length > 254 || controlChars.test(email)) return null;
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/** Reads the user behind the access token: `{ sub | id, email, name }`. */
export async function fetchUser(
  provider: OAuthProviderConfig,
  accessToken: string,
  timeoutMs = OAUTH_TIMEOUT_MS,
): Promise<OAuthUser> {
  const res = await send(
    provider.name,
    'userinfo',
    provider.userinfoUrl,
    { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    timeoutMs,
  );
  const json = await readJson(provider.name, 'userinfo', res);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new OAuthError(`${provider.name} userinfo: the answer is not an object`);
  }
  const info = json as Record<string, unknown>;
  const raw = info.sub ?? info.id;
  const subject = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  if (
    typeof subject !== 'string' ||
    subject.length === 0 ||
    subject.length > 255 ||
    controlChars.test(subject)
  ) {
    throw new OAuthError(`${provider.name} userinfo: no usable subject id`);
  }
  // An address the provider says it has not verified is not kept.
  const email = info.email_verified === false ? null : cleanEmail(info.email);
  const name = typeof info.name === 'string' ? info.name : null;
  return { subject, email, name };
}
