// Lottery bets while the member has an active bonus (docs/decisions.md "Bonus money and
// wagering"): the stake comes from cash first, then the bonus, as in every game; the bonus's
// maximum bet holds (BONUS_MAX_BET); a win or refund gives the bonus's part back by the bonus's
// fate (active: bonus wallet; released: cash; forfeited: the site's promotions account); and a
// settled stake counts toward the bonus's wagering by the LOTT weight, releasing it once met.
import { randomBytes } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { bonuses } from '../../db/schema/bonus';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { lotteryBets } from '../../db/schema/lottery';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { grantBonus, type GrantBonusInput } from '../bonus/bonus.service';
import { createApiLottery, insertDraw, updatePlayType, type ApiTestLottery } from './api-test-kit';
import { forceDrawn } from './draws-test-kit';
import { cancelDraw, settleDraw } from './lottery-draws';

let t: TestApp;
let sea: ApiTestLottery;
let numero = 20270100;

beforeAll(async () => {
  t = await createTestApp({ poolSize: 24 });
  sea = await createApiLottery(t, { layout: 'sea4d', prizeMode: 'Lott', menuTag: '4D' });
  await updatePlayType(t, sea, '4D_BIG', { minStake: 100n, maxStake: 50_000n });
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

const key = () => `line-${randomBytes(6).toString('hex')}`;
const openDraw = () => insertDraw(t, sea, { numero: String(++numero), inMinutes: 60 });

/** Numbers in which the selection 1234 wins nothing. */
const LOSING = {
  first: ['5555'],
  second: ['6666'],
  third: ['7777'],
  special: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
  consolation: ['0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018', '0019', '0020'],
};

/** The same with 1234 drawn first: the selection wins the first prize. */
const WINNING = { ...LOSING, first: ['1234'] };

function grant(memberId: number, overrides: Partial<GrantBonusInput> = {}) {
  return t.deps.db.transaction((tx) =>
    grantBonus(tx as unknown as Db, {
      memberId,
      amount: 1000n,
      promotionRef: 'lottery-test',
      wagering: { multiple: 2, base: 'bonus' },
      expiresAt: new Date(Date.now() + 86_400_000),
      idempotencyKey: `grant-${randomBytes(6).toString('hex')}`,
      ...overrides,
    }),
  );
}

const place = (m: MoneyMember, drawId: number, stakes: string[]) =>
  t.call({
    method: 'POST',
    url: '/lgw/bets',
    token: m.token,
    payload: {
      gameId: sea.lotteryId,
      drawId,
      lines: stakes.map((stake) => ({
        clientKey: key(),
        playType: '4D_BIG',
        selection: '1234',
        stake,
      })),
    },
  });

async function wallet(memberId: number) {
  const b = await balances(t.deps.db, memberId);
  return { cash: b.player_cash, bonus: b.player_bonus };
}

/** Everything a refused bet must leave as it was. */
async function snapshot(memberId: number) {
  const [bets] = await t.deps.db
    .select({ n: count() })
    .from(lotteryBets)
    .where(eq(lotteryBets.memberId, memberId));
  const [debits] = await t.deps.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, 'lottery:bet:%'));
  return { ...(await wallet(memberId)), bets: bets!.n, debits: debits!.n };
}

async function bonusRow(bonusId: number) {
  const [row] = await t.deps.db.select().from(bonuses).where(eq(bonuses.id, bonusId));
  return row!;
}

/** The accounts a bet's ledger transaction moved, by kind. */
async function legsOf(ledgerKey: string) {
  return t.deps.db
    .select({ kind: ledgerAccounts.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.idempotencyKey, ledgerKey))
    .orderBy(ledgerAccounts.kind);
}

async function betRow(betId: number) {
  const [row] = await t.deps.db.select().from(lotteryBets).where(eq(lotteryBets.id, betId));
  return row!;
}

async function promotions() {
  const [row] = await t.deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'promotions'));
  return row?.balance ?? 0n;
}

