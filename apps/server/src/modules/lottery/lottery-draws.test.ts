// The draw engine through the database: draws created ahead by schedule with committed seeds, a
// due draw drawn once from its seed, every play type settled by the odds recorded on its bet
// (chosen numbers force the hits; the payouts below are worked out by hand), settlement and
// cancellation paying exactly once however often they run, and the job doing all of it. The
// ledger check passes after each.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '@wps/games/fair';
import { drawFromSeedSync, payoutOf, playTypeOf, type DrawNumbers } from '@wps/games/lottery';
import type { Database, Db } from '../../db/client';
import { games } from '../../db/schema/games';
import { ledgerTransactions } from '../../db/schema/ledger';
import { lotteryBets, lotteryDraws, lotteryGames } from '../../db/schema/lottery';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { runJobOnce } from '../../lib/jobs';
import { openTestDatabase } from '../../../test/test-app';
import {
  createLottery,
  createMembers,
  drawsOf,
  forceDrawn,
  jobDeps,
  placeBets,
  type TestBet,
  type TestLottery,
} from './draws-test-kit';
import {
  backfillDraws,
  cancelDraw,
  createDrawsUntil,
  drawDue,
  keepDrawsAhead,
  settleBatch,
  settleDraw,
} from './lottery-draws';
import { lotteryDrawsJob } from './lottery.job';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database?.close());

/** Wednesday 18 November 2026, 11:00:30 in Kuala Lumpur. */
const NOW = new Date('2026-11-18T03:00:30Z');
const MINUTE = 60_000;
const CASH = 10_000_000n;

async function expectLedgerOk() {
  expect((await checkLedger(db)).problems).toEqual([]);
}

const cashOf = async (memberId: number) => (await balances(db, memberId)).player_cash;

async function ledgerCount(prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `${prefix}%`));
  return row!.n;
}

async function betsOf(drawId: number) {
  return db
    .select()
    .from(lotteryBets)
    .where(eq(lotteryBets.drawId, drawId))
    .orderBy(lotteryBets.id);
}

/** The lottery's first draw, created (open) for the test. */
async function firstDraw(lottery: TestLottery) {
  await createDrawsUntil(db, lottery.lotteryId, new Date(NOW.getTime() + 8 * 86_400_000), NOW);
  return (await drawsOf(db, lottery.lotteryId))[0]!;
}

