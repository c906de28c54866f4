// The scheduled-jobs runner: one run at a time across processes (PostgreSQL advisory lock), a
// run is one transaction, balance events after commit, errors logged, stop waits.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fundedCash } from '../../test/ledger-kit';
import { ledgerTransactions } from '../db/schema/ledger';
import type { Deps } from '../deps';
import { openAccount } from '../ledger/accounts';
import { post } from '../ledger/post';
import { runJobOnce, startJobs, type Job } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const uniqueName = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** A copy of the app's deps whose error log is a mock. */
function depsWithLog() {
  const error = vi.fn();
  const deps: Deps = { ...t.deps, log: Object.assign(Object.create(t.deps.log), { error }) };
  return { deps, error };
}

describe('runJobOnce', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips while another process runs the same job, not another job',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const slow: Job = {
        name: uniqueName('slow'),
        everyMs: 1000,
        run: async () => {
          entered();
          await gate;
        },
      };
      const first = runJobOnce(t.deps, slow);
      await inside;
      expect(await runJobOnce(t.deps, slow)).toBe('skipped');
      const other: Job = { name: uniqueName('other'), everyMs: 1000, run: async () => {} };
      expect(await runJobOnce(t.deps, other)).toBe('done');
      release();
      expect(await first).toBe('done');
      expect(await runJobOnce(t.deps, slow)).toBe('done');
    },
  );

  it('runs in one transaction: a failing run leaves nothing and publishes nothing', async () => {
    const cash = await fundedCash(t.deps.db, 0n);
    const house = await openAccount(t.deps.db, 'house', null);
    const key = uniqueName('job-credit');
    const listener = vi.fn();
    t.deps.balanceEvents.subscribe(cash.memberId!, listener);
    const credit = async (deps: Deps) => {
      await post(deps.db, {
        key,
        kind: 'test.credit',
        entries: [
          { account: house.id, amount: -5n },
          { account: cash.id, amount: 5n },
        ],
      });
      deps.balanceEvents.publish([cash.memberId!]);
    };
    const failing: Job = {
      name: uniqueName('failing'),
      everyMs: 1000,
      run: async (deps) => {
        await credit(deps);
        expect(listener).not.toHaveBeenCalled();
        throw new Error('boom');
      },
    };
    await expect(runJobOnce(t.deps, failing)).rejects.toThrow('boom');
    const keyRows = () =>
      t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
    expect(await keyRows()).toHaveLength(0);
    expect(listener).not.toHaveBeenCalled();

    const working: Job = { name: uniqueName('working'), everyMs: 1000, run: credit };
    expect(await runJobOnce(t.deps, working)).toBe('done');
    expect(await keyRows()).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('passes the given time to the job', async () => {
    const run = vi.fn(async () => {});
    const at = new Date('2030-01-02T03:04:05Z');
    await runJobOnce(t.deps, { name: uniqueName('clock'), everyMs: 1000, run }, at);
    expect(run).toHaveBeenCalledWith(expect.anything(), at);
  });
});

describe('startJobs', () => {
  it('runs each job again and again, logs a failure and keeps going, and stop waits', async () => {
    const { deps, error } = depsWithLog();
    let fails = 0;
    let runs = 0;
    let isRunning = false;
    const flaky: Job = {
      name: uniqueName('flaky'),
      everyMs: 20,
      run: async () => {
        fails += 1;
        if (fails % 2 === 1) throw new Error('every other run fails');
      },
    };
    const slow: Job = {
      name: uniqueName('steady'),
      everyMs: 20,
      run: async () => {
        isRunning = true;
        await new Promise((resolve) => setTimeout(resolve, 30));
        runs += 1;
        isRunning = false;
      },
    };
    const jobs = startJobs(deps, [flaky, slow], { firstWithinMs: 0 });
    await vi.waitFor(() => expect(fails).toBeGreaterThanOrEqual(4), { timeout: 5000 });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ job: flaky.name }),
      'scheduled job failed',
    );
    await jobs.stop();
    expect(isRunning).toBe(false);
    const after = { fails, runs };
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect({ fails, runs }).toEqual(after);
  });

  it('runs again at once while a run says it has more', async () => {
    const { deps } = depsWithLog();
    const times: number[] = [];
    const batches: Job = {
      name: uniqueName('batches'),
      everyMs: 60_000,
      run: async () => {
        times.push(Date.now());
        return { hasMore: times.length < 3 };
      },
    };
    const jobs = startJobs(deps, [batches], { firstWithinMs: 0 });
    await vi.waitFor(() => expect(times).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await jobs.stop();
    // Back to back, not a minute apart; and then it waits its minute.
    expect(times).toHaveLength(3);
    expect(times[2]! - times[0]!).toBeLessThan(1000);
  });

  it('refuses two jobs of one name', () => {
    const job: Job = { name: 'same', everyMs: 1000, run: async () => {} };
    expect(() => startJobs(t.deps, [job, { ...job }])).toThrow('share a name');
  });
});
