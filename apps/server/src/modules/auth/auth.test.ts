// Login, its limits, new-device verification, free play and logout, through HTTP.
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR } from '@wps/contracts/account/accounts';
import { memberDevices, members } from '../../db/schema/accounts';
import { sessions } from '../../db/schema/core';
import { auditRows, countRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type * as Passwords from '../../lib/passwords';
import { issueCaptchaWithAnswer } from '../verification/captcha.service';
import { issueChallenge, solveChallengeForTest } from '../verification/challenge.service';
import { sendSmsCode } from '../verification/sms.service';
import {
  DELAY_AFTER_FAILURES,
  FIRST_DELAY_MS,
  IP_BURST_LIMIT,
  IP_CAPTCHA_FACTOR,
  IP_FAILURES_PER_10_MIN,
  MAX_DELAY_MS,
} from './login-guard';
import {
  codeIn,
  lastMessage,
  makeMember,
  nextIp,
  nextName,
  PASSWORD,
  run,
  setSecurity,
  setWhitelabel,
  tokenWorks,
} from './test-helpers';

// Every evaluated password goes through verifyPassword: counting its calls counts evaluations.
const evaluations = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: async (hash: string | null, password: string) => {
      evaluations.count += 1;
      return real.verifyPassword(hash, password);
    },
  };
});

let t: TestApp;
/** The human check the SMS code requests ask for by default. */
const solvedChallenge = async () => solveChallengeForTest(await issueChallenge(t.deps));
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function captchaFor(ip: string) {
  const { id, answer } = await issueCaptchaWithAnswer(t.deps, ip);
  return { id, answer };
}

function login(payload: Record<string, unknown>, ip = nextIp()) {
  return t.call({
    method: 'POST',
    url: '/wps/session/login',
    payload: { type: 'username', ...payload },
    remoteAddress: ip,
  });
}

function verify(payload: Record<string, unknown>, ip = nextIp()) {
  return t.call({
    method: 'POST',
    url: '/wps/session/login/verification',
    payload,
    remoteAddress: ip,
  });
}

