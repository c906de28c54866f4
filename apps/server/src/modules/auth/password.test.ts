// Passwords through HTTP: change, forgot by email (form-encoded) with the mailed link, reset by
// the link and by SMS code; sessions ended; bad input refused with nothing changed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, oneTimeTokens } from '../../db/schema/accounts';
import { sessions } from '../../db/schema/core';
import { countRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  readRegisterSettings,
  writeRegisterSettings,
} from '../register-settings/register-settings.queries';
import { createSession } from '../session/session.service';
import { issueChallenge, solveChallengeForTest } from '../verification/challenge.service';
import {
  codeIn,
  lastMessage,
  makeMember,
  nextIp,
  nextName,
  PASSWORD,
  run,
  tokenWorks,
  waitForMessage,
} from './test-helpers';

let t: TestApp;
/** The human check the SMS code requests ask for by default. */
const solvedChallenge = async () => solveChallengeForTest(await issueChallenge(t.deps));
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://play.example.com' } });
});
afterAll(() => t.close());

async function login(username: string, password: string) {
  return t.call({
    method: 'POST',
    url: '/wps/session/login',
    payload: { type: 'username', username, password },
    remoteAddress: nextIp(),
  });
}

async function tokenOf(username: string, password = PASSWORD): Promise<string> {
  const res = await login(username, password);
  expect(res.status).toBe(200);
  return res.body.value.token as string;
}

/** A session for a member who cannot log in by password. */
const sessionOf = (id: number) =>
  createSession({ db: t.deps.db, ttlHours: 1 }, { kind: 'member', id, ip: null, userAgent: null });

const memberRow = async (id: number) =>
  (await t.deps.db.select().from(members).where(eq(members.id, id)))[0]!;

function change(token: string, payload: Record<string, unknown>) {
  return t.call({
    method: 'POST',
    url: '/wps/member/password',
    token,
    payload,
    remoteAddress: nextIp(),
  });
}

