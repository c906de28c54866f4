// Social login end to end: our start redirect, the mock identity provider's consent (over real
// HTTP), our callback (which calls the mock's token and userinfo endpoints), the ticket exchange.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, oauthIdentities, oneTimeTokens } from '../../db/schema/accounts';
import { auditRows, countRows } from '../../../test/db-rows';
import { startMockIdp, type IdpUser, type MockIdp } from '../../../test/mock-idp';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertMember, updateMember } from '../member/member.queries';
import { hashToken, resolveSession, sessionOptions } from '../session/session.service';
import { findOrCreateMember, nicknameOf, START_LIMIT, TICKET_LIMIT } from './oauth.service';

const SITE = 'http://site.test';
let t: TestApp;
let google: MockIdp;
let facebook: MockIdp;

beforeAll(async () => {
  google = await startMockIdp({ shape: 'google' });
  facebook = await startMockIdp({ shape: 'facebook' });
  google.allowedRedirectUris = [`${SITE}/wps/session/oauth/google/callback`];
  facebook.allowedRedirectUris = [`${SITE}/wps/session/oauth/facebook/callback`];
  t = await createTestApp({
    seed: false,
    env: { ...google.env('GOOGLE'), ...facebook.env('FACEBOOK'), PUBLIC_URL: `${SITE}/` },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
  await facebook.close();
});

// Each test comes from its own address, so the per-address limits do not carry over (and a
// random third octet keeps a shared Redis from carrying counts over between runs).
const run = randomInt(256);
let lastOctet = 0;
const nextIp = () => `10.7.${run}.${(lastOctet += 1)}`;

type Provider = 'google' | 'facebook';
const idpOf = (provider: Provider) => (provider === 'google' ? google : facebook);

async function start(provider: string, ip: string) {
  return t.app.inject({
    method: 'GET',
    url: `/wps/session/oauth/${provider}/start`,
    remoteAddress: ip,
  });
}

/** Our start redirect, then the provider's consent: returns our callback path with its query. */
async function toCallback(provider: Provider, ip: string): Promise<string> {
  const res = await start(provider, ip);
  expect(res.statusCode).toBe(302);
  const consent = await fetch(res.headers.location as string, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location')!);
  expect(back.origin).toBe(SITE);
  return back.pathname + back.search;
}

/** Calls our callback and returns where it sends the browser. */
async function callback(pathAndQuery: string, ip: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: pathAndQuery, remoteAddress: ip });
  expect(res.statusCode, res.body).toBe(302);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.headers.location as string;
}

const ticketOf = (location: string) => {
  const match = /^\/\?oauthTicket=([A-Za-z0-9_-]{43})$/.exec(location);
  expect(match, location).not.toBeNull();
  return match![1]!;
};

async function socialLogin(provider: Provider, user: IdpUser, ip = nextIp()) {
  idpOf(provider).loginAs(user);
  return callback(await toCallback(provider, ip), ip);
}

function redeem(ticket: string, ip = nextIp()) {
  return t.call({
    method: 'POST',
    url: '/wps/session/oauth/ticket',
    payload: { ticket },
    remoteAddress: ip,
  });
}

async function memberOfToken(token: string) {
  const caller = await resolveSession(sessionOptions(t.deps), token);
  expect(caller?.kind).toBe('member');
  const [row] = await t.deps.db.select().from(members).where(eq(members.id, caller!.id));
  return row!;
}

async function identity(provider: Provider, subject: string) {
  const rows = await t.deps.db
    .select()
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return rows[0] ?? null;
}

describe('social login', () => {
  it('first login creates a player linked to the identity; the ticket gives a session', async () => {
    const ip = nextIp();
    const started = await start('google', ip);
    expect(started.statusCode).toBe(302);
    const auth = new URL(started.headers.location as string);
    expect(auth.origin + auth.pathname).toBe(google.authUrl);
    const p = auth.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(google.clientId);
    expect(p.get('redirect_uri')).toBe(`${SITE}/wps/session/oauth/google/callback`);
    expect(p.get('scope')).toBe('openid email profile');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the state's hash is stored.
    const stored = await t.deps.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(p.get('state')!)));
    expect(stored[0]).toMatchObject({ purpose: 'oauth_state', usedAt: null });

    google.loginAs({ subject: 'g-1001', email: 'ann@example.com', name: '  Ann  Lee ' });
    const consent = await fetch(started.headers.location as string, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const before = await countRows(t, members);
    const location = await callback(back.pathname + back.search, ip);
    const ticket = ticketOf(location);
    expect(await countRows(t, members)).toBe(before + 1);
    // The token request was client_secret_post with our PKCE verifier.
    expect(google.last.token?.get('client_secret')).toBe(google.clientSecret);
    expect(google.last.token?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const res = await redeem(ticket);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      isAgent: false,
      accountType: 0,
    });
    const member = await memberOfToken(res.body.value.token);
    expect(member).toMatchObject({
      username: res.body.value.username,
      nickname: 'Ann Lee',
      email: 'ann@example.com',
      passwordHash: null,
      registerMethod: 'OAUTH_GOOGLE',
      status: 'active',
      accountType: 0,
    });
    expect(member.username).toMatch(/^g_[a-z0-9]{8}$/);
    expect(member.referralCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(await identity('google', 'g-1001')).toMatchObject({
      memberId: member.id,
      email: 'ann@example.com',
    });
    const audit = await auditRows(t, 'member.register.oauth');
    expect(audit.find((a) => a.subject === `member:${member.id}`)?.detail).toEqual({
      provider: 'google',
    });
  });

  it('a second login with the same identity finds the same account', async () => {
    const first = await redeem(
      ticketOf(await socialLogin('google', { subject: 'g-1002', name: 'Bo' })),
    );
    const before = await countRows(t, members);
    const second = await redeem(
      ticketOf(await socialLogin('google', { subject: 'g-1002', name: 'Bo renamed' })),
    );
    expect(second.status).toBe(200);
    expect(await countRows(t, members)).toBe(before);
    expect(second.body.value.username).toBe(first.body.value.username);
    expect(second.body.value.firstTimeLogin).toBe(false);
    expect(second.body.value.token).not.toBe(first.body.value.token);
  });

  it('facebook: its scope and answer shape; the same id at two providers is two accounts', async () => {
    const ip = nextIp();
    const started = await start('facebook', ip);
    expect(new URL(started.headers.location as string).searchParams.get('scope')).toBe(
      'email public_profile',
    );
    facebook.loginAs({ subject: '555', email: 'cy@example.com', name: 'Cy' });
    const g = await redeem(ticketOf(await socialLogin('google', { subject: '555', name: 'Cy' })));
    const f = await redeem(
      ticketOf(
        await socialLogin('facebook', { subject: '555', email: 'cy@example.com', name: 'Cy' }),
      ),
    );
    expect(f.status).toBe(200);
    expect(f.body.value.username).toMatch(/^f_[a-z0-9]{8}$/);
    expect(f.body.value.username).not.toBe(g.body.value.username);
    const member = await memberOfToken(f.body.value.token);
    expect(member).toMatchObject({ registerMethod: 'OAUTH_FACEBOOK', email: 'cy@example.com' });
    expect(await identity('facebook', '555')).toMatchObject({ memberId: member.id });
  });

  it('never links to an existing account by email alone', async () => {
    const existing = await insertMember(t.deps.db, {
      username: 'dana',
      nickname: 'Dana',
      email: 'dana@example.com',
      passwordHash: 'x',
      referralCode: 'DANA2345',
    });
    const res = await redeem(
      ticketOf(await socialLogin('google', { subject: 'g-dana', email: 'dana@example.com' })),
    );
    expect(res.status).toBe(200);
    expect(res.body.value.username).not.toBe('dana');
    expect((await identity('google', 'g-dana'))?.memberId).not.toBe(existing.id);
  });

  it('a nameless user gets the username as nickname and no email', async () => {
    const res = await redeem(ticketOf(await socialLogin('google', { subject: 'g-anon' })));
    const member = await memberOfToken(res.body.value.token);
    expect(member.nickname).toBe(member.username);
    expect(member.email).toBeNull();
  });
});

