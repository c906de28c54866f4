import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileFieldRule,
  type TFieldSetting,
  type TRegisterSettings,
} from '@wps/contracts/system/register-settings';
import { auditLog } from '../../db/schema/core';
import { expectValidationRefused } from '../../../test/expect-refused';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
});
afterAll(() => t.close());

const url = '/ops/api/system/setting/register';

async function read(): Promise<TRegisterSettings> {
  const res = await t.call({ method: 'GET', url: '/wps/system/setting/register' });
  expect(res.status).toBe(200);
  return res.body.value;
}

describe('GET /wps/system/setting/register', () => {
  it('serves the demo field rules, which compile and behave as the register hints say', async () => {
    const { fields } = await read();
    expect(fields.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 'ALNUM_LETTER_FIRST',
      minLength: 2,
      maxLength: 15,
    });
    const username = compileFieldRule(fields.username!);
    expect(username('player1')).toBeNull();
    expect(username('1player')?.kind).toBe('pattern');
    expect(username('p')?.kind).toBe('length');
    const password = compileFieldRule(fields.password!);
    expect(password('abc123')).toBeNull();
    expect(password('abcdef')?.kind).toBe('pattern');
    expect(password('123456')?.kind).toBe('pattern');
    expect(fields.mobileNum).toMatchObject({
      enabled: false,
      required: false,
      patternId: 'DIGITS',
    });
    expect(fields.verificationCode).toMatchObject({ minLength: 6, maxLength: 6 });
    expect(compileFieldRule(fields.email!)('')).toBeNull();
    expect(fields.payeeName?.patternId).toBe('FULL_NAME');
    expect(compileFieldRule(fields.payeeName!)('အောင် ကျော်')).toBeNull();
    // Out of the box a username registration asks for username, password and confirmation only.
    const shown = Object.entries(fields).filter(([, setting]) => setting.enabled);
    expect(shown.map(([name]) => name).sort()).toEqual(['confirmPassword', 'password', 'username']);
  });
});

describe('PUT /ops/api/system/setting/register', () => {
  it('replaces the settings for an admin, and audits the change', async () => {
    const before = await read();
    const next: TRegisterSettings = {
      fields: {
        ...before.fields,
        email: { ...before.fields.email!, required: true },
        qqNum: { ...before.fields.qqNum!, enabled: true },
      },
    };
    const res = await t.call({ method: 'PUT', url, token: admin, payload: next });
    expect(res.status).toBe(200);
    expect(await read()).toEqual(next);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'system.register'));
    expect(audits).toHaveLength(1);
    await t.call({ method: 'PUT', url, token: admin, payload: before });
  });

  it('refuses bad input for every field and changes nothing', async () => {
    const before = await read();
    const email = before.fields.email!;
    const withEmail = (patch: Record<string, unknown>) => ({
      fields: { ...before.fields, email: { ...email, ...patch } },
    });
    const bad: Array<[field: string, payload: unknown]> = [
      ['body.fields', { fields: [] }],
      ['body.fields', { fields: 'username' }],
      ['body.fields', { fields: { ...before.fields, nickname: email } }],
      ['body.fields.email', { fields: { ...before.fields, email: true } }],
      ['body.fields.email.extra', withEmail({ extra: 1 })],
      ['body.fields.email.enabled', withEmail({ enabled: 'true' })],
      ['body.fields.email.required', withEmail({ required: 0 })],
      ['body.fields.email.acceptedPattern', withEmail({ acceptedPattern: '' })],
      ['body.fields.email.acceptedPattern', withEmail({ acceptedPattern: '^(' })],
      ['body.fields.email.acceptedPattern', withEmail({ acceptedPattern: 'x'.repeat(501) })],
      [
        'body.fields.email.acceptedPattern',
        withEmail({ acceptedPattern: '<script>alert(1)</script>(' }),
      ],
      ['body.fields.email.acceptedPattern', withEmail({ acceptedPattern: '^a\u0000$' })],
      ['body.fields.email.acceptedPattern', withEmail({ acceptedPattern: 5 })],
      ['body.fields.email.patternId', withEmail({ patternId: 'PHONE' })],
      ['body.fields.email.patternId', withEmail({ patternId: "'; DROP TABLE settings; --" })],
      ['body.fields.email.minLength', withEmail({ minLength: -1 })],
      ['body.fields.email.minLength', withEmail({ minLength: 2.5 })],
      ['body.fields.email.minLength', withEmail({ minLength: '6' })],
      ['body.fields.email.maxLength', withEmail({ maxLength: 0 })],
      ['body.fields.email.maxLength', withEmail({ maxLength: 256 })],
      ['body.fields.email.maxLength', withEmail({ minLength: 50, maxLength: 10 })],
      ['body.fields.username', { fields: { ...before.fields, username: undefined } }],
      [
        'body.fields.password',
        { fields: { ...before.fields, password: { ...before.fields.password!, enabled: false } } },
      ],
      ['body.extra', { ...before, extra: true }],
      ['body.fields', {}],
    ];
    for (const [field, payload] of bad) {
      await expectValidationRefused(t, { method: 'PUT', url, token: admin, payload }, field);
    }
    expect(await read()).toEqual(before);
  });

  it('stores a pattern with hostile-looking text as a pattern, never running it as code', async () => {
    const before = await read();
    const literal: TFieldSetting = {
      ...before.fields.line!,
      enabled: true,
      acceptedPattern: "^(<script>|'; DROP TABLE settings; --)$",
    };
    const next = { fields: { ...before.fields, line: literal } };
    const res = await t.call({ method: 'PUT', url, token: admin, payload: next });
    expect(res.status).toBe(200);
    expect((await read()).fields.line).toEqual(literal);
    await t.call({ method: 'PUT', url, token: admin, payload: before });
  });

  it('answers 401 without a token and 403 for a support operator, and changes nothing', async () => {
    const before = await read();
    const payload = {
      fields: { ...before.fields, qqNum: { ...before.fields.qqNum!, enabled: true } },
    };
    const anonymous = await t.call({ method: 'PUT', url, payload });
    expect(anonymous.status).toBe(401);
    const support = await createOperatorToken(t, 'support');
    const res = await t.call({ method: 'PUT', url, payload, token: support });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await read()).toEqual(before);
  });
});
