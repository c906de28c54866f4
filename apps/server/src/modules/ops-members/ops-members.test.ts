// Operators and members: the list (support), password reset and status (admin), through HTTP.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '@wps/contracts/account/accounts';
import { sessions } from '../../db/schema/core';
import { games, vendorSessions } from '../../db/schema/games';
import { ledgerTransactions } from '../../db/schema/ledger';
import { deposits, memberBankAccounts } from '../../db/schema/payments';
import { balances } from '../../ledger/accounts';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { auditRows } from '../../../test/db-rows';
import { createOperatorToken } from '../../../test/operators';
import { channelId, newKey } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createPlayer, requestBody } from '../withdrawals/withdrawal-test-kit';
import { createMember } from '../member/member-create';
import { findMemberById, findMemberByUsername } from '../member/member.queries';
import { createSession } from '../session/session.service';
import { likePrefix } from './ops-members.queries';

let t: TestApp;
let admin: string;
let support: string;
let content: string;
let playerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  support = await createOperatorToken(t, 'support');
  content = await createOperatorToken(t, 'content');
  playerId = (await findMemberByUsername(t.deps.db, 'player01'))!.id;
  for (const username of ['zed_1', 'zedA1', 'Zed%2', 'zebra']) {
    await createMember(
      t.deps.db,
      { username, nickname: username, passwordHash: null },
      { actorKind: 'system', action: 'member.test' },
    );
  }
});
afterAll(() => t.close());

const list = (query: string, token = support) =>
  t.call({ method: 'GET', url: `/ops/api/members${query}`, token });

const memberSession = (id: number) =>
  createSession({ db: t.deps.db, ttlHours: 1 }, { kind: 'member', id, ip: null, userAgent: null });

async function sessionsOf(id: number) {
  return t.deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.subjectKind, 'member'), eq(sessions.subjectId, id)));
}

/** What the member's calls could change: money, deposits, game sessions, profile, cards. */
async function footprint(memberId: number) {
  const member = (await findMemberById(t.deps.db, memberId))!;
  const rowsOf = async (
    table: typeof deposits | typeof memberBankAccounts | typeof vendorSessions,
  ) =>
    (await t.deps.db.select({ n: count() }).from(table).where(eq(table.memberId, memberId)))[0]!.n;
  return {
    balances: await balances(t.deps.db, memberId),
    ledger: (await t.deps.db.select({ n: count() }).from(ledgerTransactions))[0]!.n,
    deposits: await rowsOf(deposits),
    bankAccounts: await rowsOf(memberBankAccounts),
    gameSessions: await rowsOf(vendorSessions),
    zaloId: member.zaloId,
  };
}

describe('GET /ops/api/members', () => {
  it('lists members newest first with their upline and contact', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    const { items, totalPages } = res.body.value;
    expect(totalPages).toBe(1);
    const ids = items.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(items.find((m: { username: string }) => m.username === 'player01')).toEqual({
      id: playerId,
      username: 'player01',
      accountType: 0,
      mobile: '+95 9700000002',
      email: 'player01@example.com',
      upline: 'agent01',
      status: 'active',
      createdAt: expect.any(String),
      lastLoginAt: null,
    });
  });

  it('filters by username prefix without regard to case, taking % and _ literally', async () => {
    const names = async (prefix: string) =>
      (await list(`?username=${encodeURIComponent(prefix)}`)).body.value.items
        .map((m: { username: string }) => m.username)
        .sort();
    expect(await names('ZED')).toEqual(['Zed%2', 'zedA1', 'zed_1']);
    expect(await names('zed_')).toEqual(['zed_1']);
    expect(await names('zed%')).toEqual(['Zed%2']);
    expect(await names('%')).toEqual([]);
    expect(await names('nobody')).toEqual([]);
    expect(likePrefix('a\\b_c%')).toBe('a\\\\b\\_c\\%%');
  });

  it.each(['?page=0', '?page=abc', '?username=' + 'x'.repeat(65), '?size=5'])(
    'refuses the query %s',
    async (query) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    },
  );

  it('needs an operator with support (401 / 403); a member session is refused', async () => {
    expect((await t.call({ method: 'GET', url: '/ops/api/members' })).status).toBe(401);
    expect((await list('', content)).status).toBe(403);
    expect((await list('', await memberSession(playerId))).status).toBe(401);
    expect((await list('', admin)).status).toBe(200);
  });
});