describe('the ticket', () => {
  it('is single use', async () => {
    const ticket = ticketOf(await socialLogin('google', { subject: 'g-2001' }));
    expect((await redeem(ticket)).status).toBe(200);
    const again = await redeem(ticket);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      success: false,
      code: 'OAUTH_FAILED',
      field: 'body.ticket',
    });
  });

  it('expires after its minute', async () => {
    const ticket = ticketOf(await socialLogin('google', { subject: 'g-2002' }));
    const row = await t.deps.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(ticket)));
    const life = row[0]!.expiresAt.getTime() - row[0]!.createdAt.getTime();
    expect(life).toBeGreaterThan(55_000);
    expect(life).toBeLessThanOrEqual(61_000);
    await t.deps.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(ticket)));
    const res = await redeem(ticket);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('OAUTH_FAILED');
  });

  it('refuses unknown and malformed tickets, and a state used as a ticket', async () => {
    const unknown = await redeem('A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('OAUTH_FAILED');
    const state = new URL(
      (await start('google', nextIp())).headers.location as string,
    ).searchParams.get('state')!;
    expect((await redeem(state)).body.code).toBe('OAUTH_FAILED');
    for (const payload of [
      { ticket: 'short' },
      { ticket: 'x'.repeat(5000) },
      { ticket: `${'a'.repeat(30)}\u0000\n` },
      { ticket: 42 },
      { ticket: 'A'.repeat(43), extra: 1 },
      {},
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/wps/session/oauth/ticket',
        payload,
        remoteAddress: nextIp(),
      });
      expect(res.status, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it(`allows ${TICKET_LIMIT} exchanges per address in the window, then 429`, async () => {
    const ip = nextIp();
    for (let i = 0; i < TICKET_LIMIT; i++)
      expect((await redeem('B'.repeat(43), ip)).status).toBe(400);
    const ticket = ticketOf(await socialLogin('google', { subject: 'g-2003' }));
    const limited = await redeem(ticket, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    // The refused attempt did not use the ticket up.
    expect((await redeem(ticket)).status).toBe(200);
  });
});

describe('the state', () => {
  it('is good for one callback only', async () => {
    const ip = nextIp();
    google.loginAs({ subject: 'g-3001' });
    const path = await toCallback('google', ip);
    ticketOf(await callback(path, ip));
    expect(await callback(path, ip)).toBe('/?oauthError=OAUTH_FAILED');
  });

  it('a forged state is refused and creates nothing', async () => {
    const ip = nextIp();
    const path = await toCallback('google', ip);
    const forged = path.replace(/state=[^&]+/, `state=${'Z'.repeat(43)}`);
    const before = await countRows(t, members);
    expect(await callback(forged, ip)).toBe('/?oauthError=OAUTH_FAILED');
    expect(await callback(path.replace(/&?state=[^&]+/, ''), ip)).toBe('/?oauthError=OAUTH_FAILED');
    expect(await countRows(t, members)).toBe(before);
  });

  it('expires after 10 minutes', async () => {
    const ip = nextIp();
    google.loginAs({ subject: 'g-3002' });
    const path = await toCallback('google', ip);
    const state = new URLSearchParams(path.split('?')[1]).get('state')!;
    const [row] = await t.deps.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(state)));
    const life = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(life).toBeGreaterThan(9 * 60_000);
    expect(life).toBeLessThanOrEqual(10 * 60_000 + 1000);
    await t.deps.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(state)));
    expect(await callback(path, ip)).toBe('/?oauthError=OAUTH_FAILED');
    expect(await identity('google', 'g-3002')).toBeNull();
  });

  it('is not used up by a HEAD request', async () => {
    const ip = nextIp();
    google.loginAs({ subject: 'g-3004' });
    const path = await toCallback('google', ip);
    const head = await t.app.inject({ method: 'HEAD', url: path, remoteAddress: ip });
    expect(head.statusCode).toBe(404);
    ticketOf(await callback(path, ip));
  });

  it('of one provider is refused at the other provider’s callback', async () => {
    const ip = nextIp();
    google.loginAs({ subject: 'g-3003' });
    const path = await toCallback('google', ip);
    const crossed = path.replace('/google/', '/facebook/');
    const lastFacebookToken = facebook.last.token;
    expect(await callback(crossed, ip)).toBe('/?oauthError=OAUTH_FAILED');
    // Refused before any code went to the other provider.
    expect(facebook.last.token).toBe(lastFacebookToken);
    // Consumed by the attempt: it does not work at its own provider afterwards either.
    expect(await callback(path, ip)).toBe('/?oauthError=OAUTH_FAILED');
  });

  it('the user cancelling at the provider lands on OAUTH_FAILED and uses the state up', async () => {
    const ip = nextIp();
    google.refuseNext();
    const path = await toCallback('google', ip);
    expect(path).toContain('error=access_denied');
    expect(await callback(path, ip)).toBe('/?oauthError=OAUTH_FAILED');
    const state = new URLSearchParams(path.split('?')[1]).get('state')!;
    const [row] = await t.deps.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(state)));
    expect(row!.usedAt).not.toBeNull();
  });

  it(`allows ${START_LIMIT} starts per address in the window`, async () => {
    const ip = nextIp();
    for (let i = 0; i < START_LIMIT; i++) expect((await start('google', ip)).statusCode).toBe(302);
    const res = await start('google', ip);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?oauthError=TOO_MANY_REQUESTS');
  });
});

