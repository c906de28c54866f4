// Registration and login safety settings: admin-only ops calls, and the public options.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/core';
import { auditRows, countRows } from '../../../test/db-rows';
import { expectValidationRefused } from '../../../test/expect-refused';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { defaultAccountSecurity, readAccountSecurity } from './account-settings.queries';

let t: TestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { OAUTH_GOOGLE_CLIENT_ID: 'google-client', OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret' },
  });
  admin = await t.opsToken();
  support = await createOperatorToken(t, 'support');
});
afterAll(() => t.close());

const url = '/ops/api/system/setting/security';
const changed = {
  registerChallenge: true,
  loginCaptchaAfterFailures: 5,
  newDeviceVerification: true,
  smsCodeMinutes: 2,
  smsSendsPerNumberPerHour: 3,
  freePlayBalance: 50_000,
};

describe('account security settings', () => {
  it('starts at the defaults', async () => {
    const res = await t.call({ method: 'GET', url, token: admin });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual(defaultAccountSecurity);
    const options = await t.call({ method: 'GET', url: '/wps/system/setting/account' });
    expect(options.body.value).toEqual({
      registerChallenge: false,
      smsCodeMinutes: 5,
      oauthProviders: ['google'],
      phoneAuth: 'off',
    });
  });

  it('an admin replaces them, audited; the public options follow', async () => {
    const res = await t.call({ method: 'PUT', url, token: admin, payload: changed });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual(changed);
    expect(await readAccountSecurity(t.deps.db)).toEqual(changed);
    const audit = await auditRows(t, 'system.accountSecurity');
    expect(audit.at(-1)).toMatchObject({ actorKind: 'operator', detail: changed });
    const options = await t.call({ method: 'GET', url: '/wps/system/setting/account' });
    expect(options.body.value).toEqual({
      registerChallenge: true,
      smsCodeMinutes: 2,
      oauthProviders: ['google'],
      phoneAuth: 'off',
    });
    await t.call({ method: 'PUT', url, token: admin, payload: defaultAccountSecurity });
  });

  it('refuses callers without a session (401) and operators other than admin (403)', async () => {
    const before = await readAccountSecurity(t.deps.db);
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
    expect((await t.call({ method: 'PUT', url, payload: changed })).status).toBe(401);
    const get = await t.call({ method: 'GET', url, token: support });
    expect(get.status).toBe(403);
    expect(get.body.code).toBe('FORBIDDEN');
    expect((await t.call({ method: 'PUT', url, token: support, payload: changed })).status).toBe(
      403,
    );
    expect((await t.call({ method: 'GET', url, token: 'x'.repeat(40) })).status).toBe(401);
    expect(await readAccountSecurity(t.deps.db)).toEqual(before);
  });

  it.each<[string, unknown, string]>([
    ['codes living 0 minutes', { smsCodeMinutes: 0 }, 'body.smsCodeMinutes'],
    ['codes living 31 minutes', { smsCodeMinutes: 31 }, 'body.smsCodeMinutes'],
    ['minutes as a string', { smsCodeMinutes: '5' }, 'body.smsCodeMinutes'],
    ['fractional minutes', { smsCodeMinutes: 2.5 }, 'body.smsCodeMinutes'],
    ['no sends per hour', { smsSendsPerNumberPerHour: 0 }, 'body.smsSendsPerNumberPerHour'],
    ['51 sends per hour', { smsSendsPerNumberPerHour: 51 }, 'body.smsSendsPerNumberPerHour'],
    [
      'captcha after 0 failures',
      { loginCaptchaAfterFailures: 0 },
      'body.loginCaptchaAfterFailures',
    ],
    ['a negative free-play balance', { freePlayBalance: -1 }, 'body.freePlayBalance'],
    ['a fractional free-play balance', { freePlayBalance: 10.5 }, 'body.freePlayBalance'],
    ['a huge free-play balance', { freePlayBalance: 1e15 }, 'body.freePlayBalance'],
    ['the challenge as a string', { registerChallenge: 'true' }, 'body.registerChallenge'],
    ['a missing field', { newDeviceVerification: undefined }, 'body.newDeviceVerification'],
    ['an unknown field', { secret: 'x' }, 'body.secret'],
  ])('refuses %s with 400 and changes nothing', async (_name, patch, field) => {
    const before = await readAccountSecurity(t.deps.db);
    const rows = await countRows(t, settings);
    await expectValidationRefused(
      t,
      {
        method: 'PUT',
        url,
        token: admin,
        payload: { ...defaultAccountSecurity, ...(patch as object) },
      },
      field,
    );
    expect(await readAccountSecurity(t.deps.db)).toEqual(before);
    expect(await countRows(t, settings)).toBe(rows);
  });

  it('keeps the public options open during maintenance, like the other system settings', async () => {
    const maintenance = (enabled: boolean) =>
      t.call({
        method: 'PUT',
        url: '/ops/api/system/maintenance',
        token: admin,
        payload: enabled
          ? { enabled: true, title: 'Upgrade', endTime: null, info: 'Back soon' }
          : { enabled: false, title: '', endTime: null, info: '' },
      });
    expect((await maintenance(true)).status).toBe(200);
    try {
      const options = await t.call({ method: 'GET', url: '/wps/system/setting/account' });
      expect(options.status).toBe(200);
      const captcha = await t.call({ method: 'GET', url: '/wps/captcha' });
      expect(captcha.status).toBe(503);
    } finally {
      await maintenance(false);
    }
  });
});

describe('public account options without social login configured', () => {
  it('lists no providers', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      const res = await plain.call({ method: 'GET', url: '/wps/system/setting/account' });
      expect(res.body.value.oauthProviders).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
