// Outside phone verification through the local stand-in (PHONE_AUTH_PROVIDER=local), over
// HTTP: the stand-in's code buys a signed token; registration and SMS login accept a good
// token once, for its own number, and refuse forged, expired, other-number and replayed tokens
// with clear codes, creating nothing.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/accounts';
import { countRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  LOCAL_AUDIENCE,
  LOCAL_ISSUER,
  type LocalPhoneAuth,
} from '../../providers/phone-auth/local-phone-auth';
import {
  codeIn,
  lastMessage,
  makeMember,
  nextIp,
  nextName,
  registerByMobile,
  run,
  setWhitelabel,
  smsLoginAs,
  tokenWorks,
} from '../auth/test-helpers';
import { issueChallenge, solveChallengeForTest } from './challenge.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PHONE_AUTH_PROVIDER: 'local' } });
  await setWhitelabel(t, { REGMOBVERF3: true, MOBILEVERCODELOGIN3: true });
});
afterAll(() => t.close());

let lastMobile = 0;
const nextMobile = () => `97${String(parseInt(run, 16) % 1000).padStart(3, '0')}${++lastMobile}0`;
const phoneOf = (mobileNum: string) => `+95${mobileNum}`;

/** The app's provider, which this file's environment makes the stand-in. */
function standIn(): LocalPhoneAuth {
  const provider = t.deps.phoneAuth;
  if (provider?.name !== 'local') throw new Error('the local stand-in is not on');
  return provider;
}

/** The stand-in's "send verification code", from a fresh address. */
const sendCode = async (mobileNum: string) =>
  t.call({
    method: 'POST',
    url: '/wps/verification/phone-auth/send',
    payload: {
      countryDialingCode: '95',
      mobileNum,
      challenge: solveChallengeForTest(await issueChallenge(t.deps)),
    },
    remoteAddress: nextIp(),
  });

/** The stand-in's "sign in with phone number". */
const confirmCode = (sessionInfo: string, code: string) =>
  t.call({
    method: 'POST',
    url: '/wps/verification/phone-auth/confirm',
    payload: { sessionInfo, code },
  });

const sentCode = async (mobileNum: string) =>
  codeIn((await lastMessage(t, phoneOf(mobileNum), 'sms'))!.body);

/** The browser's part: ask the stand-in for a code, read it from the outbox, trade it. */
async function tokenFor(mobileNum: string): Promise<string> {
  const sent = await sendCode(mobileNum);
  expect(sent.status).toBe(200);
  const confirmed = await confirmCode(sent.body.value.sessionInfo, await sentCode(mobileNum));
  expect(confirmed.status).toBe(200);
  return confirmed.body.value.idToken;
}

const registration = (mobileNum: string, extra: Record<string, unknown>) =>
  registerByMobile(t, mobileNum, extra);
const smsLogin = (mobileNum: string, extra: Record<string, unknown>) =>
  smsLoginAs(t, mobileNum, extra);

