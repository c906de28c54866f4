// The wagering maths, table-driven, and its properties (fast-check): the pure rules, then the
// bonus's life through the vendor wallet API against a model built on those rules (a bonus is
// released at most once whatever order its rounds settle in; money is never created: what the
// bonus wallet took in = released + forfeited + still held).
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { bonuses } from '../../db/schema/bonus';
import { games } from '../../db/schema/games';
import { ledgerTransactions } from '../../db/schema/ledger';
import { accountOf, balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { runJobOnce } from '../../lib/jobs';
import { makeMoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { launchToken, setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';
import { bonusExpiryJob } from './bonus-expiry.job';
import { grantBonus } from './bonus.service';
import {
  bonusShareOfWin,
  contribution,
  multipleInHundredths,
  requiredTurnover,
  stakeSources,
} from './wagering';

describe('requiredTurnover', () => {
  it.each([
    // amount, deposit, base, multiple, required
    [1000n, 0n, 'bonus', 20, 20_000n],
    [1000n, 5000n, 'bonus_plus_deposit', 10, 60_000n],
    [333n, 0n, 'bonus', 1.5, 500n], // 499.5 rounds up: never less than asked
    [1n, 0n, 'bonus', 0.01, 1n],
    [1000n, 0n, 'bonus', 0, 0n],
    [1000n, 999n, 'bonus', 3, 3000n], // the deposit counts only for bonus_plus_deposit
  ] as const)('%s bonus, %s deposit, %s x%s needs %s', (amount, deposit, base, multiple, want) => {
    expect(
      requiredTurnover({
        amount,
        depositAmount: deposit,
        base,
        multipleHundredths: multipleInHundredths(multiple),
      }),
    ).toBe(want);
  });

  it.each([-1, 100.01, 1.234, Number.NaN, Infinity])('refuses the multiple %s', (m) => {
    expect(() => multipleInHundredths(m)).toThrow(/multiple/);
  });
});

describe('contribution and shares', () => {
  it.each([
    [1000n, 100, 1000n],
    [1000n, 10, 100n],
    [999n, 10, 99n],
    [1000n, 0, 0n],
    [-1000n, 50, -500n], // a rollback after settlement takes back what it counted
  ] as const)('a settled stake of %s at %s%% counts %s', (bet, weight, want) => {
    expect(contribution(bet, weight)).toBe(want);
  });

  it.each([
    // amount, cash, bonus -> fromCash, fromBonus
    [100n, 500n, 0n, 100n, 0n],
    [100n, 60n, 500n, 60n, 40n],
    [100n, 0n, 500n, 0n, 100n],
    [100n, 100n, 0n, 100n, 0n],
  ] as const)('a stake of %s from cash %s and bonus %s', (amount, cash, bonus, c, b) => {
    expect(stakeSources(amount, cash, bonus)).toEqual({ fromCash: c, fromBonus: b });
  });

  it('refuses a stake above cash and bonus together', () => {
    expect(stakeSources(101n, 50n, 50n)).toBeNull();
  });

  it.each([
    [1000n, 40n, 100n, 400n],
    [999n, 1n, 3n, 333n],
    [1000n, 0n, 100n, 0n],
    [1000n, 200n, 100n, 1000n], // a stake part above the total is capped
  ] as const)('a win of %s with %s of %s staked from bonus: bonus share %s', (w, b, t, want) => {
    expect(bonusShareOfWin(w, b, t)).toBe(want);
  });
});

describe('properties', () => {
  const minor = fc.bigInt({ min: 0n, max: 10n ** 12n });

  it('a stake is drawn whole, cash first, never more than each balance', () => {
    fc.assert(
      fc.property(minor, minor, minor, (amount, cash, bonus) => {
        const s = stakeSources(amount, cash, bonus);
        if (amount > cash + bonus) return s === null;
        return (
          s !== null &&
          s.fromCash + s.fromBonus === amount &&
          s.fromCash >= 0n &&
          s.fromBonus >= 0n &&
          s.fromCash <= cash &&
          s.fromBonus <= bonus &&
          (s.fromBonus === 0n || s.fromCash === cash)
        );
      }),
    );
  });

  it('a win is shared without creating money: bonus share + cash share = win', () => {
    fc.assert(
      fc.property(minor, minor, fc.bigInt({ min: 1n, max: 10n ** 12n }), (win, part, total) => {
        const share = bonusShareOfWin(win, part, total);
        return share >= 0n && share <= win && (part < total || share === win || win === 0n);
      }),
    );
  });

  it('the requirement is never below multiple x base', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('bonus' as const, 'bonus_plus_deposit' as const),
        (amount, deposit, hundredths, base) => {
          const got = requiredTurnover({
            amount,
            depositAmount: deposit,
            base,
            multipleHundredths: hundredths,
          });
          const exact = (base === 'bonus' ? amount : amount + deposit) * BigInt(hundredths);
          return got * 100n >= exact && (got - 1n) * 100n < exact;
        },
      ),
    );
  });
});