describe('the provider’s answers', () => {
  it('our PKCE verifier is what the provider checks: a wrong one is refused', async () => {
    const ip = nextIp();
    google.loginAs({ subject: 'g-4001' });
    const path = await toCallback('google', ip);
    const state = new URLSearchParams(path.split('?')[1]).get('state')!;
    const [row] = await t.deps.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(state)));
    await t.deps.db
      .update(oneTimeTokens)
      .set({ data: { ...(row!.data as object), codeVerifier: 'W'.repeat(43) } })
      .where(eq(oneTimeTokens.tokenHash, hashToken(state)));
    const refusals = google.refusals.length;
    expect(await callback(path, ip)).toBe('/?oauthError=OAUTH_FAILED');
    expect(google.refusals.slice(refusals)).toEqual(['pkce']);
    expect(await identity('google', 'g-4001')).toBeNull();
  });

  it.each([
    ['a 500', 500, '{"error":"server_error"}'],
    ['a 400', 400, '{"error":"invalid_grant"}'],
    ['malformed JSON', 200, '{"access_token": '],
    ['no access token', 200, '{"token_type":"Bearer"}'],
    ['a JSON array', 200, '[]'],
  ])('a token endpoint answering %s gives OAUTH_FAILED', async (_label, status, body) => {
    const ip = nextIp();
    google.loginAs({ subject: 'g-4002' });
    const path = await toCallback('google', ip);
    google.failNextToken(status, body);
    expect(await callback(path, ip)).toBe('/?oauthError=OAUTH_FAILED');
    expect(await identity('google', 'g-4002')).toBeNull();
  });

  it('a userinfo answer with a hostile name or email is cleaned; a bad one is refused', async () => {
    const res = await redeem(
      ticketOf(
        await socialLogin('google', {
          subject: 'g-4003',
          email: 'not an email',
          name: '\u202eEvil\u0000\u0007 Name ' + 'x'.repeat(100),
        }),
      ),
    );
    const member = await memberOfToken(res.body.value.token);
    expect(member.nickname).toBe(`Evil Name ${'x'.repeat(20)}`);
    expect(member.email).toBeNull();
    expect(await socialLogin('google', { subject: '' })).toBe('/?oauthError=OAUTH_FAILED');
    expect(await socialLogin('google', { subject: 'x'.repeat(300) })).toBe(
      '/?oauthError=OAUTH_FAILED',
    );
  });
});

