// The agent tree's closure (member_tree), kept by the triggers of migration 0013: after any
// insert or move it equals the closure computed from members.upline_id, a move carries the whole
// subtree, and a cycle is refused with nothing changed; everyone under a member and its uplines
// are each one indexed read. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { openTestDatabase } from '../../../test/test-app';
import { isTreeCycleError } from './tree';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function addMember(uplineId: number | null): Promise<number> {
  const name = `tree${randomBytes(5).toString('hex')}`;
  const [row] = await rows<{ id: number }>(sql`
    INSERT INTO members (username, nickname, referral_code, upline_id)
    VALUES (${name}, ${name}, ${name}, ${uplineId}) RETURNING id`);
  return Number(row!.id);
}

const move = (id: number, uplineId: number | null) =>
  db.execute(sql`UPDATE members SET upline_id = ${uplineId} WHERE id = ${id}`);

/** member_tree as "ancestor>descendant@depth" strings, sorted. */
async function closure(): Promise<string[]> {
  const r = await rows<{ a: number; d: number; depth: number }>(
    sql`SELECT ancestor_id AS a, descendant_id AS d, depth FROM member_tree`,
  );
  return r.map((x) => `${x.a}>${x.d}@${x.depth}`).sort();
}

/** The closure computed from members.upline_id by walking up from each member. */
async function expectedClosure(): Promise<string[]> {
  const r = await rows<{ id: number; up: number | null }>(
    sql`SELECT id, upline_id AS up FROM members`,
  );
  const up = new Map(r.map((x) => [Number(x.id), x.up === null ? null : Number(x.up)]));
  const out: string[] = [];
  for (const id of up.keys()) {
    let at: number | null = id;
    for (let depth = 0; at !== null; depth++) {
      out.push(`${at}>${id}@${depth}`);
      at = up.get(at) ?? null;
      if (depth > up.size) throw new Error('cycle in members.upline_id');
    }
  }
  return out.sort();
}

async function refusal(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return null;
}

describe('member_tree', () => {
  it('has a row per member and upline from the insert on, at the right depth', async () => {
    const a = await addMember(null);
    const b = await addMember(a);
    const c = await addMember(b);
    const d = await addMember(a);
    const under = await rows<{ d: number; depth: number }>(sql`
      SELECT descendant_id AS d, depth FROM member_tree WHERE ancestor_id = ${a} ORDER BY depth, descendant_id`);
    expect(under.map((x) => [Number(x.d), x.depth])).toEqual([
      [a, 0],
      [b, 1],
      [d, 1],
      [c, 2],
    ]);
    expect(await closure()).toEqual(await expectedClosure());
  });

  it('moves a whole subtree with its member, and detaches one', async () => {
    const a = await addMember(null);
    const b = await addMember(a);
    const c = await addMember(b);
    const e = await addMember(c);
    const x = await addMember(null);
    const y = await addMember(x);
    await move(b, y);
    const ofE = await rows<{ a: number; depth: number }>(sql`
      SELECT ancestor_id AS a, depth FROM member_tree WHERE descendant_id = ${e} ORDER BY depth`);
    expect(ofE.map((r) => [Number(r.a), r.depth])).toEqual([
      [e, 0],
      [c, 1],
      [b, 2],
      [y, 3],
      [x, 4],
    ]);
    const underA = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM member_tree WHERE ancestor_id = ${a} AND depth > 0`,
    );
    expect(underA[0]!.n).toBe(0);
    await move(c, null);
    expect(await closure()).toEqual(await expectedClosure());
    const ofEAfter = await rows<{ a: number }>(
      sql`SELECT ancestor_id AS a FROM member_tree WHERE descendant_id = ${e} ORDER BY depth`,
    );
    expect(ofEAfter.map((r) => Number(r.a))).toEqual([e, c]);
  });

  it('refuses a member under itself or under its own downline, and changes nothing', async () => {
    const a = await addMember(null);
    const b = await addMember(a);
    const c = await addMember(b);
    const before = await closure();
    for (const [id, up] of [
      [a, a],
      [a, c],
      [b, c],
      [a, b],
    ] as const) {
      const error = await refusal(() => move(id, up));
      expect(isTreeCycleError(error), `${id} under ${up}`).toBe(true);
    }
    expect(await closure()).toEqual(before);
    const ups = await rows<{ up: number | null }>(
      sql`SELECT upline_id AS up FROM members WHERE id = ${a}`,
    );
    expect(ups[0]!.up).toBeNull();
    // Another error is not taken for the tree's.
    expect(isTreeCycleError(new Error('x'))).toBe(false);
  });

  it('stays equal to the closure of upline_id through 150 random moves', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(
        await addMember(ids.length && i % 4 ? ids[Math.floor(Math.random() * ids.length)]! : null),
      );
    }
    let refused = 0;
    for (let i = 0; i < 150; i++) {
      const id = ids[Math.floor(Math.random() * ids.length)]!;
      const up = i % 10 === 0 ? null : ids[Math.floor(Math.random() * ids.length)]!;
      const inSubtree =
        up !== null &&
        (
          await rows<{ n: number }>(sql`
            SELECT count(*)::int AS n FROM member_tree WHERE ancestor_id = ${id} AND descendant_id = ${up}`)
        )[0]!.n > 0;
      const error = await refusal(() => move(id, up));
      expect(error !== null, `${id} under ${up}`).toBe(inSubtree);
      if (error) {
        expect(isTreeCycleError(error)).toBe(true);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(await closure()).toEqual(await expectedClosure());
  });

  it("reads everyone under an agent, and a member's uplines, each by one index read", async () => {
    const root = await addMember(null);
    const mid = await addMember(root);
    const leaf = await addMember(mid);
    const under = sql`SELECT descendant_id AS id FROM member_tree
                       WHERE ancestor_id = ${root} AND depth > 0 ORDER BY depth`;
    const uplines = sql`SELECT ancestor_id AS id FROM member_tree
                         WHERE descendant_id = ${leaf} AND depth > 0 ORDER BY depth`;
    expect((await rows<{ id: number }>(under)).map((r) => Number(r.id))).toEqual([mid, leaf]);
    expect((await rows<{ id: number }>(uplines)).map((r) => Number(r.id))).toEqual([mid, root]);
    // With scans priced out, a missing index would still show a Seq Scan: the plan names one.
    const planOf = (query: ReturnType<typeof sql>) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const plan = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as {
          rows: Array<Record<string, string>>;
        };
        return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    for (const query of [under, uplines]) {
      const plan = await planOf(query);
      expect(plan).toMatch(/Index (Only )?Scan (using|on) member_tree_\w+/);
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'refuses one of two opposite moves made at once (PostgreSQL)',
    async () => {
      const root = await addMember(null);
      const p = await addMember(root);
      const q = await addMember(root);
      const results = await Promise.allSettled([
        db.transaction(async (tx) => {
          await tx.execute(sql`UPDATE members SET upline_id = ${q} WHERE id = ${p}`);
          await tx.execute(sql`SELECT pg_sleep(0.2)`);
        }),
        db.transaction(async (tx) => {
          await tx.execute(sql`UPDATE members SET upline_id = ${p} WHERE id = ${q}`);
          await tx.execute(sql`SELECT pg_sleep(0.2)`);
        }),
      ]);
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
      expect(await closure()).toEqual(await expectedClosure());
    },
  );
});
