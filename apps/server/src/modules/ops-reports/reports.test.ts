// The back office's dashboard and reports over HTTP, against facts seeded through recordActivity
// on three days of March 2024 (site zone Asia/Yangon, UTC+6:30) whose figures are worked out by
// hand below; the payment channel report against real deposits and a withdrawal; bounds,
// permissions and the rate limit; the reconciliation panel.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { pointSettings } from '../../db/schema/loyalty-points';
import { createOperatorToken } from '../../../test/operators';
import { bankDeposit, makePayMember } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordActivity } from '../activity';
import { makeMember } from '../auth/test-helpers';
import { createPlayer, paidWithdrawal } from '../withdrawals/withdrawal-test-kit';
import { OPS_REPORT_LIMIT } from './reports.routes';
import { dayIn } from './reports.service';

let t: TestApp;
let admin: string;
let content: string;
let finance: string;

/** 10:00 in Yangon on the day: 03:30 UTC. */
const at = (day: string) => new Date(`${day}T03:30:00Z`);
const D1 = '2024-03-01';
const D2 = '2024-03-02';
const D3 = '2024-03-03';
/** The two adjustments posted on D2: a credit of 30 and a debit of 5 (minor units). */
const ADJUSTED = '25';

async function vendor(gameType: string, name: string): Promise<number> {
  const rows = (await t.deps.db.execute(sql`
    INSERT INTO game_vendors (game_type, vassalage, display_name, account_type_id, logo)
    VALUES (${gameType}, ${name}, ${name}, 1, '/x.svg') RETURNING id`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  return Number(rows.rows[0]!.id);
}

/** A settled round of `bet` paying `win`, recorded as the wallet API records it. */
async function round(memberId: number, vendorId: number, bet: bigint, win: bigint, day: string) {
  const rows = (await t.deps.db.execute(sql`
    INSERT INTO game_rounds (vendor_id, member_id, round_ref, state, currency, bet_total, win_total)
    VALUES (${vendorId}, ${memberId}, ${`r-${memberId}-${vendorId}-${day}`}, 'ended', 'MMK',
            ${bet.toString()}::bigint, ${win.toString()}::bigint) RETURNING id`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  const roundId = Number(rows.rows[0]!.id);
  await recordActivity(t.deps.db, { kind: 'round', roundId, bet, at: at(day) });
  await recordActivity(t.deps.db, { kind: 'round', roundId, win, settles: true, at: at(day) });
}

const money = (
  memberId: number,
  day: string,
  f: { deposit?: bigint; withdrawal?: bigint; bonus?: bigint },
) => recordActivity(t.deps.db, { kind: 'money', memberId, at: at(day), ...f });

async function registeredOn(memberId: number, day: string) {
  await t.deps.db.execute(
    sql`UPDATE members SET created_at = ${at(day).toISOString()}::timestamptz WHERE id = ${memberId}`,
  );
}

const get = (url: string, token = admin) => t.call({ method: 'GET', url, token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  content = await createOperatorToken(t, 'content');
  finance = await createOperatorToken(t, 'finance');

  const rng = await vendor('RNG', 'Report Slots');
  const live = await vendor('LIVE', 'Report Live');
  const a = await makeMember(t);
  const b = await makeMember(t);
  const c = await makeMember(t);
  const trial = await makeMember(t, { accountType: ACCOUNT_TYPE.trial });
  await registeredOn(a.id, D1);
  await registeredOn(trial.id, D1);
  await registeredOn(b.id, D2);
  await registeredOn(c.id, '2024-02-20');

  // C deposited before the range: its deposit on D3 is not a first one.
  await money(c.id, '2024-02-25', { deposit: 10_000n });
  await money(a.id, D1, { deposit: 50_000n });
  await money(a.id, D2, { deposit: 20_000n });
  await money(b.id, D2, { deposit: 30_000n, bonus: 5_000n });
  await money(c.id, D3, { deposit: 10_000n });
  await money(a.id, D3, { withdrawal: 40_000n });

  await round(a.id, rng, 1_000n, 2_500n, D1);
  await round(b.id, rng, 3_000n, 0n, D2);
  await round(b.id, live, 2_000n, 1_000n, D2);
  await round(c.id, live, 500n, 0n, D3);

  // Balance adjustments posted through the API, then dated: a credit and a debit on D2, one on
  // the day before the range (not counted); a pending one never counts.
  const posted = async (memberId: number, body: object, day: string | null) => {
    const res = await t.call({
      method: 'POST',
      url: `/ops/api/members/${memberId}/adjustments`,
      token: admin,
      payload: { wallet: 'cash', reason: 'Report test', ...body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (day)
      await t.deps.db.execute(sql`UPDATE balance_adjustments
        SET decided_at = ${at(day).toISOString()}::timestamptz WHERE id = ${res.body.value.id}`);
    return res.body.value;
  };
  await posted(b.id, { direction: 'credit', amount: '30' }, D2);
  await posted(b.id, { direction: 'debit', amount: '5' }, D2);
  await posted(a.id, { direction: 'credit', amount: '7' }, '2024-02-29');
  const waiting = await posted(a.id, { direction: 'credit', amount: '999999' }, null);
  expect(waiting.state).toBe('pending');
  // Points are not money: a points adjustment posted on D2 is not among the adjustments.
  await t.deps.db
    .insert(pointSettings)
    .values({ id: 1, convertPoints: 100, convertAmount: 100_000n })
    .onConflictDoUpdate({
      target: pointSettings.id,
      set: { convertPoints: 100, convertAmount: 100_000n },
    });
  const points = await posted(b.id, { wallet: 'points', direction: 'credit', amount: '40' }, D2);
  expect(points.state).toBe('posted');
});
afterAll(() => t?.close());

describe('dashboard', () => {
  it('sums the range and each day as worked out by hand', async () => {
    const res = await get(`/ops/api/reports/dashboard?from=${D1}&to=${D3}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const v = res.body.value;
    expect(v.timeZone).toBe('Asia/Yangon');
    expect(v.totals).toEqual({
      deposits: '110000', // 50,000 + 20,000 + 30,000 + 10,000
      depositCount: 4,
      withdrawals: '40000',
      withdrawalCount: 1,
      netCash: '70000',
      validBet: '6500', // 1,000 + 3,000 + 2,000 + 500
      ggr: '3000', // 6,500 - (2,500 + 1,000)
      bonus: '5000',
      adjustments: ADJUSTED,
      registrations: 2, // A on D1, B on D2; the trial account does not count, C is older
      firstDepositors: 2, // A (D1) and B (D2); C deposited in February
      activePlayers: 3,
      rounds: 4,
      betAmount: '6500',
      win: '3500',
    });
    expect(v.days.map((d: { day: string }) => d.day)).toEqual([D1, D2, D3]);
    expect(v.days[0]).toMatchObject({
      deposits: '50000',
      ggr: '-1500',
      registrations: 1,
      firstDepositors: 1,
      activePlayers: 1,
    });
    expect(v.days[1]).toMatchObject({
      deposits: '50000',
      netCash: '50000',
      ggr: '4000',
      bonus: '5000',
      adjustments: ADJUSTED,
      registrations: 1,
      firstDepositors: 1,
      activePlayers: 1,
    });
    expect(v.days[2]).toMatchObject({
      deposits: '10000',
      withdrawals: '40000',
      netCash: '-30000',
      ggr: '500',
      registrations: 0,
      firstDepositors: 0,
      activePlayers: 1,
    });
    expect(v.byGame).toEqual([
      expect.objectContaining({
        gameType: 'LIVE',
        vendor: 'Report Live',
        validBet: '2500',
        win: '1000',
        ggr: '1500',
        rounds: 2,
      }),
      expect.objectContaining({
        gameType: 'RNG',
        vendor: 'Report Slots',
        validBet: '4000',
        win: '2500',
        ggr: '1500',
        rounds: 2,
      }),
    ]);
  });

  it('answers the same from remembered days, and one day alone', async () => {
    const again = await get(`/ops/api/reports/dashboard?from=${D1}&to=${D3}`);
    expect(again.body.value.totals.ggr).toBe('3000');
    const one = await get(`/ops/api/reports/dashboard?from=${D2}&to=${D2}`);
    expect(one.body.value.totals).toMatchObject({
      deposits: '50000',
      depositCount: 2,
      ggr: '4000',
      activePlayers: 1,
      firstDepositors: 1,
    });
  });

  it('refuses odd ranges with 400 and changes nothing', async () => {
    for (const q of [
      'from=0000-01-01&to=2024-03-01',
      'from=2024-03-03&to=2024-03-01',
      'from=2024-01-01&to=2024-12-31',
      'from=2024-02-30&to=2024-03-01',
      'from=2024-03-01',
      'from=2024-03-01&to=2024-03-02&extra=1',
    ]) {
      const res = await get(`/ops/api/reports/dashboard?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is refused to a role without reports.read, and to no session', async () => {
    const res = await get(`/ops/api/reports/dashboard?from=${D1}&to=${D3}`, content);
    expect(res.status).toBe(403);
    expect((await get(`/ops/api/reports/daily?from=${D1}&to=${D3}`, content)).status).toBe(403);
    expect((await get(`/ops/api/reports/channels?from=${D1}&to=${D3}`, content)).status).toBe(403);
    const none = await t.call({
      method: 'GET',
      url: `/ops/api/reports/dashboard?from=${D1}&to=${D3}`,
    });
    expect(none.status).toBe(401);
    expect((await get(`/ops/api/reports/dashboard?from=${D1}&to=${D3}`, finance)).status).toBe(200);
  });
});

describe('daily report', () => {
  it('lists each day, game type and vendor, paged', async () => {
    const res = await get(`/ops/api/reports/daily?from=${D1}&to=${D3}&pageSize=2`);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ total: 4, totalPages: 2 });
    expect(res.body.value.rows).toEqual([
      expect.objectContaining({
        day: D1,
        gameType: 'RNG',
        validBet: '1000',
        win: '2500',
        ggr: '-1500',
      }),
      expect.objectContaining({ day: D2, gameType: 'RNG', validBet: '3000', ggr: '3000' }),
    ]);
    const page2 = await get(`/ops/api/reports/daily?from=${D1}&to=${D3}&pageSize=2&page=2`);
    expect(page2.body.value.rows).toEqual([
      expect.objectContaining({ day: D2, gameType: 'LIVE', ggr: '1000' }),
      expect.objectContaining({ day: D3, gameType: 'LIVE', ggr: '500' }),
    ]);
    expect((await get(`/ops/api/reports/daily?from=${D1}&to=${D3}&pageSize=0`)).status).toBe(400);
    expect((await get(`/ops/api/reports/daily?from=0000-01-01&to=${D3}`)).status).toBe(400);
  });
});

describe('payment channel report', () => {
  it('counts the deposits and withdrawals made today per channel', async () => {
    const today = dayIn('Asia/Yangon', new Date());
    const url = `/ops/api/reports/channels?from=${today}&to=${today}`;
    type Row = {
      code: string;
      deposits: { count: number; amount: string };
      depositsPending: number;
      withdrawals: { count: number; amount: string };
    };
    const rowOf = async (code: string) =>
      ((await get(url)).body.value.rows as Row[]).find((r) => r.code === code);
    const bankBefore = (await rowOf('kbz-bank'))!;
    const manualBefore = await rowOf('manual');

    const m = await makePayMember(t);
    const credited = await bankDeposit(t, m, '250000');
    await bankDeposit(t, m, '700000'); // left pending
    const approve = await t.call({
      method: 'POST',
      url: `/ops/api/deposits/${credited.reference}/approve`,
      token: admin,
    });
    expect(approve.status).toBe(200);
    const p = await createPlayer(t);
    await paidWithdrawal(t, p, '60000');

    const bank = (await rowOf('kbz-bank'))!;
    expect(bank.deposits.count - bankBefore.deposits.count).toBe(1);
    expect(BigInt(bank.deposits.amount) - BigInt(bankBefore.deposits.amount)).toBe(250_000n);
    expect(bank.depositsPending - bankBefore.depositsPending).toBe(1);
    const manual = (await rowOf('manual'))!;
    expect(manual.withdrawals.count - (manualBefore?.withdrawals.count ?? 0)).toBe(1);
    expect(
      BigInt(manual.withdrawals.amount) - BigInt(manualBefore?.withdrawals.amount ?? '0'),
    ).toBe(60_000n);
  });
});

describe('rate limit', () => {
  it('refuses report calls past the limit with 429 and Retry-After', async () => {
    const risk = await createOperatorToken(t, 'risk');
    let last = { status: 0, headers: {} as Record<string, unknown>, body: {} as { code?: string } };
    for (let i = 0; i <= OPS_REPORT_LIMIT.limit; i++) {
      last = await get(`/ops/api/reports/dashboard?from=${D1}&to=${D1}`, risk);
      if (last.status !== 200) break;
    }
    expect(last.status).toBe(429);
    expect(last.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another operator is not held back by it.
    expect((await get(`/ops/api/reports/dashboard?from=${D1}&to=${D1}`)).status).toBe(200);
  });
});

describe('reconciliation', () => {
  // A database of its own: the rounds seeded above have no wallet calls, which the checker
  // rightly names.
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp({ seed: false });
  });
  afterAll(() => r?.close());

  it('runs the ledger checks, keeps the result, audits the run; a breach shows', async () => {
    const admin = await r.opsToken();
    const finance = await createOperatorToken(r, 'finance');
    const content = await createOperatorToken(r, 'content');
    await createPlayer(r);
    const get = (url: string) => r.call({ method: 'GET', url, token: admin });
    const first = await get('/ops/api/reports/reconciliation');
    expect(first.status).toBe(200);
    expect(first.body.value.running).toBe(false);

    const run = await r.call({
      method: 'POST',
      url: '/ops/api/reports/reconciliation',
      token: admin,
    });
    expect(run.status).toBe(200);
    expect(run.body.value.last).toMatchObject({ ok: true, problems: [], by: 'admin' });
    const shown = await get('/ops/api/reports/reconciliation');
    expect(shown.body.value.last).toEqual(run.body.value.last);
    const audit = (await r.deps.db.execute(
      sql`SELECT detail FROM audit_log WHERE action = 'ops.reports.ledgerCheck' ORDER BY id DESC LIMIT 1`,
    )) as unknown as { rows: Array<{ detail: unknown }> };
    expect(audit.rows[0]?.detail).toEqual({ ok: true, problems: 0 });

    // A breach: an account whose balance no longer matches its entries.
    const [acc] = (
      (await r.deps.db.execute(
        sql`SELECT id FROM ledger_accounts WHERE kind = 'player_cash' ORDER BY id LIMIT 1`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    await r.deps.db.execute(
      sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${acc!.id}`,
    );
    try {
      const broken = await r.call({
        method: 'POST',
        url: '/ops/api/reports/reconciliation',
        token: finance,
      });
      expect(broken.status).toBe(200);
      expect(broken.body.value.last.ok).toBe(false);
      expect(broken.body.value.last.problems.join('\n')).toContain(`account ${acc!.id}`);
    } finally {
      await r.deps.db.execute(
        sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = ${acc!.id}`,
      );
    }
    const refused = await r.call({
      method: 'POST',
      url: '/ops/api/reports/reconciliation',
      token: content,
    });
    expect(refused.status).toBe(403);
  });
});