describe('POST /ops/api/members/:id/password/reset', () => {
  it('sets a random one-time password, forces a change and ends the member’s sessions', async () => {
    const token = await memberSession(playerId);
    expect((await t.call({ method: 'GET', url: '/wps/member/info', token })).status).toBe(200);
    const before = (await findMemberById(t.deps.db, playerId))!;
    const res = await t.call({
      method: 'POST',
      url: `/ops/api/members/${playerId}/password/reset`,
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ id: playerId, username: 'player01' });
    const { oneTimePassword } = res.body.value;
    // 12 characters of an alphabet without 0/O/1/l/I, and never the public default.
    expect(oneTimePassword).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
    const after = (await findMemberById(t.deps.db, playerId))!;
    expect(after.mustChangePassword).toBe(true);
    expect(await verifyPassword(after.passwordHash, oneTimePassword)).toBe(true);
    expect(await verifyPassword(after.passwordHash, DEFAULT_PASSWORD)).toBe(false);
    expect(after.passwordHash).not.toContain(oneTimePassword);
    expect(await verifyPassword(after.passwordHash, 'player1234')).toBe(false);
    expect(after.passwordChangedAt.getTime()).toBeGreaterThanOrEqual(
      before.passwordChangedAt.getTime(),
    );
    expect(await sessionsOf(playerId)).toEqual([]);
    const gone = await t.call({ method: 'GET', url: '/wps/member/info', token });
    expect(gone.status).toBe(401);
    const audit = (await auditRows(t, 'member.password.reset')).filter(
      (a) => a.subject === `member:${playerId}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorKind).toBe('operator');
  });

  it('lets the one-time password, not {secret}, log in to a session that may only change it', async () => {
    const m = await createMember(
      t.deps.db,
      { username: 'reset_me', nickname: 'reset_me', passwordHash: await hashPassword('Before123') },
      { actorKind: 'system', action: 'member.test' },
    );
    const reset = await t.call({
      method: 'POST',
      url: `/ops/api/members/${m.id}/password/reset`,
      token: admin,
    });
    const { oneTimePassword } = reset.body.value;
    const second = await t.call({
      method: 'POST',
      url: `/ops/api/members/${m.id}/password/reset`,
      token: admin,
    });
    // Each reset draws a new one; the last one is the password.
    expect(second.body.value.oneTimePassword).not.toBe(oneTimePassword);
    const password = second.body.value.oneTimePassword as string;
    const login = (pw: string) =>
      t.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: { type: 'username', username: 'reset_me', password: pw },
      });
    expect((await login(DEFAULT_PASSWORD)).body.code).toBe('BAD_CREDENTIALS');
    expect((await login(oneTimePassword)).body.code).toBe('BAD_CREDENTIALS');
    const ok = await login(password);
    expect(ok.status).toBe(200);
    expect(ok.body.value.passwordExpired).toBe(true);
    const token = ok.body.value.token as string;

    for (const url of ['/wps/v2/wallets/balance', '/wps/member/info']) {
      const refused = await t.call({ method: 'GET', url, token });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    const changed = await t.call({
      method: 'POST',
      url: '/wps/member/password',
      token,
      payload: { oldPassword: password, newPassword: 'Chosen456', confirmNewPassword: 'Chosen456' },
    });
    expect(changed.status).toBe(200);
    const balance = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token });
    expect(balance.status).toBe(200);
    const fresh = await login('Chosen456');
    expect(fresh.body.value.passwordExpired).toBe(false);
    const info = await t.call({
      method: 'GET',
      url: '/wps/member/info',
      token: fresh.body.value.token,
    });
    expect(info.status).toBe(200);
    // The one-time password is gone (a wrong password now; the captcha may ask first).
    expect((await login(password)).status).not.toBe(200);
  });

  it('refuses money, game, profile and deposit calls until the password changes, and they change nothing', async () => {
    const p = await createPlayer(t, { cash: 1_000_000n });
    const member = (await findMemberById(t.deps.db, p.id))!;
    const reset = await t.call({
      method: 'POST',
      url: `/ops/api/members/${p.id}/password/reset`,
      token: admin,
    });
    const password = reset.body.value.oneTimePassword as string;
    const ok = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: member.username, password },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const token = ok.body.value.token as string;
    const [slot] = await t.deps.db
      .select({ gameCode: games.gameCode })
      .from(games)
      .where(eq(games.engine, 'slot'))
      .limit(1);
    const withdrawal = requestBody(p, '50000');
    // Each a request the member could make: refused for the password alone, not for its body.
    const calls = [
      { method: 'POST', url: '/wps/payment/withdrawals', payload: withdrawal },
      {
        method: 'POST',
        url: '/wps/payment/deposits',
        payload: {
          idempotencyKey: newKey(),
          channelId: await channelId(t, 'sandbox'),
          amount: '150000',
        },
      },
      { method: 'POST', url: '/wps/game/launchGame', payload: { gameCode: slot!.gameCode } },
      { method: 'PUT', url: '/wps/member/zalo-id', payload: { zaloId: '0912345678' } },
      {
        method: 'POST',
        url: '/wps/member/bank-accounts',
        payload: { bankName: 'KBZ Bank', accountName: 'Aung Aung', accountNumber: '99887766' },
      },
    ] as const;
    const before = await footprint(p.id);
    for (const call of calls) {
      const refused = await t.call({ ...call, token });
      expect(refused.status, call.url).toBe(403);
      expect(refused.body.code, call.url).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect(await footprint(p.id)).toEqual(before);

    const changed = await t.call({
      method: 'POST',
      url: '/wps/member/password',
      token,
      payload: { oldPassword: password, newPassword: 'Chosen456', confirmNewPassword: 'Chosen456' },
    });
    expect(changed.status).toBe(200);
    // The same withdrawal now goes through: only the password held it back.
    const now = await t.call({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      token,
      payload: withdrawal,
    });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect((await balances(t.deps.db, p.id)).player_cash).toBeLessThan(1_000_000n);
    const out = await t.call({ method: 'DELETE', url: '/wps/session/logout', token });
    expect(out.status).toBe(200);
  });

  it('lets a session that must change its password log out', async () => {
    const m = await createMember(
      t.deps.db,
      {
        username: 'reset_out',
        nickname: 'reset_out',
        passwordHash: await hashPassword('Before123'),
      },
      { actorKind: 'system', action: 'member.test' },
    );
    const reset = await t.call({
      method: 'POST',
      url: `/ops/api/members/${m.id}/password/reset`,
      token: admin,
    });
    const ok = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: {
        type: 'username',
        username: 'reset_out',
        password: reset.body.value.oneTimePassword,
      },
    });
    const token = ok.body.value.token as string;
    const out = await t.call({ method: 'DELETE', url: '/wps/session/logout', token });
    expect(out.status).toBe(200);
    expect(await sessionsOf(m.id)).toEqual([]);
  });

  it('is for admins only, and a refused reset changes nothing', async () => {
    const agent = (await findMemberByUsername(t.deps.db, 'agent01'))!;
    const token = await memberSession(agent.id);
    for (const [caller, status] of [
      [undefined, 401],
      [support, 403],
      [content, 403],
      [token, 401],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: `/ops/api/members/${agent.id}/password/reset`,
        ...(caller ? { token: caller } : {}),
      });
      expect(res.status).toBe(status);
    }
    const after = (await findMemberById(t.deps.db, agent.id))!;
    expect(after.passwordHash).toBe(agent.passwordHash);
    expect(after.mustChangePassword).toBe(false);
    expect(await sessionsOf(agent.id)).toHaveLength(1);
  });

  it.each([
    ['999999', 404, 'NOT_FOUND'],
    ['abc', 400, 'VALIDATION_FAILED'],
    ['0', 400, 'VALIDATION_FAILED'],
    ['1;DROP', 400, 'VALIDATION_FAILED'],
  ])('answers the id %s with %i', async (id, status, code) => {
    const res = await t.call({
      method: 'POST',
      url: `/ops/api/members/${id}/password/reset`,
      token: admin,
    });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });
});

describe('POST /ops/api/members/:id/status', () => {
  const setStatus = (id: number | string, payload: unknown, token = admin) =>
    t.call({
      method: 'POST',
      url: `/ops/api/members/${id}/status`,
      payload: payload as object,
      token,
    });

  it('disables an account, ending its sessions, and enables it again; both audited', async () => {
    const id = (await findMemberByUsername(t.deps.db, 'zebra'))!.id;
    const token = await memberSession(id);
    const off = await setStatus(id, { status: 'disabled' });
    expect(off.status).toBe(200);
    expect(off.body.value).toMatchObject({ id, status: 'disabled' });
    expect(await sessionsOf(id)).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/wps/member/info', token })).status).toBe(401);
    const on = await setStatus(id, { status: 'active' });
    expect(on.body.value.status).toBe('active');
    const audit = (await auditRows(t, 'member.status')).filter((a) => a.subject === `member:${id}`);
    expect(audit.map((a) => (a.detail as { status: string }).status)).toEqual([
      'disabled',
      'active',
    ]);
  });

  it('refuses bad input, other roles and unknown members, changing nothing', async () => {
    const id = (await findMemberByUsername(t.deps.db, 'zebra'))!.id;
    for (const payload of [
      { status: 'banned' },
      { status: 1 },
      {},
      { status: 'disabled', reason: 'x' },
    ]) {
      const res = await setStatus(id, payload);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await setStatus(id, { status: 'disabled' }, support)).status).toBe(403);
    expect((await setStatus(999999, { status: 'disabled' })).status).toBe(404);
    expect((await findMemberById(t.deps.db, id))!.status).toBe('active');
  });
});