/** A token in the stand-in's form signed with a key that is not the stand-in's. */
function forged(phoneNumber: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: 'RS256', kid: 'x', typ: 'JWT' })}.${part({
    iss: LOCAL_ISSUER,
    aud: LOCAL_AUDIENCE,
    sub: 'forger',
    phone_number: phoneNumber,
    iat,
    exp: iat + 3600,
  })}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), privateKey).toString('base64url')}`;
}

/** The good token with its claims rewritten (its signature left as it was). */
function tampered(token: string, phoneNumber: string): string {
  const [head, body, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  const changed = Buffer.from(JSON.stringify({ ...claims, phone_number: phoneNumber }));
  return `${head}.${changed.toString('base64url')}.${signature}`;
}

describe('the account options', () => {
  it('tell the site the provider is on', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/setting/account' });
    expect(res.body.value.phoneAuth).toBe('local');
  });
});

describe('registration through the outside provider', () => {
  it('registers and logs in with a good token', async () => {
    const mobileNum = nextMobile();
    const token = await tokenFor(mobileNum);
    const res = await registration(mobileNum, { firebaseToken: token, channel: 'sms' });
    expect(res.status).toBe(200);
    expect(res.body.value.username).toBe(mobileNum);
    expect(await tokenWorks(t, res.body.value.session.token)).toBe(true);
  });

  it('refuses missing, forged, tampered, expired, other-number, wrong-channel and replayed tokens, creating nothing', async () => {
    const mobileNum = nextMobile();
    const other = nextMobile();
    const before = await countRows(t, members);
    const expect400 = async (extra: Record<string, unknown>, code: string) => {
      const res = await registration(mobileNum, extra);
      expect(res.status, code).toBe(400);
      expect(res.body.code).toBe(code);
    };
    await expect400({}, 'MISSING_VERIFICATION_CODE');
    // A site code is no way round the provider.
    await expect400({ verificationCode: '123456' }, 'MISSING_VERIFICATION_CODE');
    await expect400(
      { firebaseToken: forged(phoneOf(mobileNum)), channel: 'sms' },
      'PHONE_TOKEN_INVALID',
    );
    await expect400({ firebaseToken: 'not.a.token', channel: 'sms' }, 'PHONE_TOKEN_INVALID');
    const otherToken = await tokenFor(other);
    await expect400(
      { firebaseToken: tampered(otherToken, phoneOf(mobileNum)), channel: 'sms' },
      'PHONE_TOKEN_INVALID',
    );
    await expect400({ firebaseToken: otherToken, channel: 'sms' }, 'PHONE_TOKEN_MISMATCH');
    const expired = standIn().issueToken(phoneOf(mobileNum), new Date(Date.now() - 3_601_000));
    await expect400({ firebaseToken: expired, channel: 'sms' }, 'PHONE_TOKEN_EXPIRED');
    const good = standIn().issueToken(phoneOf(mobileNum));
    await expect400({ firebaseToken: good }, 'PHONE_TOKEN_INVALID'); // no channel sms
    expect(await countRows(t, members)).toBe(before);

    // A good token is taken once (here by a login) ...
    await makeMember(t, { username: nextName('Taken'), dialCode: '95', mobileNum: other });
    const replayed = await tokenFor(other);
    const first = await smsLogin(other, { firebaseToken: replayed, channel: 'sms' });
    expect(first.status).toBe(200);
    // ... and not again.
    const again = await smsLogin(other, { firebaseToken: replayed, channel: 'sms' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('PHONE_TOKEN_USED');
    expect(await countRows(t, members)).toBe(before + 1);
  });
});

describe('SMS login through the outside provider', () => {
  it('logs the holder of the number in', async () => {
    const mobileNum = nextMobile();
    const m = await makeMember(t, { username: nextName('Phone'), dialCode: '95', mobileNum });
    const res = await smsLogin(mobileNum, {
      firebaseToken: await tokenFor(mobileNum),
      channel: 'sms',
    });
    expect(res.status).toBe(200);
    expect(res.body.value.username).toBe(m.username);
  });

  it('refuses a forged token, another number, a number without account, and a site code', async () => {
    const mobileNum = nextMobile();
    await makeMember(t, { username: nextName('Phone'), dialCode: '95', mobileNum });
    const forgedRes = await smsLogin(mobileNum, {
      firebaseToken: forged(phoneOf(mobileNum)),
      channel: 'sms',
    });
    expect(forgedRes.body.code).toBe('PHONE_TOKEN_INVALID');
    const stranger = nextMobile();
    const strangerToken = await tokenFor(stranger);
    const mismatch = await smsLogin(mobileNum, { firebaseToken: strangerToken, channel: 'sms' });
    expect(mismatch.body.code).toBe('PHONE_TOKEN_MISMATCH');
    const noAccount = await smsLogin(stranger, { firebaseToken: strangerToken, channel: 'sms' });
    expect(noAccount.status).toBe(401);
    expect(noAccount.body.code).toBe('BAD_CREDENTIALS');
    const siteCode = await smsLogin(mobileNum, { verificationCode: '123456' });
    expect(siteCode.body.code).toBe('MISSING_VERIFICATION_CODE');
  });
});

describe('the stand-in', () => {
  it('refuses a wrong code, an unknown session, and a resend within 60 s', async () => {
    const mobileNum = nextMobile();
    const sent = await sendCode(mobileNum);
    const code = await sentCode(mobileNum);
    const wrong = await confirmCode(
      sent.body.value.sessionInfo,
      code === '000000' ? '111111' : '000000',
    );
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    expect((await confirmCode('garbage', code)).body.code).toBe('CODE_EXPIRED');
    const resend = await sendCode(mobileNum);
    expect(resend.status).toBe(429);
    expect(resend.body.code).toBe('TOO_MANY_REQUESTS');
    // The provider's countdown is 60 s: the wait said is at most that, not the 5 minutes of a
    // provider's own too-many-requests.
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(resend.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('with the provider off (the default)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ seed: false });
  });
  afterAll(() => off.close());

  it('has no stand-in and says so in the options', async () => {
    const res = await off.call({
      method: 'POST',
      url: '/wps/verification/phone-auth/confirm',
      payload: { sessionInfo: 'x', code: '1' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('OPERATION_NOT_ALLOWED');
    const options = await off.call({ method: 'GET', url: '/wps/system/setting/account' });
    expect(options.body.value.phoneAuth).toBe('off');
  });
});
