// Registration by username and by mobile, through HTTP: flags, field rules, the order of the
// lookups, the human checks, SMS codes, links to agents and referrers, and refused input.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '@wps/contracts/account/accounts';
import type { TRegisterSettings } from '@wps/contracts/system/register-settings';
import type { TWhitelabel } from '@wps/contracts/system/whitelabel';
import { members, outbox } from '../../db/schema/accounts';
import { verifyPassword } from '../../lib/passwords';
import { auditRows, countRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  defaultAccountSecurity,
  writeAccountSecurity,
} from '../account-settings/account-settings.queries';
import { createMember } from '../member/member-create';
import { findMemberByUsername, updateMember } from '../member/member.queries';
import { issueCaptchaWithAnswer } from '../verification/captcha.service';
import { issueChallenge, solveChallengeForTest } from '../verification/challenge.service';
import { sendSmsCode } from '../verification/sms.service';
import { ageOn, parseBirthday } from './registration.service';

let t: TestApp;
let admin: string;
let defaults: TRegisterSettings;
let whitelabel: TWhitelabel;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  defaults = (await t.call({ method: 'GET', url: '/wps/system/setting/register' })).body.value;
  whitelabel = (await t.call({ method: 'GET', url: '/wps/system/whitelabel' })).body.value;
});
afterAll(() => t.close());

// Every request comes from its own address, so the per-address limits stay out of the way.
let lastIp = 0;
const nextIp = () => `10.20.${Math.floor(lastIp / 250)}.${(lastIp++ % 250) + 1}`;
let lastName = 0;
const nextName = () => `user${++lastName}x${process.pid % 1000}`;
let lastMobile = 0;
const nextMobile = () => `96${String(++lastMobile).padStart(8, '0')}`;

const base = (extra: Record<string, unknown> = {}) => ({
  username: nextName(),
  password: 'secret123',
  confirmPassword: 'secret123',
  domain: 'www.royalwin.example',
  registerUrl: 'https://www.royalwin.example/register',
  registerMethod: 'WEB',
  termsAccepted: true,
  login: false,
  ...extra,
});

function register(payload: unknown, options: { ip?: string; mobile?: boolean } = {}) {
  return t.call({
    method: 'POST',
    url: options.mobile ? '/wps/member/register/mobile' : '/wps/member/register',
    payload: payload as object,
    remoteAddress: options.ip ?? nextIp(),
    headers: { 'user-agent': 'vitest' },
  });
}

async function putSettings(fields: Partial<TRegisterSettings['fields']>) {
  const res = await t.call({
    method: 'PUT',
    url: '/ops/api/system/setting/register',
    token: admin,
    payload: { fields: { ...defaults.fields, ...fields } },
  });
  expect(res.status).toBe(200);
}
const field = (name: keyof TRegisterSettings['fields'], patch: Record<string, unknown>) => ({
  [name]: { ...defaults.fields[name]!, ...patch },
});

async function putWhitelabel(patch: Partial<TWhitelabel>) {
  const res = await t.call({
    method: 'PUT',
    url: '/ops/api/system/whitelabel',
    token: admin,
    payload: { ...whitelabel, ...patch },
  });
  expect(res.status).toBe(200);
}

async function withSettings<T>(
  change: { fields?: Partial<TRegisterSettings['fields']>; flags?: Partial<TWhitelabel> },
  work: () => Promise<T>,
): Promise<T> {
  if (change.fields) await putSettings(change.fields);
  if (change.flags) await putWhitelabel(change.flags);
  try {
    return await work();
  } finally {
    if (change.fields) await putSettings({});
    if (change.flags) await putWhitelabel({});
  }
}

async function smsCode(mobileNum: string, dialCode = '95'): Promise<string> {
  await sendSmsCode(t.deps, { purpose: 'register', dialCode, mobileNum, ip: nextIp() });
  const [row] = await t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, `+${dialCode}${mobileNum}`)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(row!.body)![1]!;
}