describe('accounts', () => {
  it('a disabled member is refused at the callback and at the ticket', async () => {
    const first = await redeem(ticketOf(await socialLogin('google', { subject: 'g-5001' })));
    const member = await memberOfToken(first.body.value.token);
    const pending = ticketOf(await socialLogin('google', { subject: 'g-5001' }));
    await updateMember(t.deps.db, member.id, { status: 'disabled' });
    expect(await socialLogin('google', { subject: 'g-5001' })).toBe(
      '/?oauthError=ACCOUNT_DISABLED',
    );
    const res = await redeem(pending);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_DISABLED');
  });

  it('while registration is closed (DIRECTREG3 off) makes no account but lets linked ones in', async () => {
    const linked = await redeem(ticketOf(await socialLogin('google', { subject: 'g-5002' })));
    const admin = await t.opsToken();
    const current = (await t.call({ method: 'GET', url: '/wps/system/whitelabel' })).body.value;
    const put = (DIRECTREG3: boolean) =>
      t.call({
        method: 'PUT',
        url: '/ops/api/system/whitelabel',
        token: admin,
        payload: { ...current, DIRECTREG3 },
      });
    expect((await put(false)).status).toBe(200);
    try {
      const before = await countRows(t, members);
      expect(await socialLogin('google', { subject: 'g-5003' })).toBe(
        '/?oauthError=OPERATION_NOT_ALLOWED',
      );
      expect(await countRows(t, members)).toBe(before);
      const again = await redeem(ticketOf(await socialLogin('google', { subject: 'g-5002' })));
      expect(again.body.value.username).toBe(linked.body.value.username);
    } finally {
      expect((await put(true)).status).toBe(200);
    }
  });

  it('draws another username when one is taken', async () => {
    await insertMember(t.deps.db, {
      username: 'g_taken000',
      nickname: 'x',
      passwordHash: null,
      referralCode: 'TAKEN234',
    });
    const names = ['G_TAKEN000', 'g_fresh000'];
    const member = await findOrCreateMember(
      t.deps,
      'google',
      { subject: 'g-6001', email: null, name: 'Fresh' },
      '10.7.9.9',
      () => names.shift()!,
    );
    expect(member.username).toBe('g_fresh000');
    expect((await identity('google', 'g-6001'))?.memberId).toBe(member.id);
  });

  it('two callbacks racing for a new identity make one account', async () => {
    const user = { subject: 'g-6002', email: null, name: 'Racer' };
    const before = await countRows(t, members);
    const [a, b] = await Promise.all([
      findOrCreateMember(t.deps, 'google', user, '10.7.9.9'),
      findOrCreateMember(t.deps, 'google', user, '10.7.9.9'),
    ]);
    expect(a.id).toBe(b.id);
    expect(await countRows(t, members)).toBe(before + 1);
  });

  it('nicknames: trimmed, controls stripped, 30 characters, else the username', () => {
    expect(nicknameOf('  Mya\u0000 Mya\n ', 'g_x')).toBe('Mya Mya');
    expect(nicknameOf('မြန်မာ'.repeat(10), 'g_x')).toBe(
      Array.from('မြန်မာ'.repeat(10)).slice(0, 30).join(''),
    );
    expect(nicknameOf('\u0001\u0002', 'g_x')).toBe('g_x');
    expect(nicknameOf(null, 'g_x')).toBe('g_x');
  });
});

