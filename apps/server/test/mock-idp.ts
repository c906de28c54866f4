// A local stand-in for an OAuth 2 / OpenID Connect identity provider (Google or Facebook shape),
// for tests only. The server talks to it through the same client as to the real providers
// (providers/oauth/oauth-client.ts); only the endpoint URLs in the environment differ.
//   GET  /authorize  checks client_id, redirect_uri, response_type and the S256 challenge,
//                    remembers the challenge and nonce, and redirects back with a code and the state
//                    (or error=access_denied when the test made the user refuse).
//   POST /token      form-encoded; checks the client id and secret, the code (once), the
//                    redirect_uri and the PKCE verifier against the challenge; returns a token.
//   GET  /userinfo   Bearer token -> { sub, email, name } (google) or { id, name, email } (facebook).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IdpUser {
  subject: string;
  email?: string | null;
  name?: string | null;
}

interface Grant {
  user: IdpUser;
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | null;
}

export interface MockIdp {
  shape: 'google' | 'facebook';
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** The OAUTH_<PREFIX>_* variables that point the server at this mock. */
  env(prefix: 'GOOGLE' | 'FACEBOOK'): Record<string, string>;
  /** Who logs in at the next /authorize (until changed). */
  loginAs(user: IdpUser): void;
  /** The next /authorize answers error=access_denied, as when the user presses cancel. */
  refuseNext(): void;
  /** The next /token answers with this status and body instead (e.g. 500, or 200 with junk). */
  failNextToken(status: number, body: string): void;
  /** Redirect URIs /authorize accepts; empty accepts any (the default). */
  allowedRedirectUris: string[];
  /** What the last /authorize and /token requests carried, for assertions. */
  last: { authorize: URLSearchParams | null; token: URLSearchParams | null };
  /** Token requests refused, with the reason. */
  refusals: string[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startMockIdp(
  options: { shape?: 'google' | 'facebook'; clientId?: string; clientSecret?: string } = {},
): Promise<MockIdp> {
  const shape = options.shape ?? 'google';
  const clientId = options.clientId ?? `${shape}-client-id`;
  const clientSecret = options.clientSecret ?? `${shape}-client-secret`;
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, IdpUser>();
  let user: IdpUser = { subject: 'user-1', email: 'user1@example.com', name: 'User One' };
  let refuse = false;
  let tokenFailure: { status: number; body: string } | null = null;

  const idp = {
    allowedRedirectUris: [] as string[],
    last: { authorize: null, token: null } as MockIdp['last'],
    refusals: [] as string[],
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: Error) => json(res, 500, { error: error.message }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://idp.local');
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const p = url.searchParams;
      idp.last.authorize = p;
      const redirectUri = p.get('redirect_uri') ?? '';
      const redirectOk =
        idp.allowedRedirectUris.length === 0 || idp.allowedRedirectUris.includes(redirectUri);
      // A real provider shows its own error page, never redirecting to an unregistered URI.
      if (p.get('client_id') !== clientId || !redirectOk) {
        return json(res, 400, { error: 'invalid_request' });
      }
      if (p.get('response_type') !== 'code' || p.get('code_challenge_method') !== 'S256') {
        return json(res, 400, { error: 'invalid_request' });
      }
      const back = new URL(redirectUri);
      if (p.get('state') !== null) back.searchParams.set('state', p.get('state')!);
      if (refuse) {
        refuse = false;
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(24).toString('base64url');
        codes.set(code, {
          user,
          clientId,
          redirectUri,
          challenge: p.get('code_challenge') ?? '',
          nonce: p.get('nonce'),
        });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const type = req.headers['content-type'] ?? '';
      const p = new URLSearchParams(await readBody(req));
      idp.last.token = p;
      if (tokenFailure) {
        const { status, body } = tokenFailure;
        tokenFailure = null;
        res.writeHead(status, { 'content-type': 'application/json' });
        return res.end(body);
      }
      const refuseToken = (reason: string) => {
        idp.refusals.push(reason);
        return json(res, 400, { error: 'invalid_grant', error_description: reason });
      };
      if (!type.startsWith('application/x-www-form-urlencoded')) return refuseToken('not a form');
      if (p.get('grant_type') !== 'authorization_code') return refuseToken('grant_type');
      if (p.get('client_id') !== clientId || p.get('client_secret') !== clientSecret) {
        return refuseToken('client');
      }
      const code = p.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant) return refuseToken('code');
      if (p.get('redirect_uri') !== grant.redirectUri) return refuseToken('redirect_uri');
      const verifier = p.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!verifier || challenge !== grant.challenge) return refuseToken('pkce');
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, grant.user);
      return json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
      const who = match ? tokens.get(match[1]!) : undefined;
      if (!who) return json(res, 401, { error: 'invalid_token' });
      const email = who.email ?? undefined;
      const name = who.name ?? undefined;
      return json(
        res,
        200,
        shape === 'google'
          ? { sub: who.subject, email, email_verified: true, name }
          : { id: who.subject, name, email },
      );
    }
    json(res, 404, { error: 'not_found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urls = {
    authUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userinfoUrl: `${base}/userinfo`,
  };
  return Object.assign(idp, {
    shape,
    clientId,
    clientSecret,
    ...urls,
    env(prefix: 'GOOGLE' | 'FACEBOOK') {
      return {
        [`OAUTH_${prefix}_CLIENT_ID`]: clientId,
        [`OAUTH_${prefix}_CLIENT_SECRET`]: clientSecret,
        [`OAUTH_${prefix}_AUTH_URL`]: urls.authUrl,
        [`OAUTH_${prefix}_TOKEN_URL`]: urls.tokenUrl,
        [`OAUTH_${prefix}_USERINFO_URL`]: urls.userinfoUrl,
      };
    },
    loginAs(next: IdpUser) {
      user = next;
    },
    refuseNext() {
      refuse = true;
    },
    failNextToken(status: number, body: string) {
      tokenFailure = { status, body };
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  });
}
