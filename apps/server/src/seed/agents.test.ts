// The demo agents' step (seed step 20): the contract kinds on, agent01 under a master agent with
// agreed contracts and a real-time offer waiting (the consolidated flag), its sub-agent agent02
// on an agreed daily salary, and past periods settled by the settlement service: statements
// with pay, and the pay in the ledger under the settlement's keys. Run on the tests' image
// (which leaves this step out), as a first start runs it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/check';
import { balances } from '../ledger/accounts';
import { findMemberByUsername } from '../modules/member/member.queries';
import { startMemberSession } from '../modules/member/member-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_AGENT, DEMO_PLAYER } from './accounts';
import { agentsSeed, DEMO_MASTER, DEMO_SUB_AGENT, DEMO_SUB_PLAYER } from './agents';
import { seedDemoData } from './demo';

let t: TestApp;
let seconds = 0;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  await seedDemoData(t.deps, [agentsSeed]);
  seconds = (Date.now() - started) / 1000;
}, 120_000);
afterAll(() => t?.close());

async function tokenOf(username: string) {
  const member = (await findMemberByUsername(t.deps.db, username))!;
  const { token } = await startMemberSession(t.deps, member, {
    ip: '203.0.113.9',
    userAgent: null,
  });
  return token;
}

const get = async (token: string, url: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url, token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
};

describe('demo agents (seed step 20)', () => {
  it('runs in a few seconds', () => {
    console.log(`demo agents step: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(20);
  });

  it('puts agent01 between a master agent and a sub-agent, each with a player', async () => {
    const db = t.deps.db;
    const [master, agent, sub, p1, p2] = await Promise.all(
      [DEMO_MASTER, DEMO_AGENT, DEMO_SUB_AGENT, DEMO_PLAYER, DEMO_SUB_PLAYER].map(
        async (m) => (await findMemberByUsername(db, m.username))!,
      ),
    );
    expect([master!.uplineId, agent!.uplineId, sub!.uplineId, p1!.uplineId, p2!.uplineId]).toEqual([
      null,
      master!.id,
      agent!.id,
      agent!.id,
      sub!.id,
    ]);
    // The tree moved with agent01: everyone under the master is one query.
    const under = rowsOf<{ id: number }>(
      await db.execute(sql`
        SELECT descendant_id AS id FROM member_tree
         WHERE ancestor_id = ${master!.id} AND descendant_id <> ${master!.id}
         ORDER BY descendant_id`),
    ).map((r) => r.id);
    expect(under).toEqual([agent!.id, p1!.id, sub!.id, p2!.id].sort((a, b) => a - b));
  });

  it('shows agent01 its agreed contracts, the offer waiting, and the flags of the site', async () => {
    const token = await tokenOf(DEMO_AGENT.username);
    const funds = await get(token, '/wps/member/info/funds/consolidated');
    expect(funds.contract).toEqual({
      dailysalreqtype: false,
      divtypereq: false,
      contracthoursalreqtype: false,
      realtimesalreqtype: true,
    });
    for (const kind of ['dividend', 'daily_salary', 'hourly_salary']) {
      const mine = await get(token, '/wps/agent/contracts/mine', { kind });
      expect(mine.active, kind).toMatchObject({ state: 'active', upline: DEMO_MASTER.username });
      expect(mine.pending, kind).toBeNull();
    }
    const realtime = await get(token, '/wps/agent/contracts/mine', { kind: 'realtime_salary' });
    expect(realtime.active).toBeNull();
    expect(realtime.pending).toMatchObject({ state: 'pending', upline: DEMO_MASTER.username });
    const given = await get(token, '/wps/agent/contracts/given', { kind: 'daily_salary' });
    expect(given.items).toEqual([
      expect.objectContaining({ agent: DEMO_SUB_AGENT.username, state: 'active' }),
    ]);
  });

  it('settled past periods through the settlement service: statements and ledger pay', async () => {
    const db = t.deps.db;
    const agent = (await findMemberByUsername(db, DEMO_AGENT.username))!;
    const token = await tokenOf(DEMO_AGENT.username);
    for (const kind of ['dividend', 'daily_salary', 'hourly_salary']) {
      const statements = await get(token, '/wps/agent/contracts/statements', { kind });
      expect(statements.total, kind).toBeGreaterThan(0);
      expect(BigInt(statements.totalPaid), kind).toBeGreaterThan(0n);
    }
    // The daily salary of a day agent02's player played: agent01's line deducts agent02's.
    const daily = await get(token, '/wps/agent/contracts/statements', { kind: 'daily_salary' });
    expect(
      daily.items.some((s: { deductions: Array<{ agent: string }> }) =>
        s.deductions.some((d) => d.agent === DEMO_SUB_AGENT.username),
      ),
    ).toBe(true);
    // Every statement paid is one ledger transaction under the settlement's key, to agent01.
    const [paid] = rowsOf<{ statements: string; ledger: string; missing: number }>(
      await db.execute(sql`
        SELECT coalesce(sum(s.amount), 0)::text AS statements,
               coalesce(sum(e.amount), 0)::text AS ledger,
               count(*) FILTER (WHERE x.id IS NULL)::int AS missing
          FROM agent_settlements s
          LEFT JOIN ledger_transactions x ON x.idempotency_key = s.ledger_key
          LEFT JOIN ledger_entries e ON e.transaction_id = x.id AND e.amount > 0
         WHERE s.agent_id = ${agent.id} AND s.amount > 0`),
    );
    expect(paid!.missing).toBe(0);
    expect(paid!.ledger).toBe(paid!.statements);
    expect(BigInt(paid!.statements)).toBeGreaterThan(0n);
    // agent01 was paid on top of its opening 10,000.00.
    expect((await balances(db, agent.id)).player_cash).toBe(1_000_000n + BigInt(paid!.statements));
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('runs once: a second start changes nothing', async () => {
    const db = t.deps.db;
    const count = async () =>
      rowsOf<{ n: string }>(
        await db.execute(sql`
          SELECT ((SELECT count(*) FROM agent_contracts) + (SELECT count(*) FROM agent_settlements)
                  + (SELECT count(*) FROM ledger_transactions) + (SELECT count(*) FROM members))::text AS n`),
      )[0]!.n;
    const before = await count();
    await seedDemoData(t.deps, [agentsSeed]);
    await agentsSeed.run(t.deps);
    expect(await count()).toBe(before);
  });
});
