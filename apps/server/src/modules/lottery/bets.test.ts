// Placing lottery bets: a slip is all lines or none, each line one ledger debit (player cash to
// the lottery vendor's shard) with the odds of the moment kept on the bet; a client key is the
// same bet again and moves nothing; and every refusal answers a 4xx code and changes nothing.
import { randomBytes } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { placeLotteryBets } from '@wps/contracts/lottery/lottery-calls';
import { ledgerTransactions } from '../../db/schema/ledger';
import { lotteryBets, lotteryGames } from '../../db/schema/lottery';
import { vendorAccountOwner } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { cashOf, makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { balanceOfAccount } from '../vendor-wallet/test-kit';
import { createApiLottery, insertDraw, updatePlayType, type ApiTestLottery } from './api-test-kit';

let t: TestApp;
let sea: ApiTestLottery;
let fast: ApiTestLottery;
type Draw = Awaited<ReturnType<typeof insertDraw>>;
let seaDraw: Draw;
let fastDraw: Draw;

const key = (label = 'line') => `${label}-${randomBytes(6).toString('hex')}`;

interface Line {
  clientKey: string;
  playType: string;
  selection: string;
  stake: string;
}
const line = (over: Partial<Line> = {}): Line => ({
  clientKey: key(),
  playType: '4D_BIG',
  selection: '1234',
  stake: '500',
  ...over,
});

const place = (token: string | undefined, payload: unknown) =>
  t.call({ method: 'POST', url: '/lgw/bets', token, payload: payload as object });

const slip = (lines: unknown, over: Record<string, unknown> = {}) => ({
  gameId: sea.lotteryId,
  drawId: seaDraw.id,
  lines,
  ...over,
});

/** Everything a refused call must leave as it was. */
async function snapshot(memberId: number) {
  const [bets] = await t.deps.db.select({ n: count() }).from(lotteryBets);
  const [debits] = await t.deps.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, 'lottery:%'));
  return {
    cash: await cashOf(t, memberId),
    vendor: await balanceOfAccount(t, 'vendor', vendorAccountOwner(sea.vassalage, memberId)),
    bets: bets!.n,
    debits: debits!.n,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  sea = await createApiLottery(t, { layout: 'sea4d', prizeMode: 'Lott', menuTag: '4D' });
  fast = await createApiLottery(t, { layout: 'fast5', prizeMode: 'Elott', menuTag: 'FAST' });
  for (const playType of ['4D_BIG', '4D_BOX', '2D']) {
    await updatePlayType(t, sea, playType, { minStake: 100n, maxStake: 50_000n });
  }
  seaDraw = await insertDraw(t, sea, { numero: '20261121', inMinutes: 60 });
  fastDraw = await insertDraw(t, fast, { numero: '20261121-0001', inMinutes: 10 });
});
afterAll(async () => {
  await t.close();
});

describe('placing a slip', () => {
  it('debits each line once through the ledger, keeps the odds on the bet, answers the bets', async () => {
    const m = await makeMoneyMember(t, { cash: 10_000n });
    const events: number[] = [];
    const stop = t.deps.balanceEvents.subscribe(m.id, () => events.push(m.id));
    const lines = [
      line({ playType: '4D_BIG', selection: '0427', stake: '1000' }),
      line({ playType: '4D_BOX', selection: '1123', stake: '250' }),
      line({ playType: '2D', selection: '07', stake: '100' }),
    ];
    const res = await place(m.token, slip(lines, { language: 'EN' }));
    stop();
    expect(res.status).toBe(200);
    const value = placeLotteryBets.value.parse(res.body.value);
    expect(value.balance).toBe('8650');
    expect(value.currency).toBe('MMK');
    expect(value.bets.map((b) => [b.playType, b.selection, b.stake])).toEqual([
      ['4D_BIG', '0427', '1000'],
      ['4D_BOX', '1123', '250'],
      ['2D', '07', '100'],
    ]);
    expect(value.bets[0]).toMatchObject({
      gameId: sea.lotteryId,
      gameCode: sea.gameCode,
      drawId: seaDraw.id,
      numero: '20261121',
      state: 'open',
      payout: '0',
      currency: 'MMK',
      settledAt: null,
    });
    expect(await cashOf(t, m.id)).toBe(8_650n);
    expect(await balanceOfAccount(t, 'vendor', vendorAccountOwner(sea.vassalage, m.id))).toBe(
      1_350n,
    );
    for (const bet of value.bets) {
      const [tx] = await t.deps.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, `lottery:bet:${bet.betId}`));
      expect(tx).toMatchObject({
        kind: 'bet',
        currency: 'MMK',
        metadata: { reference: `${sea.gameCode} 20261121`, drawId: seaDraw.id, betId: bet.betId },
      });
    }
    const [row] = await t.deps.db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.id, value.bets[0]!.betId));
    expect(row).toMatchObject({ memberId: m.id, clientKey: lines[0]!.clientKey, stake: 1000n });
    const odds = row!.odds;
    expect(odds.first).toBeGreaterThan(0);
    // New odds apply to new bets only.
    await updatePlayType(t, sea, '4D_BIG', { odds: { first: 1 } });
    const [again] = await t.deps.db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.id, value.bets[0]!.betId));
    expect(again!.odds).toEqual(odds);
    const later = await place(m.token, slip([line({ stake: '100' })]));
    const [newer] = await t.deps.db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.id, later.body.value.bets[0].betId));
    expect(newer!.odds).toEqual({ first: 1 });
    await updatePlayType(t, sea, '4D_BIG', { odds });
    expect(events.length).toBeGreaterThanOrEqual(1);
  });

  it('takes a digitless play type with an empty selection', async () => {
    const m = await makeMoneyMember(t, { cash: 1_000n });
    const res = await place(m.token, {
      gameId: fast.lotteryId,
      drawId: fastDraw.id,
      lines: [line({ playType: 'BIG', selection: '', stake: '100' })],
    });
    expect(res.status).toBe(200);
    expect(res.body.value.bets[0]).toMatchObject({ playType: 'BIG', selection: '' });
    expect(await cashOf(t, m.id)).toBe(900n);
  });
});