describe('a lottery bet with an active bonus', () => {
  it('takes cash first, then bonus, and is refused above the maximum bet or beyond both', async () => {
    const m = await makeMoneyMember(t, { cash: 2_000n });
    const { bonusId } = await grant(m.id, { maxBet: 1_500n });
    const draw = await openDraw();

    const before = await snapshot(m.id);
    const over = await place(m, draw.id, ['1000', '1501']);
    expect([over.status, over.body.code, over.body.field]).toEqual([
      409,
      'BONUS_MAX_BET',
      'body.lines.1.stake',
    ]);
    expect(await snapshot(m.id)).toEqual(before);

    // Cash covers it: the bonus is not touched.
    const ok = await place(m, draw.id, ['1500']);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value.balance).toBe('500');
    expect(await wallet(m.id)).toEqual({ cash: 500n, bonus: 1_000n });
    const first = ok.body.value.bets[0].betId as number;
    expect(await legsOf(`lottery:bet:${first}`)).toEqual([
      { kind: 'player_cash', amount: -1_500n },
      { kind: 'vendor', amount: 1_500n },
    ]);
    expect(await betRow(first)).toMatchObject({ bonusStake: 0n, bonusId: null });

    // 800 with 500 in cash: the cash, then 300 of the bonus.
    const mixed = await place(m, draw.id, ['800']);
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(200);
    expect(await wallet(m.id)).toEqual({ cash: 0n, bonus: 700n });
    const second = mixed.body.value.bets[0].betId as number;
    expect(await legsOf(`lottery:bet:${second}`)).toEqual([
      { kind: 'player_bonus', amount: -300n },
      { kind: 'player_cash', amount: -500n },
      { kind: 'vendor', amount: 800n },
    ]);
    expect(await betRow(second)).toMatchObject({ bonusStake: 300n, bonusId });

    // 800 more with 700 of bonus left: refused, nothing moves.
    const afterBets = await snapshot(m.id);
    const short = await place(m, draw.id, ['800']);
    expect([short.status, short.body.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    expect(await snapshot(m.id)).toEqual(afterBets);
  });

  it('splits a slip line after line: the cash goes to the first lines', async () => {
    const m = await makeMoneyMember(t, { cash: 1_000n });
    const { bonusId } = await grant(m.id);
    const draw = await openDraw();
    const res = await place(m, draw.id, ['600', '600', '500']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parts = await Promise.all(
      (res.body.value.bets as Array<{ betId: number }>).map(async ({ betId }) => {
        const bet = await betRow(betId);
        return [bet.stake, bet.bonusStake, bet.bonusId];
      }),
    );
    expect(parts).toEqual([
      [600n, 0n, null],
      [600n, 200n, bonusId],
      [500n, 500n, bonusId],
    ]);
    expect(await wallet(m.id)).toEqual({ cash: 0n, bonus: 300n });
  });

  it('gives a win back in the parts the stake came from, the bonus part by its fate', async () => {
    // Active at settlement: the bonus part of the win goes to the bonus wallet.
    const active = await makeMoneyMember(t, { cash: 500n });
    await grant(active.id);
    // Released by this very settlement (its wagering met): the bonus part comes as cash.
    const released = await makeMoneyMember(t, { cash: 500n });
    const { bonusId: releasedId } = await grant(released.id, {
      wagering: { multiple: 1, base: 'bonus' },
    });
    // Given up before the draw: the bonus part goes to the site, the cash part to the player.
    const gaveUp = await makeMoneyMember(t, { cash: 500n });
    const { bonusId: gaveUpId } = await grant(gaveUp.id);
    const draw = await openDraw();
    const betIds: Record<string, number> = {};
    for (const [name, m] of Object.entries({ active, released, gaveUp })) {
      const res = await place(m, draw.id, ['1000']);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      betIds[name] = res.body.value.bets[0].betId;
    }
    const giveUp = await t.call({
      method: 'POST',
      url: `/wps/member/bonuses/${gaveUpId}/give-up`,
      token: gaveUp.token,
    });
    expect(giveUp.status, JSON.stringify(giveUp.body)).toBe(200);
    const site = await promotions();

    await forceDrawn(t.deps.db, draw.id, WINNING);
    await settleDraw(t.deps.db, draw.id);
    const payout = (await betRow(betIds.active!)).payout;
    expect(payout).toBeGreaterThan(1_000n);
    // Half the stake was bonus: half the win (rounded down) is the bonus's, the rest cash.
    const share = payout / 2n;
    expect(await wallet(active.id)).toEqual({ cash: payout - share, bonus: 500n + share });
    expect(await bonusRow(releasedId)).toMatchObject({ status: 'released' });
    // Released: the 500 left in the wallet and the bonus part of the win, all cash now.
    expect(await wallet(released.id)).toEqual({ cash: payout + 500n, bonus: 0n });
    expect(await wallet(gaveUp.id)).toEqual({ cash: payout - share, bonus: 0n });
    expect(await promotions()).toBe(site + share);
    expect(await legsOf(`lottery:win:${betIds.active}`)).toEqual([
      { kind: 'player_bonus', amount: share },
      { kind: 'player_cash', amount: payout - share },
      { kind: 'vendor', amount: -payout },
    ]);
  });

  it('refunds a cancelled draw in the same parts: the bonus part to the bonus wallet', async () => {
    const m = await makeMoneyMember(t, { cash: 300n });
    await grant(m.id);
    const draw = await openDraw();
    expect((await place(m, draw.id, ['1000'])).status).toBe(200);
    expect(await wallet(m.id)).toEqual({ cash: 0n, bonus: 300n });
    expect(await cancelDraw(t.deps.db, draw.id)).toBe(1);
    expect(await wallet(m.id)).toEqual({ cash: 300n, bonus: 1_000n });
  });

  it('counts its settled stake toward the wagering by the LOTT weight, and releases once met', async () => {
    const m = await makeMoneyMember(t, { cash: 10_000n });
    // 1,000 bonus x2: 2,000 to wager; a lottery stake counts half.
    const { bonusId } = await grant(m.id, { weights: { LOTT: 50 } });
    const first = await openDraw();
    expect((await place(m, first.id, ['2000'])).status).toBe(200);
    expect((await bonusRow(bonusId)).wagered).toBe(0n); // not before it settles
    await forceDrawn(t.deps.db, first.id, LOSING);
    await settleDraw(t.deps.db, first.id);
    expect(await bonusRow(bonusId)).toMatchObject({ wagered: 1_000n, status: 'active' });
    expect(await wallet(m.id)).toEqual({ cash: 8_000n, bonus: 1_000n });

    const second = await openDraw();
    expect((await place(m, second.id, ['2000'])).status).toBe(200);
    await forceDrawn(t.deps.db, second.id, LOSING);
    await settleDraw(t.deps.db, second.id);
    expect(await bonusRow(bonusId)).toMatchObject({
      wagered: 2_000n,
      status: 'released',
      endReason: 'wagering_met',
      releasedAmount: 1_000n,
    });
    expect(await wallet(m.id)).toEqual({ cash: 7_000n, bonus: 0n });
    // Settled again: nothing is released twice.
    await settleDraw(t.deps.db, second.id);
    expect(await wallet(m.id)).toEqual({ cash: 7_000n, bonus: 0n });
    const [releases] = await t.deps.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `bonus:release:${bonusId}`));
    expect(releases!.n).toBe(1);
  });
});

