// Bonus money end to end through the seamless-wallet API: a grant, stakes drawn cash first then
// bonus, wins shared back by stake, wagering counted from settled rounds with weights, the
// maximum bet, release to cash exactly once, forfeits (give-up, withdrawal, expiry), the member's
// list, bad input; ledger:check after all. On PostgreSQL (TEST_DATABASE_URL) also: bets racing a
// release and a withdrawal.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { bonuses } from '../../db/schema/bonus';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { runJobOnce } from '../../lib/jobs';
import { memberFigures } from '../activity';
import { makeMoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { launchToken, setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';
import { createPlayer, requestBody, requestWithdrawal } from '../withdrawals/withdrawal-test-kit';
import { bonusExpiryJob } from './bonus-expiry.job';
import { forfeitBonus, grantBonus, type GrantBonusInput } from './bonus.service';

let t: TestApp;
let v: TestVendor;
let seq = 0;
const id = (p: string) => `${p}-${++seq}-${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp({ poolSize: 24 });
  v = await setUpVendor(t, 'ROYALSLOTS');
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

const inADay = () => new Date(Date.now() + 86_400_000);

function grant(memberId: number, overrides: Partial<GrantBonusInput> = {}) {
  return t.deps.db.transaction((tx) =>
    grantBonus(tx as unknown as Db, {
      memberId,
      amount: 1000n,
      promotionRef: 'test-promo',
      wagering: { multiple: 2, base: 'bonus' },
      expiresAt: inADay(),
      idempotencyKey: id('grant'),
      ...overrides,
    }),
  );
}

async function player(cash: bigint) {
  const m = await makeMoneyMember(t, { cash });
  return { ...m, launch: await launchToken(t, m.token, v.gameCode) };
}
type P = Awaited<ReturnType<typeof player>>;
const bet = (p: P, roundId: string, amount: bigint, txId = id('b')) =>
  v.client.debit({ token: p.launch, playerId: p.id, txId, roundId, gameCode: v.gameCode, amount });
const win = (p: P, roundId: string, amount: bigint) =>
  v.client.credit({ playerId: p.id, txId: id('w'), roundId, gameCode: v.gameCode, amount });
const rollback = (p: P, roundId: string, refTxId: string) =>
  v.client.rollback({ playerId: p.id, txId: id('rb'), roundId, refTxId });

async function bonusRow(bonusId: number) {
  const [row] = await t.deps.db.select().from(bonuses).where(eq(bonuses.id, bonusId));
  return row!;
}
const wallet = async (memberId: number) => {
  const b = await balances(t.deps.db, memberId);
  return { cash: b.player_cash, bonus: b.player_bonus };
};

describe('bonus money through the vendor wallet API', () => {
  it('draws cash first then bonus, shares a win by stake, and releases once when wagering is met', async () => {
    const p = await player(300n);
    const { bonusId } = await grant(p.id); // 1000 bonus, x2: 2000 to wager
    expect(await wallet(p.id)).toEqual({ cash: 300n, bonus: 1000n });
    const r1 = id('r');
    const b1 = await bet(p, r1, 500n); // 300 cash + 200 bonus
    // The vendor is told what may still be bet: cash + bonus.
    expect(b1).toMatchObject({ code: 'OK', balance: '800' });
    expect(await wallet(p.id)).toEqual({ cash: 0n, bonus: 800n });
    // 600 to cash, 400 to bonus; the vendor is told both.
    expect(await win(p, r1, 1000n)).toMatchObject({ code: 'OK', balance: '1800' });
    expect(await wallet(p.id)).toEqual({ cash: 600n, bonus: 1200n });
    expect((await bonusRow(bonusId)).wagered).toBe(500n);
    // A second round wagers the rest: settled, the bonus moves to cash.
    const r2 = id('r');
    expect((await bet(p, r2, 1500n)).code).toBe('OK'); // 600 cash + 900 bonus
    expect(await wallet(p.id)).toEqual({ cash: 0n, bonus: 300n });
    expect((await win(p, r2, 0n)).code).toBe('OK');
    const row = await bonusRow(bonusId);
    expect(row).toMatchObject({
      status: 'released',
      endReason: 'wagering_met',
      releasedAmount: 300n,
    });
    expect(await wallet(p.id)).toEqual({ cash: 300n, bonus: 0n });
    // The release is a bonus fact (the agent reports' and promotions' bonus figure), once.
    const hour = { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000) };
    expect((await memberFigures(t.deps.db, [p.id], hour)).get(p.id)).toMatchObject({
      bonus: 300n,
      validBet: 2000n,
    });
    // A late win of the first bonus's round after release goes to cash.
    expect((await bet(p, id('r'), 100n)).code).toBe('OK');
    expect((await balances(t.deps.db, p.id)).player_bonus).toBe(0n);
  });

  it('a stake all from the bonus: its win goes all to the bonus, and the answer counts both', async () => {
    const p = await player(0n);
    const { bonusId } = await grant(p.id);
    const r = id('r');
    expect(await bet(p, r, 400n)).toMatchObject({ code: 'OK', balance: '600' });
    expect(await win(p, r, 900n)).toMatchObject({ code: 'OK', balance: '1500' });
    expect(await wallet(p.id)).toEqual({ cash: 0n, bonus: 1500n });
    expect((await bonusRow(bonusId)).wagered).toBe(400n);
  });

  it('a win after its bonus was given up: the bonus share goes to the promotions account', async () => {
    const p = await player(0n);
    const { bonusId } = await grant(p.id);
    const r = id('r');
    expect((await bet(p, r, 400n)).code).toBe('OK');
    // Given up between the bet and the win: the 600 left goes back to the promotions account.
    await t.deps.db.transaction((tx) => forfeitBonus(tx as unknown as Db, bonusId, 'given_up'));
    expect(await wallet(p.id)).toEqual({ cash: 0n, bonus: 0n });
    expect(await win(p, r, 900n)).toMatchObject({ code: 'OK', balance: '0' });
    expect(await wallet(p.id)).toEqual({ cash: 0n, bonus: 0n });
  });

  it('counts settled stakes by game-type weight and not before they settle', async () => {
    const p = await player(10_000n);
    const { bonusId } = await grant(p.id, { weights: { RNG: 10 } });
    const r = id('r');
    await bet(p, r, 1000n);
    expect((await bonusRow(bonusId)).wagered).toBe(0n);
    await win(p, r, 0n);
    expect((await bonusRow(bonusId)).wagered).toBe(100n);
    expect((await bonusRow(bonusId)).status).toBe('active');
  });

  it('refuses a stake above the maximum bet with BONUS_MAX_BET and moves nothing', async () => {
    const p = await player(10_000n);
    await grant(p.id, { maxBet: 500n });
    const before = await wallet(p.id);
    expect((await bet(p, id('r'), 501n)).code).toBe('BONUS_MAX_BET');
    expect(await wallet(p.id)).toEqual(before);
    expect((await bet(p, id('r'), 500n)).code).toBe('OK');
  });

  it('gives a rolled-back stake back to where it came from', async () => {
    const p = await player(100n);
    await grant(p.id);
    const r = id('r');
    const b = id('b');
    await bet(p, r, 400n, b); // 100 cash + 300 bonus
    expect((await rollback(p, r, b)).code).toBe('OK');
    expect(await wallet(p.id)).toEqual({ cash: 100n, bonus: 1000n });
  });

  it('grants once per key, one active bonus at a time, refuses bad input', async () => {
    const p = await player(0n);
    const key = id('grant');
    const first = await grant(p.id, { idempotencyKey: key });
    expect(await grant(p.id, { idempotencyKey: key })).toEqual({ ...first, replayed: true });
    await expect(grant(p.id, { idempotencyKey: key, amount: 5n })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(grant(p.id)).rejects.toMatchObject({ code: 'BONUS_ACTIVE' });
    const q = await player(0n);
    for (const bad of [
      { amount: 0n },
      { amount: -5n },
      { wagering: { multiple: -1, base: 'bonus' as const } },
      { wagering: { multiple: 2, base: 'bonus_plus_deposit' as const } },
      { weights: { RNG: 101 } },
      { weights: { NOPE: 5 } },
      { maxBet: 0n },
      { expiresAt: new Date(Date.now() - 1000) },
      { idempotencyKey: '' },
      { promotionRef: 'x'.repeat(101) },
    ]) {
      await expect(grant(q.id, bad as Partial<GrantBonusInput>)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    await expect(grant(2_000_000_000)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await wallet(q.id)).toEqual({ cash: 0n, bonus: 0n });
  });
});

describe('the member calls', () => {
  it('lists bonuses with progress and history, gives one up, and refuses others\u2019', async () => {
    const p = await player(0n);
    const { bonusId } = await grant(p.id, { maxBet: 700n });
    const list = await t.call({ method: 'GET', url: '/wps/member/bonuses', token: p.token });
    expect(list.status).toBe(200);
    expect(list.body.value.items[0]).toMatchObject({
      id: bonusId,
      status: 'active',
      amount: '1000',
      balance: '1000',
      wagered: '0',
      required: '2000',
      maxBet: '700',
    });
    const balance = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: p.token });
    expect(balance.body.value).toMatchObject({ bonus: '1000', locked: '1000', withdrawable: '0' });
    const other = await player(0n);
    const foreign = await t.call({
      method: 'POST',
      url: `/wps/member/bonuses/${bonusId}/give-up`,
      token: other.token,
    });
    expect(foreign.status).toBe(409);
    expect(foreign.body.code).toBe('BONUS_NOT_ACTIVE');
    for (const url of ['/wps/member/bonuses/abc/give-up', '/wps/member/bonuses/0/give-up']) {
      expect((await t.call({ method: 'POST', url, token: p.token })).status).toBe(400);
    }
    expect(
      (await t.call({ method: 'GET', url: '/wps/member/bonuses?pageSize=999', token: p.token }))
        .status,
    ).toBe(400);
    expect((await t.call({ method: 'GET', url: '/wps/member/bonuses' })).status).toBe(401);
    expect((await wallet(p.id)).bonus).toBe(1000n);
    const given = await t.call({
      method: 'POST',
      url: `/wps/member/bonuses/${bonusId}/give-up`,
      token: p.token,
    });
    expect(given.status).toBe(200);
    expect(given.body.value).toMatchObject({ status: 'forfeited', endReason: 'given_up' });
    expect(given.body.value.history.map((h: { kind: string }) => h.kind)).toEqual([
      'granted',
      'forfeited',
    ]);
    expect(await wallet(p.id)).toEqual({ cash: 0n, bonus: 0n });
    const again = await t.call({
      method: 'POST',
      url: `/wps/member/bonuses/${bonusId}/give-up`,
      token: p.token,
    });
    expect(again.body.code).toBe('BONUS_NOT_ACTIVE');
  });

  it('a withdrawal with an active bonus asks first, then forfeits it with the flag', async () => {
    const p = await createPlayer(t, { cash: 1_000_000n });
    const { bonusId } = await grant(p.id);
    const refused = await requestWithdrawal(t, p.token, requestBody(p));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('BONUS_FORFEIT_REQUIRED');
    expect((await bonusRow(bonusId)).status).toBe('active');
    expect((await wallet(p.id)).cash).toBe(1_000_000n);
    const ok = await requestWithdrawal(t, p.token, requestBody(p, '50000', { forfeitBonus: true }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await bonusRow(bonusId)).toMatchObject({
      status: 'forfeited',
      endReason: 'withdrawal',
      forfeitedAmount: 1000n,
    });
  });

  it('ledger:check finds a bonus whose figures no longer add up, and names it', async () => {
    const p = await player(0n);
    const { bonusId } = await grant(p.id);
    const row = await bonusRow(bonusId);
    const found = async () =>
      (await checkLedger(t.deps.db)).problems.filter(
        (problem) => problem.includes(`bonus ${bonusId} `) || problem.includes(`member ${p.id}:`),
      );
    expect(await found()).toEqual([]);
    try {
      // A grant row saying more than the ledger paid: the money would not add up.
      await t.deps.db
        .update(bonuses)
        .set({ amount: row.amount + 1n })
        .where(eq(bonuses.id, bonusId));
      const wrongAmount = await found();
      expect(wrongAmount.some((m) => m.startsWith('bonus in = released + forfeited'))).toBe(true);
      expect(wrongAmount.some((m) => m.startsWith("each bonus's grant, release and forfeit"))).toBe(
        true,
      );
      // Marked released with no release posted: its wallet still holds the money.
      await t.deps.db
        .update(bonuses)
        .set({
          amount: row.amount,
          status: 'released',
          releasedAmount: row.amount,
          endReason: 'wagering_met',
          endedAt: new Date(),
        })
        .where(eq(bonuses.id, bonusId));
      const notPosted = await found();
      expect(notPosted.some((m) => m.startsWith('a bonus wallet is empty when'))).toBe(true);
      expect(notPosted.some((m) => m.startsWith("each bonus's grant, release and forfeit"))).toBe(
        true,
      );
    } finally {
      await t.deps.db
        .update(bonuses)
        .set({
          amount: row.amount,
          status: row.status,
          releasedAmount: row.releasedAmount,
          endReason: row.endReason,
          endedAt: row.endedAt,
        })
        .where(eq(bonuses.id, bonusId));
    }
    expect(await found()).toEqual([]);
  });

  it('the expiry job forfeits an expired bonus once', async () => {
    const p = await player(0n);
    const { bonusId } = await grant(p.id, { expiresAt: new Date(Date.now() + 200) });
    await new Promise((r) => setTimeout(r, 300));
    // Past its expiry a bet no longer draws on it.
    expect((await bet(p, id('r'), 10n)).code).toBe('INSUFFICIENT_FUNDS');
    await runJobOnce(t.deps, bonusExpiryJob);
    await runJobOnce(t.deps, bonusExpiryJob);
    expect(await bonusRow(bonusId)).toMatchObject({
      status: 'forfeited',
      endReason: 'expired',
      forfeitedAmount: 1000n,
    });
    expect((await wallet(p.id)).bonus).toBe(0n);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('racing (PostgreSQL)', () => {
  it('bets racing a release and a withdrawal leave the invariants holding', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await createPlayer(t, { cash: 200_000n });
      const launch = await launchToken(t, p.token, v.gameCode);
      const pp = { ...p, launch } as unknown as P;
      const { bonusId } = await grant(p.id, {
        amount: 10_000n,
        wagering: { multiple: 1, base: 'bonus' },
      });
      // 20 rounds of 600 settle at once: the 17th crosses 10,000; a withdrawal races them.
      const rounds = Array.from({ length: 20 }, () => id('r'));
      const [withdrawal, ...played] = await Promise.all([
        requestWithdrawal(t, p.token, requestBody(p, '50000', { forfeitBonus: true })),
        ...rounds.map(async (r) => {
          const placed = await bet(pp, r, 600n);
          const won = placed.code === 'OK' ? await win(pp, r, 300n) : null;
          return [placed.code, won?.code];
        }),
      ]);
      // Every call goes through: 200,000 cash covers the stakes and the withdrawal. (A credit
      // once locked the bonus row before its aggregate rows while a debit held those and waited
      // for the bonus row: a deadlock, and the withdrawal queued on that row was its victim.)
      expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
      expect(played).toEqual(rounds.map(() => ['OK', 'OK']));
      // The bonus ended once: released by the wagering or forfeited by the withdrawal.
      const row = await bonusRow(bonusId);
      expect(row.status).not.toBe('active');
      expect((await wallet(p.id)).bonus).toBe(0n);
      expect([
        ['released', 'wagering_met'],
        ['forfeited', 'withdrawal'],
      ]).toContainEqual([row.status, row.endReason]);
      expect((await checkLedger(t.deps.db)).problems).toEqual([]);
    }
  });
});
