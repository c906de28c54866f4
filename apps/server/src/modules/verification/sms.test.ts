// SMS codes: the three request calls and consumeSmsCode, with the local provider's outbox.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, smsCodes } from '../../db/schema/accounts';
import { countRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  ACCOUNT_SECURITY_KEY,
  defaultAccountSecurity,
} from '../account-settings/account-settings.queries';
import { insertMember } from '../member/member.queries';
import {
  REGISTER_SETTINGS_KEY,
  readRegisterSettings,
} from '../register-settings/register-settings.queries';
import { writeSetting } from '../settings/settings.queries';
import { WHITELABEL_KEY, readWhitelabel } from '../whitelabel/whitelabel.queries';
import { issueCaptchaWithAnswer } from './captcha.service';
import { issueChallenge, solveChallengeForTest } from './challenge.service';
import { consumeSmsCode, sendSmsCode, type SmsPurpose } from './sms.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function setFlags(patch: Record<string, boolean>) {
  const current = await readWhitelabel(t.deps.db);
  await writeSetting(t.deps.db, WHITELABEL_KEY, { ...current, ...patch }, null);
}
beforeEach(async () => {
  await setFlags({ MOBILENUMREG3: true, MOBILEVERCODELOGIN3: true });
  await writeSetting(t.deps.db, ACCOUNT_SECURITY_KEY, defaultAccountSecurity, null);
});

let counter = 0;
/** A fresh number and client address for each use, so tests do not meet each other's limits. */
const fresh = () => {
  counter += 1;
  return {
    dial: '95',
    mobile: `9${String(700000 + counter)}`,
    ip: `10.30.${counter >> 8}.${counter & 255}`,
  };
};

/** A solved challenge, as the web's SMS button sends (the human check is on by default). */
const solved = async () => solveChallengeForTest(await issueChallenge(t.deps));

/** Posts with a solved challenge unless the payload says what `challenge` is (or omits it). */
async function post(url: string, payload: object, ip: string) {
  const body = 'challenge' in payload ? payload : { ...payload, challenge: await solved() };
  return t.call({ method: 'POST', url, payload: body, remoteAddress: ip });
}
const requestRegister = (dial: string, mobile: string, ip: string, extra: object = {}) =>
  post(
    '/wps/verification/sms/register',
    { countryDialingCode: dial, mobileNo: mobile, ...extra },
    ip,
  );
const requestLogin = (dial: string, mobile: string, ip: string) =>
  post('/wps/verification/sms/noLogin', { countryDialingCode: dial, mobileNum: mobile }, ip);
const requestReset = (dial: string, mobile: string, ip: string) =>
  post('/wps/member/password/sms', { countryDialingCode: dial, mobileNum: mobile }, ip);

async function outboxFor(dial: string, mobile: string) {
  return t.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, `+${dial}${mobile}`))
    .orderBy(desc(outbox.id));
}
async function lastCode(dial: string, mobile: string): Promise<string> {
  const [message] = await outboxFor(dial, mobile);
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
}
async function codeRows(dial: string, mobile: string) {
  return t.deps.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.dialCode, dial), eq(smsCodes.mobileNum, mobile)))
    .orderBy(smsCodes.id);
}
/** Moves every code of the number back in time, as if `ms` had passed. */
async function age(dial: string, mobile: string, ms: number) {
  for (const row of await codeRows(dial, mobile)) {
    await t.deps.db
      .update(smsCodes)
      .set({
        createdAt: new Date(row.createdAt.getTime() - ms),
        expiresAt: new Date(row.expiresAt.getTime() - ms),
      })
      .where(eq(smsCodes.id, row.id));
  }
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    const e = error as { code: string; field?: string };
    return { code: e.code, field: e.field };
  }
}
const consume = (purpose: SmsPurpose, dial: string, mobile: string, code: string | undefined) =>
  consumeSmsCode(t.deps, { purpose, dialCode: dial, mobileNum: mobile, code });

let memberCounter = 0;
async function memberWith(dial: string, mobile: string) {
  memberCounter += 1;
  return insertMember(t.deps.db, {
    username: `sms_member_${memberCounter}`,
    nickname: `sms_member_${memberCounter}`,
    referralCode: `SMSREF${memberCounter}`,
    dialCode: dial,
    mobileNum: mobile,
  });
}

