// The audit chain below HTTP: appends link up, many at once stay one line, tampering is found.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/test-app';
import { appendAudit, canonicalJson, verifyChain } from './audit-chain';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 8 });
});
afterAll(async () => {
  await database.close();
});

describe('audit chain', () => {
  it('keys are sorted at every level, so jsonb key order does not change the hash', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('50 appends at once make one unbroken chain', async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        appendAudit(database.db, {
          actorKind: 'operator',
          actorId: 1,
          action: 'test.concurrent',
          memberId: i,
          detail: { i, nested: { b: 2, a: 1 } },
        }),
      ),
    );
    const rows = (await database.db.execute(
      sql`SELECT prev_hash, hash FROM audit_log WHERE hash IS NOT NULL ORDER BY id`,
    )) as unknown as { rows: { prev_hash: string; hash: string }[] };
    const list = rows.rows;
    expect(list.length).toBeGreaterThanOrEqual(50);
    // Every hash is the previous of exactly the next row: no fork.
    const prevs = new Set(list.map((r) => r.prev_hash));
    expect(prevs.size).toBe(list.length);
    const check = await verifyChain(database.db, 7);
    expect(check).toMatchObject({ ok: true, firstBreak: null });
    expect(check.checked).toBe(list.length);
  });

  it('an append inside a transaction that rolls back leaves no row and no break', async () => {
    await database.db
      .transaction(async (tx) => {
        await appendAudit(tx, { actorKind: 'system', actorId: null, action: 'test.rollback' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await appendAudit(database.db, { actorKind: 'system', actorId: null, action: 'test.after' });
    const found = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'test.rollback'`,
    )) as unknown as { rows: { n: number }[] };
    expect(found.rows[0]!.n).toBe(0);
    expect((await verifyChain(database.db)).ok).toBe(true);
  });

  it('the database refuses to update or delete a row', async () => {
    await expect(
      database.db.execute(sql`UPDATE audit_log SET action = 'x' WHERE action = 'test.after'`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`DELETE FROM audit_log WHERE action = 'test.after'`),
    ).rejects.toThrow();
  });

  it('a row changed behind the trigger is found, at that row', async () => {
    const target = await appendAudit(database.db, {
      actorKind: 'operator',
      actorId: 1,
      action: 'test.tamper',
      detail: { amount: 100 },
    });
    await appendAudit(database.db, { actorKind: 'system', actorId: null, action: 'test.later' });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change`);
      await tx.execute(
        sql`UPDATE audit_log SET detail = '{"amount": 1}'::jsonb WHERE id = ${target.id}`,
      );
      await tx.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change`);
    });
    expect(await verifyChain(database.db)).toMatchObject({
      ok: false,
      firstBreak: { id: target.id, reason: 'hash' },
    });
  });
});
