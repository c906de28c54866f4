// The risk queue over HTTP, each kind against seeded cases (flagged and not), the threshold an
// operator sets, paging and permissions; and the withdrawal card's context. Play is vendor and
// house-game rounds (both in game_rounds) and lottery bets.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRiskItem } from '@wps/contracts/ops/risk';
import { createOperatorToken } from '../../../test/operators';
import { bankDeposit, type PayMember } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordActivity } from '../activity';
import { makeMember } from '../auth/test-helpers';
import { createPlayer, withdraw, type Player } from '../withdrawals/withdrawal-test-kit';

let t: TestApp;
let admin: string;
let risk: string;
let support: string;
let vendorId: number;

const exec = (q: ReturnType<typeof sql>) => t.deps.db.execute(q);
const queue = async (kind: string, token = risk, page = 1) =>
  t.call({ method: 'GET', url: `/ops/api/risk?kind=${kind}&page=${page}`, token });
const items = async (kind: string): Promise<TRiskItem[]> => {
  const res = await queue(kind);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value.items;
};

async function round(memberId: number, bet: bigint, win: bigint) {
  await exec(sql`
    INSERT INTO game_rounds (vendor_id, member_id, round_ref, state, currency, bet_total, win_total)
    VALUES (${vendorId}, ${memberId}, ${`risk-${memberId}-${bet}-${win}`}, 'ended', 'MMK',
            ${bet.toString()}::bigint, ${win.toString()}::bigint)`);
}

/** A lottery bet of the member's on one of the seeded draws, placed now. */
async function lotteryBet(
  memberId: number,
  stake: bigint,
  payout: bigint,
  state: 'open' | 'won' | 'lost' | 'void',
) {
  await exec(sql`
    INSERT INTO lottery_bets (draw_id, lottery_id, member_id, client_key, play_type, selection,
                              currency, stake, odds, payout, state)
    SELECT d.id, d.lottery_id, ${memberId}, ${`risk-${memberId}-${stake}-${payout}-${state}`},
           'BIG', '', 'MMK', ${stake.toString()}::bigint, '{}'::jsonb, ${payout.toString()}::bigint,
           ${state}
      FROM lottery_draws d ORDER BY d.id LIMIT 1`);
}

