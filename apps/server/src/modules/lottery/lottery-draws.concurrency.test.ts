// The draw engine under concurrency on PostgreSQL: job runs of two processes at once, and the
// steps themselves (draw, settle, cancel) called at once without the job's lock, each pay or
// refund every bet exactly once. Skipped on PGlite, whose single connection runs everything one
// after another and so proves nothing here.
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutOf, playTypeOf } from '@wps/games/lottery';
import type { Database, Db } from '../../db/client';
import { ledgerTransactions } from '../../db/schema/ledger';
import { lotteryBets } from '../../db/schema/lottery';
import { checkLedger } from '../../ledger/check';
import { runJobOnce, type JobOutcome } from '../../lib/jobs';
import { openTestDatabase } from '../../../test/test-app';
import {
  createLottery,
  createMembers,
  drawsOf,
  forceDrawn,
  jobDeps,
  placeBets,
  type TestBet,
} from './draws-test-kit';
import { cancelDraw, createDrawsUntil, drawDue, settleDraw } from './lottery-draws';
import { lotteryDrawsJob } from './lottery.job';

const CASH = 10_000_000n;
const NOW = new Date('2026-11-18T03:00:30Z');

let database: Database;
let db: Db;

async function ledgerCount(prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `${prefix}%`));
  return row!.n;
}

/** What the member side of the draw's bets moved: stakes out, wins and refunds in. */
async function memberSideOf(drawId: number): Promise<bigint> {
  const result = (await db.execute(sql`
    SELECT coalesce(sum(e.amount), 0)::text AS moved
      FROM lottery_bets b
      JOIN ledger_transactions t
        ON t.idempotency_key IN ('lottery:bet:' || b.id, 'lottery:win:' || b.id,
                                 'lottery:refund:' || b.id)
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = b.member_id
     WHERE b.draw_id = ${drawId}`)) as unknown as { rows: Array<{ moved: string }> };
  return BigInt(result.rows[0]!.moved);
}

/** `count` bets of 200 members over the fast play types, on the lottery's first draw. */
async function drawWithBets(count: number) {
  const lottery = await createLottery(db, 'fast5', {
    intervalSeconds: 60,
    drawTime: '00:00',
    lockSeconds: 10,
  });
  await createDrawsUntil(db, lottery.lotteryId, new Date(NOW.getTime() + 180_000), NOW);
  const [draw] = await drawsOf(db, lottery.lotteryId);
  const memberIds = await createMembers(db, 200, CASH);
  // BIG and SMALL (and ODD and EVEN) both: whatever the seed draws, one of each pair wins, so
  // every draw has winners to pay. (With BIG and ODD alone, about one draw in ten paid no one.)
  const kinds = ['TAIL', 'HEAD', 'BIG', 'SMALL', 'ODD', 'EVEN', '2D'] as const;
  const bets: TestBet[] = Array.from({ length: count }, (_, i) => {
    const playType = kinds[i % kinds.length]!;
    const digits = playTypeOf('fast5', playType)!.digits;
    const selection = digits === 0 ? '' : String(i % 10 ** digits).padStart(digits, '0');
    return { memberId: memberIds[i % memberIds.length]!, playType, selection, stake: 100n };
  });
  await placeBets(db, lottery, draw!.id, bets);
  return { lottery, draw: draw!, bets };
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'lottery draws under concurrency (PostgreSQL)',
  () => {
    beforeAll(async () => {
      database = await openTestDatabase({ poolSize: 12 });
      db = database.db;
    });
    afterAll(async () => {
      await database?.close();
    });

    it('two processes running the job at once draw and pay 12,000 bets exactly once', async () => {
      const { lottery, draw, bets } = await drawWithBets(12_000);
      const later = new Date(draw.drawAt.getTime() + 1000);
      const published: number[] = [];
      // Each process runs turns as startJobs does: again at once while a run has more, a little
      // later when the other held the lock.
      const turns = async () => {
        const outcomes: JobOutcome[] = [];
        for (let i = 0; i < 40; i++) {
          const outcome = await runJobOnce(jobDeps(db, published), lotteryDrawsJob, later);
          outcomes.push(outcome);
          if (outcome === 'done') break;
          if (outcome === 'skipped') await new Promise((r) => setTimeout(r, 100));
        }
        return outcomes;
      };
      const [a, b] = await Promise.all([turns(), turns()]);
      // Whoever skipped a turn tried again; between them every batch ran.
      expect([...a, ...b]).toContain('more');
      const [done] = await drawsOf(db, lottery.lotteryId);
      expect(done!.state).toBe('settled');

      const settled = await db.select().from(lotteryBets).where(eq(lotteryBets.drawId, draw.id));
      expect(settled).toHaveLength(12_000);
      let paid = 0n;
      for (const bet of settled) {
        const def = playTypeOf('fast5', bet.playType)!;
        const expected = payoutOf('fast5', def, bet.selection, done!.numbers!, bet.odds, bet.stake);
        expect(bet.payout).toBe(expected);
        paid += expected;
      }
      const winners = settled.filter((s) => s.payout > 0n).length;
      expect(winners).toBeGreaterThan(1_000);
      expect(await ledgerCount('lottery:win:')).toBe(winners);
      expect(await memberSideOf(draw.id)).toBe(paid - 100n * BigInt(bets.length));
      expect((await checkLedger(db)).problems).toEqual([]);
    });

    it('settleDraw called four times at once, without the job, pays once', async () => {
      const { draw } = await drawWithBets(6_000);
      await forceDrawn(db, draw.id, { first: ['98765'] });
      const winsBefore = await ledgerCount('lottery:win:');
      const results = await Promise.all(
        Array.from({ length: 4 }, () => settleDraw(db, draw.id, 1_000)),
      );
      expect(results.reduce((n, r) => n + r.settled, 0)).toBe(6_000);
      const settled = await db.select().from(lotteryBets).where(eq(lotteryBets.drawId, draw.id));
      const winners = settled.filter((b) => b.state === 'won');
      expect(settled.every((b) => b.state !== 'open')).toBe(true);
      expect(await ledgerCount('lottery:win:')).toBe(winsBefore + winners.length);
      const paid = winners.reduce((s, b) => s + b.payout, 0n);
      expect(await memberSideOf(draw.id)).toBe(paid - 600_000n);
      expect((await checkLedger(db)).problems).toEqual([]);
    });

    it('draws drawn and draws cancelled at once: each once', async () => {
      const { lottery, draw } = await drawWithBets(3_000);
      const later = new Date(NOW.getTime() + 180_000);
      const drawn = await Promise.all(Array.from({ length: 3 }, () => drawDue(db, later)));
      // The lottery's three draws are due (and any other open draw of the database).
      expect(drawn.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
      expect((await drawsOf(db, lottery.lotteryId)).every((d) => d.state === 'drawn')).toBe(true);

      // Cancelling needs an open draw: a fresh one, cancelled by three callers at once.
      const other = await drawWithBets(3_000);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 3 }, () => cancelDraw(db, other.draw.id)),
      );
      const refunded = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      expect(refunded).toEqual([3_000]);
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      expect(refused).toEqual([
        expect.objectContaining({ code: 'INVALID_STATE' }),
        expect.objectContaining({ code: 'INVALID_STATE' }),
      ]);
      expect(await memberSideOf(other.draw.id)).toBe(0n);
      await settleDraw(db, draw.id);
      expect((await checkLedger(db)).problems).toEqual([]);
    });
  },
);