describe('the bonus through the vendor wallet API (model-checked, fast-check)', () => {
  let t: TestApp;
  let v: TestVendor;
  let gameType: string;
  beforeAll(async () => {
    t = await createTestApp();
    v = await setUpVendor(t, 'ROYALSLOTS');
    const [game] = await t.deps.db
      .select({ gameType: games.gameType })
      .from(games)
      .where(eq(games.gameCode, v.gameCode));
    gameType = game!.gameType;
  });
  afterAll(async () => {
    if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
    await t?.close();
  });

  type Op =
    | { type: 'bet'; amount: bigint }
    /** Settles the `pick`th round still open (a credit of `win`, 0 a loss). */
    | { type: 'settle'; pick: number; win: bigint }
    /** Sends the `pick`th earlier settlement again: a replay moves nothing. */
    | { type: 'replay'; pick: number }
    | { type: 'giveUp' }
    | { type: 'expire' };
  interface Setup {
    cash: bigint;
    amount: bigint;
    multiple: number;
    weight: number;
    maxBet: bigint | null;
  }
  interface Round {
    id: string;
    stake: bigint;
    bonusStake: bigint;
  }

  const pick = fc.nat({ max: 20 });
  const win = fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 2_000n }));
  const setup = fc.record({
    cash: fc.bigInt({ min: 0n, max: 2_000n }),
    amount: fc.bigInt({ min: 100n, max: 2_000n }),
    multiple: fc.constantFrom(0.5, 1, 1.5, 3),
    weight: fc.constantFrom(100, 50, 10),
    maxBet: fc.constantFrom(null, 300n, 700n),
  });
  let seq = 0;
  const ref = (p: string) => `wg${++seq}-${randomBytes(3).toString('hex')}`.replace('wg', p);

  /**
   * Grants the bonus, sends the ops one by one, and checks after each that the wallets are as the
   * model says (cash first then bonus; a win shared back by stake; wagering counted on settling;
   * released when met, before the win that met it is shared); then the bonus's row and ledger.
   */
  async function play(s: Setup, ops: readonly Op[]) {
    const m = await makeMoneyMember(t, { cash: s.cash });
    const launch = await launchToken(t, m.token, v.gameCode);
    const siteBefore = (await accountOf(t.deps.db, 'promotions', null))?.balance ?? 0n;
    const { bonusId } = await t.deps.db.transaction((tx) =>
      grantBonus(tx as unknown as Db, {
        memberId: m.id,
        amount: s.amount,
        promotionRef: 'wagering-property',
        wagering: { multiple: s.multiple, base: 'bonus' },
        weights: { [gameType]: s.weight },
        maxBet: s.maxBet,
        expiresAt: new Date(Date.now() + 86_400_000),
        idempotencyKey: ref('grant'),
      }),
    );
    const model = {
      cash: s.cash,
      bonus: s.amount,
      status: 'active' as 'active' | 'released' | 'forfeited',
      endReason: null as string | null,
      wagered: 0n,
      required: requiredTurnover({
        amount: s.amount,
        depositAmount: 0n,
        base: 'bonus',
        multipleHundredths: multipleInHundredths(s.multiple),
      }),
      released: null as bigint | null,
      forfeited: null as bigint | null,
      /** Into the bonus wallet: the grant and the bonus's shares of wins while active. */
      bonusIn: s.amount,
      /** Out of it to the tables: the stakes' bonus parts. */
      bonusOut: 0n,
      /** Back to the site: the forfeit and shares of wins after it. */
      toSite: 0n,
      stakes: 0n,
      wins: 0n,
    };
    const open: Round[] = [];
    const settled: Array<{ round: Round; txId: string; win: bigint }> = [];
    const forfeit = (reason: string) => {
      model.forfeited = model.bonus;
      model.toSite += model.bonus;
      model.bonus = 0n;
      model.status = 'forfeited';
      model.endReason = reason;
    };
    const say = (op: Op) => JSON.stringify(op, (_k, x) => (typeof x === 'bigint' ? `${x}` : x));

    for (const op of ops) {
      if (op.type === 'bet') {
        const round: Round = { id: ref('r'), stake: op.amount, bonusStake: 0n };
        let want = 'OK';
        if (model.status === 'active') {
          const sources = stakeSources(op.amount, model.cash, model.bonus);
          if (s.maxBet !== null && op.amount > s.maxBet) want = 'BONUS_MAX_BET';
          else if (!sources) want = 'INSUFFICIENT_FUNDS';
          else {
            model.cash -= sources.fromCash;
            model.bonus -= sources.fromBonus;
            model.bonusOut += sources.fromBonus;
            round.bonusStake = sources.fromBonus;
          }
        } else if (op.amount > model.cash) want = 'INSUFFICIENT_FUNDS';
        else model.cash -= op.amount;
        const got = await v.client.debit({
          token: launch,
          playerId: m.id,
          txId: ref('b'),
          roundId: round.id,
          gameCode: v.gameCode,
          amount: op.amount,
        });
        expect(got.code, say(op)).toBe(want);
        if (want === 'OK') {
          model.stakes += op.amount;
          open.push(round);
          expect(got.balance, say(op)).toBe((model.cash + model.bonus).toString());
        }
      } else if (op.type === 'settle') {
        if (open.length === 0) continue;
        const [round] = open.splice(op.pick % open.length, 1);
        if (model.status === 'active') {
          model.wagered += contribution(round!.stake, s.weight);
          if (model.wagered >= model.required) {
            model.released = model.bonus;
            model.cash += model.bonus;
            model.bonus = 0n;
            model.status = 'released';
            model.endReason = 'wagering_met';
          }
        }
        const share = bonusShareOfWin(op.win, round!.bonusStake, round!.stake);
        model.cash += op.win - share;
        model.wins += op.win;
        if (model.status === 'active') {
          model.bonus += share;
          model.bonusIn += share;
        } else if (model.status === 'released') model.cash += share;
        else model.toSite += share;
        const txId = ref('w');
        const got = await v.client.credit({
          playerId: m.id,
          txId,
          roundId: round!.id,
          gameCode: v.gameCode,
          amount: op.win,
        });
        expect(got.code, say(op)).toBe('OK');
        expect(got.balance, say(op)).toBe((model.cash + model.bonus).toString());
        settled.push({ round: round!, txId, win: op.win });
      } else if (op.type === 'replay') {
        if (settled.length === 0) continue;
        const earlier = settled[op.pick % settled.length]!;
        const got = await v.client.credit({
          playerId: m.id,
          txId: earlier.txId,
          roundId: earlier.round.id,
          gameCode: v.gameCode,
          amount: earlier.win,
        });
        expect(got.code, say(op)).toBe('OK');
      } else if (op.type === 'giveUp') {
        const res = await t.call({
          method: 'POST',
          url: `/wps/member/bonuses/${bonusId}/give-up`,
          token: m.token,
        });
        if (model.status === 'active') {
          expect(res.status, say(op)).toBe(200);
          forfeit('given_up');
        } else {
          expect([res.status, res.body.code], say(op)).toEqual([409, 'BONUS_NOT_ACTIVE']);
        }
      } else {
        await t.deps.db
          .update(bonuses)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(and(eq(bonuses.id, bonusId), eq(bonuses.status, 'active')));
        await runJobOnce(t.deps, bonusExpiryJob);
        if (model.status === 'active') forfeit('expired');
      }
      const wallet = await balances(t.deps.db, m.id);
      expect([wallet.player_cash, wallet.player_bonus], say(op)).toEqual([model.cash, model.bonus]);
    }

    const [row] = await t.deps.db.select().from(bonuses).where(eq(bonuses.id, bonusId));
    expect(row).toMatchObject({
      status: model.status,
      endReason: model.endReason,
      wagered: model.wagered,
      releasedAmount: model.released,
      forfeitedAmount: model.forfeited,
    });
    // Released at most once, forfeited at most once, never both.
    const ends = await t.deps.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `bonus:%:${bonusId}`));
    const endKeys = ends.map((e) => e.key).filter((k) => !k.startsWith('bonus:grant:'));
    expect(endKeys).toEqual(
      model.released
        ? [`bonus:release:${bonusId}`]
        : model.forfeited
          ? [`bonus:forfeit:${bonusId}`]
          : [],
    );
    // Money is never created: what the bonus wallet took in is released, forfeited or held...
    const held = (await balances(t.deps.db, m.id)).player_bonus;
    expect(model.bonusIn - model.bonusOut).toBe(
      (row!.releasedAmount ?? 0n) + (row!.forfeitedAmount ?? 0n) + held,
    );
    // ...the member has what they came with, the grant and the wins less the stakes and what
    // went back to the site, and the site got back exactly that.
    expect(model.cash + model.bonus).toBe(
      s.cash + s.amount + model.wins - model.stakes - model.toSite,
    );
    const siteAfter = (await accountOf(t.deps.db, 'promotions', null))!.balance;
    expect(siteAfter - siteBefore).toBe(model.toSite - s.amount);
    return model;
  }

  it('a bonus is released at most once, whatever order its rounds settle in', async () => {
    const stakes = fc.array(fc.bigInt({ min: 50n, max: 600n }), { minLength: 2, maxLength: 8 });
    const scenario = fc.tuple(setup, stakes).chain(([s, bets]) =>
      fc.record({
        setup: fc.constant(s),
        bets: fc.constant(bets),
        // Which open round settles next, with its win, and whether an earlier one is resent.
        settles: fc.array(fc.tuple(pick, win, fc.option(pick)), {
          minLength: bets.length,
          maxLength: bets.length,
        }),
      }),
    );
    let met = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ setup: s, bets, settles }) => {
        const ops: Op[] = bets.map((amount) => ({ type: 'bet', amount }));
        for (const [at, amount, replay] of settles) {
          ops.push({ type: 'settle', pick: at, win: amount });
          if (replay !== null) ops.push({ type: 'replay', pick: replay });
        }
        const model = await play(s, ops);
        if (model.status === 'released') met += 1;
      }),
      // A fixed seed: each run plays the same scenarios, so the coverage check below holds every
      // time (random seeds reached only one kind of end now and then, failing CI by chance).
      { numRuns: 15, seed: 20_261_128 },
    );
    // The runs reach the release, or the property says little.
    expect(met).toBeGreaterThan(0);
  });

  it('money is never created over bets, wins, give-ups and expiries', async () => {
    const op: fc.Arbitrary<Op> = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          type: fc.constant('bet' as const),
          amount: fc.bigInt({ min: 1n, max: 900n }),
        }),
      },
      { weight: 4, arbitrary: fc.record({ type: fc.constant('settle' as const), pick, win }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant('replay' as const), pick }) },
      { weight: 1, arbitrary: fc.constant({ type: 'giveUp' as const }) },
      { weight: 1, arbitrary: fc.constant({ type: 'expire' as const }) },
    );
    const ends = new Set<string>();
    await fc.assert(
      fc.asyncProperty(setup, fc.array(op, { minLength: 8, maxLength: 25 }), async (s, ops) => {
        ends.add((await play(s, ops)).status);
      }),
      // A fixed seed: each run plays the same scenarios, so the coverage check below holds every
      // time (random seeds reached only one kind of end now and then, failing CI by chance).
      { numRuns: 15, seed: 20_261_128 },
    );
    expect(ends.size).toBeGreaterThan(1);
  });
});
