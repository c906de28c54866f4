// The member's own calls through HTTP: info, avatars, language and the security summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthIdentities } from '../../db/schema/accounts';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  defaultAccountSecurity,
  writeAccountSecurity,
} from '../account-settings/account-settings.queries';
import { createSession } from '../session/session.service';
import { findMemberByUsername, updateMember } from './member.queries';
import { maskEmail, maskMobile } from './member.service';
import { verifyPassword } from '../../lib/passwords';
import { accountsSeed } from '../../seed/accounts';
import { members } from '../../db/schema/accounts';
import { countRows } from '../../../test/db-rows';

let t: TestApp;
let player: string;
let agent: string;
let playerId: number;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  const session = (id: number) =>
    createSession(
      { db: t.deps.db, ttlHours: 1 },
      { kind: 'member', id, ip: null, userAgent: null },
    );
  playerId = (await findMemberByUsername(t.deps.db, 'player01'))!.id;
  agentId = (await findMemberByUsername(t.deps.db, 'agent01'))!.id;
  player = await session(playerId);
  agent = await session(agentId);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.call({ method: 'GET', url, ...(token ? { token } : {}) });
const post = (url: string, payload: unknown, token?: string) =>
  t.call({ method: 'POST', url, payload: payload as object, ...(token ? { token } : {}) });

describe('demo accounts (seed step 3)', () => {
  it('makes agent01 and player01 with argon2id hashes of the README passwords', async () => {
    const agentRow = (await findMemberByUsername(t.deps.db, 'agent01'))!;
    const playerRow = (await findMemberByUsername(t.deps.db, 'player01'))!;
    expect(agentRow).toMatchObject({ accountType: 1, affiliateCode: 'AGENT01', dialCode: '95' });
    expect(playerRow).toMatchObject({
      accountType: 0,
      uplineId: agentRow.id,
      mobileNum: '9700000002',
    });
    expect(agentRow.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(agentRow.passwordHash, 'agent1234')).toBe(true);
    expect(await verifyPassword(playerRow.passwordHash, 'player1234')).toBe(true);
  });

  it('skips accounts whose name is taken when run on a database that has them', async () => {
    const before = await countRows(t, members);
    await accountsSeed.run(t.deps);
    expect(await countRows(t, members)).toBe(before);
  });
});

describe('GET /wps/member/info', () => {
  it('describes a player under its agent', async () => {
    await updateMember(t.deps.db, playerId, {
      rankLevel: 5,
      labels: [{ name: 'Loyal', colour: '#c8a04a' }],
    });
    const res = await get('/wps/member/info', player);
    expect(res.status).toBe(200);
    const member = (await findMemberByUsername(t.deps.db, 'player01'))!;
    expect(res.body.value).toEqual({
      id: playerId,
      account: 'player01',
      userName: 'player01',
      nickname: 'player01',
      type: 'player',
      accountType: 0,
      isAgent: false,
      toUpline: 'agent01',
      clubLabel: { labelName: 'VIP 5', rankLevel: 5 },
      memberLabel: [{ name: 'Loyal', colour: '#c8a04a' }],
      avatar: '/avatars/1.svg',
      customerId: `C${String(playerId).padStart(8, '0')}`,
      language: 'MY',
      referralCode: member.referralCode,
    });
  });

  it('describes an agent at the top of its tree', async () => {
    const res = await get('/wps/member/info', agent);
    expect(res.body.value).toMatchObject({
      type: 'agent',
      accountType: 1,
      isAgent: true,
      toUpline: null,
      clubLabel: { labelName: 'VIP 1', rankLevel: 1 },
      memberLabel: [],
    });
  });

  it('refuses no session, an unknown token (401) and an operator’s session', async () => {
    const operator = await createOperatorToken(t, 'support');
    for (const url of [
      '/wps/member/info',
      '/wps/relay/MCSFE_getPlayerAvatar',
      '/wps/v2/member/securityConfig',
    ]) {
      expect((await get(url)).status).toBe(401);
      // The router refuses an operator's session on member calls (401, or 403 NOT_A_MEMBER
      // where the router names it "non-member cannot log in").
      const asOperator = await get(url, operator);
      expect([401, 403]).toContain(asOperator.status);
      expect(['SESSION_EXPIRED', 'NOT_A_MEMBER']).toContain(asOperator.body.code);
      expect((await get(url, 'x'.repeat(43))).status).toBe(401);
    }
    const icon = await post('/wps/member/info/icon', { avatarId: 2 }, operator);
    expect([401, 403]).toContain(icon.status);
    expect((await post('/wps/member/language', { language: 'EN' })).status).toBe(401);
  });

  it('refuses a disabled account’s session that is still around', async () => {
    const otherSession = await createSession(
      { db: t.deps.db, ttlHours: 1 },
      { kind: 'member', id: agentId, ip: null, userAgent: null },
    );
    await updateMember(t.deps.db, agentId, { status: 'disabled' });
    try {
      const res = await get('/wps/member/info', otherSession);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ACCOUNT_DISABLED');
    } finally {
      await updateMember(t.deps.db, agentId, { status: 'active' });
    }
  });
});

