// Crash: a real server process settles the daily salary of 1,500 agents' contracts over three
// ended days (its own scheduled job) and is killed with SIGKILL halfway; at the kill every
// statement written has its payment and no other; restarted as two processes running the job
// at once, they finish: each (contract, period) once, the whole tree paid the top rate on the
// whole team, the ledger checks.
// PostgreSQL only (TEST_DATABASE_URL): a server process and this one share the database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/client';
import { checkLedger } from '../src/ledger/check';
import { grossOf } from '../src/modules/agent-contracts/settlement-math';
import { lastEndedPeriod, periodOf } from '../src/modules/agent-contracts/periods';
import {
  bundleServer,
  createScratchDatabase,
  allowServers,
  freePort,
  killAllServers,
  killHard,
  startServer,
  stopGently,
  waitForAnswer,
} from './server-process';
import { seedSettlementTree, settlementTotals } from './settlement-seed';

const TZ = 'Asia/Yangon';
const DAY = 86_400_000;
const AGENTS = 1_500;

let bundle: ReturnType<typeof bundleServer> | undefined;
const cleanups: Array<() => unknown> = [];
beforeAll(() => {
  allowServers();
  if (process.env.TEST_DATABASE_URL) bundle = bundleServer();
});
afterAll(async () => {
  await killAllServers();
  bundle?.remove();
  for (const cleanup of cleanups) await cleanup();
});

const siteDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(at);

async function until<T>(read: () => Promise<T>, isDone: (v: T) => boolean, ms: number): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (performance.now() - started > ms)
      throw new Error(
        `gave up waiting: ${JSON.stringify(value, (_, x) => (typeof x === 'bigint' ? String(x) : x))}`,
      );
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'agent settlement killed halfway (PostgreSQL)',
  () => {
    it('restarts as two processes at once and finishes: nothing lost, nothing paid twice', async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'settle');
      cleanups.push(scratch.drop);
      const database: Database = await openPostgres(scratch.url, () => undefined);
      cleanups.push(() => database.close());
      const db = database.db;
      const now = new Date();
      const tree = await seedSettlementTree(db, {
        agents: AGENTS,
        firstId: 10_000,
        factsDay: siteDay(new Date(now.getTime() - 2 * DAY)),
        acceptedAt: new Date(now.getTime() - 3 * DAY),
      });
      // The days that ended since the contracts were accepted (as the job will see them).
      let runs = 0;
      const last = lastEndedPeriod('D', new Date(Date.now() + 30_000), TZ);
      for (
        let p = periodOf('D', new Date(now.getTime() - 3 * DAY), TZ);
        p.start < last.end;
        runs++
      ) {
        p = periodOf('D', p.end, TZ);
      }
      const expected = AGENTS * runs;

      const env = { DATABASE_URL: scratch.url, PORT: '0', SEED_DEMO: 'false' };
      const port = await freePort();
      const server = startServer(bundle!.entry, { ...env, PORT: String(port) });
      await waitForAnswer(`http://127.0.0.1:${port}`, server);
      // Halfway: some batches committed, not all.
      const atKill = await until(
        () => settlementTotals(db, 'daily_salary'),
        (t) => t.statements >= 1_000,
        60_000,
      );
      await killHard(server);
      const afterKill = await settlementTotals(db, 'daily_salary');
      expect(afterKill.statements).toBeLessThan(expected);
      expect(afterKill.statements).toBeGreaterThanOrEqual(atKill.statements);
      // Every statement written has its payment (a batch is one transaction).
      const positive = async () =>
        (
          (await db.execute(
            sql`SELECT count(*)::int AS n FROM agent_settlements WHERE kind = 'daily_salary' AND amount > 0`,
          )) as unknown as { rows: Array<{ n: number }> }
        ).rows[0]!.n;
      expect(afterKill.payments).toBe(await positive());
      expect((await checkLedger(db)).problems).toEqual([]);

      // Restarted as two processes at once, both running the job on the same database: they
      // race for the periods left, and each (contract, period) is still paid once.
      const secondPort = await freePort();
      const servers = [
        startServer(bundle!.entry, { ...env, PORT: String(port) }),
        startServer(bundle!.entry, { ...env, PORT: String(secondPort) }),
      ];
      await Promise.all([
        waitForAnswer(`http://127.0.0.1:${port}`, servers[0]!),
        waitForAnswer(`http://127.0.0.1:${secondPort}`, servers[1]!),
      ]);
      const done = await until(
        () => settlementTotals(db, 'daily_salary'),
        (t) => t.statements >= expected,
        90_000,
      );
      await Promise.all(servers.map((s) => stopGently(s)));
      expect(done.statements).toBe(expected);
      expect(done.twice).toBe(0);
      expect(done.paid).toBe(grossOf(tree.topRateBp, tree.totalValidBet));
      expect(done.payments).toBe(AGENTS);
      expect(done.payments).toBe(await positive());
      expect((await checkLedger(db)).problems).toEqual([]);
      console.info(
        `settlement crash: killed at ${afterKill.statements} of ${expected} statements, ` +
          `finished after a restart as two processes`,
      );
    }, 240_000);
  },
);
