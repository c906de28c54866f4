// Operators' TOTP two-factor through HTTP: enrolment, the login's code (drift, replay, wrong
// codes), turning it off, an admin's reset, and OPS_REQUIRE_2FA's enrolment gate.
import { builtInRolePermissions, moneyPermissions } from '@wps/contracts/ops/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpsTwoFactorRequired } from '../../config';
import { auditRows } from '../../../test/db-rows';
import { createTestApp, OPS_PASSWORD, type TestApp } from '../../../test/test-app';
import { findOperatorByUsername } from './ops.queries';
import { totpOf, WRONG_CODES_PER_WINDOW } from './totp';

const STEP_MS = 30_000;

/** The code of `secret` at `at`, computed as an authenticator app would, with the same library. */
function codeAt(secret: string, at: number): string {
  return totpOf(secret, 'x').generate({ timestamp: at });
}

/** A well-formed code that is none of the three the server accepts around `at`. */
function wrongCode(secret: string, at: number): string {
  const near = new Set([-1, 0, 1].map((d) => codeAt(secret, at + d * STEP_MS)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

let addresses = 0;

/**
 * Each login from an address of its own: these tests log in more often than the login guard's
 * burst limit lets one address (ops-login.test.ts tests the guard).
 */
function opsLogin(t: TestApp, username: string, password: string, otp?: string) {
  addresses += 1;
  return t.call({
    method: 'POST',
    url: '/ops/api/session',
    remoteAddress: `10.42.${addresses >> 8}.${addresses & 255}`,
    payload: { username, password, ...(otp === undefined ? {} : { otp }) },
  });
}

async function createOperator(t: TestApp, username: string, role: string, admin: string) {
  const password = `${username}-password`;
  const res = await t.call({
    method: 'POST',
    url: '/ops/api/operators',
    token: admin,
    payload: { username, password, role },
  });
  expect(res.status).toBe(200);
  const login = await opsLogin(t, username, password);
  return { id: res.body.value.id as number, password, token: login.body.value.token as string };
}

/** Enrols the token's operator; returns the secret and the time its confirming code was for. */
async function enrol(t: TestApp, token: string) {
  const setup = await t.call({ method: 'POST', url: '/ops/api/me/two-factor/setup', token });
  expect(setup.status).toBe(200);
  const { secret } = setup.body.value;
  const at = Date.now();
  const confirm = await t.call({
    method: 'POST',
    url: '/ops/api/me/two-factor/confirm',
    token,
    payload: { otp: codeAt(secret, at) },
  });
  expect(confirm.status).toBe(200);
  return { secret: secret as string, at };
}

describe('operator two-factor (OPS_REQUIRE_2FA off)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    admin = await t.opsToken();
  });
  afterAll(() => t.close());

  it('enrols with a QR code and a confirming code, then the login needs a fresh code once', async () => {
    const op = await createOperator(t, 'otp_alice', 'support', admin);
    const me = await t.call({ method: 'GET', url: '/ops/api/me', token: op.token });
    expect(me.body.value).toMatchObject({ twoFactorEnabled: false, mustEnrolTwoFactor: false });

    const setup = await t.call({
      method: 'POST',
      url: '/ops/api/me/two-factor/setup',
      token: op.token,
    });
    expect(setup.status).toBe(200);
    const { secret, uri, qrCode } = setup.body.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Royal%20Win:otp_alice?issuer=Royal%20Win&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    // Not on until a code confirms it: the login still takes the password alone.
    expect((await opsLogin(t, 'otp_alice', op.password)).status).toBe(200);

    const t0 = Date.now();
    const wrongConfirm = await t.call({
      method: 'POST',
      url: '/ops/api/me/two-factor/confirm',
      token: op.token,
      payload: { otp: wrongCode(secret, t0) },
    });
    expect(wrongConfirm.status).toBe(400);
    expect(wrongConfirm.body.code).toBe('INVALID_OTP');
    const confirm = await t.call({
      method: 'POST',
      url: '/ops/api/me/two-factor/confirm',
      token: op.token,
      payload: { otp: codeAt(secret, t0) },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.value).toMatchObject({ twoFactorEnabled: true, mustEnrolTwoFactor: false });
    const audit = await auditRows(t, 'ops.2fa.enable');
    expect(audit.map((a) => a.subject)).toContain('otp_alice');

    // The secret is never sent again: a new setup is refused while two-factor is on.
    const again = await t.call({
      method: 'POST',
      url: '/ops/api/me/two-factor/setup',
      token: op.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_STATE');
    const row = (await findOperatorByUsername(t.deps.db, 'otp_alice'))!;
    expect(row.totpSecret).toBe(secret);
    const list = await t.call({ method: 'GET', url: '/ops/api/operators', token: admin });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(
      list.body.value.items.find((o: { username: string }) => o.username === 'otp_alice'),
    ).toEqual({
      id: op.id,
      username: 'otp_alice',
      role: 'support',
      permissions: [...builtInRolePermissions.support],
      active: true,
      twoFactorEnabled: true,
    });

    const noCode = await opsLogin(t, 'otp_alice', op.password);
    expect(noCode.status).toBe(401);
    expect(noCode.body.code).toBe('OTP_REQUIRED');
    expect(noCode.body.value).toBeUndefined();
    const wrong = await opsLogin(t, 'otp_alice', op.password, wrongCode(secret, t0));
    expect(wrong.body.code).toBe('INVALID_OTP');
    // A code with the wrong password is just a wrong password, and says nothing of the code.
    const badPassword = await opsLogin(t, 'otp_alice', 'wrong-password', codeAt(secret, t0));
    expect(badPassword.body.code).toBe('BAD_CREDENTIALS');
    // The confirming code was spent: the same code again is a replay.
    const replayOfConfirm = await opsLogin(t, 'otp_alice', op.password, codeAt(secret, t0));
    expect(replayOfConfirm.body.code).toBe('INVALID_OTP');
    // One step of drift ahead is accepted (the phone's clock runs fast) ...
    const next = codeAt(secret, t0 + STEP_MS);
    const ok = await opsLogin(t, 'otp_alice', op.password, next);
    expect(ok.status).toBe(200);
    // Exactly these fields: never the password hash nor the secret.
    expect(ok.body.value.operator).toEqual({
      id: op.id,
      username: 'otp_alice',
      role: 'support',
      permissions: [...builtInRolePermissions.support],
      active: true,
      twoFactorEnabled: true,
      mustEnrolTwoFactor: false,
    });
    expect(JSON.stringify(ok.body)).not.toContain(secret);
    // ... once: the same code is refused, and so is any earlier one.
    const replay = await opsLogin(t, 'otp_alice', op.password, next);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('INVALID_OTP');
    expect(replay.body.value).toBeUndefined();
  });

  it('lets one of several logins sent at once with the same code in, and refuses the others', async () => {
    const op = await createOperator(t, 'otp_race', 'content', admin);
    const { secret, at } = await enrol(t, op.token);
    const code = codeAt(secret, at + STEP_MS);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => opsLogin(t, 'otp_race', op.password, code)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.code)).toEqual([
      'INVALID_OTP',
      'INVALID_OTP',
      'INVALID_OTP',
    ]);
  });

  it('refuses malformed codes before anything is checked', async () => {
    for (const otp of ['12345', '1234567', 'abcdef', ' 123456', '１２３４５６', 123456]) {
      const res = await t.call({
        method: 'POST',
        url: '/ops/api/session',
        payload: { username: 'admin', password: OPS_PASSWORD, otp },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.otp' });
    }
  });

  it('turns one’s own two-factor off only with a current code, and limits wrong codes', async () => {
    const op = await createOperator(t, 'otp_bob', 'content', admin);
    const { secret, at } = await enrol(t, op.token);
    const disable = (otp: string) =>
      t.call({
        method: 'POST',
        url: '/ops/api/me/two-factor/disable',
        token: op.token,
        payload: { otp },
      });
    for (let i = 0; i < WRONG_CODES_PER_WINDOW; i++) {
      expect((await disable(wrongCode(secret, at))).body.code).toBe('INVALID_OTP');
    }
    // Past the limit even the right code waits: a stolen session cannot guess its way through.
    const limited = await disable(codeAt(secret, at + STEP_MS));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    expect((await findOperatorByUsername(t.deps.db, 'otp_bob'))!.totpEnabledAt).not.toBeNull();
  });

  it('lets its owner turn it off with a code, then the password alone logs in', async () => {
    const op = await createOperator(t, 'otp_carol', 'content', admin);
    const { secret, at } = await enrol(t, op.token);
    const off = await t.call({
      method: 'POST',
      url: '/ops/api/me/two-factor/disable',
      token: op.token,
      payload: { otp: codeAt(secret, at + STEP_MS) },
    });
    expect(off.status).toBe(200);
    expect(off.body.value.twoFactorEnabled).toBe(false);
    expect((await auditRows(t, 'ops.2fa.disable')).map((a) => a.subject)).toContain('otp_carol');
    const row = (await findOperatorByUsername(t.deps.db, 'otp_carol'))!;
    expect(row.totpSecret).toBeNull();
    expect((await opsLogin(t, 'otp_carol', op.password)).status).toBe(200);
  });

  it('lets an admin reset another operator’s two-factor (audited, their sessions end), not their own', async () => {
    const op = await createOperator(t, 'otp_dave', 'support', admin);
    await enrol(t, op.token);
    const support = await createOperator(t, 'otp_erin', 'support', admin);
    const byOther = await t.call({
      method: 'POST',
      url: `/ops/api/operators/${op.id}/two-factor/reset`,
      token: support.token,
    });
    expect(byOther.status).toBe(403);
    const reset = await t.call({
      method: 'POST',
      url: `/ops/api/operators/${op.id}/two-factor/reset`,
      token: admin,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.value).toEqual({
      id: op.id,
      username: 'otp_dave',
      role: 'support',
      permissions: [...builtInRolePermissions.support],
      active: true,
      twoFactorEnabled: false,
    });
    const audit = await auditRows(t, 'ops.operator.2fa.reset');
    expect(audit.at(-1)).toMatchObject({ subject: 'otp_dave', actorKind: 'operator' });
    const gone = await t.call({ method: 'GET', url: '/ops/api/me', token: op.token });
    expect(gone.body.code).toBe('SESSION_EXPIRED');
    expect((await opsLogin(t, 'otp_dave', op.password)).status).toBe(200);

    const adminId = (await findOperatorByUsername(t.deps.db, 'admin'))!.id;
    const own = await t.call({
      method: 'POST',
      url: `/ops/api/operators/${adminId}/two-factor/reset`,
      token: admin,
    });
    expect(own.status).toBe(403);
    const unknown = await t.call({
      method: 'POST',
      url: '/ops/api/operators/999999/two-factor/reset',
      token: admin,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('OPS_REQUIRE_2FA=on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { OPS_REQUIRE_2FA: 'on' } });
  });
  afterAll(() => t.close());

  it('refuses every other call of an unenrolled admin until they enrol', async () => {
    const admin = await t.opsToken();
    const me = await t.call({ method: 'GET', url: '/ops/api/me', token: admin });
    expect(me.status).toBe(200);
    expect(me.body.value).toMatchObject({ role: 'admin', mustEnrolTwoFactor: true });
    const deposits = await t.call({ method: 'GET', url: '/ops/api/deposits', token: admin });
    expect(deposits.status).toBe(403);
    expect(deposits.body.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    // Every operator read without path parameters, not just one.
    const reads = t.router.contracts.filter(
      (c) =>
        c.access === 'operator' &&
        c.method === 'GET' &&
        !c.path.includes(':') &&
        (c.query === undefined || c.query.safeParse({}).success),
    );
    expect(reads.length).toBeGreaterThan(10);
    for (const contract of reads) {
      if (contract.path === '/ops/api/me') continue;
      const res = await t.call({ method: 'GET', url: contract.path, token: admin });
      expect([contract.path, res.body.code]).toEqual([
        contract.path,
        'TWO_FACTOR_ENROLMENT_REQUIRED',
      ]);
    }
    const create = await t.call({
      method: 'POST',
      url: '/ops/api/operators',
      token: admin,
      payload: { username: 'never_made', password: 'long-enough-password', role: 'admin' },
    });
    expect(create.body.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');

    await enrol(t, admin);
    const after = await t.call({ method: 'GET', url: '/ops/api/deposits', token: admin });
    expect(after.status).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/ops/api/me', token: admin })).body.value,
    ).toMatchObject({ twoFactorEnabled: true, mustEnrolTwoFactor: false });
  });

  it('asks it of support (member data) but not of content', async () => {
    const admin = await t.opsToken();
    const support = await createOperator(t, 'req_support', 'support', admin);
    const content = await createOperator(t, 'req_content', 'content', admin);
    const members = await t.call({ method: 'GET', url: '/ops/api/members', token: support.token });
    expect(members.body.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    const notices = await t.call({ method: 'GET', url: '/ops/api/notices', token: content.token });
    expect(notices.status).toBe(200);
    const me = await t.call({ method: 'GET', url: '/ops/api/me', token: content.token });
    expect(me.body.value.mustEnrolTwoFactor).toBe(false);
  });

  it('asks it of whoever holds any one money permission, a custom role as much as finance', async () => {
    const admin = await t.opsToken();
    const holders: [string, string][] = [['finance', 'req_finance']];
    for (const permission of moneyPermissions) {
      const role = `only-${permission.replace('.', '-')}`;
      const put = await t.call({
        method: 'PUT',
        url: `/ops/api/roles/${role}`,
        token: admin,
        payload: { permissions: [permission, 'content.edit'] },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      holders.push([role, `req_${permission.replace('.', '_')}`]);
    }
    for (const [role, username] of holders) {
      const op = await createOperator(t, username, role, admin);
      const me = await t.call({ method: 'GET', url: '/ops/api/me', token: op.token });
      expect([role, me.body.value.mustEnrolTwoFactor]).toEqual([role, true]);
      // Refused even what the role's other permission alone would allow, until enrolled.
      const notices = await t.call({ method: 'GET', url: '/ops/api/notices', token: op.token });
      expect([role, notices.body.code]).toEqual([role, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    }
  });
});

describe('isOpsTwoFactorRequired', () => {
  const required = (
    NODE_ENV: 'production' | 'development' | 'test',
    SEED_DEMO: boolean,
    OPS_REQUIRE_2FA?: 'on' | 'off',
  ) => isOpsTwoFactorRequired({ NODE_ENV, SEED_DEMO, OPS_REQUIRE_2FA });
  it('is on in production without the demo data, off with it, in development and in tests', () => {
    expect(required('production', false)).toBe(true);
    expect(required('production', true)).toBe(false);
    expect(required('development', false)).toBe(false);
    expect(required('test', false)).toBe(false);
  });
  it('follows OPS_REQUIRE_2FA when it is set', () => {
    expect(required('test', false, 'on')).toBe(true);
    expect(required('production', true, 'on')).toBe(true);
    expect(required('production', false, 'off')).toBe(false);
  });
});