describe('creating and drawing draws', () => {
  const fastSchedule = { intervalSeconds: 60, drawTime: '00:00', lockSeconds: 10 };

  it('keeps the next 3 draws of each lottery, seeds committed, and adds no more when run again', async () => {
    const daily = await createLottery(db, 'sea4d', { drawDays: [1, 4, 7], drawTime: '19:00' });
    const north = await createLottery(db, 'vnNorth', {
      timeZone: 'Asia/Ho_Chi_Minh',
      drawTime: '18:15',
    });
    const fast = await createLottery(db, 'fast5', fastSchedule);
    const switchedOff = await createLottery(db, 'fast5', fastSchedule);
    await db
      .update(lotteryGames)
      .set({ isActive: false })
      .where(eq(lotteryGames.id, switchedOff.lotteryId));
    await keepDrawsAhead(db, NOW);
    expect(await drawsOf(db, switchedOff.lotteryId)).toEqual([]);

    const expected = [
      [daily, ['20261118', '20261121', '20261122']],
      [north, ['20261118', '20261119', '20261120']],
      [fast, ['20261118-0662', '20261118-0663', '20261118-0664']],
    ] as const;
    for (const [lottery, numeros] of expected) {
      const draws = await drawsOf(db, lottery.lotteryId);
      expect(draws.map((d) => d.numero)).toEqual(numeros);
      for (const d of draws) {
        expect(d.state).toBe('open');
        expect(d.numbers).toBeNull();
        expect(await sha256Hex(d.serverSeed)).toBe(d.serverSeedHash);
        expect(d.clientSeed).toBe(`${lottery.gameCode}:${d.numero}`);
      }
    }
    const [wednesday] = await drawsOf(db, daily.lotteryId);
    expect(wednesday!.drawAt.toISOString()).toBe('2026-11-18T11:00:00.000Z');
    expect(wednesday!.lockAt.toISOString()).toBe('2026-11-18T10:59:00.000Z');
    const fastDraws = await drawsOf(db, fast.lotteryId);
    expect(fastDraws.map((d) => d.drawAt.toISOString())).toEqual([
      '2026-11-18T03:01:00.000Z',
      '2026-11-18T03:02:00.000Z',
      '2026-11-18T03:03:00.000Z',
    ]);
    expect(fastDraws[0]!.lockAt.toISOString()).toBe('2026-11-18T03:00:50.000Z');
    // Every seed its own.
    expect(new Set(fastDraws.map((d) => d.serverSeed)).size).toBe(3);

    const seeds = fastDraws.map((d) => d.serverSeedHash);
    expect(await keepDrawsAhead(db, NOW)).toEqual({ created: 0, failed: [] });
    expect((await drawsOf(db, fast.lotteryId)).map((d) => d.serverSeedHash)).toEqual(seeds);
    // Ten minutes ahead: the 3 kept, 7 more.
    expect(
      await createDrawsUntil(db, fast.lotteryId, new Date(NOW.getTime() + 10 * MINUTE), NOW),
    ).toBe(7);
    expect(await drawsOf(db, fast.lotteryId)).toHaveLength(10);
  });

  it('refuses to create draws whose client seed the engine could not draw with', async () => {
    const lottery = await createLottery(db, 'sea4d');
    const tooLong = `LOT_${'X'.repeat(56)}`; // 60 + ':' + 8 > 64 characters
    await db.update(games).set({ gameCode: tooLong }).where(eq(games.gameCode, lottery.gameCode));
    await expect(
      createDrawsUntil(db, lottery.lotteryId, new Date(NOW.getTime() + 8 * 86_400_000), NOW),
    ).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(await drawsOf(db, lottery.lotteryId)).toEqual([]);
    // The job's step names it and goes on with the others.
    const fast = await createLottery(db, 'fast5', fastSchedule);
    const ahead = await keepDrawsAhead(db, NOW);
    expect(ahead.failed).toEqual([
      { lotteryId: lottery.lotteryId, error: expect.objectContaining({ code: 'INTERNAL_ERROR' }) },
    ]);
    expect(await drawsOf(db, fast.lotteryId)).toHaveLength(3);
  });

  it('draws a due draw once from its seed, and leaves later ones open', async () => {
    const fast = await createLottery(db, 'fast5', fastSchedule);
    await keepDrawsAhead(db, NOW);
    const later = new Date(NOW.getTime() + 2 * MINUTE); // the 11:01 and 11:02 draws are due
    expect(await drawDue(db, later)).toBeGreaterThanOrEqual(2);

    const [first, second, third] = await drawsOf(db, fast.lotteryId);
    for (const d of [first!, second!]) {
      expect(d.state).toBe('drawn');
      expect(d.drawnAt).toEqual(later);
      // The revealed seed is the committed one, and the numbers are the seed's.
      expect(await sha256Hex(d.serverSeed)).toBe(d.serverSeedHash);
      expect(d.numbers).toEqual(drawFromSeedSync('fast5', d.serverSeed, d.clientSeed));
      expect(d.numbers!.first).toHaveLength(1);
      expect(d.numbers!.first![0]).toMatch(/^[0-9]{5}$/);
    }
    expect(first!.numbers).not.toEqual(second!.numbers);
    expect(third!.state).toBe('open');

    expect(await drawDue(db, later)).toBe(0);
    const [again] = await drawsOf(db, fast.lotteryId);
    expect(again!.numbers).toEqual(first!.numbers);
  });

  it('backfills a past day: every draw drawn at its own time and settled', async () => {
    const fast = await createLottery(db, 'fast5', { ...fastSchedule, intervalSeconds: 600 });
    const from = new Date('2026-11-10T00:00:00Z');
    const to = new Date('2026-11-10T02:00:00Z');
    expect(await backfillDraws(db, fast.lotteryId, from, to)).toBe(12);
    const draws = await drawsOf(db, fast.lotteryId);
    expect(draws).toHaveLength(12);
    for (const d of draws) {
      expect(d.state).toBe('settled');
      expect(d.drawnAt).toEqual(d.drawAt);
      expect(d.numbers).toEqual(drawFromSeedSync('fast5', d.serverSeed, d.clientSeed));
    }
    expect(await backfillDraws(db, fast.lotteryId, from, to)).toBe(0);
  });
});

