// The agent reports API: an agent sees its own tree only (every report), a player, an operator or
// nobody gets the spec's codes, and bad input answers 400 VALIDATION_FAILED.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createOperatorToken } from '../../../test/operators';
import { bankDeposit, makePayMember } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activityTimeZone } from '../activity';
import { launchToken, setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';
import { writeAgentActivitySettings } from './settings';

let t: TestApp;
let v: TestVendor;
let seq = 0;
const id = (p: string) => `${p}-${++seq}-${randomBytes(3).toString('hex')}`;

// A (agent) -> S (sub-agent) -> P2 (player); A -> P1 (player). O (another agent) -> P3.
let A: MoneyMember;
let S: MoneyMember;
let P1: MoneyMember;
let P2: MoneyMember;
let O: MoneyMember;
let P3: MoneyMember;
let today: string;

async function play(p: MoneyMember, stake: bigint, won: bigint) {
  const launch = await launchToken(t, p.token, v.gameCode);
  const roundId = id('r');
  const bet = await v.client.debit({
    token: launch,
    playerId: p.id,
    txId: id('b'),
    roundId,
    gameCode: v.gameCode,
    amount: stake,
  });
  expect(bet.code).toBe('OK');
  const paid = await v.client.credit({
    playerId: p.id,
    txId: id('w'),
    roundId,
    gameCode: v.gameCode,
    amount: won,
  });
  expect(paid.code).toBe('OK');
}

beforeAll(async () => {
  t = await createTestApp();
  v = await setUpVendor(t, 'ROYALSLOTS');
  A = await makeMoneyMember(t, { accountType: 1, cash: 1_000n });
  S = await makeMoneyMember(t, { accountType: 2, uplineId: A.id, cash: 2_000n });
  P1 = await makeMoneyMember(t, { uplineId: A.id, cash: 100_000n });
  P2 = await makeMoneyMember(t, { uplineId: S.id, cash: 100_000n });
  O = await makeMoneyMember(t, { accountType: 1 });
  P3 = await makeMoneyMember(t, { uplineId: O.id, cash: 100_000n });
  await play(P1, 5_000n, 0n);
  await play(P2, 20_000n, 30_000n);
  await play(P3, 7_000n, 0n);
  await writeAgentActivitySettings(t.deps.db, { activeMemberValidBet: '10000' }, null);
  today = new Intl.DateTimeFormat('en-CA', { timeZone: activityTimeZone() }).format(new Date());
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
const range = () => `startDate=${today}&endDate=${today}`;

describe('team overview', () => {
  it("sums the agent's whole tree, and a sub-agent's own only", async () => {
    const a = await get(`/wps/agent/report/overview?${range()}`, A.token);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.value.totals).toMatchObject({
      validBet: '25000',
      betAmount: '25000',
      win: '30000',
      housePnl: '-5000',
      rounds: 2,
      registrations: 3,
      activeMembers: 1,
      teamSize: 3,
      directDownlines: 2,
    });
    expect(a.body.value.activeThreshold).toBe('10000');
    expect(a.body.value.days).toEqual([
      {
        day: today,
        registrations: 3,
        activeMembers: 1,
        deposits: '0',
        validBet: '25000',
        housePnl: '-5000',
      },
    ]);
    const s = await get(`/wps/agent/report/overview?${range()}`, S.token);
    expect(s.body.value.totals).toMatchObject({ validBet: '20000', teamSize: 1, registrations: 1 });
    const o = await get(`/wps/agent/report/overview?${range()}`, O.token);
    expect(o.body.value.totals).toMatchObject({ validBet: '7000', teamSize: 1 });
  });

  it('lists every day of a longer range, zeros included', async () => {
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const a = await get(`/wps/agent/report/overview?startDate=${start}&endDate=${today}`, A.token);
    expect(a.body.value.days).toHaveLength(7);
    expect(a.body.value.days[0]).toMatchObject({ day: start, validBet: '0' });
  });
});

describe('downline list', () => {
  it('lists every level of the own tree only, searched and paged', async () => {
    const all = await get('/wps/agent/report/downline', A.token);
    expect(all.status).toBe(200);
    expect(all.body.value.total).toBe(3);
    expect(all.body.value.list.map((m: { memberId: number }) => m.memberId)).toEqual([
      S.id,
      P1.id,
      P2.id,
    ]);
    const p2 = all.body.value.list[2];
    expect(p2).toMatchObject({
      username: P2.username,
      level: 2,
      upline: S.username,
      isAgent: false,
      status: 'active',
      balance: String(100_000 - 20_000 + 30_000),
    });
    expect(all.body.value.list[0]).toMatchObject({ isAgent: true, directDownlines: 1 });

    const paged = await get('/wps/agent/report/downline?pageSize=1&pageNo=2', A.token);
    expect(paged.body.value).toMatchObject({ total: 3, totalPages: 3 });
    expect(paged.body.value.list.map((m: { memberId: number }) => m.memberId)).toEqual([P1.id]);
    const level2 = await get('/wps/agent/report/downline?level=2', A.token);
    expect(level2.body.value.list.map((m: { memberId: number }) => m.memberId)).toEqual([P2.id]);
    const agents = await get('/wps/agent/report/downline?kind=agent', A.token);
    expect(agents.body.value.list.map((m: { memberId: number }) => m.memberId)).toEqual([S.id]);
    const named = await get(
      `/wps/agent/report/downline?username=${P1.username.slice(2).toUpperCase()}`,
      A.token,
    );
    expect(named.body.value.list.map((m: { memberId: number }) => m.memberId)).toEqual([P1.id]);
    // Someone else's member is not found by name.
    const stranger = await get(`/wps/agent/report/downline?username=${P3.username}`, A.token);
    expect(stranger.body.value).toMatchObject({ list: [], total: 0 });
    const wild = await get('/wps/agent/report/downline?username=%25', A.token);
    expect(wild.body.value.total).toBe(0);

    const o = await get('/wps/agent/report/downline', O.token);
    expect(o.body.value.list.map((m: { memberId: number }) => m.memberId)).toEqual([P3.id]);
  });
});

describe('betting, profit and loss, transactions, income', () => {
  it('reads only the own tree', async () => {
    const betting = await get(`/wps/agent/report/betting?${range()}`, A.token);
    expect(betting.status).toBe(200);
    expect(
      betting.body.value.list.map((r: { memberId: number; validBet: string }) => [
        r.memberId,
        r.validBet,
      ]),
    ).toEqual([
      [P1.id, '5000'],
      [P2.id, '20000'],
    ]);
    expect(betting.body.value.totals).toMatchObject({ validBet: '25000', rounds: 2 });
    const sBetting = await get(`/wps/agent/report/betting?${range()}&gameType=LIVE`, S.token);
    expect(sBetting.body.value.list).toEqual([]);

    const pnl = await get(`/wps/agent/report/profit-loss?${range()}`, A.token);
    expect(
      pnl.body.value.list.map((r: { memberId: number; housePnl: string; level: number }) => [
        r.memberId,
        r.housePnl,
        r.level,
      ]),
    ).toEqual([
      [P1.id, '5000', 1],
      [P2.id, '-10000', 2],
    ]);
    const oPnl = await get(`/wps/agent/report/profit-loss?${range()}`, O.token);
    expect(oPnl.body.value.list.map((r: { memberId: number }) => r.memberId)).toEqual([P3.id]);

    const income = await get(`/wps/agent/report/income?${range()}`, A.token);
    expect(income.status).toBe(200);
    expect(income.body.value).toMatchObject({ list: [], total: 0, totalAmount: '0' });
  });

  it("lists the downline's deposits and transfers, not another tree's", async () => {
    const d = await makePayMember(t, { uplineId: S.id });
    await bankDeposit(t, d, '200000');
    const transfer = await t.call({
      method: 'POST',
      url: '/wps/member/transfer/downline',
      token: S.token,
      payload: {
        idempotencyKey: id('k'),
        username: P2.username,
        amount: '500',
        paymentPassword: '246810',
      },
    });
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    const a = await get(`/wps/agent/report/transactions?${range()}`, A.token);
    expect(a.status).toBe(200);
    const rows = a.body.value.list.map((r: { username: string; type: string; amount: string }) => [
      r.username,
      r.type,
      r.amount,
    ]);
    expect(rows).toContainEqual([d.username, 'deposit', '200000']);
    expect(rows).toContainEqual([P2.username, 'transfer_downline', '500']);
    expect(rows).toContainEqual([S.username, 'transfer_downline', '-500']);
    const deposits = await get(`/wps/agent/report/transactions?${range()}&type=deposit`, A.token);
    expect(deposits.body.value.list.every((r: { type: string }) => r.type === 'deposit')).toBe(
      true,
    );
    const o = await get(`/wps/agent/report/transactions?${range()}`, O.token);
    expect(o.body.value).toMatchObject({ list: [], total: 0 });
  });
});

describe('the active threshold (operators)', () => {
  it('is read and replaced by an admin, audited in the overview, and refuses bad values', async () => {
    const ops = await t.opsToken();
    const url = '/ops/api/system/setting/agent-activity';
    const read = await t.call({ method: 'GET', url, token: ops });
    expect(read.body.value).toEqual({ activeMemberValidBet: '10000' });
    for (const bad of [{ activeMemberValidBet: '-1' }, { activeMemberValidBet: '1.5' }, {}]) {
      const res = await t.call({ method: 'PUT', url, token: ops, payload: bad });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const player = await t.call({
      method: 'PUT',
      url,
      token: P1.token,
      payload: { activeMemberValidBet: '1' },
    });
    expect(player.status).toBe(401);
    const put = await t.call({
      method: 'PUT',
      url,
      token: ops,
      payload: { activeMemberValidBet: '1' },
    });
    expect(put.status).toBe(200);
    // A new range: the remembered count of the old one is not reused.
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const a = await get(`/wps/agent/report/overview?startDate=${start}&endDate=${today}`, A.token);
    expect(a.body.value.activeThreshold).toBe('1');
    expect(a.body.value.totals.activeMembers).toBe(2);
    await t.call({ method: 'PUT', url, token: ops, payload: { activeMemberValidBet: '10000' } });
  });

  it('is read by support (agents.read), who may not replace it', async () => {
    const support = await createOperatorToken(t, 'support');
    const url = '/ops/api/system/setting/agent-activity';
    const read = await t.call({ method: 'GET', url, token: support });
    expect([read.status, read.body.value]).toEqual([200, { activeMemberValidBet: '10000' }]);
    const put = await t.call({
      method: 'PUT',
      url,
      token: support,
      payload: { activeMemberValidBet: '1' },
    });
    expect([put.status, put.body.code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('access and bad input', () => {
  const urls = () => [
    `/wps/agent/report/overview?${range()}`,
    '/wps/agent/report/downline',
    `/wps/agent/report/betting?${range()}`,
    `/wps/agent/report/profit-loss?${range()}`,
    `/wps/agent/report/income?${range()}`,
    `/wps/agent/report/transactions?${range()}`,
  ];

  it('answers a player NOT_AN_AGENT, nobody NOT_LOGGED_IN, an operator NOT_A_MEMBER', async () => {
    const ops = await t.opsToken();
    for (const url of urls()) {
      const player = await get(url, P1.token);
      expect([player.status, player.body.code], url).toEqual([403, 'NOT_AN_AGENT']);
      const nobody = await get(url);
      expect([nobody.status, nobody.body.code], url).toEqual([401, 'NOT_LOGGED_IN']);
      const operator = await get(url, ops);
      expect([operator.status, operator.body.code], url).toEqual([403, 'NOT_A_MEMBER']);
    }
  });

  it('answers bad input 400 VALIDATION_FAILED', async () => {
    const bad = [
      '/wps/agent/report/overview',
      `/wps/agent/report/overview?startDate=${today}&endDate=2020-01-01`,
      '/wps/agent/report/overview?startDate=2025-01-01&endDate=2025-12-31',
      '/wps/agent/report/overview?startDate=2025-02-30&endDate=2025-03-01',
      `/wps/agent/report/overview?${range()}&memberId=${P3.id}`,
      '/wps/agent/report/downline?pageSize=1000',
      '/wps/agent/report/downline?pageNo=0',
      '/wps/agent/report/downline?level=0',
      '/wps/agent/report/downline?sort=password',
      '/wps/agent/report/downline?status=gone',
      `/wps/agent/report/downline?username=${'x'.repeat(65)}`,
      `/wps/agent/report/betting?${range()}&gameType=POKER`,
      `/wps/agent/report/income?${range()}&kind=bonus`,
      `/wps/agent/report/transactions?${range()}&type=bet`,
    ];
    for (const url of bad) {
      const res = await get(url, A.token);
      expect([res.status, res.body.code], url).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

describe('remarks on the downline', () => {
  const put = (token: string | undefined, payload: object) =>
    t.call({ method: 'PUT', url: '/wps/agent/downline/remark', token, payload });
  const remarkOf = async (token: string, memberId: number) => {
    const res = await get('/wps/agent/report/downline?pageSize=100', token);
    expect(res.status).toBe(200);
    return res.body.value.list.find((m: { memberId: number }) => m.memberId === memberId)?.remark;
  };

  it('keeps each agent its own remark on any level of its own downline only', async () => {
    const set = await put(A.token, { memberId: P2.id, remark: '  VIP from the fair  ' });
    expect([set.status, set.body.value]).toEqual([
      200,
      { memberId: P2.id, remark: 'VIP from the fair' },
    ]);
    expect(await remarkOf(A.token, P2.id)).toBe('VIP from the fair');
    // The sub-agent's own view of the same member has no remark: each agent keeps its own.
    expect(await remarkOf(S.token, P2.id)).toBe('');
    expect((await put(S.token, { memberId: P2.id, remark: 'mine' })).status).toBe(200);
    expect(await remarkOf(S.token, P2.id)).toBe('mine');
    expect(await remarkOf(A.token, P2.id)).toBe('VIP from the fair');
    // '' removes it.
    expect((await put(A.token, { memberId: P2.id, remark: '' })).status).toBe(200);
    expect(await remarkOf(A.token, P2.id)).toBe('');
  });

  it('refuses another tree, itself, non-agents, long or bad input, and changes nothing', async () => {
    await put(A.token, { memberId: P1.id, remark: 'kept' });
    for (const [token, memberId, code, status] of [
      [A.token, P3.id, 'NOT_FOUND', 404],
      [A.token, A.id, 'NOT_FOUND', 404],
      [S.token, P1.id, 'NOT_FOUND', 404],
      [P1.token, P2.id, 'NOT_AN_AGENT', 403],
      [undefined, P1.id, 'NOT_LOGGED_IN', 401],
    ] as const) {
      const res = await put(token, { memberId, remark: 'x' });
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    for (const payload of [
      { memberId: P1.id, remark: 'x'.repeat(101) },
      { memberId: 'one', remark: 'x' },
      { memberId: P1.id },
      { memberId: P1.id, remark: 'x', extra: true },
    ]) {
      const res = await put(A.token, payload);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await put(A.token, { memberId: P1.id, remark: 'x'.repeat(100) })).status).toBe(200);
    expect(await remarkOf(A.token, P1.id)).toBe('x'.repeat(100));
    expect(await remarkOf(O.token, P3.id)).toBe('');
  });
});

describe('rate limit', () => {
  it("refuses an agent's report calls past 120 a minute with 429, others' still answer", async () => {
    const agent = await makeMoneyMember(t, { accountType: 1 });
    const url = `/wps/agent/report/downline?pageSize=1`;
    const answers = [];
    for (let i = 0; i < 120; i++) answers.push((await get(url, agent.token)).status);
    expect(answers.every((s) => s === 200)).toBe(true);
    const over = await get(`/wps/agent/report/overview?${range()}`, agent.token);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(url, O.token)).status).toBe(200);
  });
});