describe('POST /wps/session/login by username', () => {
  it('logs in whatever the case of the username, first time flagged once', async () => {
    const m = await makeMember(t, { username: nextName('Case') });
    const first = await login({ username: m.username.toUpperCase(), password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({
      token: expect.any(String),
      firstTimeLogin: true,
      passwordExpired: false,
      username: m.username,
      isAgent: false,
      accountType: 0,
    });
    expect(await tokenWorks(t, first.body.value.token)).toBe(true);
    const second = await login({ username: m.username.toLowerCase(), password: PASSWORD });
    expect(second.body.value.firstTimeLogin).toBe(false);
  });

  it('answers a wrong password and an unknown username the same way, both evaluated', async () => {
    const m = await makeMember(t);
    const before = evaluations.count;
    const wrong = await login({ username: m.username, password: 'Wrong1234' });
    const unknown = await login({ username: nextName('ghost'), password: 'Wrong1234' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      success: false,
      code: 'BAD_CREDENTIALS',
      message: 'Username or password incorrect.',
    });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    // The unknown username cost a hash too (the decoy): the same work, the same time.
    expect(evaluations.count - before).toBe(2);
  });

  it('tells a disabled account so only after the right password', async () => {
    const m = await makeMember(t, { status: 'disabled' });
    const wrong = await login({ username: m.username, password: 'Wrong1234' });
    expect(wrong.body.code).toBe('BAD_CREDENTIALS');
    const right = await login({ username: m.username, password: PASSWORD });
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('ACCOUNT_DISABLED');
  });

  it('lets only agents into the agent centre, and says so only after the right password', async () => {
    const player = await makeMember(t);
    const agent = await makeMember(t, { accountType: 41 });
    const wrong = await login({ username: player.username, password: 'Wrong1', portal: 'agent' });
    expect(wrong.body.code).toBe('BAD_CREDENTIALS');
    const refused = await login({ username: player.username, password: PASSWORD, portal: 'agent' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_AN_AGENT');
    const ok = await login({ username: agent.username, password: PASSWORD, portal: 'agent' });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ isAgent: true, accountType: 41 });
    expect((await login({ username: player.username, password: PASSWORD })).status).toBe(200);
  });

  it('does not let an operator in: no operator name logs in here, and its session is no member', async () => {
    const opsLogin = await login({ username: 'admin', password: 'test-operator-password' });
    expect(opsLogin.body.code).toBe('BAD_CREDENTIALS');
    const opsToken = await t.opsToken();
    const res = await t.call({ method: 'GET', url: '/wps/member/info', token: opsToken });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
    const out = await t.call({ method: 'DELETE', url: '/wps/session/logout', token: opsToken });
    expect(out.body.code).toBe('NOT_A_MEMBER');
  });

  it('never logs in an account without a password (trial, social only) by password', async () => {
    const trial = await makeMember(t, { accountType: 4, password: null });
    for (const password of ['', 'x', 'decoy-password-never-matches']) {
      const res = await login({ username: trial.username, password: password || 'a' });
      expect(res.body.code).toBe('BAD_CREDENTIALS');
    }
  });

  it('flags a forced change: the default password, an operator reset, an expired password', async () => {
    const secret = await makeMember(t, { password: '{secret}' });
    const reset = await makeMember(t, { mustChangePassword: true });
    const old = await makeMember(t, { passwordChangedAt: new Date(Date.now() - 31 * 86_400_000) });
    const expired = async (m: { username: string; password: string }) => {
      const res = await login({ username: m.username, password: m.password });
      expect(res.status).toBe(200);
      return res.body.value.passwordExpired as boolean;
    };
    expect(await expired(secret)).toBe(true);
    expect(await expired(reset)).toBe(true);
    await setWhitelabel(t, { forcePasswordChangeOnExpiry: false, passwordExpiryDays: 30 });
    expect(await expired(old)).toBe(false);
    await setWhitelabel(t, { forcePasswordChangeOnExpiry: true, passwordExpiryDays: 30 });
    expect(await expired(old)).toBe(true);
    await setWhitelabel(t, { forcePasswordChangeOnExpiry: true, passwordExpiryDays: 40 });
    expect(await expired(old)).toBe(false);
    await setWhitelabel(t, { forcePasswordChangeOnExpiry: false, passwordExpiryDays: 0 });
  });

  it('refuses bad and hostile input naming the field, and changes nothing', async () => {
    const m = await makeMember(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 'x'.repeat(65), password: PASSWORD }, 'body.username'],
      [{ username: '   ', password: PASSWORD }, 'body.username'],
      [{ username: 'a\u0000b', password: PASSWORD }, 'body.username'],
      [{ username: 42, password: PASSWORD }, 'body.username'],
      [{ username: m.username, password: '' }, 'body.password'],
      [{ username: m.username, password: 'p'.repeat(129) }, 'body.password'],
      [{ username: m.username, password: 'a\u001bb' }, 'body.password'],
      [{ username: m.username, password: { $ne: 1 } }, 'body.password'],
      [{ username: m.username, password: PASSWORD, captcha: 'abc' }, 'body.captcha'],
      [
        { username: m.username, password: PASSWORD, captcha: { id: 'not-a-uuid', answer: 'x' } },
        'body.captcha.id',
      ],
      [{ username: m.username, password: PASSWORD, deviceId: '<script>' }, 'body.deviceId'],
      [{ username: m.username, password: PASSWORD, portal: 'ops' }, 'body.portal'],
      [{ username: m.username, password: PASSWORD, isAdmin: true }, 'body.isAdmin'],
    ];
    const sessionsBefore = await countRows(t, sessions);
    for (const [payload, field] of cases) {
      const res = await login(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.field.startsWith(field), `${res.body.field} for ${field}`).toBe(true);
    }
    const badType = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'password', username: m.username, password: PASSWORD },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.field).toBe('body.type');
    const poisoned = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"type":"username","username":"${m.username}","password":"${PASSWORD}","__proto__":{"isAdmin":true}}`,
    });
    expect(poisoned.status).toBe(400);
    expect(poisoned.body.success).toBe(false);
    expect(await countRows(t, sessions)).toBe(sessionsBefore);
    const [row] = await t.deps.db.select().from(members).where(eq(members.id, m.id));
    expect(row!.lastLoginAt).toBeNull();
  });
});

describe('login limits', () => {
  it('asks for the captcha after failures for the account; a wrong captcha evaluates nothing', async () => {
    const m = await makeMember(t);
    const ip = nextIp;
    for (let i = 0; i < 3; i++) {
      expect((await login({ username: m.username, password: 'Wrong1' }, ip())).status).toBe(401);
    }
    const before = evaluations.count;
    const none = await login({ username: m.username, password: PASSWORD }, ip());
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'body.captcha' });
    const address = ip();
    const captcha = await captchaFor(address);
    const wrongCaptcha = await login(
      { username: m.username, password: PASSWORD, captcha: { id: captcha.id, answer: 'ZZZZZ' } },
      address,
    );
    expect(wrongCaptcha.body).toMatchObject({ code: 'CAPTCHA_INVALID', field: 'body.captcha' });
    // The captcha is spent by the wrong answer.
    const reused = await login({ username: m.username, password: PASSWORD, captcha }, address);
    expect(reused.body.code).toBe('CAPTCHA_INVALID');
    expect(evaluations.count).toBe(before);
    const fresh = await captchaFor(address);
    const ok = await login({ username: m.username, password: PASSWORD, captcha: fresh }, address);
    expect(ok.status).toBe(200);
  });

  it('asks for the captcha after 3 x as many failures from the address, for any account', async () => {
    const ip = nextIp();
    const m = await makeMember(t);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    // 2 s apart: the burst limit never applies, only the failures count.
    const at = (step: number) => vi.setSystemTime(start + step * 2000);
    try {
      for (let i = 0; i < 3 * IP_CAPTCHA_FACTOR; i++) {
        at(i);
        // Past the account's threshold but below the address's: no captcha for others yet.
        if (i === 3) {
          expect((await login({ username: m.username, password: PASSWORD }, ip)).status).toBe(200);
        }
        await login({ username: nextName('nobody'), password: 'Wrong1' }, ip);
      }
      at(3 * IP_CAPTCHA_FACTOR);
      const res = await login({ username: m.username, password: PASSWORD }, ip);
      expect(res.body.code).toBe('CAPTCHA_REQUIRED');
      expect((await login({ username: m.username, password: PASSWORD })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits one address to a burst of attempts, right or wrong', async () => {
    const ip = nextIp();
    const m = await makeMember(t);
    for (let i = 0; i < IP_BURST_LIMIT; i++) {
      expect((await login({ username: m.username, password: PASSWORD }, ip)).status).toBe(200);
    }
    const res = await login({ username: m.username, password: PASSWORD }, ip);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits one address to 30 failures in 10 minutes, whatever the usernames', async () => {
    const ip = nextIp();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = start;
    const at = async (ms: number) => {
      now = start + ms;
      vi.setSystemTime(now);
    };
    let i = 0;
    // 1.1 s apart: the burst limit never applies, only the 10-minute one.
    for (; i < IP_FAILURES_PER_10_MIN; i++) {
      await at(i * 1100);
      const res = await login(
        { username: nextName('guess'), password: 'Wrong1', captcha: await captchaFor(ip) },
        ip,
      );
      expect(res.body.code).toBe('BAD_CREDENTIALS');
    }
    const m = await makeMember(t);
    await at(i * 1100);
    const refused = await login(
      { username: m.username, password: PASSWORD, captcha: await captchaFor(ip) },
      ip,
    );
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    await at(10 * 60_000 + 1000);
    const later = await login(
      { username: m.username, password: PASSWORD, captcha: await captchaFor(ip) },
      ip,
    );
    expect(later.status).toBe(200);
  });

  it(
    '150 guesses at one account from 50 addresses, every captcha solved: at most 100 ' +
      'evaluated (the delay lets 5 through), the rest refused with the wait',
    async () => {
      const m = await makeMember(t, { username: nextName('Target') });
      const ips = Array.from({ length: 50 }, () => nextIp());
      // The attacker even solves every captcha (read from the store): the account limit holds.
      const guesses = await Promise.all(
        Array.from({ length: 150 }, async (_, i) => ({
          ip: ips[i % 50]!,
          captcha: await captchaFor(ips[i % 50]!),
          password: `Guess${i}x`,
        })),
      );
      // The clock stands still (a burst): no delay runs out while the guesses are answered.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now());
      const before = evaluations.count;
      const codes: Record<string, number> = {};
      const waits = new Set<string>();
      for (let b = 0; b < 150; b += 50) {
        const answers = await Promise.all(
          guesses.slice(b, b + 50).map(({ ip, captcha, password }, i) =>
            // Other spellings of the name: the limit is on the account, not the spelling.
            login(
              { username: i % 2 ? m.username.toUpperCase() : m.username, password, captcha },
              ip,
            ),
          ),
        );
        for (const res of answers) {
          codes[res.body.code] = (codes[res.body.code] ?? 0) + 1;
          if (res.status === 429) waits.add(String(res.headers['retry-after']));
        }
      }
      const evaluated = evaluations.count - before;
      expect(evaluated).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR);
      expect(evaluated).toBe(DELAY_AFTER_FAILURES);
      expect(codes).toEqual({ BAD_CREDENTIALS: evaluated, TOO_MANY_REQUESTS: 150 - evaluated });
      // Every refusal says how long to wait: 2 s after the 5th failure.
      expect([...waits]).toEqual([String(FIRST_DELAY_MS / 1000)]);
    },
    60_000,
  );

  it(
    'an attacker who waits out every delay gets 16 guesses evaluated in the hour; the owner ' +
      'gets in at once by SMS code, and by password after the wait',
    async () => {
      await setWhitelabel(t, { MOBILEVERCODELOGIN3: true });
      // Apart from the SMS tests' numbers (their counter stays far below 900).
      const mobileNum = `9${String(parseInt(run, 16) % 100000).padStart(5, '0')}900`;
      const m = await makeMember(t, { username: nextName('Owner'), dialCode: '95', mobileNum });
      const ips = Array.from({ length: 50 }, () => nextIp());
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      let now = start;
      let last = start;
      const before = evaluations.count;
      const delays: number[] = [];
      let guess = 0;
      // Guess, and when refused wait exactly as long as the answer says, for one hour.
      while (now < start + 3_600_000) {
        vi.setSystemTime(now);
        last = now;
        const ip = ips[guess % 50]!;
        const res = await login(
          { username: m.username, password: `Guess${guess++}x`, captcha: await captchaFor(ip) },
          ip,
        );
        if (res.status === 429) {
          expect(res.body.code).toBe('TOO_MANY_REQUESTS');
          const wait = Number(res.headers['retry-after']);
          expect(res.body.message).toContain(`${wait} s`);
          delays.push(wait);
          now += wait * 1000;
        } else {
          expect(res.body.code).toBe('BAD_CREDENTIALS');
        }
      }
      const evaluated = evaluations.count - before;
      // 5 at once, then after 2, 4, 8 ... 512 s, then every 15 minutes.
      expect(delays.slice(0, 11)).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
      expect(evaluated).toBe(16);
      expect(evaluated).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR);

      // The owner, right after the last guess: the password waits like any guess ...
      vi.setSystemTime(last);
      const ip = nextIp();
      const refused = await login(
        { username: m.username, password: PASSWORD, captcha: await captchaFor(ip) },
        ip,
      );
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(MAX_DELAY_MS / 1000);
      // ... but the SMS code proves the phone: that login has no password to guess.
      await sendSmsCode(t.deps, { purpose: 'login', dialCode: '95', mobileNum, ip: nextIp() });
      const code = codeIn((await lastMessage(t, `+95${mobileNum}`, 'sms'))!.body);
      const bySms = await t.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: { type: 'sms', countryDialingCode: '95', mobileNum, verificationCode: code },
        remoteAddress: nextIp(),
      });
      expect(bySms.status).toBe(200);
      expect(bySms.body.value.username).toBe(m.username);
      // And once the wait is over (the attacker stopped), the password works again.
      vi.setSystemTime(last + wait * 1000);
      const later = nextIp();
      const ok = await login(
        { username: m.username, password: PASSWORD, captcha: await captchaFor(later) },
        later,
      );
      expect(ok.status).toBe(200);
    },
    60_000,
  );

  it('counts every spelling of a name as one account; a name outside the rule is refused unevaluated', async () => {
    const victim = await makeMember(t, { username: `victim${run}` });
    const before = evaluations.count;
    // U+0130: JavaScript lower-cases it to 'i' + U+0307, PostgreSQL to 'i'.
    const dotted = victim.username.replace('i', '\u0130');
    for (const spelling of [dotted, dotted.toUpperCase(), `v\u0130ctim${run}`]) {
      const res = await login({ username: spelling, password: victim.password });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.username' });
    }
    expect(evaluations.count).toBe(before);
    const spellings = [
      victim.username.toUpperCase(),
      ` ${victim.username} `,
      `Victim${run}`,
      victim.username.toUpperCase(),
      ` ${victim.username.toUpperCase()}`,
    ];
    for (const username of spellings) {
      const ip = nextIp();
      const res = await login(
        { username, password: 'Wrong1234', captcha: await captchaFor(ip) },
        ip,
      );
      expect(res.body.code).toBe('BAD_CREDENTIALS');
    }
    expect(evaluations.count - before).toBe(DELAY_AFTER_FAILURES);
    // Five failures, five spellings: the account waits, whichever spelling comes next.
    const ip = nextIp();
    const next = await login(
      { username: victim.username, password: victim.password, captcha: await captchaFor(ip) },
      ip,
    );
    expect(next.status).toBe(429);
    expect(evaluations.count - before).toBe(DELAY_AFTER_FAILURES);
  });
});

describe('POST /wps/session/login by SMS code', () => {
  const dial = '95';
  let mobileCounter = 0;
  const nextMobile = () =>
    `9${String(parseInt(run, 16) % 100000).padStart(5, '0')}${String((mobileCounter += 1)).padStart(3, '0')}`;

  async function requestCode(mobileNum: string) {
    const res = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: dial, mobileNum, challenge: await solvedChallenge() },
      remoteAddress: nextIp(),
    });
    expect(res.status).toBe(200);
    const message = await lastMessage(t, `+${dial}${mobileNum}`, 'sms');
    return message ? codeIn(message.body) : null;
  }

  function smsLogin(mobileNum: string, verificationCode: string, extra = {}) {
    return t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'sms', countryDialingCode: dial, mobileNum, verificationCode, ...extra },
      remoteAddress: nextIp(),
    });
  }

  it('is refused while MOBILEVERCODELOGIN3 is off', async () => {
    await setWhitelabel(t, { MOBILEVERCODELOGIN3: false });
    const res = await smsLogin('91234567', '123456');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('logs in with the code sent to the number, once; never forces a password change', async () => {
    await setWhitelabel(t, { MOBILEVERCODELOGIN3: true });
    const mobileNum = nextMobile();
    const m = await makeMember(t, { dialCode: dial, mobileNum, mustChangePassword: true });
    const code = await requestCode(mobileNum);
    const res = await smsLogin(mobileNum, code!);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ username: m.username, passwordExpired: false });
    expect(await tokenWorks(t, res.body.value.token)).toBe(true);
    const again = await smsLogin(mobileNum, code!);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('CODE_EXPIRED');
  });

  it('answers an unknown number like a wrong code', async () => {
    await setWhitelabel(t, { MOBILEVERCODELOGIN3: true });
    const known = nextMobile();
    await makeMember(t, { dialCode: dial, mobileNum: known });
    const unknown = nextMobile();
    const code = await requestCode(known);
    expect(await requestCode(unknown)).toBeNull(); // nothing sent to a number without account
    const wrong = code === '000000' ? '000001' : '000000';
    const a = await smsLogin(known, wrong);
    const b = await smsLogin(unknown, wrong);
    expect(a.status).toBe(400);
    expect(a.body.code).toBe('INVALID_VERIFICATION_CODE');
    expect(b.body).toEqual(a.body);
  });

  it('refuses bad input naming the field', async () => {
    await setWhitelabel(t, { MOBILEVERCODELOGIN3: true });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ mobileNum: '12ab' }, 'body.mobileNum'],
      [{ countryDialingCode: '+95' }, 'body.countryDialingCode'],
      [{ verificationCode: 'x'.repeat(256) }, 'body.verificationCode'],
      [{ verificationCode: '' }, 'body.verificationCode'],
      [{ password: 'x' }, 'body.password'],
    ];
    for (const [patch, field] of cases) {
      const res = await t.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: {
          type: 'sms',
          countryDialingCode: dial,
          mobileNum: '91234567',
          verificationCode: '123456',
          ...patch,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});

describe('new-device verification', () => {
  const deviceA = `devA${run}xxxxxxxxxxxx`;
  const deviceB = `devB${run}xxxxxxxxxxxx`;
  const sha = (s: string) => createHash('sha256').update(s).digest('hex');

  it('sends a code to the mobile for a new device, then remembers the device', async () => {
    await setSecurity(t, { newDeviceVerification: true });
    const mobileNum = `8${parseInt(run, 16) % 1000000}01`;
    const m = await makeMember(t, { dialCode: '95', mobileNum });
    const first = await login({ username: m.username, password: PASSWORD, deviceId: deviceA });
    expect(first.status).toBe(403);
    expect(first.body.code).toBe('DEVICE_VERIFICATION_REQUIRED');
    const code = codeIn((await lastMessage(t, `+95${mobileNum}`, 'sms'))!.body);

    const wrongPassword = await verify({
      username: m.username,
      password: 'Wrong1',
      deviceId: deviceA,
      verificationCode: code,
    });
    expect(wrongPassword.body.code).toBe('BAD_CREDENTIALS');
    const wrongCode = await verify({
      username: m.username,
      password: PASSWORD,
      deviceId: deviceA,
      verificationCode: code === '111111' ? '222222' : '111111',
    });
    expect(wrongCode.body.code).toBe('INVALID_VERIFICATION_CODE');
    const devicesOf = () =>
      t.deps.db.select().from(memberDevices).where(eq(memberDevices.memberId, m.id));
    expect(await devicesOf()).toHaveLength(0);

    const ok = await verify({
      username: m.username,
      password: PASSWORD,
      deviceId: deviceA,
      verificationCode: code,
    });
    expect(ok.status).toBe(200);
    expect(await tokenWorks(t, ok.body.value.token)).toBe(true);
    const [device] = await devicesOf();
    expect(device!.deviceHash).toBe(sha(deviceA));

    // The known device logs in directly and is seen again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const direct = await login({ username: m.username, password: PASSWORD, deviceId: deviceA });
    expect(direct.status).toBe(200);
    const [seen] = await t.deps.db
      .select()
      .from(memberDevices)
      .where(and(eq(memberDevices.memberId, m.id), eq(memberDevices.deviceHash, sha(deviceA))));
    expect(seen!.lastSeenAt.getTime()).toBeGreaterThan(device!.lastSeenAt.getTime());

    // Another device, or none, is asked again.
    const other = await login({ username: m.username, password: PASSWORD, deviceId: deviceB });
    expect(other.body.code).toBe('DEVICE_VERIFICATION_REQUIRED');
    const none = await login({ username: m.username, password: PASSWORD });
    expect(none.body.code).toBe('DEVICE_VERIFICATION_REQUIRED');
    await setSecurity(t, { newDeviceVerification: false });
  });

  it('mails the code to a member with an email and no mobile', async () => {
    await setSecurity(t, { newDeviceVerification: true });
    const email = `${nextName('mail')}@example.com`;
    const m = await makeMember(t, { email });
    const first = await login({ username: m.username, password: PASSWORD, deviceId: deviceA });
    expect(first.body.code).toBe('DEVICE_VERIFICATION_REQUIRED');
    const mail = await lastMessage(t, email, 'mail');
    const code = codeIn(mail!.body);
    // A second login at once mails nothing new: the first code is still good.
    await login({ username: m.username, password: PASSWORD, deviceId: deviceA });
    expect((await lastMessage(t, email, 'mail'))!.id).toBe(mail!.id);
    const wrong = await verify({
      username: m.username,
      password: PASSWORD,
      deviceId: deviceA,
      verificationCode: code === '111111' ? '222222' : '111111',
    });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    const ok = await verify({
      username: m.username,
      password: PASSWORD,
      deviceId: deviceA,
      verificationCode: code,
    });
    expect(ok.status).toBe(200);
    const reused = await verify({
      username: m.username,
      password: PASSWORD,
      deviceId: deviceB,
      verificationCode: code,
    });
    expect(reused.body.code).toBe('CODE_EXPIRED');
    expect(
      (await login({ username: m.username, password: PASSWORD, deviceId: deviceA })).status,
    ).toBe(200);
    await setSecurity(t, { newDeviceVerification: false });
  });

  it('lets a member with no mobile and no email through, with an audit row', async () => {
    await setSecurity(t, { newDeviceVerification: true });
    const m = await makeMember(t);
    const res = await login({ username: m.username, password: PASSWORD, deviceId: deviceA });
    expect(res.status).toBe(200);
    const audit = (await auditRows(t, 'member.login.unverifiedDevice')).filter(
      (row) => row.actorId === m.id,
    );
    expect(audit).toHaveLength(1);
    await setSecurity(t, { newDeviceVerification: false });
  });

  it('does not ask when the setting is off, and the verification call is then refused', async () => {
    await setSecurity(t, { newDeviceVerification: false });
    const m = await makeMember(t, { email: `${nextName('off')}@example.com` });
    const res = await login({ username: m.username, password: PASSWORD, deviceId: deviceA });
    expect(res.status).toBe(200);
    const v = await verify({
      username: m.username,
      password: PASSWORD,
      deviceId: deviceA,
      verificationCode: '123456',
    });
    expect(v.body.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('refuses bad input naming the field', async () => {
    const base = {
      username: 'someone',
      password: PASSWORD,
      deviceId: deviceA,
      verificationCode: '1',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ deviceId: undefined }, 'body.deviceId'],
      [{ deviceId: 'short' }, 'body.deviceId'],
      [{ verificationCode: 'x'.repeat(256) }, 'body.verificationCode'],
      [{ type: 'username' }, 'body.type'],
      [{ username: 'x'.repeat(65) }, 'body.username'],
    ];
    for (const [patch, field] of cases) {
      const res = await verify({ ...base, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});

describe('POST /wps/session/login/freeplay', () => {
  const body = { os: 'Windows', platform: 'W', randomString: 'abcdefgh1234', gatewayVersion: 3 };
  const freePlay = (ip = nextIp(), payload: Record<string, unknown> = body) =>
    t.call({ method: 'POST', url: '/wps/session/login/freeplay', payload, remoteAddress: ip });

  it('is refused while free play is off, and creates nothing', async () => {
    await setWhitelabel(t, { freePlay: false });
    const before = await countRows(t, members);
    const res = await freePlay();
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('OPERATION_NOT_ALLOWED');
    expect(await countRows(t, members)).toBe(before);
  });

  it('creates a type-4 trial account without password, logs it in, and gives it play money', async () => {
    await setWhitelabel(t, { freePlay: true });
    await setSecurity(t, { freePlayBalance: 500_000 });
    const res = await freePlay();
    expect(res.status).toBe(200);
    const value = res.body.value;
    expect(value).toMatchObject({ accountType: 4, isAgent: false, passwordExpired: false });
    expect(value.username).toMatch(/^trial\d{8}$/);
    expect(await tokenWorks(t, value.token)).toBe(true);
    const [row] = await t.deps.db
      .select()
      .from(members)
      .where(eq(members.username, value.username));
    expect(row).toMatchObject({ accountType: 4, passwordHash: null, status: 'active' });
    const audit = (await auditRows(t, 'member.freeplay')).filter((a) => a.actorId === row!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ playMoney: 500_000 });
    // The play money is in the ledger, in its own currency, and nowhere in real money.
    expect(await balances(t.deps.db, row!.id)).toMatchObject({
      player_play: 500_000n,
      player_cash: 0n,
    });
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
    // The trial account cannot log in by password: free play is its only way in.
    const byPassword = await login({ username: value.username, password: 'anything1' });
    expect(byPassword.body.code).toBe('BAD_CREDENTIALS');
  });

  it('makes at most 5 an hour from one address, and says how long to wait', async () => {
    await setWhitelabel(t, { freePlay: true });
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await freePlay(ip)).status).toBe(200);
    const before = await countRows(t, members);
    const res = await freePlay(ip);
    expect([res.status, res.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    // The first of the five leaves the hour's window in just under an hour.
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await countRows(t, members)).toBe(before);
  });

  it('refuses bad input naming the field, and creates nothing', async () => {
    await setWhitelabel(t, { freePlay: true });
    const before = await countRows(t, members);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ platform: 'X' }, 'body.platform'],
      [{ gatewayVersion: 2 }, 'body.gatewayVersion'],
      [{ randomString: '<script>alert(1)</script>' }, 'body.randomString'],
      [{ os: 'o'.repeat(41) }, 'body.os'],
      [{ balance: 1e9 }, 'body.balance'],
    ];
    for (const [patch, field] of cases) {
      const res = await freePlay(nextIp(), { ...body, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(await countRows(t, members)).toBe(before);
  });
});

describe('DELETE /wps/session/logout', () => {
  it('revokes the token at once and only that one', async () => {
    const m = await makeMember(t);
    const a = (await login({ username: m.username, password: PASSWORD })).body.value.token;
    const b = (await login({ username: m.username, password: PASSWORD })).body.value.token;
    const out = await t.call({ method: 'DELETE', url: '/wps/session/logout', token: a });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, value: null });
    const after = await t.call({ method: 'GET', url: '/wps/member/info', token: a });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SESSION_EXPIRED');
    const twice = await t.call({ method: 'DELETE', url: '/wps/session/logout', token: a });
    expect(twice.body.code).toBe('SESSION_EXPIRED');
    expect(await tokenWorks(t, b)).toBe(true);
  });

  it('needs a session', async () => {
    const res = await t.call({ method: 'DELETE', url: '/wps/session/logout' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_LOGGED_IN');
  });
});
