// Concurrency on PostgreSQL: 64 clients send 20,000 mixed money calls over HTTP (into and out of
// game wallets, to the upline, to a downline) for 1,000 players under 5 hot agents, each with
// its own idempotency key, retried until its outcome is known. Afterwards the ledger checker
// passes, every acknowledged key has exactly one effect and every refused key none, each balance
// is its funding plus what was acknowledged, and replays answer as the first time did. Skipped
// on PGlite, whose single connection runs everything one after another.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { defaultMoneySettings } from '../src/modules/money-settings/money-settings.queries';
import {
  countCastTransactions,
  createCast,
  httpSend,
  planOperations,
  quantile,
  requestOf,
  runWorkload,
  verifyWorkload,
} from './money-workload';
import { createTestApp } from './test-app';

const OPS = 20_000;
const CLIENTS = 64;
const REPLAYS = 500;
/**
 * Connections of the app's pool: fewer than the clients (requests queue for one, as in
 * production), and few enough that other test files on the same PostgreSQL keep theirs.
 */
const POOL = 24;

describe.runIf(process.env.TEST_DATABASE_URL)('money calls under concurrency (PostgreSQL)', () => {
  it('keeps every acknowledged outcome exactly once with 64 clients and 20,000 operations', async () => {
    const t = await createTestApp({ poolSize: POOL });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const send = httpSend(`http://127.0.0.1:${port}`);
      // 7,000 argon2 verifications of the payment password would take most of the run's time on
      // two cores and measure argon2, not the money path; the PostgreSQL crash run and the storms
      // keep it on.
      const settings = await t.call({
        method: 'PUT',
        url: '/ops/api/system/setting/money',
        token: await t.opsToken(),
        payload: { ...defaultMoneySettings, paymentPasswordRequired: false },
      });
      expect(settings.status).toBe(200);
      const cast = await createCast(t.deps.db);
      const ops = planOperations(cast, OPS, 11);

      const run = await runWorkload(cast, ops, { clients: CLIENTS, send });

      expect(run.unanswered).toBe(0);
      expect(run.serverErrors).toEqual([]);
      expect(await verifyWorkload(t.deps.db, cast, run.outcomes)).toEqual([]);
      // The mix has teeth: most calls moved money, some were refused for want of funds, and
      // every kind of call succeeded many times.
      const applied = run.outcomes.filter((o) => o.applied);
      expect(applied.length).toBeGreaterThan(OPS / 2);
      expect(run.outcomes.some((o) => o.code === 'INSUFFICIENT_FUNDS')).toBe(true);
      for (const kind of ['walletIn', 'walletOut', 'upline', 'downline']) {
        expect(applied.filter((o) => o.op.kind === kind).length, kind).toBeGreaterThan(500);
      }

      // Replays, concurrently: the first answer again, and nothing moves.
      const sample = applied.slice(0, REPLAYS);
      const replays = await Promise.all(sample.map((o) => send(requestOf(cast, o.op))));
      expect(replays.map((r) => `${r.status} ${r.text}`)).toEqual(
        sample.map((o) => `${o.status} ${o.text}`),
      );
      expect(await countCastTransactions(t.deps.db, cast)).toBe(applied.length);

      const ms = run.outcomes.map((o) => o.ms);
      console.info(
        `concurrency run: ${OPS} ops (${applied.length} applied) by ${CLIENTS} clients in ` +
          `${(run.ms / 1000).toFixed(1)} s (${((OPS * 1000) / run.ms).toFixed(0)} ops/s), ` +
          `p50 ${quantile(ms, 0.5).toFixed(0)} ms, p99 ${quantile(ms, 0.99).toFixed(0)} ms`,
      );
    } finally {
      await t.close();
    }
  }, 300_000);
});