describe('POST /wps/member/password', () => {
  it('changes the password, ends the other sessions and keeps the caller’s', async () => {
    const m = await makeMember(t, { mustChangePassword: true });
    const mine = await tokenOf(m.username);
    const other = await tokenOf(m.username);
    const before = await memberRow(m.id);
    const res = await change(mine, {
      oldPassword: PASSWORD,
      newPassword: 'NewPass456',
      confirmNewPassword: 'NewPass456',
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ success: true });
    expect(await tokenWorks(t, mine)).toBe(true);
    expect(await tokenWorks(t, other)).toBe(false);
    const after = await memberRow(m.id);
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after.mustChangePassword).toBe(false);
    expect(after.passwordChangedAt.getTime()).toBeGreaterThan(before.passwordChangedAt.getTime());
    expect((await login(m.username, PASSWORD)).body.code).toBe('BAD_CREDENTIALS');
    const fresh = await login(m.username, 'NewPass456');
    expect(fresh.status).toBe(200);
    expect(fresh.body.value.passwordExpired).toBe(false);
  });

  it('wants the old password when one is held, and refuses a wrong one', async () => {
    const m = await makeMember(t);
    const token = await tokenOf(m.username);
    const missing = await change(token, {
      newPassword: 'NewPass456',
      confirmNewPassword: 'NewPass456',
    });
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.oldPassword' });
    const wrong = await change(token, {
      oldPassword: 'Wrong999',
      newPassword: 'NewPass456',
      confirmNewPassword: 'NewPass456',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'OLD_PASSWORD_WRONG', field: 'body.oldPassword' });
    expect((await memberRow(m.id)).passwordHash).toBe(m.passwordHash);
    expect(await tokenWorks(t, token)).toBe(true);
  });

  it('counts wrong old passwords toward the account’s login limit (captcha then asked)', async () => {
    const m = await makeMember(t);
    const token = await tokenOf(m.username);
    for (let i = 0; i < 3; i++) {
      await change(token, {
        oldPassword: `Wrong${i}xx`,
        newPassword: 'NewPass456',
        confirmNewPassword: 'NewPass456',
      });
    }
    const res = await login(m.username, PASSWORD);
    expect(res.body.code).toBe('CAPTCHA_REQUIRED');
  });

  it('sets a first password without the old one when none is held (social login only)', async () => {
    const m = await makeMember(t, { password: null });
    const res = await change(await sessionOf(m.id), {
      newPassword: 'First123',
      confirmNewPassword: 'First123',
    });
    expect(res.status).toBe(200);
    expect((await login(m.username, 'First123')).status).toBe(200);
  });

  it('refuses a trial account', async () => {
    const m = await makeMember(t, { password: null, accountType: 4 });
    const res = await change(await sessionOf(m.id), {
      newPassword: 'First123',
      confirmNewPassword: 'First123',
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TRIAL_ACCOUNT');
  });

  it('applies the password rule of the register settings, and never the default', async () => {
    const m = await makeMember(t);
    const token = await tokenOf(m.username);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ newPassword: 'short1', confirmNewPassword: 'short1' }, 'VALIDATION_FAILED', ''],
      [{ newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgh' }, 'VALIDATION_FAILED', ''],
      [
        { newPassword: 'a1'.repeat(11), confirmNewPassword: 'a1'.repeat(11) },
        'VALIDATION_FAILED',
        '',
      ],
      [{ newPassword: 'Good1234', confirmNewPassword: 'Good12345' }, 'PASSWORDS_DO_NOT_MATCH', ''],
    ];
    // The plain rule is 6-20 letters and digits; with a minimum of 7, 'short1' is too short.
    const settings = await readRegisterSettings(t.deps.db);
    await writeRegisterSettings(
      t.deps.db,
      { fields: { ...settings.fields, password: { ...settings.fields.password!, minLength: 7 } } },
      1,
    );
    for (const [patch, code] of cases) {
      const res = await change(token, { oldPassword: PASSWORD, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.field).toBe(
        code === 'PASSWORDS_DO_NOT_MATCH' ? 'body.confirmNewPassword' : 'body.newPassword',
      );
    }
    // With a free-text rule, '{secret}' would pass the pattern: it is refused all the same.
    await writeRegisterSettings(
      t.deps.db,
      {
        fields: {
          ...settings.fields,
          password: { ...settings.fields.password!, acceptedPattern: '*', patternId: 'FREE_TEXT' },
        },
      },
      1,
    );
    const secret = await change(token, {
      oldPassword: PASSWORD,
      newPassword: '{secret}',
      confirmNewPassword: '{secret}',
    });
    expect(secret.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.newPassword' });
    await writeRegisterSettings(t.deps.db, settings, 1);
    expect((await memberRow(m.id)).passwordHash).toBe(m.passwordHash);
  });

  it('refuses bad and hostile input naming the field, and changes nothing', async () => {
    const m = await makeMember(t);
    const token = await tokenOf(m.username);
    const good = {
      oldPassword: PASSWORD,
      newPassword: 'NewPass456',
      confirmNewPassword: 'NewPass456',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ newPassword: 'x'.repeat(129) }, 'body.newPassword'],
      [{ newPassword: '' }, 'body.newPassword'],
      [{ newPassword: 'New\u0000Pass1' }, 'body.newPassword'],
      [{ oldPassword: 12345678 }, 'body.oldPassword'],
      [{ confirmNewPassword: null }, 'body.confirmNewPassword'],
      [{ memberId: 1 }, 'body.memberId'],
    ];
    const sessionsBefore = await countRows(t, sessions);
    for (const [patch, field] of cases) {
      const res = await change(token, { ...good, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await memberRow(m.id)).passwordHash).toBe(m.passwordHash);
    expect(await countRows(t, sessions)).toBe(sessionsBefore);
  });

  it('needs a member session', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/password',
      payload: { newPassword: 'NewPass456', confirmNewPassword: 'NewPass456' },
    });
    expect(res.body.code).toBe('NOT_LOGGED_IN');
  });
});

function forgot(body: string, ip = nextIp(), contentType = 'application/x-www-form-urlencoded') {
  return t.call({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { 'content-type': contentType },
    payload: body,
    remoteAddress: ip,
  });
}