describe('client keys', () => {
  it('answers a replayed slip with the same bets and moves nothing', async () => {
    const m = await makeMoneyMember(t, { cash: 5_000n });
    const lines = [line({ stake: '700' }), line({ playType: '2D', selection: '99', stake: '300' })];
    const first = await place(m.token, slip(lines));
    expect(first.status).toBe(200);
    const before = await snapshot(m.id);
    const replay = await place(m.token, slip(lines));
    expect(replay.status).toBe(200);
    expect(replay.body.value.bets).toEqual(first.body.value.bets);
    expect(replay.body.value.balance).toBe('4000');
    expect(await snapshot(m.id)).toEqual(before);
  });

  it('places only the new lines of a slip that repeats some', async () => {
    const m = await makeMoneyMember(t, { cash: 5_000n });
    const old = line({ stake: '1000' });
    const first = await place(m.token, slip([old]));
    const res = await place(m.token, slip([old, line({ stake: '200' })]));
    expect(res.status).toBe(200);
    expect(res.body.value.bets[0]).toEqual(first.body.value.bets[0]);
    expect(res.body.value.balance).toBe('3800');
    expect(await cashOf(t, m.id)).toBe(3_800n);
  });

  it('refuses a used key with other content (CONFLICT) and changes nothing', async () => {
    const m = await makeMoneyMember(t, { cash: 5_000n });
    const used = line({ stake: '500' });
    expect((await place(m.token, slip([used]))).status).toBe(200);
    const other = await insertDraw(t, sea, { numero: '20261122', inMinutes: 600 });
    const before = await snapshot(m.id);
    const variants: Array<[Partial<Line>, Record<string, unknown>]> = [
      [{ stake: '600' }, {}],
      [{ selection: '4321' }, {}],
      [{ playType: '4D_BOX' }, {}],
      [{}, { drawId: other.id }],
    ];
    for (const [change, over] of variants) {
      const res = await place(m.token, slip([line(), { ...used, ...change }], over));
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', field: 'body.lines.1.clientKey' });
    }
    expect(await snapshot(m.id)).toEqual(before);
  });

  it("keeps keys per member: another member's same key is a new bet", async () => {
    const a = await makeMoneyMember(t, { cash: 1_000n });
    const b = await makeMoneyMember(t, { cash: 1_000n });
    const shared = line({ stake: '100' });
    const first = await place(a.token, slip([shared]));
    const second = await place(b.token, slip([shared]));
    expect(second.status).toBe(200);
    expect(second.body.value.bets[0].betId).not.toBe(first.body.value.bets[0].betId);
    expect(await cashOf(t, b.id)).toBe(900n);
  });

  it('answers two identical slips sent at once with one set of bets', async () => {
    const m = await makeMoneyMember(t, { cash: 2_000n });
    const lines = [line({ stake: '300' }), line({ stake: '200' })];
    const [a, b] = await Promise.all([place(m.token, slip(lines)), place(m.token, slip(lines))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.value.bets).toEqual(a.body.value.bets);
    expect(await cashOf(t, m.id)).toBe(1_500n);
  });
});

describe('refusals change nothing', () => {
  let m: MoneyMember;
  beforeAll(async () => {
    m = await makeMoneyMember(t, { cash: 3_000n });
  });

  /** Sends the slip, expects the status and code (and field), and that nothing moved. */
  async function expectRefused(
    payload: unknown,
    expected: { status: number; code: string; field?: string },
    /** null: no session at all. */
    token: string | null = m.token,
  ) {
    const before = await snapshot(m.id);
    const res = await place(token ?? undefined, payload);
    const label = JSON.stringify(payload).slice(0, 300);
    expect(res.status, label).toBe(expected.status);
    expect(res.body.code, label).toBe(expected.code);
    if (expected.field)
      expect(String(res.body.field), label).toMatch(
        new RegExp(`^${expected.field.replace(/\./g, '\\.')}`),
      );
    expect(await snapshot(m.id), label).toEqual(before);
  }

  const invalid = (field: string) => ({ status: 400, code: 'VALIDATION_FAILED', field });

  it('malformed ids, slips and keys', async () => {
    for (const gameId of ['1', 0, -1, 1.5, 2 ** 31, null]) {
      await expectRefused(slip([line()], { gameId }), invalid('body.gameId'));
    }
    for (const drawId of ['x', 0, -5, 0.5, 2 ** 60]) {
      await expectRefused(slip([line()], { drawId }), invalid('body.drawId'));
    }
    await expectRefused(slip([]), invalid('body.lines'));
    await expectRefused(slip('1234'), invalid('body.lines'));
    await expectRefused(
      slip(Array.from({ length: 21 }, () => line({ stake: '100' }))),
      invalid('body.lines'),
    );
    await expectRefused(slip([line({ clientKey: 'short' })]), invalid('body.lines.0.clientKey'));
    await expectRefused(
      slip([line({ clientKey: 'bad key with spaces' })]),
      invalid('body.lines.0.clientKey'),
    );
    await expectRefused(slip([{ ...line(), extra: 1 }]), invalid('body.lines.0'));
    await expectRefused({ ...slip([line()]), extra: true }, invalid('body'));
    await expectRefused(slip([line()], { language: 'XX' }), invalid('body.language'));
    const twice = line();
    await expectRefused(slip([twice, { ...twice }]), invalid('body.lines.1.clientKey'));
  });

  it('malformed stakes', async () => {
    for (const stake of [
      '0',
      '-5',
      '1.5',
      '1e3',
      'abc',
      '',
      ' 100',
      '0100',
      '99999999999999999',
      100,
      null,
    ]) {
      await expectRefused(slip([line({ stake: stake as string })]), invalid('body.lines.0.stake'));
    }
  });

  it('stakes outside the play type’s limits (BET_OUT_OF_RANGE)', async () => {
    for (const stake of ['99', '50001', '1000000000000000']) {
      await expectRefused(slip([line({ stake })]), {
        status: 400,
        code: 'BET_OUT_OF_RANGE',
        field: 'body.lines.0.stake',
      });
    }
    // One line out of range refuses the whole slip.
    await expectRefused(slip([line(), line({ stake: '60000' })]), {
      status: 400,
      code: 'BET_OUT_OF_RANGE',
      field: 'body.lines.1.stake',
    });
  });

  it('selections and play types the lottery lacks', async () => {
    const badSelections: Array<[string, string]> = [
      ['4D_BIG', '123'],
      ['4D_BIG', '12345'],
      ['4D_BIG', ''],
      ['2D', '1'],
      ['2D', '123'],
    ];
    for (const [playType, selection] of badSelections) {
      await expectRefused(slip([line({ playType, selection })]), invalid('body.lines.0.selection'));
    }
    // Not digits at all: the contract's shape.
    await expectRefused(slip([line({ selection: '12a4' })]), invalid('body.lines.0.selection'));
    await expectRefused(slip([line({ selection: '1234567' })]), invalid('body.lines.0.selection'));
    // BIG belongs to the fast layout; NOPE to none; lower case is not a code.
    for (const playType of ['BIG', 'NOPE', '4d_big', 'LO']) {
      await expectRefused(slip([line({ playType })]), invalid('body.lines.0.playType'));
    }
    await expectRefused(
      {
        gameId: fast.lotteryId,
        drawId: fastDraw.id,
        lines: [line({ playType: 'BIG', selection: '1', stake: '100' })],
      },
      invalid('body.lines.0.selection'),
    );
    await updatePlayType(t, sea, '3D', { isEnabled: false });
    await expectRefused(
      slip([line({ playType: '3D', selection: '123' })]),
      invalid('body.lines.0.playType'),
    );
    await updatePlayType(t, sea, '3D', { isEnabled: true });
  });

  it('unknown lotteries and draws, another lottery’s draw (NOT_FOUND)', async () => {
    await expectRefused(slip([line()], { gameId: 999_999 }), {
      status: 404,
      code: 'NOT_FOUND',
      field: 'body.gameId',
    });
    await expectRefused(slip([line()], { drawId: 999_999_999 }), {
      status: 404,
      code: 'NOT_FOUND',
      field: 'body.drawId',
    });
    await expectRefused(slip([line()], { drawId: fastDraw.id }), {
      status: 404,
      code: 'NOT_FOUND',
      field: 'body.drawId',
    });
  });

  it('closed draws: past lockTime, drawn, settled, cancelled (BET_CLOSED)', async () => {
    const closed = { status: 409, code: 'BET_CLOSED', field: 'body.drawId' };
    const locked = await insertDraw(t, sea, { numero: '20261130', inMinutes: 0.5, lockMinutes: 1 });
    await expectRefused(slip([line()], { drawId: locked.id }), closed);
    const due = await insertDraw(t, sea, { numero: '20261129', inMinutes: -1 });
    await expectRefused(slip([line()], { drawId: due.id }), closed);
    for (const [numero, state] of [
      ['20261126', 'drawn'],
      ['20261127', 'settled'],
      ['20261128', 'cancelled'],
    ] as const) {
      const draw = await insertDraw(t, sea, {
        numero,
        inMinutes: state === 'cancelled' ? 60 : -60,
        state,
      });
      await expectRefused(slip([line()], { drawId: draw.id }), closed);
    }
  });

  it('a slip the balance cannot pay: none of it is placed (INSUFFICIENT_FUNDS)', async () => {
    await expectRefused(slip([line({ stake: '2000' }), line({ stake: '1500' })]), {
      status: 409,
      code: 'INSUFFICIENT_FUNDS',
    });
    const broke = await makeMoneyMember(t);
    const res = await place(broke.token, slip([line({ stake: '100' })]));
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await cashOf(t, broke.id)).toBe(0n);
  });

  it('visitors, expired sessions and trial accounts', async () => {
    await expectRefused(slip([line()]), { status: 401, code: 'NOT_LOGGED_IN' }, null);
    await expectRefused(slip([line()]), { status: 401, code: 'SESSION_EXPIRED' }, 'x'.repeat(43));
    const trial = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.trial });
    const res = await place(trial.token, slip([line()]));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TRIAL_ACCOUNT');
    const [bets] = await t.deps.db
      .select({ n: count() })
      .from(lotteryBets)
      .where(eq(lotteryBets.memberId, trial.id));
    expect(bets!.n).toBe(0);
  });

  it('an unavailable lottery (GAME_UNAVAILABLE)', async () => {
    const off = await createApiLottery(t, { layout: 'sea4d', prizeMode: 'Lott', menuTag: '4D' });
    const draw = await insertDraw(t, off, { numero: '20261121', inMinutes: 60 });
    await t.deps.db
      .update(lotteryGames)
      .set({ isActive: false })
      .where(eq(lotteryGames.id, off.lotteryId));
    await expectRefused(
      { gameId: off.lotteryId, drawId: draw.id, lines: [line({ stake: '100' })] },
      { status: 409, code: 'GAME_UNAVAILABLE', field: 'body.gameId' },
    );
  });
});

describe('betting closes at lockTime', () => {
  it('takes a bet before the lock and refuses the same slip after it', async () => {
    const m = await makeMoneyMember(t, { cash: 1_000n });
    const draw = await insertDraw(t, sea, { numero: '20261201', inMinutes: 1.05, lockMinutes: 1 });
    expect((await place(m.token, slip([line({ stake: '100' })], { drawId: draw.id }))).status).toBe(
      200,
    );
    // lockAt is three seconds after the draw's creation.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, draw.lockAt.getTime() - Date.now() + 50)),
    );
    const late = await place(m.token, slip([line({ stake: '100' })], { drawId: draw.id }));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('BET_CLOSED');
    expect(await cashOf(t, m.id)).toBe(900n);
  });
});

describe('the ledger', () => {
  it('holds every invariant after all the bets and refusals above', async () => {
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });
});
