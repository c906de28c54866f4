// Agent contracts through HTTP: offers, the spec's accept / reject / terminate calls, the funds
// flags, the rate ceiling and the lower-rate cascade, who may do what, bad input; then a day
// settled from real rounds (the test clock), statements line by line, the ledger, and a second
// settlement paying nothing.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/db-rows';
import { cashOf, makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../../ledger/check';
import { writeContractFlags } from '../contract-flags/contract-flags.queries';
import { setActivityClock } from '../activity';
import { writeAgentActivitySettings } from '../agent-reports/settings';
import { launchToken, setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';

let t: TestApp;
let v: TestVendor;
let seq = 0;
const uid = (p: string) => `${p}-${++seq}-${randomBytes(3).toString('hex')}`;
const key = () => `offer-${randomBytes(8).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp({ env: { AGENT_TEST_CLOCK: 'on' } });
  v = await setUpVendor(t, 'ROYALSLOTS');
  // Any valid bet makes a member active here (the operators' threshold of the agent reports).
  await writeAgentActivitySettings(t.deps.db, { activeMemberValidBet: '0' }, 1);
  await offerKinds({ realtime: false });
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

/** The site offers every kind of contract, the real-time salary only when asked. */
const offerKinds = ({ realtime }: { realtime: boolean }) =>
  writeContractFlags(
    t.deps.db,
    {
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreqtype: true,
      realtimesalreqtype: realtime,
    },
    1,
  );

const PROCESS = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily_salary: '/wps/relay/MCS2_processDailySalContract',
  hourly_salary: '/wps/relay/MCS2_processContractHourSalary',
  realtime_salary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const;
type Kind = keyof typeof PROCESS;

const agent = (uplineId: number | null = null) => makeMoneyMember(t, { accountType: 1, uplineId });

const tier = (rateBp: number, extra: Record<string, unknown> = {}) => ({ rateBp, ...extra });

async function setTop(username: string, kind: Kind, tiers: object[], periodType = 'D') {
  const res = await t.call({
    method: 'POST',
    url: '/ops/api/agent-contracts',
    token: await t.opsToken(),
    payload: { username, kind, periodType, tiers },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
}

const offer = (from: MoneyMember, to: string, kind: Kind, tiers: object[], extra: object = {}) =>
  t.call({
    method: 'POST',
    url: '/wps/agent/contracts/offer',
    token: from.token,
    payload: { username: to, kind, periodType: 'D', tiers, idempotencyKey: key(), ...extra },
  });

const act = (who: MoneyMember, kind: Kind, contractId: number, action: string) =>
  t.call({ method: 'POST', url: PROCESS[kind], token: who.token, payload: { contractId, action } });

async function offered(from: MoneyMember, to: MoneyMember, kind: Kind, tiers: object[]) {
  const res = await offer(from, to.username, kind, tiers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as { id: number; state: string; version: number };
}

async function agreed(from: MoneyMember, to: MoneyMember, kind: Kind, tiers: object[]) {
  const o = await offered(from, to, kind, tiers);
  const res = await act(to, kind, o.id, 'accept');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as { id: number; state: string };
}

const stateOf = async (id: number) => {
  const { rows } = (await t.deps.db.execute(
    sql`SELECT state FROM agent_contracts WHERE id = ${id}`,
  )) as unknown as { rows: Array<{ state: string }> };
  return rows[0]?.state;
};

const snapshot = async () =>
  (
    (await t.deps.db.execute(
      sql`SELECT id, state, version FROM agent_contracts ORDER BY id`,
    )) as unknown as { rows: unknown[] }
  ).rows;

describe('offers and the spec calls', () => {
  it('an upline offers, the flag shows it, the downline accepts; a new version supersedes it', async () => {
    const top = await agent();
    await setTop(top.username, 'hourly_salary', [tier(200)], 'HR');
    const sub = await agent(top.id);
    const funds = async () =>
      (
        await t.call({
          method: 'GET',
          url: '/wps/member/info/funds/consolidated',
          token: sub.token,
        })
      ).body.value.contract;
    expect((await funds()).contracthoursalreqtype).toBe(false);
    const first = await offered(top, sub, 'hourly_salary', [tier(100)]).catch(() => null);
    // Hourly salary settles by the hour: offering a day period is refused.
    expect(first).toBeNull();
    const o = await offer(top, sub.username, 'hourly_salary', [tier(100)], { periodType: 'HR' });
    expect(o.status).toBe(200);
    expect(o.body.value).toMatchObject({
      state: 'pending',
      version: 1,
      upline: top.username,
      maxRateBp: 100,
    });
    expect((await funds()).contracthoursalreqtype).toBe(true);
    const accepted = await act(sub, 'hourly_salary', o.body.value.id, 'accept');
    expect(accepted.body.value).toMatchObject({ state: 'active' });
    expect((await funds()).contracthoursalreqtype).toBe(false);

    const v2 = await offer(top, sub.username, 'hourly_salary', [tier(150)], { periodType: 'HR' });
    expect(v2.body.value).toMatchObject({ state: 'pending', version: 2 });
    expect((await act(sub, 'hourly_salary', v2.body.value.id, 'accept')).status).toBe(200);
    expect(await stateOf(o.body.value.id)).toBe('superseded');
    const mine = await t.call({
      method: 'GET',
      url: '/wps/agent/contracts/mine',
      token: sub.token,
      query: { kind: 'hourly_salary' },
    });
    expect(mine.body.value.active).toMatchObject({ version: 2, maxRateBp: 150 });
    expect(mine.body.value.history.map((c: { version: number }) => c.version)).toEqual([1]);
    const given = await t.call({
      method: 'GET',
      url: '/wps/agent/contracts/given',
      token: top.token,
      query: { kind: 'hourly_salary' },
    });
    expect(given.body.value.total).toBe(2);
  });

  it('the same idempotency key answers the first offer; with other terms it is CONFLICT', async () => {
    const top = await agent();
    await setTop(top.username, 'dividend', [tier(3000)]);
    const sub = await agent(top.id);
    const k = key();
    const a = await offer(top, sub.username, 'dividend', [tier(1000)], { idempotencyKey: k });
    const b = await offer(top, sub.username, 'dividend', [tier(1000)], { idempotencyKey: k });
    expect(b.body.value).toEqual(a.body.value);
    const c = await offer(top, sub.username, 'dividend', [tier(1200)], { idempotencyKey: k });
    expect([c.status, c.body.code]).toEqual([409, 'CONFLICT']);
  });

  it('reject, terminate by either side, and an offer withdrawn by its upline', async () => {
    const top = await agent();
    await setTop(top.username, 'daily_salary', [tier(200)]);
    const sub = await agent(top.id);
    const o1 = await offered(top, sub, 'daily_salary', [tier(100)]);
    expect((await act(sub, 'daily_salary', o1.id, 'reject')).body.value.state).toBe('rejected');
    expect((await act(sub, 'daily_salary', o1.id, 'accept')).body.code).toBe('INVALID_STATE');
    const c2 = await agreed(top, sub, 'daily_salary', [tier(100)]);
    expect((await act(top, 'daily_salary', c2.id, 'terminate')).body.value).toMatchObject({
      state: 'terminated',
      endReason: 'terminated_by_upline',
    });
    const c3 = await agreed(top, sub, 'daily_salary', [tier(100)]);
    expect((await act(sub, 'daily_salary', c3.id, 'terminate')).body.value.endReason).toBe(
      'terminated_by_agent',
    );
    const o4 = await offered(top, sub, 'daily_salary', [tier(100)]);
    expect((await act(top, 'daily_salary', o4.id, 'terminate')).body.value.state).toBe('withdrawn');
    expect(await auditRows(t, 'agentContract.accept')).not.toHaveLength(0);
  });

  it('no more than the own rate, only to a direct downline agent, only kinds the site offers', async () => {
    const top = await agent();
    await setTop(top.username, 'daily_salary', [tier(100), tier(200, { minActive: 5 })]);
    const sub = await agent(top.id);
    const deep = await agent(sub.id);
    const player = await makeMoneyMember(t, { uplineId: top.id });
    const before = await snapshot();
    const tooHigh = await offer(top, sub.username, 'daily_salary', [tier(201)]);
    expect([tooHigh.status, tooHigh.body.code]).toEqual([409, 'CONTRACT_RATE_TOO_HIGH']);
    // The sub-agent has no daily salary yet: nothing of its own to offer from.
    const none = await offer(sub, deep.username, 'daily_salary', [tier(1)]);
    expect(none.body.code).toBe('CONTRACT_RATE_TOO_HIGH');
    for (const name of [deep.username, player.username, 'nobody-here', top.username]) {
      const res = await offer(top, name, 'daily_salary', [tier(50)]);
      expect([res.status, res.body.code], name).toEqual([400, 'NOT_A_DOWNLINE']);
    }
    const off = await offer(top, sub.username, 'realtime_salary', [tier(10)], { periodType: 'R5' });
    expect([off.status, off.body.code]).toEqual([403, 'OPERATION_NOT_ALLOWED']);
    expect(await snapshot()).toEqual(before);
  });

  it('a downline cannot answer an offer meant for another, nor through the wrong kind', async () => {
    const top = await agent();
    await setTop(top.username, 'daily_salary', [tier(200)]);
    const sub = await agent(top.id);
    const other = await agent(top.id);
    const o = await offered(top, sub, 'daily_salary', [tier(100)]);
    for (const [who, kind, action] of [
      [other, 'daily_salary', 'accept'],
      [other, 'daily_salary', 'terminate'],
      [top, 'daily_salary', 'accept'],
      [sub, 'dividend', 'accept'],
    ] as const) {
      const res = await act(who, kind, o.id, action);
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await stateOf(o.id)).toBe('pending');
  });

  it('bad input answers 4xx and changes nothing', async () => {
    const top = await agent();
    await setTop(top.username, 'daily_salary', [tier(200)]);
    const sub = await agent(top.id);
    const o = await offered(top, sub, 'daily_salary', [tier(100)]);
    const player = await makeMoneyMember(t);
    const before = await snapshot();
    const bodies: unknown[] = [
      {},
      { contractId: o.id },
      { contractId: o.id, action: 'ACCEPT' },
      { contractId: String(o.id), action: 'accept' },
      { contractId: -1, action: 'accept' },
      { contractId: 1.5, action: 'accept' },
      { contractId: 2 ** 60, action: 'accept' },
      { contractId: o.id, action: 'accept', extra: 1 },
      [o.id],
    ];
    for (const payload of bodies) {
      const res = await t.call({
        method: 'POST',
        url: PROCESS.daily_salary,
        token: sub.token,
        payload: payload as object,
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const offers: Array<Record<string, unknown>> = [
      { tiers: [] },
      { tiers: [tier(10_001)] },
      { tiers: [tier(-1)] },
      { tiers: [tier(1.5)] },
      { tiers: [tier(100, { minBetAmount: '-5' })] },
      { tiers: [tier(100, { minBetAmount: '1e3' })] },
      { tiers: [tier(100, { minLoss: '100' })] },
      { tiers: [tier(100), tier(50)] },
      { tiers: Array.from({ length: 21 }, (_, i) => tier(i, { minActive: i })) },
      { kind: 'bonus' },
      { periodType: 'Y' },
      { periodType: 'R5' },
      { username: '' },
      { username: 'x'.repeat(65) },
      { idempotencyKey: 'short' },
    ];
    for (const extra of offers) {
      const res = await offer(top, sub.username, 'daily_salary', [tier(100)], extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    // Not an agent, not logged in.
    expect((await act(player, 'daily_salary', o.id, 'accept')).body.code).toBe('NOT_AN_AGENT');
    const anon = await t.call({
      method: 'POST',
      url: PROCESS.daily_salary,
      payload: { contractId: o.id, action: 'accept' },
    });
    expect(anon.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it("operators set and end the platform's contracts: admins only, top agents only, bad input changes nothing", async () => {
    const top = await agent();
    const sub = await agent(top.id);
    const player = await makeMoneyMember(t);
    const admin = await t.opsToken();
    const support = await createOperatorToken(t, 'support');
    const setAs = (token: string | undefined, payload: unknown) =>
      t.call({
        method: 'POST',
        url: '/ops/api/agent-contracts',
        token,
        payload: payload as object,
      });
    const terms = {
      username: top.username,
      kind: 'daily_salary',
      periodType: 'D',
      tiers: [tier(200)],
    };
    const before = await snapshot();
    const refused: Array<[string | undefined, unknown, number, string]> = [
      [undefined, terms, 401, 'NOT_LOGGED_IN'],
      [support, terms, 403, 'FORBIDDEN'],
      [top.token, terms, 401, 'SESSION_EXPIRED'],
      [admin, { ...terms, username: sub.username }, 409, 'INVALID_STATE'],
      [admin, { ...terms, username: player.username }, 403, 'NOT_AN_AGENT'],
      [admin, { ...terms, username: 'nobody-at-all' }, 403, 'NOT_AN_AGENT'],
    ];
    for (const [token, payload, status, code] of refused) {
      const res = await setAs(token, payload);
      expect([res.status, res.body.code], JSON.stringify(payload)).toEqual([status, code]);
    }
    for (const bad of [
      {},
      { ...terms, tiers: [] },
      { ...terms, tiers: [tier(10_001)] },
      { ...terms, tiers: [tier(100, { minBetAmount: '-1' })] },
      { ...terms, kind: 'bonus' },
      { ...terms, periodType: 'HR' },
      { ...terms, kind: 'realtime_salary', periodType: 'R5', tiers: [tier(1), tier(2)] },
      { ...terms, username: '' },
      { ...terms, extra: 1 },
    ]) {
      const res = await setAs(admin, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);

    // Set: in force at once; support reads it; a downline's contract hangs from it.
    const first = await setTop(top.username, 'daily_salary', [tier(200)]);
    expect(first).toMatchObject({ state: 'active', upline: null, agent: top.username });
    const listed = await t.call({
      method: 'GET',
      url: '/ops/api/agent-contracts',
      token: support,
      query: { kind: 'daily_salary', username: top.username },
    });
    expect(listed.body.value.items.map((c: { id: number }) => c.id)).toEqual([first.id]);
    const given = await agreed(top, sub, 'daily_salary', [tier(150)]);

    // Ending it: admins only, by id; it and everything its agent gave end, audited.
    const end = (id: number | string, token = admin) =>
      t.call({ method: 'POST', url: `/ops/api/agent-contracts/${id}/terminate`, token });
    expect([(await end(first.id, support)).status, await stateOf(first.id)]).toEqual([
      403,
      'active',
    ]);
    for (const id of ['abc', '0', '-1', '1.5']) expect((await end(id)).status, id).toBe(400);
    expect((await end(2 ** 30)).status).toBe(404);
    const ended = await end(first.id);
    expect([ended.status, ended.body.value.state]).toEqual([200, 'terminated']);
    expect(await stateOf(given.id)).toBe('terminated');
    const again = await end(first.id);
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
    const audit = (await auditRows(t, 'agentContract.terminate')).filter(
      (r) => r.subject === `contract:${first.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ ended: [given.id] });
  });

  it("a lower rate agreed upstream ends the downlines' contracts above it, all the way down", async () => {
    const top = await agent();
    const top1 = await setTop(top.username, 'dividend', [tier(3000)]);
    const b = await agent(top.id);
    const c = await agent(b.id);
    const b2 = await agent(top.id);
    const cb = await agreed(top, b, 'dividend', [tier(2500)]);
    const cc = await agreed(b, c, 'dividend', [tier(2000)]);
    const cb2 = await agreed(top, b2, 'dividend', [tier(1500)]);
    const waiting = await offered(b, c, 'dividend', [tier(2400)]);
    // The platform lowers top to 20%: b (25%) ends, and with it c's contract from b.
    const top2 = await setTop(top.username, 'dividend', [tier(2000)]);
    expect(await stateOf(top1.id)).toBe('superseded');
    expect(top2.state).toBe('active');
    expect([
      await stateOf(cb.id),
      await stateOf(cc.id),
      await stateOf(waiting.id),
      await stateOf(cb2.id),
    ]).toEqual(['terminated', 'terminated', 'withdrawn', 'active']);
    const ended = await t.call({
      method: 'GET',
      url: '/wps/agent/contracts/mine',
      token: c.token,
      query: { kind: 'dividend' },
    });
    expect(ended.body.value.active).toBeNull();
    const history = ended.body.value.history as Array<{ id: number; endReason: string }>;
    expect(history.find((h) => h.id === cc.id)?.endReason).toBe('upline_contract_ended');
    expect(history.find((h) => h.id === waiting.id)?.endReason).toBe('upline_contract_ended');
    const mineB = await t.call({
      method: 'GET',
      url: '/wps/agent/contracts/mine',
      token: b.token,
      query: { kind: 'dividend' },
    });
    expect(mineB.body.value.history[0]).toMatchObject({
      id: cb.id,
      endReason: 'upline_rate_lower',
    });
  });
});

