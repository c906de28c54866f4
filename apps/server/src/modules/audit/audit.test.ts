// The audit viewer's calls through HTTP: the log filtered (operator, member, action, time) and
// paged, who may read it, the chain check finding rows changed in the database behind the
// append-only trigger, and the export; bad input is a 400 naming the field, never a 500.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type TAuditRow } from '@wps/contracts/ops/audit';
import { auditLog } from '../../db/schema/core';
import type { Db } from '../../db/client';
import { createOperatorToken } from '../../../test/operators';
import { makePayMember, type PayMember } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { appendAudit, hashOf } from './audit-chain';

let t: TestApp;
let admin: string;
/** A risk operator: audit.read (and members.edit), not admin. */
let auditor: string;
let auditorId: number;
/** A content operator: no audit.read. */
let content: string;
let member: PayMember;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  auditor = await createOperatorToken(t, 'risk');
  const me = await t.call({ method: 'GET', url: '/ops/api/me', token: auditor });
  auditorId = me.body.value.id as number;
  content = await createOperatorToken(t, 'content');
  member = await makePayMember(t);
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, token = auditor) =>
  t.call({ method: 'GET', url: `/ops/api/audit${query}`, token });

/** Every page of a filtered list, following `nextBefore`; checks each page on the way. */
async function allPages(query: string): Promise<TAuditRow[]> {
  const rows: TAuditRow[] = [];
  let before: number | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const sep = query === '' ? '?' : '&';
    const res = await list(before === null ? query : `${query || ''}${sep}before=${before}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body.value as { rows: TAuditRow[]; nextBefore: number | null };
    expect(page.rows.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
    rows.push(...page.rows);
    if (page.nextBefore === null) return rows;
    expect(page.rows).toHaveLength(AUDIT_PAGE_SIZE);
    expect(page.nextBefore).toBe(page.rows[page.rows.length - 1]!.id);
    before = page.nextBefore;
  }
  throw new Error('more than 100 pages');
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** The ids the database holds for a condition, newest first: what a filter must answer. */
async function idsWhere(condition: ReturnType<typeof sql>): Promise<number[]> {
  const res = (await t.deps.db.execute(
    sql`SELECT id FROM audit_log WHERE ${condition} ORDER BY id DESC`,
  )) as unknown as { rows: { id: number | string }[] };
  return res.rows.map((r) => Number(r.id));
}

async function sleep(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** The same instant written in another offset: 2030-01-10T01:30:00.000Z as ...T08:00:00.000+06:30. */
function inYangon(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 6.5 * 3_600_000).toISOString();
  return shifted.replace('Z', '+06:30');
}

/** Runs `change` on audit_log with its append-only trigger off: what a database owner could do. */
async function behindTheTrigger(change: (tx: Db) => Promise<unknown>): Promise<void> {
  await t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change`);
    await change(tx);
    await tx.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change`);
  });
}

const verify = (token = auditor) => t.call({ method: 'POST', url: '/ops/api/audit/verify', token });

describe('GET /ops/api/audit', () => {
  it('filters by operator: what that operator did, not a member or the system with the same id', async () => {
    // One real write by the operator, and rows by others that share the number.
    const status = await t.call({
      method: 'POST',
      url: `/ops/api/members/${member.id}/status`,
      token: auditor,
      payload: { status: 'active' },
    });
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    const own = await appendAudit(t.deps.db, {
      actorKind: 'operator',
      actorId: auditorId,
      action: 'test.by-operator',
    });
    const asMember = await appendAudit(t.deps.db, {
      actorKind: 'member',
      actorId: auditorId,
      action: 'test.by-operator',
    });
    const rows = await allPages(`?operatorId=${auditorId}`);
    expect(rows.every((r) => r.actorKind === 'operator' && r.actorId === auditorId)).toBe(true);
    expect(ids(rows)).toContain(own.id);
    expect(ids(rows)).not.toContain(asMember.id);
    const statusRow = rows.find((r) => r.action === 'member.status');
    expect(statusRow).toMatchObject({
      actorName: expect.stringMatching(/^risk_/),
      subject: `member:${member.id}`,
    });
    expect(ids(rows)).toEqual(
      await idsWhere(sql`actor_kind = 'operator' AND actor_id = ${auditorId}`),
    );
  });

  it('filters by member: what operators did to the member, found by its id', async () => {
    const other = await makePayMember(t);
    // A real operator action on the member: its row must carry the member for the filter.
    const reset = await t.call({
      method: 'POST',
      url: `/ops/api/members/${member.id}/status`,
      token: admin,
      payload: { status: 'active' },
    });
    expect(reset.status).toBe(200);
    const elsewhere = await t.call({
      method: 'POST',
      url: `/ops/api/members/${other.id}/status`,
      token: admin,
      payload: { status: 'active' },
    });
    expect(elsewhere.status).toBe(200);
    const rows = await allPages(`?memberId=${member.id}`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.memberId === member.id)).toBe(true);
    expect(
      rows.filter((r) => r.action === 'member.status' && r.actorName === 'admin'),
    ).toHaveLength(1);
    expect(ids(rows)).toEqual(await idsWhere(sql`member_id = ${member.id}`));
    const others = await allPages(`?memberId=${other.id}`);
    expect(others.map((r) => [r.action, r.subject])).toContainEqual([
      'member.status',
      `member:${other.id}`,
    ]);
  });

  it('filters by action as a prefix, with % and _ taken literally, and with other filters', async () => {
    for (const action of ['test.act.one', 'test.act.two', 'test.actx', 'test%act']) {
      await appendAudit(t.deps.db, { actorKind: 'operator', actorId: auditorId, action });
    }
    await appendAudit(t.deps.db, { actorKind: 'system', actorId: null, action: 'test.act.three' });
    const actions = async (query: string) => (await allPages(query)).map((r) => r.action);
    expect(await actions('?action=test.act.')).toEqual([
      'test.act.three',
      'test.act.two',
      'test.act.one',
    ]);
    expect(await actions('?action=test.act.one')).toEqual(['test.act.one']);
    // `%` and `_` are not wildcards: `test%` would otherwise find every test row.
    expect(await actions(`?action=${encodeURIComponent('test%')}`)).toEqual(['test%act']);
    expect(await actions('?action=test_act')).toEqual([]);
    // Surrounding blanks are trimmed.
    expect(await actions(`?action=${encodeURIComponent('  test.actx ')}`)).toEqual(['test.actx']);
    expect(await actions(`?action=test.act.&operatorId=${auditorId}`)).toEqual([
      'test.act.two',
      'test.act.one',
    ]);
  });

  it('filters by time: from and to are inclusive, and any offset names the same instant', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        (await appendAudit(t.deps.db, { actorKind: 'system', actorId: null, action: 'test.time' }))
          .id,
      );
      await sleep(5);
    }
    const all = (await allPages('?action=test.time')).reverse();
    expect(ids(all)).toEqual(made);
    const times = all.map((r) => r.createdAt);
    // Each row a moment of its own, or the ranges below would not be exact.
    expect(new Set(times).size).toBe(5);
    const range = async (query: string) =>
      ids(await allPages(`?action=test.time${query}`)).reverse();
    const q = (name: string, iso: string) => `&${name}=${encodeURIComponent(iso)}`;
    expect(await range(q('from', times[1]!) + q('to', times[3]!))).toEqual(made.slice(1, 4));
    expect(await range(q('from', inYangon(times[1]!)) + q('to', inYangon(times[3]!)))).toEqual(
      made.slice(1, 4),
    );
    expect(await range(q('from', times[3]!))).toEqual(made.slice(3));
    expect(await range(q('to', times[0]!))).toEqual(made.slice(0, 1));
    // A millisecond past the last row: none; a range the wrong way round: none.
    const after = new Date(Date.parse(times[4]!) + 1).toISOString();
    expect(await range(q('from', after))).toEqual([]);
    expect(await range(q('from', times[3]!) + q('to', times[1]!))).toEqual([]);
    // Time with the other filters: the operator's rows in a window that holds none of them.
    expect(await allPages(`?operatorId=${auditorId}${q('from', after)}`)).toEqual([]);
  });

  it('pages newest first by the last id seen: every row once, none missed', async () => {
    const made: number[] = [];
    for (let i = 0; i < AUDIT_PAGE_SIZE * 2 + 20; i += 1) {
      made.push(
        (
          await appendAudit(t.deps.db, {
            actorKind: 'operator',
            actorId: auditorId,
            action: 'test.page',
            detail: { i },
          })
        ).id,
      );
    }
    const first = await list('?action=test.page');
    expect(first.body.value.rows).toHaveLength(AUDIT_PAGE_SIZE);
    const rows = await allPages('?action=test.page');
    expect(ids(rows)).toEqual([...made].reverse());
    // From a cursor in the middle: the rows below it, the next ones first.
    const middle = made[60]!;
    const tail = await list(`?action=test.page&before=${middle}`);
    expect(ids(tail.body.value.rows)).toEqual(made.slice(10, 60).reverse());
    expect(tail.body.value.nextBefore).toBe(made[10]);
    const last = await list(`?action=test.page&before=${made[10]}`);
    expect(ids(last.body.value.rows)).toEqual(made.slice(0, 10).reverse());
    expect(last.body.value.nextBefore).toBeNull();
    // A cursor beyond every id is the newest page.
    const beyond = await list('?action=test.page&before=9007199254740991');
    expect(beyond.status).toBe(200);
    expect(ids(beyond.body.value.rows)).toEqual(ids(first.body.value.rows));
  });

  it('reading the log writes nothing to it', async () => {
    const count = async () =>
      (
        (await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await count();
    await list('');
    await list(`?operatorId=${auditorId}&action=test.`);
    expect(await count()).toBe(before);
  });
});

describe('who may read, verify and export the log', () => {
  const calls = [
    { method: 'GET', url: '/ops/api/audit' },
    { method: 'POST', url: '/ops/api/audit/verify' },
    { method: 'GET', url: '/ops/api/audit/export' },
  ] as const;

  it('an operator without audit.read: 403 FORBIDDEN, and nothing is written', async () => {
    const before = await idsWhere(sql`true`);
    for (const call of calls) {
      const res = await t.call({ ...call, token: content });
      expect([call.url, res.status, res.body.code]).toEqual([call.url, 403, 'FORBIDDEN']);
    }
    expect(await idsWhere(sql`true`)).toEqual(before);
  });

  it('a member, a made-up token or no session: 401', async () => {
    for (const call of calls) {
      const asMember = await t.call({ ...call, token: member.token });
      expect([call.url, asMember.status]).toEqual([call.url, 401]);
      const madeUp = await t.call({ ...call, token: 'x'.repeat(40) });
      expect([call.url, madeUp.status, madeUp.body.code]).toEqual([
        call.url,
        401,
        'SESSION_EXPIRED',
      ]);
      const anonymous = await t.call({ ...call });
      expect([call.url, anonymous.status, anonymous.body.code]).toEqual([
        call.url,
        401,
        'NOT_LOGGED_IN',
      ]);
    }
  });

  it('bad filters: 400 VALIDATION_FAILED naming the field, on the list and the export', async () => {
    const cases: [query: string, field: string][] = [
      ['from=yesterday', 'query.from'],
      ['from=2024-01-01', 'query.from'],
      ['from=2024-01-01T00:00:00', 'query.from'],
      ['from=2024-13-01T00:00:00Z', 'query.from'],
      ['from=0000-01-01T00:00:00Z', 'query.from'],
      ['from=1999-12-31T23:59:59Z', 'query.from'],
      ['to=2024-02-30T00:00:00Z', 'query.to'],
      ['to=9999-12-31T00:00:00Z', 'query.to'],
      ['to=275760-09-13T00:00:00Z', 'query.to'],
      ['operatorId=0', 'query.operatorId'],
      ['operatorId=-1', 'query.operatorId'],
      ['operatorId=1.5', 'query.operatorId'],
      ['operatorId=abc', 'query.operatorId'],
      ['operatorId=', 'query.operatorId'],
      ['operatorId=0x10', 'query.operatorId'],
      ['operatorId=1e3', 'query.operatorId'],
      ['operatorId=2147483648', 'query.operatorId'],
      ['operatorId=99999999999999999999', 'query.operatorId'],
      ['memberId=2147483648', 'query.memberId'],
      ['memberId=x', 'query.memberId'],
      ['memberId=1&memberId=2', 'query.memberId'],
      ['action=', 'query.action'],
      [`action=${'a'.repeat(65)}`, 'query.action'],
      ['action=a&action=b', 'query.action'],
      ['limit=100000', 'query.limit'],
      ['page=2', 'query.page'],
    ];
    for (const [query, field] of cases) {
      for (const url of ['/ops/api/audit', '/ops/api/audit/export']) {
        const res = await t.call({ method: 'GET', url: `${url}?${query}`, token: auditor });
        expect([url, query, res.status, res.body.code, res.body.field]).toEqual([
          url,
          query,
          400,
          'VALIDATION_FAILED',
          field,
        ]);
      }
    }
    // The cursor belongs to the list only.
    for (const before of ['0', '-5', 'abc', '1.5', '99999999999999999999']) {
      const res = await list(`?before=${before}`);
      expect([before, res.status, res.body.field]).toEqual([before, 400, 'query.before']);
    }
    const exportWithCursor = await t.call({
      method: 'GET',
      url: '/ops/api/audit/export?before=5',
      token: auditor,
    });
    expect([exportWithCursor.status, exportWithCursor.body.field]).toEqual([400, 'query.before']);
  });
});

describe('POST /ops/api/audit/verify', () => {
  it('a clean log: ok, every chained row checked, and the check itself is audited', async () => {
    const chained = (await idsWhere(sql`hash IS NOT NULL`)).length;
    const res = await verify();
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ ok: true, checked: chained, unchained: 0, firstBreak: null });
    const [own] = await allPages('?action=ops.audit.verify');
    expect(own).toMatchObject({
      actorKind: 'operator',
      actorId: auditorId,
      detail: { ok: true, checked: chained, firstBreak: null },
    });
  });

  it('a row altered in the database: verify names it, and the log checks out once it is put back', async () => {
    const target = await appendAudit(t.deps.db, {
      actorKind: 'operator',
      actorId: auditorId,
      action: 'test.tamper',
      memberId: member.id,
      detail: { amount: '100' },
    });
    await appendAudit(t.deps.db, { actorKind: 'system', actorId: null, action: 'test.after' });
    const [original] = await t.deps.db.select().from(auditLog).where(eq(auditLog.id, target.id));
    const putBack = () =>
      behindTheTrigger((tx) =>
        tx.update(auditLog).set(original!).where(eq(auditLog.id, target.id)),
      );
    const rowsBefore = (await idsWhere(sql`hash IS NOT NULL AND id < ${target.id}`)).length;

    await behindTheTrigger((tx) =>
      tx.execute(
        sql`UPDATE audit_log SET detail = '{"amount": "1"}'::jsonb WHERE id = ${target.id}`,
      ),
    );
    const broken = await verify();
    expect(broken.status).toBe(200);
    expect(broken.body.value).toEqual({
      ok: false,
      checked: rowsBefore,
      unchained: 0,
      firstBreak: { id: target.id, reason: 'hash' },
    });
    // The finding is in the log too, for whoever looks later.
    const [finding] = await allPages('?action=ops.audit.verify');
    expect(finding!.detail).toMatchObject({
      ok: false,
      firstBreak: { id: target.id, reason: 'hash' },
    });
    await putBack();
    expect((await verify()).body.value).toMatchObject({ ok: true, firstBreak: null });

    // Every field the hash covers: a changed actor, member, action, subject or time is found.
    for (const change of [
      sql`actor_kind = 'system'`,
      sql`actor_id = actor_id + 1`,
      sql`member_id = NULL`,
      sql`action = 'test.tampered'`,
      sql`subject = 'member:1'`,
      sql`created_at = created_at + interval '1 millisecond'`,
    ]) {
      await behindTheTrigger((tx) =>
        tx.execute(sql`UPDATE audit_log SET ${change} WHERE id = ${target.id}`),
      );
      const res = await verify();
      expect(res.body.value.firstBreak, change.queryChunks.join('')).toEqual({
        id: target.id,
        reason: 'hash',
      });
      await putBack();
    }
    expect((await verify()).body.value.ok).toBe(true);
  });

  it('a row altered and its hash recomputed: the next row no longer links to it', async () => {
    const target = await appendAudit(t.deps.db, {
      actorKind: 'operator',
      actorId: auditorId,
      action: 'test.rehash',
      detail: { amount: '100' },
    });
    const next = await appendAudit(t.deps.db, {
      actorKind: 'system',
      actorId: null,
      action: 'test.after',
    });
    const [original] = await t.deps.db.select().from(auditLog).where(eq(auditLog.id, target.id));
    const forged = { ...original!, detail: { amount: '1' } };
    await behindTheTrigger((tx) =>
      tx
        .update(auditLog)
        .set({ detail: forged.detail, hash: hashOf({ ...forged, prevHash: forged.prevHash! }) })
        .where(eq(auditLog.id, target.id)),
    );
    expect((await verify()).body.value).toMatchObject({
      ok: false,
      firstBreak: { id: next.id, reason: 'link' },
    });
    await behindTheTrigger((tx) =>
      tx.update(auditLog).set(original!).where(eq(auditLog.id, target.id)),
    );
    expect((await verify()).body.value.ok).toBe(true);
  });

  it('a row removed: the row after it no longer links; a row without its hash is found too', async () => {
    const target = await appendAudit(t.deps.db, {
      actorKind: 'operator',
      actorId: auditorId,
      action: 'test.remove',
    });
    const next = await appendAudit(t.deps.db, {
      actorKind: 'system',
      actorId: null,
      action: 'test.after',
    });
    const [original] = await t.deps.db.select().from(auditLog).where(eq(auditLog.id, target.id));
    await behindTheTrigger((tx) => tx.delete(auditLog).where(eq(auditLog.id, target.id)));
    expect((await verify()).body.value).toMatchObject({
      ok: false,
      firstBreak: { id: next.id, reason: 'link' },
    });
    await behindTheTrigger((tx) => tx.insert(auditLog).values(original!));
    expect((await verify()).body.value.ok).toBe(true);

    // Passing a row off as one from before the chain (no hash) is a break, not an old row.
    await behindTheTrigger((tx) =>
      tx.update(auditLog).set({ hash: null, prevHash: null }).where(eq(auditLog.id, target.id)),
    );
    expect((await verify()).body.value).toMatchObject({
      ok: false,
      firstBreak: { id: target.id, reason: 'missing-hash' },
    });
    await behindTheTrigger((tx) =>
      tx.update(auditLog).set(original!).where(eq(auditLog.id, target.id)),
    );
    expect((await verify()).body.value.ok).toBe(true);
  });
});

describe('GET /ops/api/audit/export', () => {
  it('the filtered rows, newest first, as the list has them; who exported them is audited', async () => {
    const listed = await allPages('?action=test.page');
    const res = await t.call({
      method: 'GET',
      url: '/ops/api/audit/export?action=test.page',
      token: auditor,
    });
    expect(res.status).toBe(200);
    expect(res.body.value.truncated).toBe(false);
    expect(res.body.value.rows).toEqual(listed);
    expect(res.body.value.rows[0]).toMatchObject({
      actorKind: 'operator',
      actorId: auditorId,
      actorName: expect.stringMatching(/^risk_/),
      action: 'test.page',
      detail: { i: AUDIT_PAGE_SIZE * 2 + 19 },
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // Every filter together, as the viewer sends them.
    const times = (await allPages('?action=test.time')).map((r) => r.createdAt).reverse();
    const query = `?action=test.time&from=${encodeURIComponent(times[1]!)}&to=${encodeURIComponent(inYangon(times[2]!))}`;
    const both = await t.call({
      method: 'GET',
      url: `/ops/api/audit/export${query}`,
      token: auditor,
    });
    expect(both.body.value.rows).toEqual(await allPages(query));
    expect(both.body.value.rows).toHaveLength(2);
    const byMember = await t.call({
      method: 'GET',
      url: `/ops/api/audit/export?memberId=${member.id}&operatorId=${auditorId}`,
      token: auditor,
    });
    expect(byMember.body.value.rows.length).toBeGreaterThan(0);
    expect(
      byMember.body.value.rows.every(
        (r: TAuditRow) => r.memberId === member.id && r.actorId === auditorId,
      ),
    ).toBe(true);

    const exports = await allPages('?action=ops.audit.export');
    expect(exports.map((r) => r.detail)).toEqual([
      {
        filter: { memberId: member.id, operatorId: auditorId },
        rows: byMember.body.value.rows.length,
      },
      { filter: { action: 'test.time', from: times[1], to: inYangon(times[2]!) }, rows: 2 },
      { filter: { action: 'test.page' }, rows: AUDIT_PAGE_SIZE * 2 + 20 },
    ]);
    expect(exports.every((r) => r.actorId === auditorId)).toBe(true);
  });
});
