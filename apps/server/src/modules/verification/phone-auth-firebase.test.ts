// Registration and SMS login with PHONE_AUTH_PROVIDER=firebase, over HTTP: the tokens are signed
// by a key of the test's, published by a local server standing in for Google's key endpoint
// (FIREBASE_JWKS_URL). A good token registers or logs in once; tokens for another project, from
// the stand-in's issuer, or replayed are refused, creating nothing. The options carry what the
// browser needs to reach Firebase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/accounts';
import { countRows } from '../../../test/db-rows';
import {
  firebaseToken,
  makeTestKey,
  startJwksStandIn,
  type JwksStandIn,
} from '../../../test/firebase-stand-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LOCAL_AUDIENCE, LOCAL_ISSUER } from '../../providers/phone-auth/local-phone-auth';
import {
  makeMember,
  nextName,
  registerByMobile,
  run,
  setWhitelabel,
  smsLoginAs,
  tokenWorks,
} from '../auth/test-helpers';

const PROJECT = 'royalwin-test';
const API_KEY = 'AIzaSyTest-public-web-key';
const key = makeTestKey('google-key-1');

let google: JwksStandIn;
let t: TestApp;
beforeAll(async () => {
  google = await startJwksStandIn([key]);
  t = await createTestApp({
    env: {
      PHONE_AUTH_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_API_KEY: API_KEY,
      FIREBASE_JWKS_URL: google.url,
    },
  });
  await setWhitelabel(t, { REGMOBVERF3: true, MOBILEVERCODELOGIN3: true });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

let lastMobile = 0;
const nextMobile = () => `96${String(parseInt(run, 16) % 1000).padStart(3, '0')}${++lastMobile}0`;
const tokenFor = (mobileNum: string, claims: Record<string, unknown> = {}) =>
  firebaseToken(key, PROJECT, { phone_number: `+95${mobileNum}`, ...claims });

const registration = (mobileNum: string, extra: Record<string, unknown>) =>
  registerByMobile(t, mobileNum, extra);
const smsLogin = (mobileNum: string, extra: Record<string, unknown>) =>
  smsLoginAs(t, mobileNum, extra);

describe('the account options', () => {
  it('name Firebase with the web app key and project the browser needs', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/setting/account' });
    expect(res.body.value).toMatchObject({
      phoneAuth: 'firebase',
      firebase: { apiKey: API_KEY, projectId: PROJECT },
    });
  });

  it("the pages may load Google's reCAPTCHA and call Identity Toolkit, nothing more", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/setting/account' });
    const csp = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources.join(' ')]),
    );
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
      'frame-src':
        "'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
      'connect-src': "'self' https://identitytoolkit.googleapis.com",
      'img-src': "'self' data: blob:",
    });
  });

  it("the local stand-in's calls are off", async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/verification/phone-auth/confirm',
      payload: { sessionInfo: 'x', code: '1' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('registration through Firebase', () => {
  it('registers with a good token, which names its number only', async () => {
    const mobileNum = nextMobile();
    const token = tokenFor(mobileNum);
    const res = await registration(mobileNum, { firebaseToken: token, channel: 'sms' });
    expect(res.status).toBe(200);
    expect(res.body.value.username).toBe(mobileNum);
    expect(await tokenWorks(t, res.body.value.session.token)).toBe(true);
    const other = nextMobile();
    const again = await registration(other, { firebaseToken: token, channel: 'sms' });
    expect(again.body.code).toBe('PHONE_TOKEN_MISMATCH');
  });

  it('refuses tokens for another project, from the stand-in, with an unpublished key, or not from a phone sign-in', async () => {
    const mobileNum = nextMobile();
    const before = await countRows(t, members);
    const expect400 = async (firebaseToken: string, code: string) => {
      const res = await registration(mobileNum, { firebaseToken, channel: 'sms' });
      expect(res.status, code).toBe(400);
      expect(res.body.code).toBe(code);
    };
    await expect400(
      tokenFor(mobileNum, {
        iss: 'https://securetoken.google.com/other-project',
        aud: 'other-project',
      }),
      'PHONE_TOKEN_INVALID',
    );
    await expect400(
      tokenFor(mobileNum, { iss: LOCAL_ISSUER, aud: LOCAL_AUDIENCE }),
      'PHONE_TOKEN_INVALID',
    );
    await expect400(
      firebaseToken(makeTestKey('google-key-1'), PROJECT, { phone_number: `+95${mobileNum}` }),
      'PHONE_TOKEN_INVALID',
    );
    await expect400(
      tokenFor(mobileNum, { firebase: { sign_in_provider: 'anonymous' } }),
      'PHONE_TOKEN_INVALID',
    );
    expect(await countRows(t, members)).toBe(before);
    // The keys were fetched once for all of these.
    expect(google.requests).toBe(1);
  });
});

describe('SMS login through Firebase', () => {
  it('logs the holder of the number in, and not twice with one token', async () => {
    const mobileNum = nextMobile();
    const m = await makeMember(t, { username: nextName('Fire'), dialCode: '95', mobileNum });
    const token = tokenFor(mobileNum);
    const res = await smsLogin(mobileNum, { firebaseToken: token, channel: 'sms' });
    expect(res.status).toBe(200);
    expect(res.body.value.username).toBe(m.username);
    const again = await smsLogin(mobileNum, { firebaseToken: token, channel: 'sms' });
    expect(again.body.code).toBe('PHONE_TOKEN_USED');
  });
});
