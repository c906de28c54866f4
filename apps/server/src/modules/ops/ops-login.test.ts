// Operator login's limits and audit (POST /ops/api/session), through HTTP: the member login's
// guards, counted apart from members'.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR } from '@wps/contracts/account/accounts';
import { auditRows } from '../../../test/db-rows';
import { createTestApp, OPS_PASSWORD, type TestApp } from '../../../test/test-app';
import type * as Passwords from '../../lib/passwords';
import {
  DELAY_AFTER_FAILURES,
  FIRST_DELAY_MS,
  IP_FAILURES_PER_10_MIN,
  MAX_DELAY_MS,
} from '../auth/login-guard';
import { nextIp, run } from '../auth/test-helpers';

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
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let operatorCounter = 0;
/** A fresh operator (made by the seeded admin), so each test starts with clean counts. */
async function makeOperator() {
  operatorCounter += 1;
  const username = `op_${run}_${operatorCounter}`;
  const password = `op-password-${operatorCounter}`;
  const created = await t.call({
    method: 'POST',
    url: '/ops/api/operators',
    token: await t.opsToken(),
    payload: { username, password, role: 'support' },
  });
  expect(created.status).toBe(200);
  return { username, password };
}

function opsLogin(username: string, password: string, ip = nextIp()) {
  return t.call({
    method: 'POST',
    url: '/ops/api/session',
    payload: { username, password },
    remoteAddress: ip,
  });
}

describe('POST /ops/api/session limits', () => {
  it('refuses 150 wrong passwords from 50 addresses after the first few with 429 and the wait; the operator gets in once the wait is over', async () => {
    const operator = await makeOperator();
    const ips = Array.from({ length: 50 }, () => nextIp());
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const before = evaluations.count;
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        opsLogin(
          i % 2 ? operator.username.toUpperCase() : operator.username,
          `wrong-${i}`,
          ips[i % 50],
        ),
      ),
    );
    const statuses: Record<number, number> = {};
    for (const res of answers) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    expect(statuses).toEqual({ 401: DELAY_AFTER_FAILURES, 429: 150 - DELAY_AFTER_FAILURES });
    expect(evaluations.count - before).toBe(DELAY_AFTER_FAILURES);
    expect(evaluations.count - before).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBe(String(FIRST_DELAY_MS / 1000));

    // The right password waits like any guess (the wrong ones did not learn it) ...
    const right = await opsLogin(operator.username, operator.password);
    expect(right.status).toBe(429);
    // ... and works once the wait is over.
    vi.setSystemTime(start + FIRST_DELAY_MS);
    const ok = await opsLogin(operator.username, operator.password);
    expect(ok.status).toBe(200);
    expect(ok.body.value.operator.username).toBe(operator.username);
  });

  it('doubles the wait after each further failure, up to 15 minutes', async () => {
    const operator = await makeOperator();
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.now();
    vi.setSystemTime(now);
    for (let i = 0; i < DELAY_AFTER_FAILURES; i++) {
      expect((await opsLogin(operator.username, 'wrong-password')).status).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 11; i++) {
      const refused = await opsLogin(operator.username, 'wrong-password');
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      now += wait * 1000;
      vi.setSystemTime(now);
      expect((await opsLogin(operator.username, 'wrong-password')).status).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(Math.max(...waits)).toBe(MAX_DELAY_MS / 1000);
  });

  it('limits one address to 30 failures in 10 minutes, whatever the operator names', async () => {
    const ip = nextIp();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    // 1.1 s apart: the burst limit never applies, only the 10-minute one.
    for (let i = 0; i < IP_FAILURES_PER_10_MIN; i++) {
      vi.setSystemTime(start + i * 1100);
      expect((await opsLogin(`nobody_${run}_${i}`, 'wrong-password', ip)).status).toBe(401);
    }
    vi.setSystemTime(start + IP_FAILURES_PER_10_MIN * 1100);
    const refused = await opsLogin('admin', OPS_PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await opsLogin('admin', OPS_PASSWORD)).status).toBe(200);
  });

  it('counts operators apart from members: failures of a member name do not delay the operator', async () => {
    const operator = await makeOperator();
    for (let i = 0; i < DELAY_AFTER_FAILURES + 1; i++) {
      await t.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: { type: 'username', username: operator.username, password: 'Wrong1234' },
        remoteAddress: nextIp(),
      });
    }
    expect((await opsLogin(operator.username, operator.password)).status).toBe(200);
  });

  it('counts every spelling of a name as one operator; a name outside the rule is refused unevaluated', async () => {
    const operator = await makeOperator();
    const before = evaluations.count;
    const dotted = operator.username.replace('o', '\u00f6').toUpperCase();
    for (const spelling of [dotted, operator.username.replace('p', '\u0130')]) {
      const res = await opsLogin(spelling, operator.password);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.username' });
    }
    expect(evaluations.count).toBe(before);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const spellings = [operator.username.toUpperCase(), ` ${operator.username} `];
    for (let i = 0; i < DELAY_AFTER_FAILURES; i++) {
      expect((await opsLogin(spellings[i % 2]!, 'wrong-password')).status).toBe(401);
    }
    expect((await opsLogin(operator.username, operator.password)).status).toBe(429);
  });
});

describe('failed operator logins are audited', () => {
  it('writes one row per failure with the address and the name tried, the same for an unknown name', async () => {
    const operator = await makeOperator();
    const ghost = `ghost_${run}`;
    const before = (await auditRows(t, 'ops.login.failed')).length;
    const [ipWrong, ipGhost] = [nextIp(), nextIp()];
    expect((await opsLogin(operator.username, 'wrong-password', ipWrong)).status).toBe(401);
    expect((await opsLogin(ghost, 'wrong-password', ipGhost)).status).toBe(401);
    const rows = (await auditRows(t, 'ops.login.failed')).slice(before);
    expect(
      rows.map(({ actorKind, actorId, action, subject, detail }) => ({
        actorKind,
        actorId,
        action,
        subject,
        detail,
      })),
    ).toEqual([
      {
        actorKind: 'operator',
        actorId: null,
        action: 'ops.login.failed',
        subject: null,
        detail: { ip: ipWrong, username: operator.username },
      },
      {
        actorKind: 'operator',
        actorId: null,
        action: 'ops.login.failed',
        subject: null,
        detail: { ip: ipGhost, username: ghost },
      },
    ]);
    // A login that succeeds writes no such row.
    expect((await opsLogin(operator.username, operator.password)).status).toBe(200);
    expect((await auditRows(t, 'ops.login.failed')).slice(before)).toHaveLength(2);
  });
});