// ---------------------------------------------------------------------------------------------

async function player(uplineId: number) {
  const m = await makeMoneyMember(t, { cash: 1_000_000n, uplineId });
  return { ...m, launch: await launchToken(t, m.token, v.gameCode, false) };
}

/** One settled round: stake taken, then `won` paid (0: a loss). */
async function play(p: { id: number; launch: string }, stake: bigint, won: bigint) {
  const roundId = uid('r');
  const debit = await v.client.debit({
    token: p.launch,
    playerId: p.id,
    txId: uid('b'),
    roundId,
    gameCode: v.gameCode,
    amount: stake,
  });
  expect(debit.code).toBe('OK');
  const credit = await v.client.credit({
    playerId: p.id,
    txId: uid('w'),
    roundId,
    gameCode: v.gameCode,
    amount: won,
  });
  expect(credit.code).toBe('OK');
}

const DAY = 86_400_000;

async function settle(kind: Kind, asOf: Date, token?: string) {
  return t.call({
    method: 'POST',
    url: '/ops/api/agent-settlements/settle',
    token: token ?? (await t.opsToken()),
    payload: { kind, asOf: asOf.toISOString() },
  });
}

async function statementsOf(m: MoneyMember, kind: Kind) {
  const res = await t.call({
    method: 'GET',
    url: '/wps/agent/contracts/statements',
    token: m.token,
    query: { kind },
  });
  expect(res.status).toBe(200);
  return res.body.value;
}