/** A credited bank deposit of the player's, approved by the admin. */
async function deposit(p: Player, amount: string) {
  const { reference } = await bankDeposit(t, p as unknown as PayMember, amount);
  const res = await t.call({
    method: 'POST',
    url: `/ops/api/deposits/${reference}/approve`,
    token: admin,
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  risk = await createOperatorToken(t, 'risk');
  support = await createOperatorToken(t, 'support');
  const [v] = (
    (await exec(sql`
      INSERT INTO game_vendors (game_type, vassalage, display_name, account_type_id, logo)
      VALUES ('RNG', 'RISKV', 'Risk Slots', 1, '/x.svg') RETURNING id`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  vendorId = Number(v!.id);
});
afterAll(() => t?.close());

describe('risk queue', () => {
  it('names accounts sharing a device, and not a device of one', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const alone = await makeMember(t);
    await exec(sql`INSERT INTO member_devices (member_id, device_hash)
                   VALUES (${a.id}, 'dev-shared-1'), (${b.id}, 'dev-shared-1'),
                          (${alone.id}, 'dev-alone-1')`);
    const list = await items('shared_device');
    const shared = list.find((i) => i.key === 'dev-shared-1');
    expect(shared?.memberCount).toBe(2);
    expect(shared?.members.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.some((i) => i.key === 'dev-alone-1')).toBe(false);
  });

  it('names accounts sharing an address', async () => {
    const a = await makeMember(t, { registerIp: '198.51.100.77' });
    const b = await makeMember(t, { registerIp: '198.51.100.77' });
    await makeMember(t, { registerIp: '198.51.100.78' });
    const list = await items('shared_ip');
    const shared = list.find((i) => i.key === '198.51.100.77');
    expect(shared?.members.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.some((i) => i.key === '198.51.100.78')).toBe(false);
  });

  it('flags bonuses of half the deposits or more', async () => {
    const heavy = await makeMember(t);
    const light = await makeMember(t);
    await recordActivity(t.deps.db, { kind: 'money', memberId: heavy.id, deposit: 10_000n });
    await recordActivity(t.deps.db, { kind: 'money', memberId: heavy.id, bonus: 6_000n });
    await recordActivity(t.deps.db, { kind: 'money', memberId: light.id, deposit: 100_000n });
    await recordActivity(t.deps.db, { kind: 'money', memberId: light.id, bonus: 1_000n });
    const list = await items('bonus_abuse');
    expect(list.find((i) => i.key === String(heavy.id))).toMatchObject({
      amount: '6000',
      compared: '10000',
    });
    expect(list.some((i) => i.key === String(light.id))).toBe(false);
  });

  it('lists wins over the threshold an operator sets', async () => {
    const m = await makeMember(t);
    await round(m.id, 1_000n, 20_000_000n);
    await round(m.id, 1_000n, 5_000_000n);
    const wins = (list: TRiskItem[]) =>
      list.filter((i) => i.members[0]?.id === m.id).map((i) => i.amount);
    expect(wins(await items('large_win'))).toEqual(['20000000']);

    const put = (token: string, body: object) =>
      t.call({ method: 'PUT', url: '/ops/api/risk/settings', token, payload: body });
    expect(
      (await put(support, { largeWinAbove: '1000000', quickWithdrawalHours: 24 })).status,
    ).toBe(403);
    expect((await put(risk, { largeWinAbove: '0', quickWithdrawalHours: 24 })).status).toBe(400);
    expect((await put(risk, { largeWinAbove: '-5', quickWithdrawalHours: 24 })).status).toBe(400);
    expect((await put(risk, { largeWinAbove: '1000', quickWithdrawalHours: 0 })).status).toBe(400);
    const set = await put(risk, { largeWinAbove: '1000000', quickWithdrawalHours: 24 });
    expect(set.status).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/ops/api/risk/settings', token: risk })).body.value,
    ).toEqual({ largeWinAbove: '1000000', quickWithdrawalHours: 24 });
    expect((await items('large_win')).filter((i) => i.members[0]?.id === m.id)).toHaveLength(2);

    // Lottery wins count too, keyed apart from rounds; a bet not won does not.
    const lucky = await makeMember(t);
    await lotteryBet(lucky.id, 500n, 3_000_000n, 'won');
    await lotteryBet(lucky.id, 500n, 0n, 'lost');
    const luckyWins = (await items('large_win')).filter((i) => i.members[0]?.id === lucky.id);
    expect(luckyWins).toEqual([
      expect.objectContaining({ key: expect.stringMatching(/^lottery-\d+$/), amount: '3000000' }),
    ]);
    const audit = (await exec(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'ops.risk.settings'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(audit.rows[0]!.n).toBe(1);
  });

  it('flags a withdrawal right after a deposit with no play, and shows it on the card', async () => {
    const quick = await createPlayer(t, { cash: 0n });
    await deposit(quick, '200000');
    const quickRef = await withdraw(t, quick, '150000');
    const player = await createPlayer(t, { cash: 0n });
    await deposit(player, '300000');
    await round(player.id, 40_000n, 0n);
    const playedRef = await withdraw(t, player, '100000');

    const list = await items('quick_withdrawal');
    expect(list.find((i) => i.key === quickRef)).toMatchObject({
      amount: '150000',
      compared: '200000',
      members: [expect.objectContaining({ id: quick.id })],
    });
    expect(list.some((i) => i.key === playedRef)).toBe(false);

    const card = async (reference: string, token = support) =>
      t.call({ method: 'GET', url: `/ops/api/withdrawals/${reference}/context`, token });
    const quickCard = await card(quickRef);
    expect(quickCard.status).toBe(200);
    expect(quickCard.body.value).toMatchObject({
      memberId: quick.id,
      balance: '50000', // 200,000 deposited, 150,000 held for the withdrawal
      depositCount: 1,
      deposits: '200000',
      turnoverSinceDeposit: '0',
      withdrawals: '0',
      kyc: 'none',
    });
    expect(quickCard.body.value.flags).toContain('quick_withdrawal');
    const playedCard = await card(playedRef);
    expect(playedCard.body.value).toMatchObject({
      balance: '200000',
      deposits: '300000',
      turnoverSinceDeposit: '40000',
    });
    expect(playedCard.body.value.flags).not.toContain('quick_withdrawal');

    // Lottery bets are play too; a void one (given back) is not.
    const bettor = await createPlayer(t, { cash: 0n });
    await deposit(bettor, '300000');
    await lotteryBet(bettor.id, 25_000n, 0n, 'lost');
    const bettorRef = await withdraw(t, bettor, '100000');
    const voided = await createPlayer(t, { cash: 0n });
    await deposit(voided, '300000');
    await lotteryBet(voided.id, 25_000n, 0n, 'void');
    const voidedRef = await withdraw(t, voided, '100000');
    const after = await items('quick_withdrawal');
    expect(after.some((i) => i.key === bettorRef)).toBe(false);
    expect(after.some((i) => i.key === voidedRef)).toBe(true);
    const bettorCard = await card(bettorRef);
    expect(bettorCard.body.value).toMatchObject({ turnoverSinceDeposit: '25000' });
    expect(bettorCard.body.value.flags).not.toContain('quick_withdrawal');
    expect((await card(voidedRef)).body.value).toMatchObject({ turnoverSinceDeposit: '0' });
    expect((await card('NOPE-1234')).status).toBe(404);
    expect((await card(quickRef, await createOperatorToken(t, 'content'))).status).toBe(403);
  });

  it('pages on the server and refuses a role without risk.review', async () => {
    for (let i = 0; i < 21; i++) {
      await exec(sql`INSERT INTO member_devices (member_id, device_hash)
                     VALUES (${(await makeMember(t)).id}, ${`dev-page-${i}`}),
                            (${(await makeMember(t)).id}, ${`dev-page-${i}`})`);
    }
    const first = await queue('shared_device');
    expect(first.body.value.items).toHaveLength(20);
    expect(first.body.value.total).toBeGreaterThanOrEqual(22);
    const second = await queue('shared_device', risk, 2);
    expect(second.body.value.items.length).toBe(first.body.value.total - 20);
    expect((await queue('shared_device', support)).status).toBe(403);
    expect((await queue('nonsense')).status).toBe(400);
    expect((await queue('shared_device', risk, 0)).status).toBe(400);
  });
});
