// Settlement on PostgreSQL with two processes running the job at once: every (contract, period)
// gets one statement and at most one payment, the pay down the tree is exactly the top rate on
// the whole team, and the ledger checks. Skipped on PGlite (one connection: proves nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { checkLedger } from '../../ledger/check';
import { runJobOnce, type JobOutcome } from '../../lib/jobs';
import { openTestDatabase } from '../../../test/test-app';
import { seedSettlementTree, settlementTotals } from '../../../test/settlement-seed';
import { grossOf } from './settlement-math';
import { settlementJobOf } from './settlement.job';

const TZ = 'Asia/Yangon';
const DAY = 86_400_000;
let database: Database;

function deps(db: Database['db'], published: number[]): Deps {
  return {
    db,
    config: { SITE_TIME_ZONE: TZ },
    balanceEvents: {
      publish: (ids: number[]) => void published.push(...ids),
      subscribe: () => () => undefined,
      close: async () => undefined,
    },
    log: { error: () => undefined },
  } as unknown as Deps;
}

const siteDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(at);

describe.runIf(process.env.TEST_DATABASE_URL)(
  'agent settlement under concurrency (PostgreSQL)',
  () => {
    beforeAll(async () => {
      database = await openTestDatabase({ poolSize: 12 });
    });
    afterAll(async () => {
      await database?.close();
    });

    it('two processes running the daily-salary job at once pay each (contract, period) once', async () => {
      const now = new Date();
      const tree = await seedSettlementTree(database.db, {
        agents: 800,
        firstId: 500_000,
        factsDay: siteDay(new Date(now.getTime() - 2 * DAY)),
        acceptedAt: new Date(now.getTime() - 3 * DAY),
      });
      const job = settlementJobOf('daily_salary', 97);
      const published: number[] = [];
      const turns = async () => {
        const outcomes: JobOutcome[] = [];
        for (let i = 0; i < 400; i++) {
          const outcome = await runJobOnce(deps(database.db, published), job, now);
          outcomes.push(outcome);
          if (outcome === 'done') break;
          if (outcome === 'skipped') await new Promise((r) => setTimeout(r, 20));
        }
        return outcomes;
      };
      const [a, b] = await Promise.all([turns(), turns()]);
      expect([...a, ...b]).toContain('more');
      expect([...a, ...b]).toContain('skipped');

      const totals = await settlementTotals(database.db, 'daily_salary');
      // Three or four days ended since the contracts were accepted, 800 statements each.
      expect(totals.statements % 800).toBe(0);
      expect(totals.statements).toBeGreaterThanOrEqual(3 * 800);
      expect(totals.twice).toBe(0);
      // Level difference: the whole tree is paid the top rate on the whole team, once.
      expect(totals.paid).toBe(grossOf(tree.topRateBp, tree.totalValidBet));
      expect(totals.payments).toBe(800);
      expect(new Set(published).size).toBe(800);
      expect((await checkLedger(database.db)).problems).toEqual([]);

      // A third process later: nothing left to pay.
      expect(await runJobOnce(deps(database.db, []), job, now)).toBe('done');
      expect(await settlementTotals(database.db, 'daily_salary')).toEqual(totals);
    }, 120_000);
  },
);