async function captcha() {
  const { id, answer } = await issueCaptchaWithAnswer(t.deps, '10.99.0.1');
  return { id, answer };
}

async function challenge() {
  return solveChallengeForTest(await issueChallenge(t.deps));
}

const row = (username: string) => findMemberByUsername(t.deps.db, username);

async function expectRefused(
  res: { status: number; body: any },
  status: number,
  code: string,
  field?: string,
) {
  expect(res.body, JSON.stringify(res.body)).toMatchObject({
    success: false,
    code,
    ...(field ? { field } : {}),
  });
  expect(res.status).toBe(status);
}

describe('POST /wps/member/register (username)', () => {
  it('creates a player with the default settings, and keeps where and how it registered', async () => {
    const payload = base();
    const ip = nextIp();
    const res = await register(payload, { ip });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      id: expect.any(Number),
      username: payload.username,
      session: null,
    });
    const member = (await row(payload.username))!;
    expect(member).toMatchObject({
      id: res.body.value.id,
      accountType: 0,
      nickname: payload.username,
      status: 'active',
      language: whitelabel.defaultLanguage,
      registerMethod: 'WEB',
      registerUrl: payload.registerUrl,
      domain: payload.domain,
      registerIp: ip,
      uplineId: null,
      referrerId: null,
      mustChangePassword: false,
      dialCode: null,
      mobileNum: null,
      lastLoginAt: null,
    });
    expect(member.referralCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(member.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(member.passwordHash, 'secret123')).toBe(true);
    const audit = (await auditRows(t, 'member.register')).filter(
      (a) => a.subject === `member:${member.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorKind: 'member', actorId: member.id });
  });

  it('answers a session with login: true, which the member calls accept', async () => {
    const payload = base({ login: true });
    const res = await register(payload);
    expect(res.status).toBe(200);
    const session = res.body.value.session;
    expect(session).toEqual({
      token: expect.any(String),
      firstTimeLogin: true,
      passwordExpired: false,
      username: payload.username,
      isAgent: false,
      accountType: 0,
    });
    const info = await t.call({ method: 'GET', url: '/wps/member/info', token: session.token });
    expect(info.status).toBe(200);
    expect(info.body.value.userName).toBe(payload.username);
  });

  it('refuses a username taken in another case, and stores nothing', async () => {
    const before = await countRows(t, members);
    const res = await register(base({ username: 'PLAYER01' }));
    await expectRefused(res, 409, 'USERNAME_TAKEN', 'body.username');
    expect(await countRows(t, members)).toBe(before);
  });

  it('maps a unique-index violation to USERNAME_TAKEN (the race the pre-check cannot see)', async () => {
    const insert = createMember(
      t.deps.db,
      { username: 'Agent01', nickname: 'x', passwordHash: null },
      { actorKind: 'system', action: 'member.test' },
    );
    await expect(insert).rejects.toMatchObject({ code: 'USERNAME_TAKEN', field: 'body.username' });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets one of two concurrent registrations of one name win; the other gets USERNAME_TAKEN',
    async () => {
      for (let round = 0; round < 3; round++) {
        const username = nextName();
        const results = await Promise.all([0, 1, 2, 3].map(() => register(base({ username }))));
        const statuses = results.map((r) => r.status).sort();
        expect(statuses).toEqual([200, 409, 409, 409]);
        for (const lost of results.filter((r) => r.status === 409)) {
          expect(lost.body.code).toBe('USERNAME_TAKEN');
        }
        const [{ n }] = (await t.deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(members)
          .where(sql`lower(${members.username}) = lower(${username})`)) as [{ n: number }];
        expect(n).toBe(1);
      }
    },
  );

  it('refuses the default password and a different confirmation', async () => {
    await expectRefused(
      await register(base({ password: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD })),
      400,
      'VALIDATION_FAILED',
      'body.password',
    );
    await withSettings(
      { fields: field('password', { acceptedPattern: '*', patternId: 'FREE_TEXT' }) },
      async () => {
        const res = await register(
          base({ password: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD }),
        );
        await expectRefused(res, 400, 'VALIDATION_FAILED', 'body.password');
      },
    );
    await expectRefused(
      await register(base({ confirmPassword: 'secret124' })),
      400,
      'PASSWORDS_DO_NOT_MATCH',
      'body.confirmPassword',
    );
  });
});

describe('field rules from the settings', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a username starting with a digit', { username: '1player' }, 'body.username'],
    ['a one-letter username', { username: 'p' }, 'body.username'],
    ['a 16-letter username', { username: 'p'.repeat(16) }, 'body.username'],
    ['a username with a space', { username: 'ab cd' }, 'body.username'],
    ['a username with a symbol', { username: 'ab<cd' }, 'body.username'],
    ['no username', { username: undefined }, 'body.username'],
    ['an empty username', { username: '  ' }, 'body.username'],
    [
      'a password of letters only',
      { password: 'abcdefg', confirmPassword: 'abcdefg' },
      'body.password',
    ],
    ['a 5-character password', { password: 'abc12', confirmPassword: 'abc12' }, 'body.password'],
    [
      'a 21-character password',
      { password: 'a1'.repeat(10) + 'b', confirmPassword: 'a1'.repeat(10) + 'b' },
      'body.password',
    ],
  ])('refuses %s with the demo rules', async (_name, patch, name) => {
    const before = await countRows(t, members);
    const res = await register(base(patch));
    await expectRefused(res, 400, 'VALIDATION_FAILED', name);
    expect(res.body.message).toMatch(/must be|required|pattern/);
    expect(await countRows(t, members)).toBe(before);
  });

  it('enforces an enabled field: required, length and pattern; stores it when valid', async () => {
    await withSettings(
      {
        fields: {
          ...field('email', { enabled: true, required: true }),
          ...field('qqNum', { enabled: true }),
        },
      },
      async () => {
        await expectRefused(await register(base()), 400, 'VALIDATION_FAILED', 'body.email');
        await expectRefused(
          await register(base({ email: 'not-an-email' })),
          400,
          'VALIDATION_FAILED',
          'body.email',
        );
        await expectRefused(
          await register(base({ email: 'a@b.co' + 'm'.repeat(100) })),
          400,
          'VALIDATION_FAILED',
          'body.email',
        );
        await expectRefused(
          await register(base({ email: 'ok@example.com', qqNum: '12ab5' })),
          400,
          'VALIDATION_FAILED',
          'body.qqNum',
        );
        const payload = base({ email: 'ok@example.com', qqNum: '123456' });
        expect((await register(payload)).status).toBe(200);
        expect(await row(payload.username)).toMatchObject({
          email: 'ok@example.com',
          qqNum: '123456',
        });
      },
    );
  });

  it('applies an operator’s own pattern to the username', async () => {
    await withSettings(
      { fields: field('username', { acceptedPattern: '^vip[a-z0-9]+$' }) },
      async () => {
        await expectRefused(await register(base()), 400, 'VALIDATION_FAILED', 'body.username');
        expect((await register(base({ username: `vip${lastName++}` }))).status).toBe(200);
      },
    );
  });

  it('refuses a name outside the username characters even when the operator’s rule allows it', async () => {
    // Letters of any script: 'vİctim' (U+0130) would lower-case one way in JavaScript and
    // another in SQL, and collide with 'victim' in the unique index but not in the limits.
    await withSettings(
      { fields: field('username', { acceptedPattern: '^[\\p{L}\\p{N}]+$', patternId: 'LETTERS' }) },
      async () => {
        const before = await countRows(t, members);
        for (const username of ['v\u0130ctim', 'caf\u00e9', 'x\u0131y']) {
          const res = await register(base({ username }));
          await expectRefused(res, 400, 'VALIDATION_FAILED', 'body.username');
        }
        expect(await countRows(t, members)).toBe(before);
      },
    );
  });

  it("holds a payee name to the shared payee-name rule even when the operator's pattern is '*'", async () => {
    await withSettings(
      {
        fields: field('payeeName', {
          enabled: true,
          acceptedPattern: '*',
          patternId: 'FREE_TEXT',
          minLength: 2,
          maxLength: 100,
        }),
      },
      async () => {
        await expectRefused(
          await register(base({ payeeName: '<svg onload=alert(1)>' })),
          400,
          'VALIDATION_FAILED',
          'body.payeeName',
        );
        const payload = base({ payeeName: 'Aung Aung' });
        expect((await register(payload)).status).toBe(200);
        expect((await row(payload.username))!.payeeName).toBe('Aung Aung');
      },
    );
  });

  it('ignores the value of a disabled field: accepted, not checked, not stored', async () => {
    const payload = base({ email: 'not-an-email', qqNum: 'abc', mobileNum: '12', payeeName: '?' });
    const res = await register(payload);
    expect(res.status).toBe(200);
    expect(await row(payload.username)).toMatchObject({
      email: null,
      qqNum: null,
      mobileNum: null,
      dialCode: null,
      payeeName: null,
    });
  });

  it('keeps a payment password argon2id-hashed when the field is on', async () => {
    await withSettings(
      { fields: field('paymentPassword', { enabled: true, required: true }) },
      async () => {
        await expectRefused(
          await register(base()),
          400,
          'VALIDATION_FAILED',
          'body.paymentPassword',
        );
        const payload = base({ paymentPassword: '135790' });
        expect((await register(payload)).status).toBe(200);
        const member = (await row(payload.username))!;
        expect(member.paymentPasswordHash).toMatch(/^\$argon2id\$/);
        expect(await verifyPassword(member.paymentPasswordHash, '135790')).toBe(true);
      },
    );
  });
});

describe('ages (a birthday must show 21)', () => {
  const yearsAgo = (years: number, days = 0) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it('counts whole years, and reads both date patterns', () => {
    expect(ageOn('2000-02-29', new Date('2021-02-28T12:00:00Z'))).toBe(20);
    expect(ageOn('2000-02-29', new Date('2021-03-01T00:00:00Z'))).toBe(21);
    expect(parseBirthday('2001-02-30')).toBeNull();
    expect(parseBirthday('02-28-2001')).toBe('2001-02-28');
  });

  it('accepts 21 today and refuses a day younger, or a date that does not exist', async () => {
    await withSettings(
      { fields: field('birthday', { enabled: true, required: true }) },
      async () => {
        await expectRefused(await register(base()), 400, 'VALIDATION_FAILED', 'body.birthday');
        const young = await register(base({ birthday: yearsAgo(21, 1) }));
        await expectRefused(young, 400, 'UNDERAGE', 'body.birthday');
        await expectRefused(
          await register(base({ birthday: yearsAgo(18) })),
          400,
          'UNDERAGE',
          'body.birthday',
        );
        await expectRefused(
          await register(base({ birthday: '2001-02-30' })),
          400,
          'VALIDATION_FAILED',
          'body.birthday',
        );
        await expectRefused(
          await register(base({ birthday: '12/01/1990' })),
          400,
          'VALIDATION_FAILED',
          'body.birthday',
        );
        const payload = base({ birthday: yearsAgo(21) });
        expect((await register(payload)).status).toBe(200);
        expect((await row(payload.username))!.birthday).toBe(yearsAgo(21));
      },
    );
  });
});

describe('whitelabel flags', () => {
  it('closes both ways when DIRECTREG3 is off', async () => {
    await withSettings({ flags: { DIRECTREG3: false } }, async () => {
      const before = await countRows(t, members);
      await expectRefused(await register(base()), 403, 'OPERATION_NOT_ALLOWED');
      const mobile = await register(base({ mobileNum: nextMobile(), countryDialingCode: '95' }), {
        mobile: true,
      });
      await expectRefused(mobile, 403, 'OPERATION_NOT_ALLOWED');
      expect(await countRows(t, members)).toBe(before);
    });
  });

  it('closes the username way without USERNAMEREG3, leaving the mobile way open', async () => {
    await withSettings({ flags: { USERNAMEREG3: false, REGMOBVERF3: false } }, async () => {
      await expectRefused(await register(base()), 403, 'OPERATION_NOT_ALLOWED');
      const mobile = await register(base({ mobileNum: nextMobile(), countryDialingCode: '95' }), {
        mobile: true,
      });
      expect(mobile.status).toBe(200);
    });
  });

  it('opens the mobile way with either MOBILENUMREG3 or MOBILENUMPASSREG3, and not without', async () => {
    const mobile = () =>
      register(base({ mobileNum: nextMobile(), countryDialingCode: '95' }), { mobile: true });
    await withSettings(
      { flags: { MOBILENUMREG3: false, MOBILENUMPASSREG3: false, REGMOBVERF3: false } },
      async () => {
        await expectRefused(await mobile(), 403, 'OPERATION_NOT_ALLOWED');
        expect((await register(base())).status).toBe(200);
      },
    );
    await withSettings(
      { flags: { MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: false } },
      async () => {
        expect((await mobile()).status).toBe(200);
      },
    );
  });
});

describe('POST /wps/member/register/mobile', () => {
  it('asks for the SMS code under REGMOBVERF3 (the demo), then makes the number the username', async () => {
    const mobileNum = nextMobile();
    const payload = base({ username: undefined, mobileNum, countryDialingCode: '95' });
    const before = await countRows(t, members);
    const missing = await register(payload, { mobile: true });
    await expectRefused(missing, 400, 'MISSING_VERIFICATION_CODE', 'body.verificationCode');
    const code = await smsCode(mobileNum);
    const wrong = await register(
      { ...payload, verificationCode: code === '000000' ? '111111' : '000000' },
      { mobile: true },
    );
    await expectRefused(wrong, 400, 'INVALID_VERIFICATION_CODE', 'body.verificationCode');
    expect(await countRows(t, members)).toBe(before);
    const res = await register(
      { ...payload, verificationCode: code, login: true },
      { mobile: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.value.username).toBe(mobileNum);
    expect(res.body.value.session.token).toEqual(expect.any(String));
    expect(await row(mobileNum)).toMatchObject({ dialCode: '95', mobileNum, nickname: mobileNum });
    // The code is spent, and the number is taken.
    const again = await register({ ...payload, verificationCode: code }, { mobile: true });
    await expectRefused(again, 409, 'MOBILE_TAKEN', 'body.mobileNum');
  });

  it('needs the number under its rule even though the field is off, and a dial code', async () => {
    await withSettings({ flags: { REGMOBVERF3: false } }, async () => {
      const before = await countRows(t, members);
      const none = await register(base({ countryDialingCode: '95' }), { mobile: true });
      await expectRefused(none, 400, 'VALIDATION_FAILED', 'body.mobileNum');
      const short = await register(base({ mobileNum: '12345', countryDialingCode: '95' }), {
        mobile: true,
      });
      await expectRefused(short, 400, 'VALIDATION_FAILED', 'body.mobileNum');
      const noDial = await register(base({ mobileNum: nextMobile() }), { mobile: true });
      await expectRefused(noDial, 400, 'VALIDATION_FAILED', 'body.countryDialingCode');
      expect(await countRows(t, members)).toBe(before);
      const taken = await register(base({ mobileNum: '9700000002', countryDialingCode: '95' }), {
        mobile: true,
      });
      await expectRefused(taken, 409, 'MOBILE_TAKEN', 'body.mobileNum');
    });
  });

  it('keeps a mobile number given on the username way when the field is on, with the SMS code', async () => {
    await withSettings({ fields: field('mobileNum', { enabled: true }) }, async () => {
      const mobileNum = nextMobile();
      const payload = base({ mobileNum, countryDialingCode: '66' });
      await expectRefused(await register(payload), 400, 'MISSING_VERIFICATION_CODE');
      const code = await smsCode(mobileNum, '66');
      expect((await register({ ...payload, verificationCode: code })).status).toBe(200);
      expect(await row(payload.username)).toMatchObject({ dialCode: '66', mobileNum });
    });
  });
});

describe('captcha and challenge turned on', () => {
  const turnOn = async (work: () => Promise<void>) => {
    await writeAccountSecurity(
      t.deps.db,
      { ...defaultAccountSecurity, registerChallenge: true },
      1,
    );
    try {
      await withSettings({ fields: field('captcha', { enabled: true }) }, work);
    } finally {
      await writeAccountSecurity(t.deps.db, defaultAccountSecurity, 1);
    }
  };

  it('asks for both on the username way, and accepts each once', async () => {
    await turnOn(async () => {
      const before = await countRows(t, members);
      await expectRefused(await register(base()), 400, 'CAPTCHA_REQUIRED', 'body.captcha');
      const wrong = { ...(await captcha()), answer: 'ZZZZZ9' };
      await expectRefused(
        await register(base({ captcha: wrong, challenge: await challenge() })),
        400,
        'CAPTCHA_INVALID',
      );
      await expectRefused(
        await register(base({ captcha: await captcha() })),
        400,
        'CHALLENGE_FAILED',
        'body.challenge',
      );
      expect(await countRows(t, members)).toBe(before);
      const solved = await challenge();
      const ok = await register(base({ captcha: await captcha(), challenge: solved }));
      expect(ok.status).toBe(200);
      const reused = await register(base({ captcha: await captcha(), challenge: solved }));
      await expectRefused(reused, 400, 'CHALLENGE_FAILED');
    });
  });

  it('asks for captcha, challenge and SMS code on the mobile way', async () => {
    await turnOn(async () => {
      const mobileNum = nextMobile();
      const code = await smsCode(mobileNum);
      const payload = base({ mobileNum, countryDialingCode: '95', verificationCode: code });
      await expectRefused(await register(payload, { mobile: true }), 400, 'CAPTCHA_REQUIRED');
      const res = await register(
        { ...payload, captcha: await captcha(), challenge: await challenge() },
        { mobile: true },
      );
      expect(res.status).toBe(200);
      expect(res.body.value.username).toBe(mobileNum);
    });
  });

  it('checks an invitation code before the captcha (spec 4)', async () => {
    await turnOn(async () => {
      const res = await register(base({ affiliateCode: 'NOSUCH99' }));
      await expectRefused(res, 400, 'INVITATION_CODE_INVALID', 'body.affiliateCode');
    });
  });
});

describe('agents and referrers', () => {
  it('POST /wps/agent/affiliate: an active agent’s code in any case is valid; others are not', async () => {
    const check = (affiliateCode: unknown) =>
      t.call({
        method: 'POST',
        url: '/wps/agent/affiliate',
        payload: { affiliateCode, domain: 'www.royalwin.example' } as object,
        remoteAddress: nextIp(),
      });
    const ok = await check('agent01');
    expect(ok.status).toBe(200);
    expect(ok.body.value).toEqual({ valid: true });
    await expectRefused(
      await check('NOSUCH'),
      400,
      'INVITATION_CODE_INVALID',
      'body.affiliateCode',
    );
    await expectRefused(await check('AGENT%'), 400, 'INVITATION_CODE_INVALID');
    await expectRefused(await check(''), 400, 'VALIDATION_FAILED', 'body.affiliateCode');
    await expectRefused(await check(12), 400, 'VALIDATION_FAILED', 'body.affiliateCode');
    // A player holding a code is not an agent; a disabled agent's code is dead.
    const player = (await row('player01'))!;
    await updateMember(t.deps.db, player.id, { affiliateCode: 'PLAYERCODE' });
    await expectRefused(await check('playercode'), 400, 'INVITATION_CODE_INVALID');
    const agent = (await row('agent01'))!;
    await updateMember(t.deps.db, agent.id, { status: 'disabled' });
    try {
      await expectRefused(await check('AGENT01'), 400, 'INVITATION_CODE_INVALID');
      await expectRefused(
        await register(base({ affiliateCode: 'AGENT01' })),
        400,
        'INVITATION_CODE_INVALID',
      );
    } finally {
      await updateMember(t.deps.db, agent.id, { status: 'active' });
      await updateMember(t.deps.db, player.id, { affiliateCode: null });
    }
  });

  it('puts a member under the agent whose code it registered with', async () => {
    const payload = base({ affiliateCode: 'agent01' });
    expect((await register(payload)).status).toBe(200);
    const agent = (await row('agent01'))!;
    expect((await row(payload.username))!.uplineId).toBe(agent.id);
    const before = await countRows(t, members);
    await expectRefused(
      await register(base({ affiliateCode: 'player01' })),
      400,
      'INVITATION_CODE_INVALID',
    );
    expect(await countRows(t, members)).toBe(before);
  });

  it('links a member to the referrer whose code it brought; an unknown code links nobody', async () => {
    const referrer = (await row('player01'))!;
    const payload = base({ referralCode: referrer.referralCode.toLowerCase() });
    expect((await register(payload)).status).toBe(200);
    expect((await row(payload.username))!.referrerId).toBe(referrer.id);
    const unknown = base({ referralCode: 'ZZZZ2222' });
    expect((await register(unknown)).status).toBe(200);
    expect((await row(unknown.username))!.referrerId).toBeNull();
    await expectRefused(
      await register(base({ referralCode: 'bad code!' })),
      400,
      'VALIDATION_FAILED',
      'body.referralCode',
    );
  });
});

describe('bad and hostile input', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown field', { isAgent: true }, 'body.isAgent'],
    ['an accountType field', { accountType: 1 }, 'body.accountType'],
    ['a huge username', { username: 'a'.repeat(100_000) }, 'body.username'],
    ['a NUL in the username', { username: 'ab\u0000cd' }, 'body.username'],
    ['an escape in the email', { email: 'a\u001b[31m@b.com' }, 'body.email'],
    ['a newline in the domain', { domain: 'a\nb' }, 'body.domain'],
    ['a number as username', { username: 12345 }, 'body.username'],
    ['an array as password', { password: ['secret123'] }, 'body.password'],
    [
      'a huge password',
      { password: 'a1'.repeat(100), confirmPassword: 'a1'.repeat(100) },
      'body.password',
    ],
    ['a control character in the password', { password: 'abc\u0007123' }, 'body.password'],
    ['terms not accepted', { termsAccepted: false }, 'body.termsAccepted'],
    ['no terms', { termsAccepted: undefined }, 'body.termsAccepted'],
    ['another register method', { registerMethod: 'APP' }, 'body.registerMethod'],
    ['login as a string', { login: 'true' }, 'body.login'],
    ['a dial code with +', { countryDialingCode: '+95' }, 'body.countryDialingCode'],
    ['a captcha without an id', { captcha: { answer: 'ABCD' } }, 'body.captcha.id'],
    ['a huge register URL', { registerUrl: 'x'.repeat(2001) }, 'body.registerUrl'],
    ['SQL in the username', { username: "x'; DROP TABLE members; --" }, 'body.username'],
    ['markup in the username', { username: '<img src=x onerror=alert(1)>' }, 'body.username'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, patch, name) => {
    const before = await countRows(t, members);
    const res = await register(base(patch));
    await expectRefused(res, 400, 'VALIDATION_FAILED', name);
    expect(await countRows(t, members)).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/register',
      payload: '"hello"',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('allows 10 registrations an hour from one address, then 429 with nothing stored', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await register(base(), { ip })).status).toBe(200);
    const before = await countRows(t, members);
    await expectRefused(await register(base(), { ip }), 429, 'TOO_MANY_REQUESTS');
    expect(await countRows(t, members)).toBe(before);
    expect((await register(base())).status).toBe(200);
  });
});