describe('avatars', () => {
  it('offers 8 avatars and marks the current one', async () => {
    const res = await get('/wps/relay/MCSFE_getPlayerAvatar', player);
    expect(res.status).toBe(200);
    expect(res.body.value.avatars).toHaveLength(8);
    expect(res.body.value.avatars[2]).toEqual({ id: 3, url: '/avatars/3.svg' });
    expect(res.body.value.current).toBe(1);
  });

  it('changes the avatar, shown in the info and the list', async () => {
    const res = await post('/wps/member/info/icon', { avatarId: 6 }, player);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ avatar: '/avatars/6.svg' });
    expect((await get('/wps/member/info', player)).body.value.avatar).toBe('/avatars/6.svg');
    expect((await get('/wps/relay/MCSFE_getPlayerAvatar', player)).body.value.current).toBe(6);
  });

  it.each<[string, unknown]>([
    ['an unknown avatar', { avatarId: 9 }],
    ['avatar 0', { avatarId: 0 }],
    ['a string', { avatarId: '3' }],
    ['a fraction', { avatarId: 2.5 }],
    ['a huge number', { avatarId: 1e12 }],
    ['no avatar', {}],
  ])('refuses %s and changes nothing', async (_name, payload) => {
    const before = (await findMemberByUsername(t.deps.db, 'player01'))!.avatarId;
    const res = await post('/wps/member/info/icon', payload, player);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.avatarId' });
    expect((await findMemberByUsername(t.deps.db, 'player01'))!.avatarId).toBe(before);
  });

  it('refuses an unknown field', async () => {
    const res = await post('/wps/member/info/icon', { avatarId: 2, memberId: 1 }, player);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.memberId' });
  });
});

describe('POST /wps/member/language', () => {
  it('keeps the language', async () => {
    const res = await post('/wps/member/language', { language: 'EN' }, player);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ language: 'EN' });
    expect((await get('/wps/member/info', player)).body.value.language).toBe('EN');
  });

  it.each([['FR'], ['en'], [''], [7], ["EN'; --"]])('refuses %j', async (language) => {
    const res = await post('/wps/member/language', { language }, agent);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('body.language');
    expect((await findMemberByUsername(t.deps.db, 'agent01'))!.language).toBe('MY');
  });
});

describe('GET /wps/v2/member/securityConfig', () => {
  it('masks the mobile and the email, and tells what protects the account', async () => {
    const res = await get('/wps/v2/member/securityConfig', player);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      hasPassword: true,
      // The demo seed gives player01 the payment password 123456 (seed/wallets.ts).
      hasPaymentPassword: true,
      mobile: '+95 ****0002',
      email: 'p***@example.com',
      passwordExpired: false,
      newDeviceVerification: false,
      socialLogins: [],
    });
  });

  it('follows the operator’s new-device switch, the forced change and the social logins', async () => {
    await writeAccountSecurity(
      t.deps.db,
      { ...defaultAccountSecurity, newDeviceVerification: true },
      1,
    );
    await updateMember(t.deps.db, agentId, { mustChangePassword: true, paymentPasswordHash: 'x' });
    await insertOauthIdentityForTest(t, agentId, 'google');
    try {
      const res = await get('/wps/v2/member/securityConfig', agent);
      expect(res.body.value).toMatchObject({
        hasPaymentPassword: true,
        mobile: '+95 ****0001',
        email: null,
        passwordExpired: true,
        newDeviceVerification: true,
        socialLogins: ['google'],
      });
    } finally {
      await writeAccountSecurity(t.deps.db, defaultAccountSecurity, 1);
      await updateMember(t.deps.db, agentId, {
        mustChangePassword: false,
        paymentPasswordHash: null,
      });
    }
  });

  it('masks short values without showing them whole', () => {
    expect(maskMobile('95', '9123454567')).toBe('+95 ****4567');
    expect(maskMobile('1', '12345')).toBe('+1 ****45');
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('ü@x.io')).toBe('ü***@x.io');
  });
});

async function insertOauthIdentityForTest(
  app: TestApp,
  memberId: number,
  provider: 'facebook' | 'google',
) {
  await app.deps.db
    .insert(oauthIdentities)
    .values({ provider, subject: `test-${memberId}`, memberId });
}