describe('hostile input at the callback', () => {
  it.each([
    ['a huge code', (q: URLSearchParams) => q.set('code', 'c'.repeat(5000))],
    ['control characters in the code', (q: URLSearchParams) => q.set('code', 'ab\u0000\r\ncd')],
    ['a code given twice', (q: URLSearchParams) => q.append('code', 'again')],
    ['no code', (q: URLSearchParams) => q.delete('code')],
    ['a unicode code', (q: URLSearchParams) => q.set('code', 'ĉodé')],
  ])('%s: OAUTH_FAILED, nothing created', async (_label, mutate) => {
    const ip = nextIp();
    google.loginAs({ subject: 'g-7001' });
    const path = await toCallback('google', ip);
    const [pathname, search] = path.split('?');
    const query = new URLSearchParams(search);
    mutate(query);
    expect(await callback(`${pathname}?${query.toString()}`, ip)).toBe('/?oauthError=OAUTH_FAILED');
    expect(await identity('google', 'g-7001')).toBeNull();
  });

  it.each([
    ['a huge state', `state=${'s'.repeat(10_000)}&code=abc`],
    ['control characters in the state', `state=${'s'.repeat(40)}%00%0d%0a&code=abc`],
    ['a state given twice', `state=${'s'.repeat(43)}&state=${'t'.repeat(43)}&code=abc`],
    ['a bracketed state', `state[a]=1&code=abc`],
    ['percent junk', `state=%ZZ%&code=%%`],
    ['an error with junk', `error=${'%01'.repeat(100)}`],
    ['nothing', ''],
  ])('%s: OAUTH_FAILED', async (_label, query) => {
    const before = await countRows(t, members);
    const location = await callback(`/wps/session/oauth/google/callback?${query}`, nextIp());
    expect(location).toBe('/?oauthError=OAUTH_FAILED');
    expect(await countRows(t, members)).toBe(before);
  });

  it('an unknown provider is a 404 envelope at both legs', async () => {
    for (const url of [
      '/wps/session/oauth/twitter/start',
      '/wps/session/oauth/twitter/callback?code=a&state=b',
      `/wps/session/oauth/${'g'.repeat(150)}/start`,
      '/wps/session/oauth/%00/start',
    ]) {
      const res = await t.call({ method: 'GET', url, remoteAddress: nextIp() });
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('with one provider and no PUBLIC_URL', () => {
  let one: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ seed: false, env: google.env('GOOGLE') });
  });
  afterAll(() => one.close());

  it('an unconfigured provider is a 404 envelope', async () => {
    const res = await one.call({ method: 'GET', url: '/wps/session/oauth/facebook/start' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('the redirect URI is on http://localhost:<PORT>, never on the request’s Host', async () => {
    for (const host of ['play.example:8080', 'evil.example', 'evil.example/path?x=']) {
      const res = await one.app.inject({
        method: 'GET',
        url: '/wps/session/oauth/google/start',
        headers: { host },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, host).toBe(302);
      expect(new URL(res.headers.location as string).searchParams.get('redirect_uri')).toBe(
        'http://localhost:3000/wps/session/oauth/google/callback',
      );
    }
  });

  it('maintenance closes both legs like every other /wps call', async () => {
    const token = await one.opsToken();
    const set = (enabled: boolean) =>
      one.call({
        method: 'PUT',
        url: '/ops/api/system/maintenance',
        token,
        payload: enabled
          ? { enabled: true, title: 'Upgrade', endTime: null, info: '' }
          : { enabled: false, title: '', endTime: null, info: '' },
      });
    expect((await set(true)).status).toBe(200);
    try {
      for (const url of [
        '/wps/session/oauth/google/start',
        '/wps/session/oauth/google/callback?code=a&state=b',
      ]) {
        const res = await one.call({ method: 'GET', url });
        expect(res.status, url).toBe(503);
        expect(res.body.code).toBe('MAINTENANCE');
      }
      const ticket = await one.call({
        method: 'POST',
        url: '/wps/session/oauth/ticket',
        payload: { ticket: 'A'.repeat(43) },
      });
      expect(ticket.status).toBe(503);
    } finally {
      await set(false);
    }
  });
});