function reset(payload: Record<string, unknown>) {
  return t.call({
    method: 'POST',
    url: '/wps/member/password/reset',
    payload,
    remoteAddress: nextIp(),
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const tokenIn = (body: string) => /resetToken=([A-Za-z0-9_-]+)/.exec(body)![1]!;

describe('forgot password by email', () => {
  it('mails a link (form-encoded request, any case of email) that resets once and logs in', async () => {
    const email = `${nextName('Reset')}@Example.com`;
    const m = await makeMember(t, { email });
    const other = await tokenOf(m.username);
    const res = await forgot(form({ username: m.username, email: email.toLowerCase() }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, value: { sent: true } });
    const mail = await waitForMessage(t, email, 'mail');
    expect(mail.body).toContain('https://play.example.com/?resetToken=');
    const token = tokenIn(mail.body);
    // Only the hash is kept.
    expect(JSON.stringify(await t.deps.db.select().from(oneTimeTokens))).not.toContain(token);

    const mismatch = await reset({ token, newPassword: 'Reset789', confirmNewPassword: 'Reset78' });
    expect(mismatch.body.code).toBe('PASSWORDS_DO_NOT_MATCH');
    const ok = await reset({ token, newPassword: 'Reset789', confirmNewPassword: 'Reset789' });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ username: m.username, passwordExpired: false });
    expect(await tokenWorks(t, ok.body.value.token)).toBe(true);
    expect(await tokenWorks(t, other)).toBe(false);
    expect((await login(m.username, 'Reset789')).status).toBe(200);

    const again = await reset({ token, newPassword: 'Other789', confirmNewPassword: 'Other789' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_VERIFICATION_CODE', field: 'body.token' });
    expect((await login(m.username, 'Reset789')).status).toBe(200);
  });

  it('also takes JSON', async () => {
    const email = `${nextName('json')}@example.com`;
    const m = await makeMember(t, { email });
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: m.username, email },
      remoteAddress: nextIp(),
    });
    expect(res.body.value).toEqual({ sent: true });
    await waitForMessage(t, email, 'mail');
  });

  it('answers the same and mails nothing when the pair does not match an active account', async () => {
    const email = `${nextName('quiet')}@example.com`;
    const m = await makeMember(t, { email });
    const disabled = await makeMember(t, { email: `d${email}`, status: 'disabled' });
    const tokensBefore = await countRows(t, oneTimeTokens);
    const answers = [
      await forgot(form({ username: m.username, email: `x${email}` })),
      await forgot(form({ username: nextName('ghost'), email })),
      await forgot(form({ username: disabled.username, email: `d${email}` })),
    ];
    for (const res of answers) expect(res.body).toEqual({ success: true, value: { sent: true } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await lastMessage(t, email, 'mail')).toBeNull();
    expect(await lastMessage(t, `x${email}`, 'mail')).toBeNull();
    expect(await lastMessage(t, `d${email}`, 'mail')).toBeNull();
    expect(await countRows(t, oneTimeTokens)).toBe(tokensBefore);
  });

  it('refuses an expired link and a made-up one', async () => {
    const email = `${nextName('exp')}@example.com`;
    const m = await makeMember(t, { email });
    await forgot(form({ username: m.username, email }));
    const token = tokenIn((await waitForMessage(t, email, 'mail')).body);
    await t.deps.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.memberId, m.id));
    const expired = await reset({ token, newPassword: 'Reset789', confirmNewPassword: 'Reset789' });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'CODE_EXPIRED', field: 'body.token' });
    const madeUp = await reset({
      token: 'A'.repeat(43),
      newPassword: 'Reset789',
      confirmNewPassword: 'Reset789',
    });
    expect(madeUp.body).toMatchObject({ code: 'INVALID_VERIFICATION_CODE', field: 'body.token' });
    expect((await memberRow(m.id)).passwordHash).toBe(m.passwordHash);
  });

  it('limits requests per address and per username', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await forgot(form({ username: nextName('lim'), email: 'a@b.cd' }), ip)).status).toBe(
        200,
      );
    }
    expect((await forgot(form({ username: nextName('lim'), email: 'a@b.cd' }), ip)).status).toBe(
      429,
    );
    const name = nextName('one');
    for (let i = 0; i < 3; i++) {
      expect((await forgot(form({ username: name, email: 'a@b.cd' }))).status).toBe(200);
    }
    const res = await forgot(form({ username: name.toUpperCase(), email: 'a@b.cd' }));
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses bad and hostile input naming the field', async () => {
    const cases: Array<[string, string]> = [
      [form({ username: 'abc' }), 'body.email'],
      [form({ username: 'abc', email: 'a@b.cd', admin: '1' }), 'body.admin'],
      [form({ username: 'x'.repeat(65), email: 'a@b.cd' }), 'body.username'],
      [form({ username: 'abc', email: 'e'.repeat(255) }), 'body.email'],
      [form({ username: 'a\u0000c', email: 'a@b.cd' }), 'body.username'],
      ['username=abc&username=def&email=a%40b.cd', 'body.username'],
      ['username=abc&email=a%40b.cd&__proto__=x', 'body.__proto__'],
      ['username=abc&email=a%40b.cd&constructor=x', 'body.constructor'],
    ];
    for (const [body, field] of cases) {
      const res = await forgot(body);
      expect(res.status, body).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const xml = await forgot('<a/>', nextIp(), 'text/xml');
    expect(xml.status).toBe(415);
  });

  it('takes form bodies on this call only', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ type: 'username', username: 'abc', password: 'x' }),
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses bad reset input naming the field', async () => {
    const good = { token: 'A'.repeat(43), newPassword: 'Reset789', confirmNewPassword: 'Reset789' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ token: 'short' }, 'body.token'],
      [{ token: `${'A'.repeat(40)}'; drop table members;--` }, 'body.token'],
      [{ newPassword: 'x'.repeat(129) }, 'body.newPassword'],
      [{ newPassword: 'nodigits' }, 'body.newPassword'],
      [{ extra: 1 }, 'body.extra'],
    ];
    for (const [patch, field] of cases) {
      const res = await reset({ ...good, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});

describe('reset by SMS code', () => {
  const dial = '95';
  let counter = 0;
  const nextMobile = () =>
    `7${String(parseInt(run, 16) % 100000).padStart(5, '0')}${String((counter += 1)).padStart(3, '0')}`;

  async function sendCode(mobileNum: string) {
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/password/sms',
      payload: { countryDialingCode: dial, mobileNum, challenge: await solvedChallenge() },
      remoteAddress: nextIp(),
    });
    expect(res.status).toBe(200);
    const sms = await lastMessage(t, `+${dial}${mobileNum}`, 'sms');
    return sms ? codeIn(sms.body) : null;
  }

  function resetBySms(payload: Record<string, unknown>) {
    return t.call({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload,
      remoteAddress: nextIp(),
    });
  }

  it('sets the new password with the code, ends every session and logs in', async () => {
    const mobileNum = nextMobile();
    const m = await makeMember(t, { dialCode: dial, mobileNum });
    const old = await tokenOf(m.username);
    const code = await sendCode(mobileNum);
    const bad = await resetBySms({
      countryDialingCode: dial,
      mobileNum,
      verificationCode: code,
      newPassword: 'short',
    });
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.newPassword' });
    const ok = await resetBySms({
      countryDialingCode: dial,
      mobileNum,
      verificationCode: code,
      newPassword: 'BySms1234',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.value.username).toBe(m.username);
    expect(await tokenWorks(t, ok.body.value.token)).toBe(true);
    expect(await tokenWorks(t, old)).toBe(false);
    expect((await login(m.username, 'BySms1234')).status).toBe(200);
    expect((await login(m.username, PASSWORD)).body.code).toBe('BAD_CREDENTIALS');
    const reused = await resetBySms({
      countryDialingCode: dial,
      mobileNum,
      verificationCode: code,
      newPassword: 'Again1234',
    });
    expect(reused.body.code).toBe('CODE_EXPIRED');
  });

  it('refuses a wrong code and an unknown number alike, changing nothing', async () => {
    const mobileNum = nextMobile();
    const m = await makeMember(t, { dialCode: dial, mobileNum });
    const code = await sendCode(mobileNum);
    const unknown = nextMobile();
    await sendCode(unknown);
    const wrong = code === '000000' ? '000001' : '000000';
    const a = await resetBySms({
      countryDialingCode: dial,
      mobileNum,
      verificationCode: wrong,
      newPassword: 'BySms1234',
    });
    const b = await resetBySms({
      countryDialingCode: dial,
      mobileNum: unknown,
      verificationCode: wrong,
      newPassword: 'BySms1234',
    });
    expect(a.body.code).toBe('INVALID_VERIFICATION_CODE');
    expect(b.body).toEqual(a.body);
    expect((await memberRow(m.id)).passwordHash).toBe(m.passwordHash);
  });

  it('refuses bad input naming the field', async () => {
    const good = {
      countryDialingCode: dial,
      mobileNum: '91234567',
      verificationCode: '123456',
      newPassword: 'BySms1234',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ mobileNum: '+95 123' }, 'body.mobileNum'],
      [{ countryDialingCode: '0' }, 'body.countryDialingCode'],
      [{ verificationCode: 'x'.repeat(256) }, 'body.verificationCode'],
      [{ newPassword: 'p'.repeat(129) }, 'body.newPassword'],
      [{ confirmNewPassword: 'BySms1234' }, 'body.confirmNewPassword'],
    ];
    for (const [patch, field] of cases) {
      const res = await resetBySms({ ...good, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});