describe('POST /wps/verification/sms/register', () => {
  it('sends 6 random digits through the local provider and keeps only their hash', async () => {
    const { dial, mobile, ip } = fresh();
    const res = await requestRegister(dial, mobile, ip);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ expiredMinutes: 5 });
    const [message, ...others] = await outboxFor(dial, mobile);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ channel: 'sms', subject: null });
    expect(message!.body).toMatch(/^Your RoyalWin code is \d{6}\. It expires in 5 minutes\.$/);
    const code = await lastCode(dial, mobile);
    const [row] = await codeRows(dial, mobile);
    expect(row).toMatchObject({ purpose: 'register', tries: 0, usedAt: null, ip });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBe(5 * 60_000);
  });

  it('answers the operator’s code lifetime', async () => {
    await writeSetting(
      t.deps.db,
      ACCOUNT_SECURITY_KEY,
      { ...defaultAccountSecurity, smsCodeMinutes: 3 },
      null,
    );
    const { dial, mobile, ip } = fresh();
    const res = await requestRegister(dial, mobile, ip);
    expect(res.body.value).toEqual({ expiredMinutes: 3 });
    expect((await outboxFor(dial, mobile))[0]!.body).toContain('It expires in 3 minutes.');
  });

  it('refuses a number that already has an account (MOBILE_TAKEN), sending nothing', async () => {
    const { dial, mobile, ip } = fresh();
    await memberWith(dial, mobile);
    const res = await requestRegister(dial, mobile, ip);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'MOBILE_TAKEN', field: 'body.mobileNo' });
    expect(await outboxFor(dial, mobile)).toEqual([]);
  });

  it('is refused when no mobile registration flag is on; any one of the three allows it', async () => {
    await setFlags({ MOBILENUMREG3: false, MOBILENUMPASSREG3: false, REGMOBVERF3: false });
    const a = fresh();
    const res = await requestRegister(a.dial, a.mobile, a.ip);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('OPERATION_NOT_ALLOWED');
    expect(await codeRows(a.dial, a.mobile)).toEqual([]);
    for (const flag of ['MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3']) {
      await setFlags({
        MOBILENUMREG3: false,
        MOBILENUMPASSREG3: false,
        REGMOBVERF3: false,
        [flag]: true,
      });
      const b = fresh();
      expect((await requestRegister(b.dial, b.mobile, b.ip)).status, flag).toBe(200);
    }
  });

  it('applies the operator’s mobile number rule', async () => {
    const original = await readRegisterSettings(t.deps.db);
    await writeSetting(
      t.deps.db,
      REGISTER_SETTINGS_KEY,
      {
        fields: {
          ...original.fields,
          mobileNum: {
            enabled: false,
            required: false,
            acceptedPattern: '^9[0-9]+$',
            patternId: 'DIGITS',
            minLength: 7,
            maxLength: 10,
          },
        },
      },
      null,
    );
    try {
      const { ip } = fresh();
      const res = await requestRegister('95', '812345678', ip);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_PHONE_NUMBER', field: 'body.mobileNo' });
      expect(await codeRows('95', '812345678')).toEqual([]);
    } finally {
      await writeSetting(t.deps.db, REGISTER_SETTINGS_KEY, original, null);
    }
  });

  it('asks for the captcha when the register settings turn it on, and checks it', async () => {
    const original = await readRegisterSettings(t.deps.db);
    await writeSetting(
      t.deps.db,
      REGISTER_SETTINGS_KEY,
      {
        fields: {
          ...original.fields,
          captcha: {
            enabled: true,
            required: true,
            acceptedPattern: '^[A-Za-z0-9]+$',
            patternId: 'ALNUM',
            minLength: 4,
            maxLength: 6,
          },
        },
      },
      null,
    );
    try {
      const a = fresh();
      const missing = await requestRegister(a.dial, a.mobile, a.ip);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'body.captcha' });
      const b = fresh();
      const wrongCaptcha = await issueCaptchaWithAnswer(t.deps, b.ip);
      const wrong = await requestRegister(b.dial, b.mobile, b.ip, {
        captcha: { id: wrongCaptcha.id, answer: wrongCaptcha.answer === 'AAAA' ? 'CCCC' : 'AAAA' },
      });
      expect(wrong.body).toMatchObject({ code: 'CAPTCHA_INVALID', field: 'body.captcha' });
      expect(await codeRows(a.dial, a.mobile)).toEqual([]);
      expect(await codeRows(b.dial, b.mobile)).toEqual([]);
      const c = fresh();
      const right = await issueCaptchaWithAnswer(t.deps, c.ip);
      const ok = await requestRegister(c.dial, c.mobile, c.ip, {
        captcha: { id: right.id, answer: right.answer },
      });
      expect(ok.status).toBe(200);
      expect(await outboxFor(c.dial, c.mobile)).toHaveLength(1);
    } finally {
      await writeSetting(t.deps.db, REGISTER_SETTINGS_KEY, original, null);
    }
  });

  it('sends no new code during the countdown (retry in 5 minutes), and one after it', async () => {
    const { dial, mobile, ip } = fresh();
    expect((await requestRegister(dial, mobile, ip)).status).toBe(200);
    const again = await requestRegister(dial, mobile, fresh().ip);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('TOO_MANY_REQUESTS');
    // The wait is the countdown's rest: 5 minutes (smsCodeMinutes) right after the send, which
    // the page reads as "try again in 5 minutes".
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(4 * 60);
    expect(wait).toBeLessThanOrEqual(5 * 60);
    expect(Math.ceil(wait / 60)).toBe(5);
    expect(await outboxFor(dial, mobile)).toHaveLength(1);
    await age(dial, mobile, 4 * 60_000);
    const later = await requestRegister(dial, mobile, fresh().ip);
    expect(later.status).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(60);
    await age(dial, mobile, 60_000 + 1_000);
    expect((await requestRegister(dial, mobile, fresh().ip)).status).toBe(200);
    expect(await outboxFor(dial, mobile)).toHaveLength(2);
  });

  it('sends at most smsSendsPerNumberPerHour codes to a number in an hour (QUOTA_EXCEEDED)', async () => {
    const { dial, mobile } = fresh();
    for (let i = 0; i < 5; i++) {
      expect((await requestRegister(dial, mobile, fresh().ip)).status, `send ${i}`).toBe(200);
      await age(dial, mobile, 6 * 60_000); // past the countdown, still within the hour
    }
    const refused = await requestRegister(dial, mobile, fresh().ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('QUOTA_EXCEEDED');
    expect(await outboxFor(dial, mobile)).toHaveLength(5);
    // The cap counts the number, whatever the purpose.
    await memberWith(dial, mobile);
    expect((await requestLogin(dial, mobile, fresh().ip)).body.code).toBe('QUOTA_EXCEEDED');
    await age(dial, mobile, 31 * 60_000); // the oldest sends now lie more than an hour back
    expect((await requestLogin(dial, mobile, fresh().ip)).status).toBe(200);
  });

  it('takes one request per second from a client address', async () => {
    const a = fresh();
    const b = fresh();
    // Both at once from one address (one after the other could be over a second apart on a
    // loaded machine): one is taken, the other refused and nothing is stored for it.
    const answers = await Promise.all([
      requestRegister(a.dial, a.mobile, a.ip),
      requestRegister(b.dial, b.mobile, a.ip),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    const refusedIndex = answers.findIndex((answer) => answer.status === 429);
    expect(answers[refusedIndex]!.body.code).toBe('TOO_MANY_REQUESTS');
    const refused = refusedIndex === 0 ? a : b;
    expect(await codeRows(refused.dial, refused.mobile)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await requestRegister(refused.dial, refused.mobile, a.ip)).status).toBe(200);
  });

  it.each<[string, unknown, string]>([
    ['no dial code', { mobileNo: '912345678' }, 'body.countryDialingCode'],
    [
      'a dial code with +',
      { countryDialingCode: '+95', mobileNo: '912345678' },
      'body.countryDialingCode',
    ],
    [
      'a dial code of 5 digits',
      { countryDialingCode: '12345', mobileNo: '912345678' },
      'body.countryDialingCode',
    ],
    [
      'a dial code starting with 0',
      { countryDialingCode: '095', mobileNo: '912345678' },
      'body.countryDialingCode',
    ],
    [
      'a number as dial code',
      { countryDialingCode: 95, mobileNo: '912345678' },
      'body.countryDialingCode',
    ],
    [
      'markup in the dial code',
      { countryDialingCode: '<b>', mobileNo: '912345678' },
      'body.countryDialingCode',
    ],
    ['no mobile number', { countryDialingCode: '95' }, 'body.mobileNo'],
    ['letters in the number', { countryDialingCode: '95', mobileNo: '91234abc' }, 'body.mobileNo'],
    ['a too short number', { countryDialingCode: '95', mobileNo: '123' }, 'body.mobileNo'],
    ['a too long number', { countryDialingCode: '95', mobileNo: '1'.repeat(16) }, 'body.mobileNo'],
    ['SQL in the number', { countryDialingCode: '95', mobileNo: "1' OR '1'='1" }, 'body.mobileNo'],
    [
      'a newline in the number',
      { countryDialingCode: '95', mobileNo: '9123\n4567' },
      'body.mobileNo',
    ],
    ['an array as number', { countryDialingCode: '95', mobileNo: ['912345678'] }, 'body.mobileNo'],
    [
      'a captcha without id',
      { countryDialingCode: '95', mobileNo: '912345678', captcha: { answer: 'ACEF' } },
      'body.captcha.id',
    ],
    [
      'a captcha id that is no uuid',
      {
        countryDialingCode: '95',
        mobileNo: '912345678',
        captcha: { id: "1'; DROP TABLE captchas;--", answer: 'ACEF' },
      },
      'body.captcha.id',
    ],
    [
      'an empty captcha answer',
      {
        countryDialingCode: '95',
        mobileNo: '912345678',
        captcha: { id: '00000000-0000-4000-8000-000000000000', answer: '  ' },
      },
      'body.captcha.answer',
    ],
    [
      'a huge captcha answer',
      {
        countryDialingCode: '95',
        mobileNo: '912345678',
        captcha: { id: '00000000-0000-4000-8000-000000000000', answer: 'A'.repeat(5000) },
      },
      'body.captcha.answer',
    ],
    [
      'an unknown captcha field',
      {
        countryDialingCode: '95',
        mobileNo: '912345678',
        captcha: { id: '00000000-0000-4000-8000-000000000000', answer: 'ACEF', hint: 1 },
      },
      'body.captcha.hint',
    ],
    [
      'an unknown field',
      { countryDialingCode: '95', mobileNo: '912345678', purpose: 'login' },
      'body.purpose',
    ],
  ])('refuses %s with 400 naming the field, writing nothing', async (_name, payload, field) => {
    const codes = await countRows(t, smsCodes);
    const sent = await countRows(t, outbox);
    const res = await post('/wps/verification/sms/register', payload as object, fresh().ip);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await countRows(t, smsCodes)).toBe(codes);
    expect(await countRows(t, outbox)).toBe(sent);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: '{"countryDialingCode": "95",',
      headers: { 'content-type': 'application/json' },
      remoteAddress: fresh().ip,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });
});

