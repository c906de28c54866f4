// Missions through HTTP: progress from real activity (settled rounds through the vendor wallet
// API, deposits, logins), the summary and its count, the leaderboard, a claim paid once as a
// bonus (50 at once on PostgreSQL give one), bad input refused with nothing changed.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { bonuses } from '../../db/schema/bonus';
import { checkLedger } from '../../ledger/check';
import { cashOf, makeMoneyMember } from '../../../test/money-members';
import { byKeys, expectListPages, expectPageBoundsRefused } from '../../../test/ops-list-pages';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordActivity } from '../activity/record';
import { activityTimeZone } from '../activity/zone';
import { startMemberSession } from '../member/member-session';
import { getMissionLeaderboard } from './missions.service';
import { launchToken, setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';

let t: TestApp;
let v: TestVendor;
let admin: string;
let seq = 0;
const id = (p: string) => `${p}-${++seq}-${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp({ poolSize: 60 });
  v = await setUpVendor(t, 'ROYALSLOTS');
  admin = await t.opsToken();
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

async function mission(body: Record<string, unknown>) {
  const res = await t.call({
    method: 'POST',
    url: '/ops/api/missions',
    token: admin,
    payload: {
      title: { EN: 'Bet 1,000', MY: 'လောင်းကြေး ၁,၀၀၀' },
      period: 'daily',
      kind: 'valid_bet',
      target: '1000',
      rewardAmount: '500',
      wageringMultiple: 0,
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as { id: number };
}

const summary = (token: string) =>
  t.call({ method: 'GET', url: '/wps/relay/MCSFE_getMissionSummaryDetails?language=EN', token });
const claim = (token: string, missionId: number) =>
  t.call({ method: 'POST', url: '/wps/missions/claim', token, payload: { missionId } });
const mine = (body: { value: { missions: Array<{ id: number }> } }, missionId: number) =>
  body.value.missions.find((m) => m.id === missionId) as Record<string, unknown>;

describe('missions', () => {
  it('counts settled rounds, lets the member claim once, and pays a bonus released to cash', async () => {
    const m = await mission({});
    const rounds = await mission({ kind: 'rounds', target: '2', title: { EN: 'Play 2' } });
    const p = await makeMoneyMember(t, { cash: 5000n });
    const launch = await launchToken(t, p.token, v.gameCode);
    const before = await summary(p.token);
    expect(mine(before.body, m.id)).toMatchObject({ progress: '0', status: 'inProgress' });
    await expect(claim(p.token, m.id)).resolves.toMatchObject({
      status: 409,
      body: { code: 'NOTHING_TO_CLAIM' },
    });
    for (const stake of [600n, 600n]) {
      const roundId = id('r');
      await v.client.debit({
        token: launch,
        playerId: p.id,
        txId: id('b'),
        roundId,
        gameCode: v.gameCode,
        amount: stake,
      });
      // A stake counts once the round settles (a loss: credit 0).
      await v.client.credit({
        playerId: p.id,
        txId: id('w'),
        roundId,
        gameCode: v.gameCode,
        amount: 0n,
      });
    }
    const after = await summary(p.token);
    expect(mine(after.body, m.id)).toMatchObject({ progress: '1200', status: 'claimable' });
    expect(mine(after.body, rounds.id)).toMatchObject({ progress: '2', status: 'claimable' });
    expect(after.body.value.claimableCount).toBeGreaterThanOrEqual(2);

    const board = await t.call({
      method: 'GET',
      url: `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${m.id}`,
      token: p.token,
    });
    expect(board.status).toBe(200);
    expect(board.body.value.me).toEqual({ rank: 1, value: '1200' });
    expect(board.body.value.rows[0]).toEqual({
      rank: 1,
      username: `${p.username.slice(0, 2)}***`,
      value: '1200',
    });

    const cashBefore = await cashOf(t, p.id);
    const ok = await claim(p.token, m.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value).toMatchObject({ missionId: m.id, amount: '500' });
    // A multiple of 0: the bonus is released to cash at once, and the site tells the member.
    expect((await cashOf(t, p.id)) - cashBefore).toBe(500n);
    const inbox = await t.call({ method: 'GET', url: '/wps/messages', token: p.token });
    expect(inbox.body.value.items[0]).toMatchObject({ kind: 'site', template: 'bonusReleased' });
    await expect(claim(p.token, m.id)).resolves.toMatchObject({ status: 409 });
    expect(mine((await summary(p.token)).body, m.id)).toMatchObject({ status: 'claimed' });
  });

  it('gives one reward for 50 claims at once', async () => {
    const m = await mission({ kind: 'deposit', target: '100', title: { EN: 'Deposit' } });
    const p = await makeMoneyMember(t);
    await t.deps.db.transaction((tx) =>
      recordActivity(tx as unknown as Db, { kind: 'money', memberId: p.id, deposit: 150n }),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(p.token, m.id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The claim limit (30 a minute) lets most through to race in the database.
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThanOrEqual(25);
    expect(statuses.filter((s) => s !== 200 && s !== 409 && s !== 429)).toEqual([]);
    const granted = await t.deps.db.select().from(bonuses).where(eq(bonuses.memberId, p.id));
    expect(granted).toHaveLength(1);
    expect(granted[0]!.amount).toBe(500n);
  });

  it('pays a points reward through the points ledger, once, and no bonus', async () => {
    const m = await mission({
      kind: 'deposit',
      target: '100',
      rewardKind: 'points',
      rewardAmount: '250',
      title: { EN: 'Deposit for points' },
    });
    const p = await makeMoneyMember(t);
    const points = async () =>
      (await t.call({ method: 'GET', url: '/wps/relay/MCS2_getPointBalance', token: p.token })).body
        .value.points as string;
    expect(await points()).toBe('0');
    const card = mine((await summary(p.token)).body, m.id);
    expect(card).toMatchObject({ rewardKind: 'points', rewardAmount: '250' });
    await t.deps.db.transaction((tx) =>
      recordActivity(tx as unknown as Db, { kind: 'money', memberId: p.id, deposit: 150n }),
    );
    const cashBefore = await cashOf(t, p.id);
    const ok = await claim(p.token, m.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value).toEqual({
      missionId: m.id,
      rewardKind: 'points',
      amount: '250',
      bonusId: null,
    });
    expect(await points()).toBe('250');
    expect(await cashOf(t, p.id)).toBe(cashBefore);
    expect(await t.deps.db.select().from(bonuses).where(eq(bonuses.memberId, p.id))).toEqual([]);
    const records = await t.call({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet/points',
      token: p.token,
    });
    expect(records.body.value.list[0]).toMatchObject({ type: 'points_mission', points: '250' });
    await expect(claim(p.token, m.id)).resolves.toMatchObject({ status: 409 });
    expect(await points()).toBe('250');
  });

  it('ranks as SQL rank() does, ties sharing a rank, in and below the top', async () => {
    const m = await mission({ title: { EN: 'Board' } });
    const tag = randomBytes(3).toString('hex');
    const members = (
      (await t.deps.db.execute(sql`
        INSERT INTO members (username, nickname, referral_code, language)
        SELECT ${`rk${tag}_`} || g, 'rk' || g, ${`RK${tag}`} || g, 'EN'
          FROM generate_series(1, 40) g RETURNING id`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows.map((r) => r.id);
    // Figures with ties at the top, across the top's edge (limit 5) and below it; the last
    // five members have no figure (no rank).
    const values = [900, 900, 800, 700, 700, 700, 650, 650, 500, 400, 400, 400, 300, 300, 200, 100];
    await t.deps.db.execute(sql`
      INSERT INTO mission_progress (mission_id, member_id, period_start, value)
      SELECT ${m.id}, v.member_id, (now() AT TIME ZONE ${activityTimeZone()}::text)::date, v.value
        FROM unnest(${`{${members.slice(0, 35).join(',')}}`}::int[],
                    ${`{${members
                      .slice(0, 35)
                      .map((_, i) => values[i % values.length])
                      .join(',')}}`}::bigint[])
             AS v(member_id, value)`);
    const expected = new Map(
      (
        (await t.deps.db.execute(sql`
          SELECT member_id, value::text AS value,
                 rank() OVER (ORDER BY value DESC)::int AS rank
            FROM mission_progress WHERE mission_id = ${m.id}`)) as unknown as {
          rows: Array<{ member_id: number; value: string; rank: number }>;
        }
      ).rows.map((r) => [r.member_id, r]),
    );
    // Six figures of 900 (the top five cut through them), three of 800, ...
    const topFive = [...expected.values()]
      .sort((a, b) => Number(b.value) - Number(a.value))
      .slice(0, 5)
      .map((r) => [r.rank, r.value]);
    expect(topFive).toEqual(Array.from({ length: 5 }, () => [1, '900']));
    expect(expected.get(members[2]!)?.rank).toBe(7);
    for (const memberId of members) {
      const board = await getMissionLeaderboard(
        t.deps,
        { kind: 'member', id: memberId, tokenHash: '' },
        { missionId: m.id, limit: 5 },
      );
      const want = expected.get(memberId);
      expect(board.me, `member ${memberId}`).toEqual({
        rank: want?.rank ?? null,
        value: want?.value ?? '0',
      });
      expect(board.participants).toBe(35);
      expect(board.rows.map((r) => [r.rank, r.value])).toEqual(topFive);
    }
  });

  it("counts a mission of one game type from that type's rounds only, once each settles", async () => {
    const live = await setUpVendor(t, 'LOTUSLIVE', { walletMode: 'seamless' });
    const slots = await mission({
      kind: 'rounds',
      gameType: 'RNG',
      target: '2',
      title: { EN: 'Two slot rounds' },
    });
    const tables = await mission({
      kind: 'rounds',
      gameType: 'LIVE',
      target: '1',
      title: { EN: 'One live round' },
    });
    const p = await makeMoneyMember(t, { cash: 5000n });
    const play = async (vendor: TestVendor, settle = true) => {
      const roundId = id('r');
      const debit = await vendor.client.debit({
        token: await launchToken(t, p.token, vendor.gameCode),
        playerId: p.id,
        txId: id('b'),
        roundId,
        gameCode: vendor.gameCode,
        amount: 100n,
      });
      expect(debit.code).toBe('OK');
      const settleRound = async () => {
        const credit = await vendor.client.credit({
          playerId: p.id,
          txId: id('w'),
          roundId,
          gameCode: vendor.gameCode,
          amount: 0n,
        });
        expect(credit.code).toBe('OK');
      };
      if (settle) await settleRound();
      return settleRound;
    };
    const board = async (missionId: number) =>
      (
        await t.call({
          method: 'GET',
          url: `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${missionId}`,
          token: p.token,
        })
      ).body.value.me as { rank: number; value: string } | null;

    // A slot round still open counts for nothing yet.
    const settleLater = await play(v, false);
    expect(mine((await summary(p.token)).body, slots.id)).toMatchObject({ progress: '0' });
    await settleLater();
    expect(mine((await summary(p.token)).body, slots.id)).toMatchObject({ progress: '1' });
    expect(await board(slots.id)).toMatchObject({ value: '1' });
    // A live round counts for the live mission only.
    await play(live);
    let now = (await summary(p.token)).body;
    expect(mine(now, slots.id)).toMatchObject({ progress: '1', status: 'inProgress' });
    expect(mine(now, tables.id)).toMatchObject({ progress: '1', status: 'claimable' });
    await play(v);
    now = (await summary(p.token)).body;
    expect(mine(now, slots.id)).toMatchObject({ progress: '2', status: 'claimable' });
    expect(await board(slots.id)).toMatchObject({ value: '2' });
    expect(await board(tables.id)).toMatchObject({ value: '1' });
    // Out of the other tests' way.
    for (const m of [slots, tables]) {
      await t.deps.db.execute(sql`UPDATE missions SET is_active = false WHERE id = ${m.id}`);
    }
  });

  it('counts a day logged in once', async () => {
    const m = await mission({
      kind: 'login_days',
      period: 'weekly',
      target: '3',
      title: { EN: 'Log in' },
    });
    const p = await makeMoneyMember(t); // logged in once
    await startMemberSession(t.deps, p, { ip: '203.0.113.11', userAgent: null });
    expect(mine((await summary(p.token)).body, m.id)).toMatchObject({ progress: '1' });
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const p = await makeMoneyMember(t);
    const [{ n: before }] = (
      (await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM missions`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows as [{ n: number }];
    for (const payload of [{}, { missionId: 'x' }, { missionId: -1 }, { missionId: 1, extra: 1 }]) {
      const res = await t.call({
        method: 'POST',
        url: '/wps/missions/claim',
        token: p.token,
        payload,
      });
      expect(res.status).toBe(400);
    }
    await expect(claim(p.token, 999_999)).resolves.toMatchObject({ status: 404 });
    await expect(
      t.call({
        method: 'GET',
        url: '/wps/relay/MCSFE_getMissionLeaderboard?missionId=abc',
        token: p.token,
      }),
    ).resolves.toMatchObject({ status: 400 });
    await expect(
      t.call({ method: 'GET', url: '/wps/relay/MCSFE_getMissionSummaryDetails' }),
    ).resolves.toMatchObject({ status: 401 });
    for (const payload of [
      { title: { MY: 'x' }, period: 'daily', kind: 'valid_bet', target: '1', rewardAmount: '1' },
      { title: { EN: 'x' }, period: 'monthly', kind: 'valid_bet', target: '1', rewardAmount: '1' },
      { title: { EN: 'x' }, period: 'daily', kind: 'valid_bet', target: '0', rewardAmount: '1' },
      { title: { EN: 'x' }, period: 'daily', kind: 'valid_bet', target: '1', rewardAmount: '-5' },
      {
        title: { EN: 'x' },
        period: 'daily',
        kind: 'valid_bet',
        target: '1',
        rewardAmount: '1',
        gameType: 'NOPE',
      },
    ]) {
      const res = await t.call({ method: 'POST', url: '/ops/api/missions', token: admin, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const support = await createOperatorToken(t, 'support');
    const refused = await t.call({
      method: 'POST',
      url: '/ops/api/missions',
      token: support,
      payload: {
        title: { EN: 'x' },
        period: 'daily',
        kind: 'rounds',
        target: '1',
        rewardAmount: '1',
      },
    });
    expect(refused.status).toBe(403);
    const [{ n: after }] = (
      (await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM missions`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows as [{ n: number }];
    expect(after).toBe(before);
  });
});

describe('operators: missions, paged on the server', () => {
  type OpsMission = { id: number; period: string; sort: number };

  it('pages the missions by period and display order, with their total', async () => {
    for (const [period, sort] of [
      ['weekly', 4],
      ['daily', 9],
      ['weekly', -1],
      ['daily', 0],
    ]) {
      await mission({ title: { EN: id('Paged') }, period, sort });
    }
    await expectListPages<OpsMission>(
      t,
      '/ops/api/missions',
      admin,
      byKeys(
        (m) => m.period,
        (m) => m.sort,
        (m) => m.id,
      ),
    );
  });

  it('refuses a page or size out of bounds with 400, changing nothing', async () => {
    await expectPageBoundsRefused(t, '/ops/api/missions', admin);
  });
});
