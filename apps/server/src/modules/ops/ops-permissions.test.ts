// Table-driven over the app's whole route list: every operator call declares a permission; an
// operator whose role lacks it is refused (403) before anything is read or changed. That every
// operator write leaves one audit row is modules/audit/audit-writes.test.ts.
import { opsPermissions, type TOpsPermission } from '@wps/contracts/ops/permissions';
import type { Contract } from '@wps/contracts/http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprints } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../../lib/passwords';
import { createSession } from '../session/session.service';
import { insertOperator } from './ops.queries';
import { putCustomRole } from './operators.service';

let t: TestApp;
/** For each permission, the token of an operator whose custom role has every OTHER permission. */
const lacking = new Map<TOpsPermission, string>();

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.deps.db.execute(sql`SELECT id FROM operators WHERE username = 'admin'`);
  const adminId = (admin as unknown as { rows: { id: number }[] }).rows[0]!.id;
  const adminCaller = { kind: 'operator' as const, id: adminId } as never;
  for (const permission of opsPermissions) {
    const role = `all-but-${permission.replace('.', '-')}`;
    await putCustomRole(
      t.deps,
      adminCaller,
      role,
      opsPermissions.filter((p) => p !== permission),
    );
    // Straight to a session: thirty logins from one address would meet the login limits.
    const operator = await insertOperator(t.deps.db, {
      username: `lacks_${permission.replace('.', '_').toLowerCase()}`,
      passwordHash: await hashPassword('unused-password-123'),
      role,
    });
    const token = await createSession(
      { db: t.deps.db, ttlHours: 1 },
      { kind: 'operator', id: operator!.id, ip: null, userAgent: null },
    );
    lacking.set(permission, token);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function operatorContracts(): Contract[] {
  return t.router.contracts.filter((c) => c.access === 'operator');
}

/** A concrete URL for a contract's path: every parameter filled with something plausible. */
function urlOf(contract: Contract): string {
  return contract.path
    .replace(':reference', 'D00000001')
    .replace(':name', 'some-role')
    .replace(/:[a-zA-Z]+/g, '1');
}

describe('operator permissions over the whole route list', () => {
  it('every operator call declares a permission', () => {
    const undeclared = operatorContracts()
      .filter((c) => c.permission === undefined)
      .map((c) => `${c.method} ${c.path}`);
    expect(undeclared).toEqual([]);
    expect(operatorContracts().length).toBeGreaterThan(90);
  });

  it('without the permission: 403 FORBIDDEN on every call, and nothing in the database changes', async () => {
    const before = await tableFingerprints(t);
    const checked: string[] = [];
    for (const contract of operatorContracts()) {
      const permission = contract.permission;
      if (permission === undefined || permission === 'signed-in') continue;
      const res = await t.call({
        method: contract.method,
        url: urlOf(contract),
        token: lacking.get(permission)!,
        ...(contract.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.status, `${contract.method} ${contract.path}`).toBe(403);
      expect(res.body.code, `${contract.method} ${contract.path}`).toBe('FORBIDDEN');
      checked.push(`${contract.method} ${contract.path}`);
    }
    expect(checked.length).toBeGreaterThan(70);
    expect(await tableFingerprints(t)).toEqual(before);
  }, 120_000);

  it('a call nobody declared a permission for is refused to every operator, admin too', async () => {
    const { createRouter } = await import('../../http/route');
    const fastify = (await import('fastify')).default();
    const router = createRouter(fastify, async () => ({ kind: 'operator', id: 1 }) as never, {
      authorizeOperator: async () => undefined,
    });
    router.add(
      {
        method: 'POST',
        path: '/ops/api/undeclared',
        summary: 'x',
        tag: 'ops',
        access: 'operator',
        value: (await import('zod')).z.null(),
      },
      async () => null,
    );
    const res = await fastify.inject({
      method: 'POST',
      url: '/ops/api/undeclared',
      headers: { authorization: `Bearer ${'a'.repeat(40)}` },
    });
    // The error handler is not installed on this bare app: the refusal is an AppError FORBIDDEN.
    expect(res.statusCode).not.toBe(200);
    expect(res.body).toContain('FORBIDDEN');
    await fastify.close();
  });
});
