// Crash: the money workload against a real server process that is killed with SIGKILL and
// started again 12 times while 64 clients keep retrying. Afterwards nothing acknowledged is
// lost, nothing is applied twice, replays answer as the first time did, and the ledger checker
// passes. Vitest runs the server project once per database (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), so each variant runs in its own pass, once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import {
  changeMoneySettings,
  countCastTransactions,
  createCast,
  httpSend,
  planOperations,
  requestOf,
  runWorkload,
  seedSite,
  verifyWorkload,
  type Cast,
} from './money-workload';
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
  type ServerProcess,
} from './server-process';

const OPS = 3_000;
const CLIENTS = 64;
const KILLS = 12;
const MIN_KILLS = 10;
const REPLAYS = 300;
/**
 * A guard against a hang, not a speed goal: alone a run takes about 100 s, but npm test runs the
 * PGlite and PostgreSQL passes and the end-to-end tests side by side on two cores.
 */
const RUN_TIMEOUT_MS = 480_000;

let bundle: ReturnType<typeof bundleServer>;
beforeAll(() => {
  allowServers();
  bundle = bundleServer();
});
// Run after the servers are gone, also when a test failed or timed out half-way.
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  await killAllServers();
  bundle?.remove();
  for (const cleanup of cleanups) await cleanup();
});

interface Variant {
  /** Opens the database in this process (set-up and verification). */
  open: () => Promise<Database>;
  /** What the server process needs to find the same database. */
  env: Record<string, string>;
  /** PGlite is one process per folder: this process closes it while the server runs. */
  exclusive: boolean;
  /** Whether transfers ask for the payment password (argon2) as they do by default. */
  paymentPassword: boolean;
}

async function crashRun({ open, env, exclusive, paymentPassword }: Variant) {
  const started = performance.now();
  let database = await open();
  await seedSite(database);
  await changeMoneySettings(database.db, { paymentPasswordRequired: paymentPassword });
  const cast: Cast = await createCast(database.db);
  if (exclusive) await database.close();
  const setupMs = performance.now() - started;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = { ...env, PORT: String(port), SEED_DEMO: 'false' };
  let server: ServerProcess = startServer(bundle.entry, serverEnv);
  await waitForAnswer(base, server);

  const ops = planOperations(cast, OPS, 7);
  let done = 0;
  let finished = false;
  const restartMs: number[] = [];
  // Kill at evenly spaced points of progress: each life of the server does some work, and
  // with 64 clients in flight every kill cuts requests mid-transaction. A server that does not
  // come back fails the test at once (with its stderr), rather than after the clients give up.
  const supervisor = (async () => {
    for (let k = 1; k <= KILLS; k++) {
      while (!finished && done < Math.floor((k * OPS) / (KILLS + 1))) {
        await new Promise((r) => setTimeout(r, 5));
      }
      if (finished) return;
      await killHard(server);
      server = startServer(bundle.entry, serverEnv);
      restartMs.push(await waitForAnswer(base, server));
    }
  })();
  const send = httpSend(base);
  const workload = runWorkload(cast, ops, {
    clients: CLIENTS,
    send,
    // A client keeps retrying through a restart. On PGlite under CI's load a restart (taking
    // over the data folder's lock, opening the database) has taken longer than the default
    // 120 s: each failure so far was an operation that got no answer at all (connection
    // refused) while the server came back.
    giveUpAfterMs: 300_000,
    onOutcome: (_, n) => {
      done = n;
    },
  }).finally(() => {
    finished = true;
  });
  const [run] = await Promise.all([workload, supervisor]);

  // Replays afterwards, those that crossed a crash first: the same answer, nothing moves.
  const applied = run.outcomes.filter((o) => o.applied);
  const sample = [
    ...applied.filter((o) => o.attempts > 1),
    ...applied.filter((o) => o.attempts === 1),
  ].slice(0, REPLAYS);
  const replays = await Promise.all(sample.map((o) => send(requestOf(cast, o.op))));
  await stopGently(server);

  if (exclusive) database = await open();
  try {
    const problems = await verifyWorkload(database.db, cast, run.outcomes);
    const before = applied.length;
    const after = await countCastTransactions(database.db, cast);
    const totalMs = performance.now() - started;
    return { run, restartMs, sample, replays, problems, before, after, setupMs, totalMs };
  } finally {
    await database.close();
  }
}

function expectSurvived(result: Awaited<ReturnType<typeof crashRun>>) {
  const { run, restartMs, sample, replays, problems, before, after, setupMs, totalMs } = result;
  // The kills are spaced by progress; a fast run may end before the last one lands. The issue
  // asks for at least 10 restarts under load.
  expect(restartMs.length).toBeGreaterThanOrEqual(MIN_KILLS);
  // The kills did cut requests: clients saw no answer and sent again.
  expect(run.unanswered).toBeGreaterThan(0);
  expect(run.serverErrors).toEqual([]);
  expect(problems).toEqual([]);
  expect(after).toBe(before);
  expect(sample.length).toBeGreaterThan(0);
  for (const [i, o] of sample.entries()) {
    expect({ key: o.op.key, status: replays[i]!.status, text: replays[i]!.text }).toEqual({
      key: o.op.key,
      status: o.status,
      text: o.text,
    });
  }
  const applied = run.outcomes.filter((o) => o.applied).length;
  console.info(
    `crash run: ${run.outcomes.length} ops (${applied} applied) by ${CLIENTS} clients in ` +
      `${(run.ms / 1000).toFixed(1)} s, ${restartMs.length} SIGKILLs, restarts ` +
      `${Math.min(...restartMs).toFixed(0)}-${Math.max(...restartMs).toFixed(0)} ms, ` +
      `${run.unanswered} sends unanswered and retried; set-up ${(setupMs / 1000).toFixed(1)} s, ` +
      `all ${(totalMs / 1000).toFixed(1)} s`,
  );
}

describe('money calls while the server is killed and restarted', () => {
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'on PGlite: nothing acknowledged lost, nothing applied twice',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'crash-pglite-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const result = await crashRun({
        open: () => openPglite(dir),
        env: { DATA_DIR: dir },
        exclusive: true,
        // PGlite runs every transaction on its one connection, and a transfer checks the payment
        // password (argon2) inside its transaction: with it on, this run would mostly measure
        // argon2 while everything else waits. The PostgreSQL run keeps it on.
        paymentPassword: false,
      });
      expectSurvived(result);
    },
    RUN_TIMEOUT_MS,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: nothing acknowledged lost, nothing applied twice',
    async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'crash');
      cleanups.push(scratch.drop);
      const result = await crashRun({
        open: () => openPostgres(scratch.url, () => undefined),
        env: { DATABASE_URL: scratch.url },
        exclusive: false,
        paymentPassword: true,
      });
      expectSurvived(result);
    },
    RUN_TIMEOUT_MS,
  );
});