describe('settlement', () => {
  it('pays a day of daily salary by level difference, once, with statements line by line', async () => {
    const a = await agent();
    await setTop(a.username, 'daily_salary', [
      tier(100),
      tier(200, { minBetAmount: '50000', minActive: 2 }),
    ]);
    const b = await agent(a.id);
    await agreed(a, b, 'daily_salary', [tier(150)]);
    const pa = await player(a.id);
    const pb1 = await player(b.id);
    const pb2 = await player(b.id);
    await play(pa, 40_000n, 0n);
    await play(pb1, 30_000n, 90_000n);
    await play(pb2, 10_000n, 0n);
    const [cashA, cashB] = [await cashOf(t, a.id), await cashOf(t, b.id)];

    const settled = await settle('daily_salary', new Date(Date.now() + DAY));
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    // A's team: 80,000 valid, 3 active -> 2%: 1,600; B's team 40,000 at 1.5%: 600; A keeps 1,000.
    expect(await cashOf(t, a.id)).toBe(cashA + 1_000n);
    expect(await cashOf(t, b.id)).toBe(cashB + 600n);

    const sa = await statementsOf(a, 'daily_salary');
    expect(sa.total).toBe(1);
    expect(sa.items[0]).toMatchObject({
      agent: a.username,
      figures: { validBet: '80000', betAmount: '80000', housePnl: '-10000', activeMembers: 3 },
      tier: 2,
      ownRateBp: 200,
      effectiveRateBp: 200,
      base: '80000',
      gross: '1600',
      deductions: [{ agent: b.username, rateBp: 150, base: '40000', amount: '600' }],
      net: '1000',
      amount: '1000',
    });
    expect(sa.totalPaid).toBe('1000');
    // The agent report's "my income" lists the same statement.
    const day = sa.items[0].periodKey.slice(2);
    const income = await t.call({
      method: 'GET',
      url: '/wps/agent/report/income',
      token: a.token,
      query: { startDate: day, endDate: day, kind: 'daily_salary' },
    });
    expect(income.status, JSON.stringify(income.body)).toBe(200);
    expect(income.body.value.list).toEqual([
      expect.objectContaining({
        statementId: sa.items[0].id,
        amount: '1000',
        rateBps: 200,
        status: 'paid',
      }),
    ]);
    const sb = await statementsOf(b, 'daily_salary');
    expect(sb.items[0]).toMatchObject({ tier: 1, ownRateBp: 150, amount: '600', deductions: [] });
    const one = await t.call({
      method: 'GET',
      url: `/wps/agent/contracts/statements/${sa.items[0].id}`,
      token: a.token,
    });
    expect(one.body.value).toEqual(sa.items[0]);
    // Another agent's statement is not found.
    const other = await t.call({
      method: 'GET',
      url: `/wps/agent/contracts/statements/${sa.items[0].id}`,
      token: b.token,
    });
    expect([other.status, other.body.code]).toEqual([404, 'NOT_FOUND']);

    // The payments are in the ledger, under one key per (contract, period).
    const { rows } = (await t.deps.db.execute(sql`
      SELECT t.kind, t.idempotency_key FROM ledger_transactions t
       WHERE t.kind = 'agent_daily_salary' ORDER BY t.id`)) as unknown as {
      rows: Array<{ kind: string; idempotency_key: string }>;
    };
    expect(rows.length).toBeGreaterThanOrEqual(2);

    // Settling again, and a re-run of the period: nothing more is paid.
    const again = await settle('daily_salary', new Date(Date.now() + DAY));
    expect(again.body.value).toMatchObject({ statements: 0, paid: '0' });
    const runs = await t.call({
      method: 'GET',
      url: '/ops/api/agent-settlements',
      token: await t.opsToken(),
      query: { kind: 'daily_salary' },
    });
    const run = runs.body.value.items[0];
    expect(run).toMatchObject({ state: 'done' });
    const rerun = await t.call({
      method: 'POST',
      url: `/ops/api/agent-settlements/${run.id}/rerun`,
      token: await t.opsToken(),
    });
    expect(rerun.body.value.state).toBe('pending');
    await settle('daily_salary', new Date(Date.now() + DAY));
    expect(await cashOf(t, a.id)).toBe(cashA + 1_000n);
    expect(await cashOf(t, b.id)).toBe(cashB + 600n);
    const statements = await t.call({
      method: 'GET',
      url: `/ops/api/agent-settlements/${run.id}/statements`,
      token: await t.opsToken(),
      query: { username: a.username },
    });
    expect(statements.body.value.items.map((s: { amount: string }) => s.amount)).toEqual(['1000']);
  });

  it('a negative dividend pays nothing, never debits, and carries into the next period', async () => {
    const a = await agent();
    await setTop(a.username, 'dividend', [tier(2000)]);
    const b = await agent(a.id);
    await agreed(a, b, 'dividend', [tier(2000)]);
    const pa = await player(a.id);
    const pb = await player(b.id);
    await play(pb, 100_000n, 0n); // b's team lost 100,000
    await play(pa, 10_000n, 90_000n); // a's own player won 80,000
    const [cashA, cashB] = [await cashOf(t, a.id), await cashOf(t, b.id)];
    // Today and tomorrow (no play) settle.
    await settle('dividend', new Date(Date.now() + 2 * DAY));
    // a: 20% of 20,000 = 4,000 less b's 20% of 100,000 = -16,000: carried, not debited.
    expect(await cashOf(t, a.id)).toBe(cashA);
    expect(await cashOf(t, b.id)).toBe(cashB + 20_000n);
    const sa = (await statementsOf(a, 'dividend')).items;
    expect(sa.map((x: Record<string, string>) => [x.net, x.carryIn, x.amount, x.carryOut])).toEqual(
      [
        ['0', '-16000', '0', '-16000'],
        ['-16000', '0', '0', '-16000'],
      ],
    );
  });

  it('with the carry-over off, a negative dividend is forgotten: nothing carried, never a debit', async () => {
    const ops = await t.opsToken();
    const put = (dividendCarryOver: boolean) =>
      t.call({
        method: 'PUT',
        url: '/ops/api/agent-settlements/settings',
        token: ops,
        payload: { dividendCarryOver, payoutWallet: 'main' },
      });
    expect((await put(false)).status).toBe(200);
    await reopenRuns('dividend');
    try {
      const a = await agent();
      await setTop(a.username, 'dividend', [tier(2000)]);
      const b = await agent(a.id);
      await agreed(a, b, 'dividend', [tier(2000)]);
      await play(await player(b.id), 100_000n, 0n);
      await play(await player(a.id), 10_000n, 90_000n);
      const [cashA, cashB] = [await cashOf(t, a.id), await cashOf(t, b.id)];
      await settle('dividend', new Date(Date.now() + 2 * DAY));
      expect(await cashOf(t, a.id)).toBe(cashA);
      expect(await cashOf(t, b.id)).toBe(cashB + 20_000n);
      // The same -16,000 as with the carry-over on, but nothing goes into the next period.
      const sa = (await statementsOf(a, 'dividend')).items;
      expect(
        sa.map((x: Record<string, string>) => [x.net, x.carryIn, x.amount, x.carryOut]),
      ).toEqual([
        ['0', '0', '0', '0'],
        ['-16000', '0', '0', '0'],
      ]);
    } finally {
      expect((await put(true)).status).toBe(200);
    }
  });

  it('pausing a run stops it; only admins pause, re-run or settle; every action is audited', async () => {
    const a = await agent();
    await setTop(a.username, 'hourly_salary', [tier(100)], 'HR');
    const support = await createOperatorToken(t, 'support');
    const denied = await settle('hourly_salary', new Date(Date.now() + 2 * 3_600_000), support);
    expect([denied.status, denied.body.code]).toEqual([403, 'FORBIDDEN']);
    const future = await settle('hourly_salary', new Date(Date.now() + 2 * 3_600_000));
    expect(future.status).toBe(200);
    const runs = await t.call({
      method: 'GET',
      url: '/ops/api/agent-settlements',
      token: support,
      query: { kind: 'hourly_salary', state: 'done' },
    });
    expect(runs.body.value.total).toBeGreaterThan(0);
    const id = runs.body.value.items[0].id;
    for (const action of ['pause', 'rerun']) {
      const res = await t.call({
        method: 'POST',
        url: `/ops/api/agent-settlements/${id}/${action}`,
        token: support,
      });
      expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    const pauseDone = await t.call({
      method: 'POST',
      url: `/ops/api/agent-settlements/${id}/pause`,
      token: await t.opsToken(),
    });
    expect([pauseDone.status, pauseDone.body.code]).toEqual([409, 'INVALID_STATE']);
    await t.call({
      method: 'POST',
      url: `/ops/api/agent-settlements/${id}/rerun`,
      token: await t.opsToken(),
    });
    const paused = await t.call({
      method: 'POST',
      url: `/ops/api/agent-settlements/${id}/pause`,
      token: await t.opsToken(),
    });
    expect(paused.body.value.state).toBe('paused');
    await settle('hourly_salary', new Date(Date.now() + 2 * 3_600_000));
    const still = await t.call({
      method: 'GET',
      url: `/ops/api/agent-settlements/${id}/statements`,
      token: support,
    });
    expect(still.body.value.run.state).toBe('paused');
    expect((await auditRows(t, 'agentSettlement.pause')).length).toBe(1);
    expect((await auditRows(t, 'agentSettlement.rerun')).length).toBeGreaterThan(0);
    expect((await auditRows(t, 'agentSettlement.settleNow')).length).toBeGreaterThan(0);
  });

  /** The agent_* ledger rows of a kind paid to one member: [account kind, amount]. */
  async function paidTo(memberId: number, ledgerKind: string) {
    const { rows } = (await t.deps.db.execute(sql`
      SELECT a.kind, e.amount::text AS amount FROM ledger_transactions x
        JOIN ledger_entries e ON e.transaction_id = x.id
        JOIN ledger_accounts a ON a.id = e.account_id
       WHERE x.kind = ${ledgerKind} AND a.member_id = ${memberId}
       ORDER BY x.id`)) as unknown as { rows: Array<{ kind: string; amount: string }> };
    return rows.map((r) => [r.kind, r.amount]);
  }

  /**
   * Opens again the kind's runs an earlier test settled or paused (the periods of now: those
   * tests settled ahead with the test clock before this test's contracts existed, and one left
   * a run paused); what they paid stays paid. Every page: a run of now left closed would leave
   * this test's rounds unpaid once the clock passes into that run's hour.
   */
  async function reopenRuns(kind: Kind) {
    const ops = await t.opsToken();
    for (const state of ['done', 'paused']) {
      for (;;) {
        const runs = await t.call({
          method: 'GET',
          url: '/ops/api/agent-settlements',
          token: ops,
          query: { kind, state },
        });
        const items = runs.body.value.items as Array<{ id: number }>;
        if (items.length === 0) break;
        for (const run of items) {
          const res = await t.call({
            method: 'POST',
            url: `/ops/api/agent-settlements/${run.id}/rerun`,
            token: ops,
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
        }
      }
    }
  }

  it('pays an hour of hourly salary by level difference into the ledger, once', async () => {
    await reopenRuns('hourly_salary');
    const a = await agent();
    await setTop(a.username, 'hourly_salary', [tier(100), tier(300, { minActive: 2 })], 'HR');
    const b = await agent(a.id);
    const o = await offer(a, b.username, 'hourly_salary', [tier(200)], {
      periodType: 'HR',
    });
    expect(o.status, JSON.stringify(o.body)).toBe(200);
    expect((await act(b, 'hourly_salary', o.body.value.id, 'accept')).status).toBe(200);
    const pa = await player(a.id);
    const pb = await player(b.id);
    await play(pa, 20_000n, 0n);
    await play(pb, 30_000n, 5_000n);
    const [cashA, cashB] = [await cashOf(t, a.id), await cashOf(t, b.id)];

    const later = new Date(Date.now() + 2 * 3_600_000);
    const settled = await settle('hourly_salary', later);
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    // A's team: 50,000 valid, 2 active -> 3%: 1,500; B's 30,000 at 2%: 600; A keeps 900.
    expect(await cashOf(t, a.id)).toBe(cashA + 900n);
    expect(await cashOf(t, b.id)).toBe(cashB + 600n);
    expect(await paidTo(a.id, 'agent_hourly_salary')).toEqual([['player_cash', '900']]);
    expect(await paidTo(b.id, 'agent_hourly_salary')).toEqual([['player_cash', '600']]);
    const sa = (await statementsOf(a, 'hourly_salary')).items.filter(
      (x: { amount: string }) => x.amount !== '0',
    );
    expect(sa).toEqual([
      expect.objectContaining({
        tier: 2,
        ownRateBp: 300,
        gross: '1500',
        deductions: [{ agent: b.username, rateBp: 200, base: '30000', amount: '600' }],
        amount: '900',
      }),
    ]);
    // Again: nothing more.
    await settle('hourly_salary', later);
    expect(await cashOf(t, a.id)).toBe(cashA + 900n);
    expect(await cashOf(t, b.id)).toBe(cashB + 600n);
    expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  });

  it('pays real-time salary every 5 minutes: the hour so far, less what it paid already', async () => {
    await offerKinds({ realtime: true });
    // A fixed clock for the facts: the rounds are played at chosen instants of a site hour two
    // hours ahead (the site's hours start at :30 UTC), so settling ahead with the test clock
    // never closes a period before its round lands, wherever the real clock is in its hour.
    const HOUR = 3_600_000;
    const MINUTE = 60_000;
    const hour = Math.floor((Date.now() - 30 * MINUTE) / HOUR) * HOUR + 30 * MINUTE + 2 * HOUR;
    let playedAt = new Date(hour + 20 * MINUTE);
    setActivityClock(() => playedAt);
    try {
      const a = await agent();
      await setTop(a.username, 'realtime_salary', [tier(100)], 'R5');
      const b = await agent(a.id);
      const o = await offer(a, b.username, 'realtime_salary', [tier(40)], { periodType: 'R5' });
      expect(o.status, JSON.stringify(o.body)).toBe(200);
      expect((await act(b, 'realtime_salary', o.body.value.id, 'accept')).status).toBe(200);
      const pb = await player(b.id);
      await play(pb, 50_000n, 0n);
      const [cashA, cashB] = [await cashOf(t, a.id), await cashOf(t, b.id)];

      // Up to the end of the round's period (:20 to :25): paid.
      const first = await settle('realtime_salary', new Date(hour + 25 * MINUTE));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      // 50,000 valid: A 1% = 500 less B's 0.4% = 200 -> 300; B 200.
      expect(await cashOf(t, a.id)).toBe(cashA + 300n);
      expect(await cashOf(t, b.id)).toBe(cashB + 200n);

      // More play in a later period of the same hour, settled by a later run: only the new
      // valid bet is paid (the hour so far, less what its periods paid), never the first twice.
      playedAt = new Date(hour + 31 * MINUTE);
      await play(pb, 25_000n, 0n);
      await settle('realtime_salary', new Date(hour + 35 * MINUTE));
      expect(await cashOf(t, a.id)).toBe(cashA + 450n);
      expect(await cashOf(t, b.id)).toBe(cashB + 300n);
      const paidB = await paidTo(b.id, 'agent_realtime_salary');
      expect(paidB).toEqual([
        ['player_cash', '200'],
        ['player_cash', '100'],
      ]);
      // Later runs of the hour find nothing more to pay.
      await settle('realtime_salary', new Date(hour + 60 * MINUTE));
      expect(await cashOf(t, a.id)).toBe(cashA + 450n);
      expect(await paidTo(a.id, 'agent_realtime_salary')).toEqual([
        ['player_cash', '300'],
        ['player_cash', '150'],
      ]);
      expect((await checkLedger(t.deps.db)).problems).toEqual([]);
    } finally {
      setActivityClock(null);
      await offerKinds({ realtime: false });
    }
  });

  it('pays the commission wallet when operators choose it; the agent moves it to main once', async () => {
    const ops = await t.opsToken();
    const put = (payoutWallet: string) =>
      t.call({
        method: 'PUT',
        url: '/ops/api/agent-settlements/settings',
        token: ops,
        payload: { dividendCarryOver: true, payoutWallet },
      });
    expect((await put('elsewhere')).status).toBe(400);
    expect((await put('commission')).status).toBe(200);
    await reopenRuns('daily_salary');
    try {
      const a = await agent();
      await setTop(a.username, 'daily_salary', [tier(100)]);
      const pa = await player(a.id);
      await play(pa, 70_000n, 0n);
      const cashA = await cashOf(t, a.id);
      await settle('daily_salary', new Date(Date.now() + DAY));
      // 1% of 70,000 into the commission wallet, none into the main one.
      expect(await cashOf(t, a.id)).toBe(cashA);
      expect(await paidTo(a.id, 'agent_daily_salary')).toEqual([['agent_commission', '700']]);
      const wallet = await t.call({ method: 'GET', url: '/wps/agent/commission', token: a.token });
      expect(wallet.body.value).toEqual({ balance: '700', payoutWallet: 'commission' });

      const collect = (token: string, idempotencyKey: string) =>
        t.call({
          method: 'POST',
          url: '/wps/agent/commission/collect',
          token,
          payload: { idempotencyKey },
        });
      const k = key();
      const [one, two] = await Promise.all([collect(a.token, k), collect(a.token, key())]);
      expect([one.body.value.moved, two.body.value.moved].sort()).toEqual(['0', '700']);
      expect(await cashOf(t, a.id)).toBe(cashA + 700n);
      // The same key again answers the first call; nothing moves.
      expect((await collect(a.token, k)).body.value).toEqual(one.body.value);
      expect(await cashOf(t, a.id)).toBe(cashA + 700n);
      // Every call counts against 120 a minute per agent, before the key's lock: three so far.
      for (let i = 3; i < 120; i++) expect((await collect(a.token, k)).status).toBe(200);
      const flooded = await collect(a.token, key());
      expect(flooded.status).toBe(429);
      expect(flooded.body.code).toBe('TOO_MANY_REQUESTS');
      expect(await cashOf(t, a.id)).toBe(cashA + 700n);
      // A player has no commission wallet to collect; bad input is refused.
      const p = await makeMoneyMember(t, {});
      expect((await collect(p.token, key())).body.code).toBe('NOT_AN_AGENT');
      const bad = await t.call({
        method: 'POST',
        url: '/wps/agent/commission/collect',
        token: a.token,
        payload: { idempotencyKey: k, extra: 1 },
      });
      expect(bad.status).toBe(400);
      expect((await checkLedger(t.deps.db)).problems).toEqual([]);
    } finally {
      expect((await put('main')).status).toBe(200);
    }
  });

  it('tells the downline at once when its upline offers it a contract', async () => {
    const top = await agent();
    await setTop(top.username, 'daily_salary', [tier(200)]);
    const sub = await agent(top.id);
    const heard: unknown[] = [];
    const stop = t.deps.balanceEvents.subscribe(sub.id, (notice) => heard.push(notice));
    const other: unknown[] = [];
    const stopTop = t.deps.balanceEvents.subscribe(top.id, (notice) => other.push(notice));
    try {
      await offered(top, sub, 'daily_salary', [tier(100)]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([{ kind: 'contractOffered', reference: 'daily_salary', amount: '0' }]);
      expect(other).toEqual([]);
      // A refused offer tells nobody.
      expect((await offer(top, sub.username, 'daily_salary', [tier(500)])).status).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toHaveLength(1);
    } finally {
      stop();
      stopTop();
    }
  });

  it("writes 'contract offered' in the downline's inbox: once per offer, not for a replay or a refusal", async () => {
    const top = await agent();
    await setTop(top.username, 'dividend', [tier(3000)]);
    const sub = await agent(top.id);
    const offers = async (who: MoneyMember) => {
      const res = await t.call({ method: 'GET', url: '/wps/messages', token: who.token });
      expect(res.status).toBe(200);
      return (res.body.value.items as Array<{ template: string | null }>).filter(
        (m) => m.template === 'contractOffered',
      );
    };
    const unread = async (who: MoneyMember) =>
      (await t.call({ method: 'GET', url: '/wps/relay/CSP_unreadCount', token: who.token })).body
        .value.unreadMessage as number;

    const k = key();
    expect(
      (await offer(top, sub.username, 'dividend', [tier(1000)], { idempotencyKey: k })).status,
    ).toBe(200);
    expect(await offers(sub)).toEqual([
      expect.objectContaining({
        kind: 'site',
        template: 'contractOffered',
        params: { kind: 'dividend', upline: top.username },
        isRead: false,
      }),
    ]);
    expect(await unread(sub)).toBe(1);
    // The same call again (its key) answers the first offer and writes nothing.
    expect(
      (await offer(top, sub.username, 'dividend', [tier(1000)], { idempotencyKey: k })).status,
    ).toBe(200);
    // Above the upline's own rate: refused, nothing written.
    expect((await offer(top, sub.username, 'dividend', [tier(3500)])).status).toBe(409);
    expect(await offers(sub)).toHaveLength(1);
    // A new version of the offer is a new offer: told again.
    expect((await offer(top, sub.username, 'dividend', [tier(1200)])).status).toBe(200);
    expect(await offers(sub)).toHaveLength(2);
    expect(await unread(sub)).toBe(2);
    // Only the downline is told: not the upline who offered.
    expect(await offers(top)).toEqual([]);
  });

  it('without the test clock, settle now refuses a time in the future', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      const res = await plain.call({
        method: 'POST',
        url: '/ops/api/agent-settlements/settle',
        token: await plain.opsToken(),
        payload: { kind: 'daily_salary', asOf: new Date(Date.now() + DAY).toISOString() },
      });
      expect([res.status, res.body.code, res.body.field]).toEqual([
        400,
        'VALIDATION_FAILED',
        'body.asOf',
      ]);
    } finally {
      await plain.close();
    }
  });
});