interface Case {
  playType: string;
  selection: string;
  odds: Record<string, number>;
  /** Worked out by hand from the draw's numbers and the odds, for a stake of 1,000. */
  payout: bigint;
}

const TOP = { first: 3000, second: 2000, third: 1000, special: 500, consolation: 100 };
const hit = (odds: number) => ({ hit: odds });

const settlementTable: Array<{
  layout: TestLottery['layout'];
  numbers: DrawNumbers;
  cases: Case[];
}> = [
  {
    layout: 'sea4d',
    numbers: {
      first: ['1234'],
      second: ['5678'],
      third: ['9034'],
      special: ['3412', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009'],
      consolation: ['1234', '0010', '0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018'],
    },
    cases: [
      // First and a consolation: 3x + 0.1x.
      { playType: '4D_BIG', selection: '1234', odds: TOP, payout: 3100n },
      { playType: '4D_BIG', selection: '5678', odds: TOP, payout: 2000n },
      { playType: '4D_BIG', selection: '0009', odds: TOP, payout: 500n },
      { playType: '4D_BIG', selection: '7777', odds: TOP, payout: 0n },
      // Small reads the top three only: the consolation 1234 does not count.
      { playType: '4D_SMALL', selection: '1234', odds: TOP, payout: 3000n },
      { playType: '4D_SMALL', selection: '9034', odds: TOP, payout: 1000n },
      { playType: '4D_SMALL', selection: '0001', odds: TOP, payout: 0n },
      // 4321 in any order: first, special 3412, consolation: 3.6x over 24 orders.
      { playType: '4D_BOX', selection: '4321', odds: TOP, payout: 150n },
      // 1000 in any order: special 0001 and consolation 0010, 0.6x over 4 orders.
      { playType: '4D_BOX', selection: '1000', odds: TOP, payout: 150n },
      { playType: '4D_BOX', selection: '9999', odds: TOP, payout: 0n },
      { playType: '3D', selection: '234', odds: hit(5000), payout: 5000n },
      { playType: '3D', selection: '034', odds: hit(5000), payout: 0n },
      // 6 orders: floor(5000 / 6).
      { playType: '3D_BOX', selection: '432', odds: hit(5000), payout: 833n },
      { playType: '2D', selection: '34', odds: hit(4000), payout: 4000n },
      { playType: '2D', selection: '12', odds: hit(4000), payout: 0n },
    ],
  },
  {
    layout: 'vnNorth',
    numbers: {
      special: ['12345'],
      first: ['67890'],
      second: ['11145', '22222'],
      third: ['33345', '44444', '55555', '66666', '77777', '88888'],
      fourth: ['1245', '9999', '8888', '7777'],
      fifth: ['1111', '2222', '3333', '4444', '5555', '6666'],
      sixth: ['111', '222', '333'],
      seventh: ['45', '01', '02', '03'],
    },
    cases: [
      // Five prizes end in 45: special, second, third, fourth, seventh.
      { playType: 'LO', selection: '45', odds: hit(3500), payout: 17_500n },
      // Second 22222, fifth 2222, sixth 222.
      { playType: 'LO', selection: '22', odds: hit(3500), payout: 10_500n },
      { playType: 'LO', selection: '98', odds: hit(3500), payout: 0n },
      { playType: 'DE', selection: '45', odds: hit(90_000), payout: 90_000n },
      { playType: 'DE', selection: '44', odds: hit(90_000), payout: 0n },
      { playType: 'HEAD', selection: '4', odds: hit(9000), payout: 9000n },
      { playType: 'HEAD', selection: '5', odds: hit(9000), payout: 0n },
      { playType: 'TAIL', selection: '5', odds: hit(9000), payout: 9000n },
      { playType: 'TAIL', selection: '4', odds: hit(9000), payout: 0n },
      { playType: '3D', selection: '345', odds: hit(800_000), payout: 800_000n },
      { playType: '3D', selection: '145', odds: hit(800_000), payout: 0n },
    ],
  },
  {
    layout: 'vnSouth',
    numbers: {
      special: ['123456'],
      first: ['00056'],
      second: ['11111'],
      third: ['22222', '33333'],
      fourth: ['44444', '55555', '66666', '77777', '88888', '99999', '00000'],
      fifth: ['5556'],
      sixth: ['1111', '2222', '3333'],
      seventh: ['777'],
      eighth: ['56'],
    },
    cases: [
      // Special, first, fifth, eighth.
      { playType: 'LO', selection: '56', odds: hit(5000), payout: 20_000n },
      { playType: 'LO', selection: '65', odds: hit(5000), payout: 0n },
      { playType: 'DE', selection: '56', odds: hit(90_000), payout: 90_000n },
      { playType: 'HEAD', selection: '5', odds: hit(9000), payout: 9000n },
      { playType: 'TAIL', selection: '6', odds: hit(9000), payout: 9000n },
      { playType: 'TAIL', selection: '5', odds: hit(9000), payout: 0n },
      { playType: '3D', selection: '456', odds: hit(800_000), payout: 800_000n },
    ],
  },
  {
    layout: 'fast5',
    // Digit sum 35: big and odd.
    numbers: { first: ['98765'] },
    cases: [
      { playType: '2D', selection: '65', odds: hit(90_000), payout: 90_000n },
      { playType: '2D', selection: '56', odds: hit(90_000), payout: 0n },
      { playType: '3D', selection: '765', odds: hit(900_000), payout: 900_000n },
      { playType: 'HEAD', selection: '9', odds: hit(9000), payout: 9000n },
      { playType: 'HEAD', selection: '5', odds: hit(9000), payout: 0n },
      { playType: 'TAIL', selection: '5', odds: hit(9000), payout: 9000n },
      { playType: 'BIG', selection: '', odds: hit(1950), payout: 1950n },
      { playType: 'SMALL', selection: '', odds: hit(1950), payout: 0n },
      { playType: 'ODD', selection: '', odds: hit(1950), payout: 1950n },
      { playType: 'EVEN', selection: '', odds: hit(1950), payout: 0n },
    ],
  },
];

describe('settlement', () => {
  it.each(settlementTable)(
    'pays every $layout play type by the odds on the bet',
    async ({ layout, numbers, cases }) => {
      const lottery = await createLottery(db, layout);
      const draw = await firstDraw(lottery);
      const memberIds = await createMembers(db, cases.length, CASH);
      const betIds = await placeBets(
        db,
        lottery,
        draw.id,
        cases.map((c, i) => ({ memberId: memberIds[i]!, stake: 1000n, ...c })),
      );
      await forceDrawn(db, draw.id, numbers);

      // Batches of 4: several transactions, the last one closing the draw.
      const result = await settleDraw(db, draw.id, 4);
      expect(result.settled).toBe(cases.length);
      const winners = memberIds.filter((_, i) => cases[i]!.payout > 0n);
      expect(result.paidMemberIds.sort()).toEqual(winners.sort());

      const bets = await betsOf(draw.id);
      for (const [i, c] of cases.entries()) {
        const bet = bets.find((b) => b.id === betIds[i])!;
        const what = `${c.playType} ${c.selection}`;
        expect(bet.payout, what).toBe(c.payout);
        expect(bet.state, what).toBe(c.payout > 0n ? 'won' : 'lost');
        expect(bet.settledAt, what).not.toBeNull();
        expect(await cashOf(memberIds[i]!), what).toBe(CASH - 1000n + c.payout);
        // The engine agrees with the hand-worked figure.
        const def = playTypeOf(layout, c.playType)!;
        expect(payoutOf(layout, def, c.selection, numbers, c.odds, 1000n), what).toBe(c.payout);
      }
      const wins = await db
        .select()
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, 'lottery:win:%'))
        .then((rows) => rows.filter((r) => betIds.includes(Number(r.idempotencyKey.slice(12)))));
      expect(wins).toHaveLength(winners.length);
      const firstWin = cases.findIndex((c) => c.payout > 0n);
      const winRow = wins.find((w) => w.idempotencyKey === `lottery:win:${betIds[firstWin]}`)!;
      expect(winRow.kind).toBe('win');
      expect(winRow.metadata).toEqual({
        reference: `${lottery.gameCode} ${draw.numero}`,
        drawId: draw.id,
        betId: betIds[firstWin],
      });
      const [settled] = await drawsOf(db, lottery.lotteryId);
      expect(settled!.state).toBe('settled');
      expect(settled!.settledAt).not.toBeNull();
      await expectLedgerOk();
    },
  );

  it('pays once when settled twice, and nothing when a batch rolls back', async () => {
    const lottery = await createLottery(db, 'fast5');
    const draw = await firstDraw(lottery);
    const memberIds = await createMembers(db, 3, CASH);
    const bets: TestBet[] = [
      { memberId: memberIds[0]!, playType: 'TAIL', selection: '5', stake: 2000n },
      { memberId: memberIds[1]!, playType: 'BIG', selection: '', stake: 1000n },
      { memberId: memberIds[2]!, playType: 'EVEN', selection: '', stake: 500n },
      { memberId: memberIds[0]!, playType: '2D', selection: '65', stake: 100n },
    ];
    await placeBets(db, lottery, draw.id, bets);
    await forceDrawn(db, draw.id, { first: ['98765'] });

    // A batch whose transaction fails after paying: as if it never ran.
    const winsBefore = await ledgerCount('lottery:win:');
    await expect(
      db.transaction(async (tx) => {
        await settleBatch(tx as unknown as Db, draw.id, 2);
        throw new Error('crash after the batch');
      }),
    ).rejects.toThrow('crash after the batch');
    expect(await ledgerCount('lottery:win:')).toBe(winsBefore);
    expect((await betsOf(draw.id)).every((b) => b.state === 'open')).toBe(true);
    expect(await cashOf(memberIds[0]!)).toBe(CASH - 2100n);

    await settleDraw(db, draw.id);
    const paid = [
      await cashOf(memberIds[0]!),
      await cashOf(memberIds[1]!),
      await cashOf(memberIds[2]!),
    ];
    // Default odds: TAIL 9.7x, BIG 1.95x, 2D 97x; EVEN loses.
    const tail = (2000n * BigInt(playTypeOf('fast5', 'TAIL')!.defaultOdds.hit!)) / 1000n;
    const big = (1000n * BigInt(playTypeOf('fast5', 'BIG')!.defaultOdds.hit!)) / 1000n;
    const twoD = (100n * BigInt(playTypeOf('fast5', '2D')!.defaultOdds.hit!)) / 1000n;
    expect(paid).toEqual([CASH - 2100n + tail + twoD, CASH - 1000n + big, CASH - 500n]);
    expect(await ledgerCount('lottery:win:')).toBe(winsBefore + 3);

    expect(await settleDraw(db, draw.id)).toEqual({ settled: 0, paidMemberIds: [] });
    expect(await settleBatch(db, draw.id)).toEqual({ settled: 0, paidMemberIds: [], isDone: true });
    expect(await ledgerCount('lottery:win:')).toBe(winsBefore + 3);
    expect([
      await cashOf(memberIds[0]!),
      await cashOf(memberIds[1]!),
      await cashOf(memberIds[2]!),
    ]).toEqual(paid);
    await expectLedgerOk();
  });

  it("is checked by the ledger's invariant: a payout or state off its ledger rows is found", async () => {
    const lottery = await createLottery(db, 'fast5');
    const draw = await firstDraw(lottery);
    const [memberId] = await createMembers(db, 1, CASH);
    const [betId] = await placeBets(db, lottery, draw.id, [
      { memberId: memberId!, playType: 'TAIL', selection: '5', stake: 1000n },
    ]);
    await forceDrawn(db, draw.id, { first: ['12345'] });
    await settleDraw(db, draw.id);
    await expectLedgerOk();
    const tampered = [
      sql`UPDATE lottery_bets SET payout = payout + 1 WHERE id = ${betId}`,
      sql`UPDATE lottery_bets SET state = 'open' WHERE id = ${betId}`,
      sql`UPDATE lottery_bets SET state = 'void' WHERE id = ${betId}`,
      sql`UPDATE lottery_draws SET state = 'cancelled' WHERE id = ${draw.id}`,
    ];
    for (const change of tampered) {
      const problems = await db
        .transaction(async (tx) => {
          await tx.execute(change);
          throw (await checkLedger(tx as unknown as Db)).problems;
        })
        .catch((p: unknown) => p as string[]);
      expect(problems).toEqual([expect.stringContaining(`lottery bet ${betId} `)]);
    }
    await expectLedgerOk();
  });

  it('refuses to settle a draw not drawn yet', async () => {
    const lottery = await createLottery(db, 'fast5');
    const draw = await firstDraw(lottery);
    await expect(settleDraw(db, draw.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await expect(settleDraw(db, 987_654_321)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('cancelling', () => {
  it('refunds every bet of an open draw once, and refuses a drawn or cancelled one', async () => {
    const lottery = await createLottery(db, 'sea4d');
    await firstDraw(lottery);
    const [draw, drawn] = await drawsOf(db, lottery.lotteryId);
    const memberIds = await createMembers(db, 3, CASH);
    const bets: TestBet[] = [
      { memberId: memberIds[0]!, playType: '4D_BIG', selection: '1234', stake: 1000n },
      { memberId: memberIds[0]!, playType: '2D', selection: '34', stake: 700n },
      { memberId: memberIds[1]!, playType: '4D_BOX', selection: '1123', stake: 300n },
      { memberId: memberIds[2]!, playType: '3D', selection: '999', stake: 5000n },
    ];
    await placeBets(db, lottery, draw!.id, bets);
    await placeBets(db, lottery, drawn!.id, [bets[3]!]);
    expect(await cashOf(memberIds[0]!)).toBe(CASH - 1700n);

    expect(await cancelDraw(db, draw!.id)).toBe(4);
    for (const m of memberIds.slice(0, 2)) expect(await cashOf(m)).toBe(CASH);
    expect(await cashOf(memberIds[2]!)).toBe(CASH - 5000n); // its bet on the other draw stays
    const voided = await betsOf(draw!.id);
    expect(voided.map((b) => [b.state, b.payout])).toEqual(Array(4).fill(['void', 0n]));
    const refunds = await db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          like(ledgerTransactions.idempotencyKey, 'lottery:refund:%'),
          sql`${ledgerTransactions.metadata}->>'drawId' = ${String(draw!.id)}`,
        ),
      );
    expect(refunds.map((r) => r.kind)).toEqual(Array(4).fill('rollback'));
    const [cancelled] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw!.id));
    expect(cancelled!.state).toBe('cancelled');

    await expect(cancelDraw(db, draw!.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });
    expect(await cashOf(memberIds[0]!)).toBe(CASH);
    await forceDrawn(
      db,
      drawn!.id,
      drawFromSeedSync('sea4d', drawn!.serverSeed, drawn!.clientSeed),
    );
    await expect(cancelDraw(db, drawn!.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });
    expect((await betsOf(drawn!.id))[0]!.state).toBe('open');
    // A cancelled draw has nothing to settle.
    expect(await settleBatch(db, draw!.id)).toMatchObject({ settled: 0, isDone: true });
    await settleDraw(db, drawn!.id);
    await expectLedgerOk();
  });
});

describe('the lottery job', () => {
  it('creates, draws and settles; run again it pays nothing twice', async () => {
    const fast = await createLottery(db, 'fast5', {
      intervalSeconds: 60,
      drawTime: '00:00',
      lockSeconds: 10,
    });
    const at = new Date('2026-11-19T05:00:30Z');
    const published: number[] = [];
    const deps = jobDeps(db, published);
    await runJobOnce(deps, lotteryDrawsJob, at);
    const [draw] = await drawsOf(db, fast.lotteryId);
    expect(draw!.numero).toBe('20261119-0782');
    expect(await drawsOf(db, fast.lotteryId)).toHaveLength(3);

    const memberIds = await createMembers(db, 20, CASH);
    const bets: TestBet[] = memberIds.flatMap((memberId, i) => [
      { memberId, playType: 'TAIL', selection: String(i % 10), stake: 1000n },
      { memberId, playType: i % 2 ? 'ODD' : 'EVEN', selection: '', stake: 300n },
    ]);
    const betIds = await placeBets(db, fast, draw!.id, bets);

    // Past the draw: drawn and settled by the next runs (until a run has no more work).
    const later = new Date(draw!.drawAt.getTime() + 1000);
    let runs = 1;
    while ((await runJobOnce(deps, lotteryDrawsJob, later)) === 'more') runs += 1;
    expect(runs).toBeLessThan(5);
    const [done] = await drawsOf(db, fast.lotteryId);
    expect(done!.state).toBe('settled');
    expect(done!.numbers).toEqual(drawFromSeedSync('fast5', done!.serverSeed, done!.clientSeed));
    const settled = await betsOf(draw!.id);
    let paid = 0n;
    for (const [i, bet] of settled.entries()) {
      const expected = payoutOf(
        'fast5',
        playTypeOf('fast5', bets[i]!.playType)!,
        bets[i]!.selection,
        done!.numbers!,
        playTypeOf('fast5', bets[i]!.playType)!.defaultOdds,
        bets[i]!.stake,
      );
      expect(bet.id).toBe(betIds[i]);
      expect(bet.payout).toBe(expected);
      paid += expected;
    }
    // The tail digit's two members and the parity's ten: paid and told.
    const winners = new Set(settled.filter((b) => b.payout > 0n).map((b) => b.memberId));
    expect(winners.size).toBeGreaterThanOrEqual(10);
    expect(new Set(published.filter((id) => memberIds.includes(id)))).toEqual(winners);
    const total = async () => {
      let sum = 0n;
      for (const m of memberIds) sum += await cashOf(m);
      return sum;
    };
    expect(await total()).toBe(20n * CASH - 26_000n + paid);

    const wins = await ledgerCount('lottery:win:');
    await runJobOnce(deps, lotteryDrawsJob, later);
    await runJobOnce(deps, lotteryDrawsJob, new Date(later.getTime() + 5000));
    expect(await ledgerCount('lottery:win:')).toBe(wins);
    expect(await total()).toBe(20n * CASH - 26_000n + paid);
    await expectLedgerOk();
  });

  it('logs a draw it cannot settle and settles the others; repaired, it settles too', async () => {
    const lottery = await createLottery(db, 'fast5');
    await firstDraw(lottery);
    const [bad, good] = await drawsOf(db, lottery.lotteryId);
    const [m1, m2] = await createMembers(db, 2, CASH);
    const tail = (memberId: number): TestBet => ({
      memberId,
      playType: 'TAIL',
      selection: '5',
      stake: 1000n,
    });
    const [badBet] = await placeBets(db, lottery, bad!.id, [tail(m1!)]);
    await placeBets(db, lottery, good!.id, [tail(m2!)]);
    // A selection the engine refuses (two digits for TAIL): settling it throws.
    await db.update(lotteryBets).set({ selection: '55' }).where(eq(lotteryBets.id, badBet!));
    await forceDrawn(db, bad!.id, { first: ['12345'] });
    await forceDrawn(db, good!.id, { first: ['12345'] });

    const won = CASH - 1000n + BigInt(playTypeOf('fast5', 'TAIL')!.defaultOdds.hit!);
    const errors: unknown[] = [];
    const deps = jobDeps(db, [], errors);
    while ((await runJobOnce(deps, lotteryDrawsJob, NOW)) === 'more');
    const [stuck, settled] = await drawsOf(db, lottery.lotteryId);
    expect(stuck!.state).toBe('drawn');
    expect(settled!.state).toBe('settled');
    expect(await cashOf(m2!)).toBe(won);
    expect(errors).toContainEqual(expect.objectContaining({ drawId: bad!.id }));

    await db.update(lotteryBets).set({ selection: '5' }).where(eq(lotteryBets.id, badBet!));
    await runJobOnce(deps, lotteryDrawsJob, NOW);
    expect((await drawsOf(db, lottery.lotteryId))[0]!.state).toBe('settled');
    expect(await cashOf(m1!)).toBe(won);
    await expectLedgerOk();
  });
});