describe('ledger:check on lottery bonus stakes', () => {
  it('finds a bet whose bonus part disagrees with its ledger debit, and names it', async () => {
    const m = await makeMoneyMember(t, { cash: 100n });
    await grant(m.id);
    const draw = await openDraw();
    const res = await place(m, draw.id, ['400']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const betId = res.body.value.bets[0].betId as number;
    // As if the bet said the bonus paid 100 less (and cash 100 more) than its debit moved.
    await t.deps.db.update(lotteryBets).set({ bonusStake: 200n }).where(eq(lotteryBets.id, betId));
    try {
      const check = await checkLedger(t.deps.db);
      expect(check.problems.some((p) => p.includes(`lottery bet ${betId} `))).toBe(true);
    } finally {
      await t.deps.db
        .update(lotteryBets)
        .set({ bonusStake: 300n })
        .where(eq(lotteryBets.id, betId));
    }
    expect((await checkLedger(t.deps.db)).ok).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('racing (PostgreSQL)', () => {
  it('bonus-paid bets, a settlement, a cancellation and a give-up at once keep every invariant', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await makeMoneyMember(t, { cash: 1_000n });
      const { bonusId } = await grant(m.id, {
        amount: 10_000n,
        wagering: { multiple: 1, base: 'bonus' },
      });
      // Draw A: five bets of 1,000, the first in cash, the others from the bonus; drawn to win.
      const [a, b, c] = [await openDraw(), await openDraw(), await openDraw()];
      for (let i = 0; i < 5; i++) expect((await place(m, a.id, ['1000'])).status).toBe(200);
      expect((await place(m, c.id, ['1000'])).status).toBe(200);
      await forceDrawn(t.deps.db, a.id, WINNING);
      // At once: A settles (its wins shared by fate), C is cancelled (its refund too), ten more
      // bets on B draw on the bonus, and the member gives the bonus up.
      const [settled, cancelled, gaveUp, ...bets] = await Promise.all([
        settleDraw(t.deps.db, a.id),
        cancelDraw(t.deps.db, c.id),
        t.call({
          method: 'POST',
          url: `/wps/member/bonuses/${bonusId}/give-up`,
          token: m.token,
        }),
        ...Array.from({ length: 10 }, () => place(m, b.id, ['300'])),
      ]);
      expect(settled.settled).toBe(5);
      expect(cancelled).toBe(1);
      expect(gaveUp.status, JSON.stringify(gaveUp.body)).toBe(200);
      // A bet either went through or was refused for want of money, never anything else.
      for (const bet of bets) {
        expect([200, 409], JSON.stringify(bet.body)).toContain(bet.status);
        if (bet.status === 409) expect(bet.body.code).toBe('INSUFFICIENT_FUNDS');
      }
      expect(await bonusRow(bonusId)).toMatchObject({ status: 'forfeited' });
      expect((await wallet(m.id)).bonus).toBe(0n);
      expect((await checkLedger(t.deps.db)).problems).toEqual([]);
    }
  });
});
