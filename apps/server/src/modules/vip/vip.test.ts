// VIP through HTTP: the operator's ranks and rules, a member promoted by the rolling valid bet
// and deposits (facts recorded as the money paths do), the rank-up rewards paid once through the
// ledger, clubLabel and the VIP customer service above rank 4, relegation after the grace
// period, bad input and who may call; ledger:check after all.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { memberVip } from '../../db/schema/loyalty-points';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { runJobOnce } from '../../lib/jobs';
import { createOperatorToken } from '../../../test/operators';
import { makeMoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordActivity } from '../activity/record';
import { evaluateVip } from './vip.service';
import { vipJob } from './vip.job';

let t: TestApp;
let admin: string;

const rank = (level: number, minValidBet: string, minDeposit: string, reward: string) => ({
  level,
  names: { EN: `Level ${level}`, MY: `အဆင့် ${level}` },
  colour: '#6142bf',
  minValidBet,
  minDeposit,
  reward,
});
export const VIP_SETTINGS = {
  enabled: true,
  windowDays: 30,
  relegationGraceDays: 7,
  ranks: [
    rank(1, '0', '0', '0'),
    rank(2, '0', '1000', '100'),
    rank(3, '0', '5000', '200'),
    rank(4, '0', '10000', '0'),
    rank(5, '0', '50000', '1000'),
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  const put = await t.call({
    method: 'PUT',
    url: '/ops/api/vip/settings',
    token: admin,
    payload: VIP_SETTINGS,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
/** A deposit's fact, at `at` (now by default). */
const deposit = (memberId: number, amount: bigint, at?: Date) =>
  t.deps.db.transaction((tx) =>
    recordActivity(tx as unknown as Db, { kind: 'money', memberId, deposit: amount, at }),
  );

describe('VIP ranks', () => {
  it('promotes from the rolling figures, pays each rank-up reward once, and shows the progress', async () => {
    const m = await makeMoneyMember(t);
    const before = await get('/wps/vip/summary?language=MY', m.token);
    expect(before.body.value.me).toMatchObject({
      level: 1,
      next: { level: 2, depositLeft: '1000', percent: 0 },
      vipService: false,
    });
    expect(before.body.value.ranks[1].name).toBe('အဆင့် 2');
    await deposit(m.id, 6_000n);
    await evaluateVip(t.deps, m.id, { force: true });
    const after = await get('/wps/vip/summary', m.token);
    expect(after.body.value.me).toMatchObject({
      level: 3,
      deposits: '6000',
      next: { level: 4, depositLeft: '4000', percent: 60 },
    });
    // Ranks 2 and 3 both reached: 100 + 200, once.
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(300n);
    await evaluateVip(t.deps, m.id, { force: true });
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(300n);
    const info = await get('/wps/member/info', m.token);
    expect(info.body.value.clubLabel.rankLevel).toBe(3);
    const state = await get('/wps/vip/state', m.token);
    expect(state.body.value).toEqual({ hasVip: true, vipRankLevel: 3 });
  });

  it('gives rank 5 the VIP customer service, and relegates one rank per grace period', async () => {
    const m = await makeMoneyMember(t);
    await deposit(m.id, 50_000n);
    await evaluateVip(t.deps, m.id, { force: true });
    const summary = await get('/wps/vip/summary', m.token);
    expect(summary.body.value.me).toMatchObject({ level: 5, next: null, vipService: true });
    expect((await get('/wps/member/info', m.token)).body.value.clubLabel.rankLevel).toBe(5);
    // The figures fall out of the window (a refund takes the deposits back): rank kept within
    // the grace period, then one rank down per period.
    await deposit(m.id, -50_000n);
    await evaluateVip(t.deps, m.id, { force: true });
    expect((await get('/wps/vip/state', m.token)).body.value.vipRankLevel).toBe(5);
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await evaluateVip(t.deps, m.id, { force: true, now: later })).toBe(4);
    expect(await evaluateVip(t.deps, m.id, { force: true, now: later })).toBe(4);
    const [row] = await t.deps.db.select().from(memberVip).where(eq(memberVip.memberId, m.id));
    expect(row!.level).toBe(4);
    // Reaching 5 again pays nothing again.
    const cash = (await balances(t.deps.db, m.id)).player_cash;
    await deposit(m.id, 50_000n);
    expect(await evaluateVip(t.deps, m.id, { force: true, now: later })).toBe(5);
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(cash);
  });

  it("applies a change of the ranks at the next read, not after the reads' 30-second pause", async () => {
    const m = await makeMoneyMember(t);
    await deposit(m.id, 6_000n);
    expect((await get('/wps/vip/summary', m.token)).body.value.me.level).toBe(3);
    const put = (ranks: typeof VIP_SETTINGS.ranks) =>
      t.call({
        method: 'PUT',
        url: '/ops/api/vip/settings',
        token: admin,
        payload: { ...VIP_SETTINGS, ranks },
      });
    const lowered = [
      ...VIP_SETTINGS.ranks.slice(0, 3),
      rank(4, '0', '6000', '0'),
      rank(5, '0', '6000', '0'),
    ];
    expect((await put(lowered)).status).toBe(200);
    try {
      // Read again at once: evaluated a moment ago, but before the change.
      expect((await get('/wps/vip/summary', m.token)).body.value.me).toMatchObject({
        level: 5,
        vipService: true,
      });
    } finally {
      expect((await put(VIP_SETTINGS.ranks)).status).toBe(200);
    }
  });

  it('re-evaluates ranks on a schedule, without reads: promotion, relegation, idempotent', async () => {
    // A fixed clock: every run and evaluation is given its moment.
    const now = new Date();
    const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
    const up = await makeMoneyMember(t);
    const down = await makeMoneyMember(t);
    // Made at the evaluation's moment: two hours ago may be the site's day before (00:00 to
    // 02:00 site time), whose window would not hold a deposit made today.
    await deposit(down.id, 50_000n, hours(-2));
    expect(await evaluateVip(t.deps, down.id, { force: true, now: hours(-2) })).toBe(5);
    await deposit(down.id, -50_000n, hours(-2)); // its figures gone; it stops playing and reading
    await deposit(up.id, 6_000n);
    const levels = async () => {
      const rows = await t.deps.db.select().from(memberVip);
      const of = (id: number) => rows.find((r) => r.memberId === id)?.level;
      return [of(up.id), of(down.id)];
    };
    const cash = async () => (await balances(t.deps.db, up.id)).player_cash ?? 0n;

    // Nobody reads: the job promotes `up` (rewards 100 + 200) and keeps `down` within its grace.
    expect(await runJobOnce(t.deps, vipJob, now)).toBe('done');
    expect(await levels()).toEqual([3, 5]);
    expect(await cash()).toBe(300n);
    // The same moment again, and an hour later: nothing more paid, nothing moved.
    await runJobOnce(t.deps, vipJob, now);
    await runJobOnce(t.deps, vipJob, hours(1));
    expect(await levels()).toEqual([3, 5]);
    expect(await cash()).toBe(300n);
    // Past the grace period (7 days): one rank down, once; the next drop waits another period.
    await runJobOnce(t.deps, vipJob, hours(8 * 24));
    await runJobOnce(t.deps, vipJob, hours(8 * 24));
    await runJobOnce(t.deps, vipJob, hours(8 * 24 + 2));
    expect(await levels()).toEqual([3, 4]);
    await runJobOnce(t.deps, vipJob, hours(16 * 24));
    expect(await levels()).toEqual([3, 3]);
    const [member] = await t.deps.db
      .select({ rankLevel: members.rankLevel })
      .from(members)
      .where(eq(members.id, down.id));
    expect(member!.rankLevel).toBe(3);
    expect(await cash()).toBe(300n);
  });

  it('shows a visitor the ranks without a rank of their own', async () => {
    const res = await get('/wps/vip/summary');
    expect(res.status).toBe(200);
    expect(res.body.value.me).toBeNull();
    expect(res.body.value.ranks).toHaveLength(5);
    expect((await get('/wps/vip/state')).body.value).toEqual({ hasVip: true, vipRankLevel: null });
  });

  it('refuses bad settings and changes nothing; only operators, only admin writes', async () => {
    const bad = [
      { ...VIP_SETTINGS, windowDays: 0 },
      { ...VIP_SETTINGS, ranks: [] },
      { ...VIP_SETTINGS, ranks: [rank(2, '0', '0', '0')] },
      { ...VIP_SETTINGS, ranks: [rank(1, '0', '0', '0'), rank(2, '0', 'x', '0')] },
      { ...VIP_SETTINGS, ranks: [rank(1, '0', '0', '0'), rank(2, '-1', '0', '0')] },
      { ...VIP_SETTINGS, ranks: [rank(1, '0', '500', '0')] },
      {
        ...VIP_SETTINGS,
        ranks: [rank(1, '0', '0', '0'), rank(2, '0', '10', '0'), rank(3, '0', '5', '0')],
      },
      { ...VIP_SETTINGS, ranks: [{ ...rank(1, '0', '0', '0'), colour: 'red' }] },
      { ...VIP_SETTINGS, extra: true },
    ];
    for (const payload of bad) {
      const res = await t.call({
        method: 'PUT',
        url: '/ops/api/vip/settings',
        token: admin,
        payload,
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await get('/wps/vip/summary?language=XX')).status).toBe(400);
    const now = await get('/ops/api/vip/settings', admin);
    expect(now.body.value.ranks).toHaveLength(5);
    const m = await makeMoneyMember(t);
    expect((await get('/ops/api/vip/settings', m.token)).status).toBe(401);
    expect((await get('/ops/api/vip/settings')).status).toBe(401);
    const content = await createOperatorToken(t, 'content');
    expect((await get('/ops/api/vip/settings', content)).status).toBe(403);
    const support = await createOperatorToken(t, 'support');
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/ops/api/vip/settings',
          token: support,
          payload: VIP_SETTINGS,
        })
      ).status,
    ).toBe(403);
  });
});
