// The activity facts on every path that records them: a vendor round's bet, win, loss, rollback
// (before and after settlement) and endRound; trial play (nothing); a lottery draw's settlement;
// a deposit credited; a withdrawal paid and then refunded after a dispute. Then the readers over
// a small tree, and the rebuild (activity_rebuild) giving the same daily figures as recording.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/check';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { bankDeposit, makePayMember } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDrawsUntil, settleDraw } from '../lottery/lottery-draws';
import { createLottery, drawsOf, forceDrawn, placeBets } from '../lottery/draws-test-kit';
import { launchToken, setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';
import {
  answerReceipt,
  createPlayer,
  opsAction,
  paidWithdrawal,
  proofOf,
} from '../withdrawals/withdrawal-test-kit';
import { rebuildActivity } from './record';
import {
  downlineTeamFigures,
  memberFigures,
  teamDailySeries,
  teamFigures,
  teamGameFigures,
  teamMemberFigures,
} from './readers';
import { activityTimeZone } from './zone';

let t: TestApp;
let v: TestVendor;
let seq = 0;
const id = (p: string) => `${p}-${++seq}-${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  v = await setUpVendor(t, 'ROYALSLOTS');
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A member's facts summed over all time, per game type ('' for money), as plain numbers. */
async function factsOf(memberId: number, table = 'activity_hourly') {
  const r = await rows<Record<string, string>>(sql`
    SELECT game_type, sum(bet_amount)::text AS bet, sum(valid_bet)::text AS valid,
           sum(win)::text AS win, sum(house_pnl)::text AS pnl, sum(rounds)::text AS rounds,
           sum(deposits)::text AS deposits, sum(deposit_count)::text AS "depositCount",
           sum(withdrawals)::text AS withdrawals, sum(withdrawal_count)::text AS "withdrawalCount"
      FROM ${sql.raw(table)} WHERE member_id = ${memberId} GROUP BY game_type ORDER BY game_type`);
  return Object.fromEntries(
    r.map(({ game_type, ...f }) => [
      game_type,
      Object.fromEntries(Object.entries(f).map(([k, x]) => [k, Number(x)])),
    ]),
  );
}

const game = (bet: number, valid: number, win: number, rounds: number) => ({
  bet,
  valid,
  win,
  pnl: valid - win,
  rounds,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
});

async function player(upline: number | null = null, trial = false) {
  const m = await makeMoneyMember(t, { cash: 100_000n, uplineId: upline });
  return { ...m, launch: await launchToken(t, m.token, v.gameCode, trial) };
}
const bet = (p: { id: number; launch: string }, roundId: string, amount: bigint, txId = id('b')) =>
  v.client.debit({ token: p.launch, playerId: p.id, txId, roundId, gameCode: v.gameCode, amount });
const win = (p: { id: number }, roundId: string, amount: bigint) =>
  v.client.credit({ playerId: p.id, txId: id('w'), roundId, gameCode: v.gameCode, amount });
const rollback = (p: { id: number }, roundId: string, refTxId: string) =>
  v.client.rollback({ playerId: p.id, txId: id('rb'), roundId, refTxId });
const end = (p: { id: number }, roundId: string) => v.client.endRound({ playerId: p.id, roundId });

describe('recording', () => {
  it('counts a stake when taken and as valid when the round settles, win and P&L from the house side', async () => {
    const p = await player();
    const r1 = id('r');
    expect((await bet(p, r1, 1000n)).code).toBe('OK');
    // Taken, not settled: a bet amount, no valid bet yet.
    expect(await factsOf(p.id)).toEqual({ RNG: game(1000, 0, 0, 0) });
    expect((await win(p, r1, 2500n)).code).toBe('OK');
    expect((await end(p, r1)).code).toBe('OK');
    expect((await end(p, r1)).code).toBe('OK');
    const r2 = id('r');
    await bet(p, r2, 400n);
    await win(p, r2, 0n); // a loss
    expect(await factsOf(p.id)).toEqual({ RNG: game(1400, 1400, 2500, 2) });
  });

  it('takes a rolled-back stake out of bet amount, and out of valid bet when settled already', async () => {
    const p = await player();
    const r1 = id('r');
    const b1 = id('b');
    await bet(p, r1, 700n, b1);
    expect((await rollback(p, r1, b1)).code).toBe('OK');
    // Rolled back again under another id: nothing more.
    expect((await rollback(p, r1, b1)).code).toBe('OK');
    expect(await factsOf(p.id)).toEqual({ RNG: game(0, 0, 0, 0) });
    // A round ended (settled) without a credit, then one of its two bets rolled back.
    const r2 = id('r');
    const b2 = id('b');
    await bet(p, r2, 300n, b2);
    await bet(p, r2, 200n);
    await end(p, r2);
    expect(await factsOf(p.id)).toEqual({ RNG: game(500, 500, 0, 1) });
    expect((await rollback(p, r2, b2)).code).toBe('OK');
    expect(await factsOf(p.id)).toEqual({ RNG: game(200, 200, 0, 1) });
  });

  it('records nothing for trial play or a refused call', async () => {
    const p = await player(null, true);
    const r = id('r');
    expect((await bet(p, r, 500n)).code).toBe('OK');
    await win(p, r, 900n);
    const rich = await player();
    expect((await bet(rich, id('r'), 10_000_000n)).code).toBe('INSUFFICIENT_FUNDS');
    expect(await factsOf(p.id)).toEqual({});
    expect(await factsOf(rich.id)).toEqual({});
  });

  it('records a lottery draw settlement per bet: stake valid, payout won', async () => {
    const db = t.deps.db;
    const lottery = await createLottery(db, 'fast5', {
      intervalSeconds: 60,
      drawTime: '00:00',
      lockSeconds: 10,
    });
    await createDrawsUntil(db, lottery.lotteryId, new Date(Date.now() + 10 * 60_000), new Date());
    const [draw] = await drawsOf(db, lottery.lotteryId);
    const p = await makeMoneyMember(t, { cash: 100_000n });
    await placeBets(db, lottery, draw!.id, [
      { memberId: p.id, playType: '2D', selection: '65', stake: 1000n, odds: { hit: 90_000 } },
      { memberId: p.id, playType: '2D', selection: '11', stake: 500n, odds: { hit: 90_000 } },
    ]);
    await forceDrawn(db, draw!.id, { first: ['98765'] });
    await settleDraw(db, draw!.id, 1);
    expect(await factsOf(p.id)).toEqual({ ELOTT: game(1500, 1500, 90_000, 2) });
  });

  it('records a deposit credited, a withdrawal paid, and takes back one refunded', async () => {
    const d = await makePayMember(t);
    const { reference } = await bankDeposit(t, d, '500000');
    const admin = await t.opsToken();
    const approved = await t.call({
      method: 'POST',
      url: `/ops/api/deposits/${reference}/approve`,
      token: admin,
    });
    expect(approved.status).toBe(200);
    const p = await createPlayer(t, { cash: 1_000_000n });
    const paid = await paidWithdrawal(t, p, '50000');
    await paidWithdrawal(t, p, '60000');
    const money = (deposits: number, dc: number, withdrawals: number, wc: number) => ({
      '': { ...game(0, 0, 0, 0), deposits, depositCount: dc, withdrawals, withdrawalCount: wc },
    });
    expect(await factsOf(d.id)).toEqual(money(500_000, 1, 0, 0));
    expect(await factsOf(p.id)).toEqual(money(0, 0, 110_000, 2));
    // Disputed (not received), then settled by refund: no longer paid out.
    const disputed = await answerReceipt(t, p.token, paid, {
      answer: 'not_received',
      proofIds: [await proofOf(t, p.id)],
    });
    expect(disputed.status).toBe(200);
    const resolved = await opsAction(t, paid, 'resolve-dispute', {
      resolution: 'refund',
      reason: 'never arrived',
    });
    expect(resolved.status).toBe(200);
    expect(await factsOf(p.id)).toEqual(money(0, 0, 60_000, 1));
  });
});

describe('readers', () => {
  it('the figures of reports and settlement never read raw rounds, bets or payments', () => {
    // The rule: reports and settlement read the kept facts, so their cost does not grow
    // with the rounds. Listings of payments (transaction details) are not figures.
    const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    const figureSources = [
      './readers.ts',
      '../agent-contracts/settlement.queries.ts',
      '../agent-contracts/agent-contracts.queries.ts',
    ];
    for (const file of [...figureSources, '../agent-reports/agent-reports.queries.ts']) {
      expect(read(file), file).not.toMatch(/\b(game_rounds|lottery_bets|gameRounds|lotteryBets)\b/);
    }
    for (const file of figureSources) {
      expect(read(file), file).not.toMatch(/\bFROM\s+(deposits|withdrawals|ledger_entries)\b/i);
    }
  });

  it('sums a team, its direct downlines and its days from the facts, and counts active members', async () => {
    const top = await makeMoneyMember(t, { accountType: 1 });
    const sub = await makeMoneyMember(t, { accountType: 1, uplineId: top.id });
    const a = await player(top.id);
    const b = await player(sub.id);
    const c = await player(sub.id);
    const outsider = await player();
    const play = async (p: MoneyMember & { launch: string }, stake: bigint, won: bigint) => {
      const r = id('r');
      await bet(p, r, stake);
      await win(p, r, won);
    };
    await play(a, 1000n, 0n);
    await play(b, 3000n, 5000n);
    await play(c, 200n, 0n);
    await play(outsider, 9999n, 0n);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: activityTimeZone() }).format(
      new Date(),
    );
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const period = { fromDay: today, toDay: tomorrow };
    const team = await teamFigures(t.deps.db, top.id, period, { activeThreshold: 1000n });
    expect(team).toMatchObject({
      validBet: 4200n,
      betAmount: 4200n,
      win: 5000n,
      housePnl: -800n,
      rounds: 3,
      registrations: 4,
      activeMembers: 2,
      teamSize: 5,
    });
    // The same over the hours of the day.
    const hours = await teamFigures(
      t.deps.db,
      top.id,
      { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000) },
      { activeThreshold: 0n },
    );
    expect(hours).toMatchObject({ validBet: 4200n, activeMembers: 3 });

    const downs = await downlineTeamFigures(t.deps.db, top.id, period, { activeThreshold: 0n });
    expect(
      downs.map((d) => [d.memberId, d.validBet, d.housePnl, d.activeMembers, d.teamSize]),
    ).toEqual([
      [sub.id, 3200n, -1800n, 2, 3],
      [a.id, 1000n, 1000n, 1, 1],
    ]);
    const series = await teamDailySeries(t.deps.db, top.id, period, { activeThreshold: 0n });
    expect(series).toHaveLength(1);
    expect(series[0]).toMatchObject({
      day: today,
      validBet: 4200n,
      registrations: 4,
      activeMembers: 3,
    });

    const own = await memberFigures(t.deps.db, [a.id, b.id, top.id], period);
    expect(own.get(b.id)).toMatchObject({ validBet: 3000n, win: 5000n });
    expect(own.get(top.id)).toMatchObject({ validBet: 0n });

    const perGame = await teamGameFigures(t.deps.db, sub.id, period, { offset: 0, limit: 15 });
    expect(perGame.total).toBe(2);
    expect(perGame.rows.map((r) => [r.memberId, r.gameType, r.validBet])).toEqual([
      [b.id, 'RNG', 3000n],
      [c.id, 'RNG', 200n],
    ]);
    expect(perGame.totals.validBet).toBe(3200n);

    const pnl = await teamMemberFigures(t.deps.db, top.id, period, { offset: 0, limit: 2 });
    expect(pnl.total).toBe(3);
    expect(pnl.rows.map((r) => [r.memberId, r.housePnl, r.depth])).toEqual([
      [a.id, 1000n, 1],
      [c.id, 200n, 2],
    ]);
    expect(pnl.totals.housePnl).toBe(-800n);
    const named = await teamMemberFigures(t.deps.db, top.id, period, {
      offset: 0,
      limit: 15,
      username: b.username.toUpperCase(),
    });
    expect(named.rows.map((r) => r.memberId)).toEqual([b.id]);

    // An operator moves b's upline under the top agent directly: the downlines' teams follow.
    await t.deps.db.execute(sql`UPDATE members SET upline_id = ${top.id} WHERE id = ${b.id}`);
    const moved = await downlineTeamFigures(t.deps.db, top.id, period, { activeThreshold: 0n });
    expect(moved.map((d) => [d.memberId, d.validBet])).toEqual([
      [sub.id, 200n],
      [a.id, 1000n],
      [b.id, 3000n],
    ]);
  });
});

/** The team rollup per (agent, day), and the same recomputed from members' rows and the tree. */
async function rollupVsMembers() {
  const rollup = await rows<Record<string, string>>(sql`
    SELECT agent_id, day::text, sum(valid_bet)::text AS valid, sum(bet_amount)::text AS bet,
           sum(win)::text AS win, sum(rounds)::text AS rounds, sum(deposits)::text AS deposits,
           sum(withdrawals)::text AS withdrawals, sum(registrations)::text AS registrations
      FROM activity_team_daily GROUP BY 1, 2
    HAVING sum(valid_bet) <> 0 OR sum(bet_amount) <> 0 OR sum(win) <> 0 OR sum(rounds) <> 0
        OR sum(deposits) <> 0 OR sum(withdrawals) <> 0 OR sum(registrations) <> 0
     ORDER BY 1, 2`);
  const members = await rows<Record<string, string>>(sql`
    SELECT agent_id, day::text, sum(valid)::text AS valid, sum(bet)::text AS bet,
           sum(win)::text AS win, sum(rounds)::text AS rounds, sum(deposits)::text AS deposits,
           sum(withdrawals)::text AS withdrawals, sum(registrations)::text AS registrations
      FROM (
        SELECT t.ancestor_id AS agent_id, a.day, a.valid_bet AS valid, a.bet_amount AS bet, a.win,
               a.rounds, a.deposits, a.withdrawals, 0 AS registrations
          FROM activity_daily a JOIN member_tree t ON t.descendant_id = a.member_id AND t.depth > 0
        UNION ALL
        SELECT t.ancestor_id, (m.created_at AT TIME ZONE ${activityTimeZone()}::text)::date,
               0, 0, 0, 0, 0, 0, 1
          FROM members m JOIN member_tree t ON t.descendant_id = m.id AND t.depth > 0) f
     GROUP BY 1, 2
    HAVING sum(valid) <> 0 OR sum(bet) <> 0 OR sum(win) <> 0 OR sum(rounds) <> 0
        OR sum(deposits) <> 0 OR sum(withdrawals) <> 0 OR sum(registrations) <> 0
     ORDER BY 1, 2`);
  return { rollup, members };
}

describe('team rollup', () => {
  it("equals the members' own rows summed up the tree, after play and operators' moves", async () => {
    const top = await makeMoneyMember(t, { accountType: 1 });
    const mid = await makeMoneyMember(t, { accountType: 1, uplineId: top.id });
    const low = await makeMoneyMember(t, { accountType: 1, uplineId: mid.id });
    const other = await makeMoneyMember(t, { accountType: 1 });
    const players = [
      await player(low.id),
      await player(mid.id),
      await player(top.id),
      await player(other.id),
    ];
    for (const [i, p] of players.entries()) {
      const r = id('r');
      await bet(p, r, BigInt(1000 * (i + 1)));
      await win(p, r, BigInt(700 * i));
    }
    const before = await rollupVsMembers();
    expect(before.rollup).toEqual(before.members);
    // Moves: a subtree to another tree, back up a level, then detached.
    const move = (m: number, up: number | null) =>
      t.deps.db.execute(sql`UPDATE members SET upline_id = ${up} WHERE id = ${m}`);
    await move(mid.id, other.id);
    await move(low.id, top.id);
    await move(players[3]!.id, low.id);
    await move(mid.id, null);
    // And play after the moves.
    const r = id('r');
    await bet(players[0]!, r, 333n);
    await win(players[0]!, r, 0n);
    const after = await rollupVsMembers();
    expect(after.rollup).toEqual(after.members);
    expect(after.rollup.some((x) => Number(x.agent_id) === low.id)).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('team rollup under concurrency (PostgreSQL)', () => {
  it('loses no fact to moves made while members play', async () => {
    const a = await makeMoneyMember(t, { accountType: 1 });
    const b = await makeMoneyMember(t, { accountType: 1 });
    const mid = await makeMoneyMember(t, { accountType: 1, uplineId: a.id });
    const players = await Promise.all(Array.from({ length: 4 }, () => player(mid.id)));
    const plays = players.flatMap((p) =>
      Array.from({ length: 6 }, async (_, i) => {
        const r = id('r');
        await bet(p, r, BigInt(100 + i));
        await win(p, r, BigInt(50 * i));
      }),
    );
    const moves = (async () => {
      for (let i = 0; i < 8; i++) {
        await t.deps.db.execute(
          sql`UPDATE members SET upline_id = ${i % 2 === 0 ? b.id : a.id} WHERE id = ${mid.id}`,
        );
      }
    })();
    await Promise.all([...plays, moves]);
    const after = await rollupVsMembers();
    expect(after.rollup).toEqual(after.members);
    const team = await rows<{ v: string }>(sql`
      SELECT coalesce(sum(valid_bet), 0)::text AS v FROM activity_team_daily WHERE agent_id = ${a.id}`);
    expect(team[0]!.v).toBe(String(4 * (100 + 101 + 102 + 103 + 104 + 105)));
  });
});

describe('rebuild', () => {
  it('gives the daily figures recording gave', async () => {
    const daily = () =>
      rows<Record<string, string>>(sql`
        SELECT member_id, day::text, game_type, vendor_id, bet_amount::text, valid_bet::text,
               win::text, house_pnl::text, rounds, deposits::text, deposit_count,
               withdrawals::text, withdrawal_count
          FROM activity_daily
         WHERE bet_amount <> 0 OR valid_bet <> 0 OR win <> 0 OR rounds <> 0 OR deposits <> 0
            OR deposit_count <> 0 OR withdrawals <> 0 OR withdrawal_count <> 0
         ORDER BY member_id, day, game_type, vendor_id`);
    const recorded = await daily();
    expect(recorded.length).toBeGreaterThan(5);
    const rollup = await rows(sql`SELECT * FROM activity_team_daily
      WHERE valid_bet <> 0 OR bet_amount <> 0 OR win <> 0 OR rounds <> 0 OR deposits <> 0
         OR withdrawals <> 0 OR registrations <> 0 OR deposit_count <> 0 OR withdrawal_count <> 0
      ORDER BY agent_id, day, shard`);
    await rebuildActivity(t.deps.db);
    expect(await daily()).toEqual(recorded);
    expect(
      await rows(sql`SELECT * FROM activity_team_daily
      WHERE valid_bet <> 0 OR bet_amount <> 0 OR win <> 0 OR rounds <> 0 OR deposits <> 0
         OR withdrawals <> 0 OR registrations <> 0 OR deposit_count <> 0 OR withdrawal_count <> 0
      ORDER BY agent_id, day, shard`),
    ).toEqual(rollup);
  });
});