describe('POST /wps/verification/sms/noLogin and /wps/member/password/sms', () => {
  it('send a login or reset code to a number with an account', async () => {
    const { dial, mobile } = fresh();
    await memberWith(dial, mobile);
    const login = await requestLogin(dial, mobile, fresh().ip);
    expect(login.status).toBe(200);
    expect(login.body.value).toEqual({ expiredMinutes: 5 });
    const reset = await requestReset(dial, mobile, fresh().ip);
    expect(reset.status).toBe(200);
    expect((await codeRows(dial, mobile)).map((r) => r.purpose)).toEqual(['login', 'reset']);
    expect(await outboxFor(dial, mobile)).toHaveLength(2);
  });

  it('answer exactly the same for a number with no account, and send nothing', async () => {
    const known = fresh();
    await memberWith(known.dial, known.mobile);
    const unknown = fresh();
    for (const request of [requestLogin, requestReset]) {
      const a = await request(known.dial, known.mobile, fresh().ip);
      const b = await request(unknown.dial, unknown.mobile, fresh().ip);
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
    }
    expect(await outboxFor(unknown.dial, unknown.mobile)).toEqual([]);
    // The same limits too: a second request meets the same countdown.
    const again = await requestLogin(unknown.dial, unknown.mobile, fresh().ip);
    const againKnown = await requestLogin(known.dial, known.mobile, fresh().ip);
    expect(again.body).toEqual(againKnown.body);
    expect(again.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('noLogin is refused unless MOBILEVERCODELOGIN3 is on', async () => {
    await setFlags({ MOBILEVERCODELOGIN3: false });
    const { dial, mobile, ip } = fresh();
    await memberWith(dial, mobile);
    const res = await requestLogin(dial, mobile, ip);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('OPERATION_NOT_ALLOWED');
    expect(await codeRows(dial, mobile)).toEqual([]);
  });

  it.each(['/wps/verification/sms/noLogin', '/wps/member/password/sms'])(
    '%s refuses bad input naming the field',
    async (url) => {
      for (const [payload, field] of [
        [{ countryDialingCode: '95' }, 'body.mobileNum'],
        [{ countryDialingCode: '95', mobileNum: '<script>' }, 'body.mobileNum'],
        [{ countryDialingCode: 'x', mobileNum: '912345678' }, 'body.countryDialingCode'],
        [{ countryDialingCode: '95', mobileNo: '912345678' }, 'body.mobileNum'],
        [{ countryDialingCode: '95', mobileNum: '912345678', username: 'a' }, 'body.username'],
      ] as const) {
        const codes = await countRows(t, smsCodes);
        const res = await post(url, payload, fresh().ip);
        expect(res.status, JSON.stringify(payload)).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
        expect(await countRows(t, smsCodes)).toBe(codes);
      }
    },
  );
});

describe('consumeSmsCode', () => {
  async function sent(purpose: SmsPurpose) {
    const { dial, mobile, ip } = fresh();
    await sendSmsCode(t.deps, { purpose, dialCode: dial, mobileNum: mobile, ip });
    return { dial, mobile, code: await lastCode(dial, mobile) };
  }

  it('accepts the right code once; reuse is refused', async () => {
    const { dial, mobile, code } = await sent('register');
    await expect(consume('register', dial, mobile, ` ${code} `)).resolves.toBeUndefined();
    expect((await codeRows(dial, mobile))[0]!.usedAt).not.toBeNull();
    expect(await refusal(consume('register', dial, mobile, code))).toEqual({
      code: 'CODE_EXPIRED',
      field: 'body.verificationCode',
    });
  });

  it('takes a code only for its own purpose and number', async () => {
    const { dial, mobile, code } = await sent('login');
    expect((await refusal(consume('reset', dial, mobile, code)))!.code).toBe('CODE_EXPIRED');
    expect((await refusal(consume('login', dial, '9000000', code)))!.code).toBe('CODE_EXPIRED');
    expect((await refusal(consume('login', '66', mobile, code)))!.code).toBe('CODE_EXPIRED');
    await expect(consume('login', dial, mobile, code)).resolves.toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const { dial, mobile, code } = await sent('register');
    await age(dial, mobile, 5 * 60_000 + 1);
    expect((await refusal(consume('register', dial, mobile, code)))!.code).toBe('CODE_EXPIRED');
  });

  it('counts wrong codes; after 5 tries the code is dead, even the right one', async () => {
    const { dial, mobile, code } = await sent('reset');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      expect(await refusal(consume('reset', dial, mobile, wrong)), `try ${i}`).toEqual({
        code: 'INVALID_VERIFICATION_CODE',
        field: 'body.verificationCode',
      });
      expect((await codeRows(dial, mobile))[0]!.tries).toBe(i);
    }
    expect((await refusal(consume('reset', dial, mobile, code)))!.code).toBe('CODE_EXPIRED');
  });

  it('accepts the right code on the fifth try', async () => {
    const { dial, mobile, code } = await sent('device');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await refusal(consume('device', dial, mobile, wrong));
    await expect(consume('device', dial, mobile, code)).resolves.toBeUndefined();
  });

  it('lets only one of two simultaneous uses of a code through', async () => {
    const { dial, mobile, code } = await sent('register');
    const results = await Promise.all([
      refusal(consume('register', dial, mobile, code)),
      refusal(consume('register', dial, mobile, code)),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
  });

  it('gives no more than 5 evaluations to simultaneous wrong guesses', async () => {
    const { dial, mobile, code } = await sent('login');
    const wrong = Array.from({ length: 12 }, (_, i) => String(i).padStart(6, '7')).filter(
      (guess) => guess !== code,
    );
    const results = await Promise.all(
      wrong.map((guess) => refusal(consume('login', dial, mobile, guess))),
    );
    expect(results.filter((r) => r?.code === 'INVALID_VERIFICATION_CODE')).toHaveLength(5);
    expect(results.filter((r) => r?.code === 'CODE_EXPIRED')).toHaveLength(wrong.length - 5);
    expect((await codeRows(dial, mobile))[0]!.tries).toBe(5);
  });

  it('asks for a code when none or a blank one is given; no code at all is expired', async () => {
    const { dial, mobile } = await sent('register');
    for (const empty of [undefined, '', '   ']) {
      expect(await refusal(consume('register', dial, mobile, empty))).toEqual({
        code: 'MISSING_VERIFICATION_CODE',
        field: 'body.verificationCode',
      });
    }
    expect((await codeRows(dial, mobile))[0]!.tries).toBe(0);
    expect((await refusal(consume('register', '95', '9111111', '123456')))!.code).toBe(
      'CODE_EXPIRED',
    );
  });

  it('treats hostile input as a wrong code', async () => {
    const { dial, mobile } = await sent('register');
    for (const hostile of ["' OR '1'='1", '1'.repeat(255), '１２３４５６']) {
      expect((await refusal(consume('register', dial, mobile, hostile)))!.code).toBe(
        'INVALID_VERIFICATION_CODE',
      );
    }
  });
});
