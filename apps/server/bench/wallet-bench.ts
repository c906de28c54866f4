// `npm run bench:wallet`: money moved between the main wallet and a game wallet, on PostgreSQL.
//  1. through the HTTP API: GCS_walletTransfer IN and OUT, 64 connections, against a server
//     process started from the bundle (as `npm start` runs it);
//  2. the same SQL transaction the ledger posts for such a transfer (BEGIN; one statement that
//     checks the member may move money, takes the key, locks both accounts in id order, makes
//     the guarded balance updates and writes the two entries; COMMIT; the statement prepared
//     once per connection), run directly with 64 connections: its text is post.ts's own
//     (postingStatement), built per transfer as the ledger builds it.
// Prints the throughput of both at saturation (each of 64 loops sends its next call as soon as
// the last is answered) and their ratio (goal: HTTP at least half of direct SQL).
//  3. the HTTP path again at a fixed rate, half the direct SQL throughput (the rate the ratio goal
//     asks the API to carry), over 64 connections: its p99 (goal: at most 50 ms) is timed from
//     when each call was due, so a slow answer that delays the next calls counts against them
//     too. The saturated p99 is printed as well: there it only measures the queue the 64 loops
//     build (64 calls in flight / throughput), not the API (docs/decisions.md, "Wallet benchmark").
// The database is a fresh one on the server
// BENCH_DATABASE_URL names (default postgres://postgres@127.0.0.1:5432/postgres), dropped after.
// BENCH_SECONDS sets the length of each measured phase (default 10).
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openPostgres } from '../src/db/client';
import { openAccount } from '../src/ledger/accounts';
import { checkLedger } from '../src/ledger/check';
import { checkEntries, fingerprintOf, postFingerprint, postingStatement } from '../src/ledger/post';
import { isRealMemberSql } from '../src/modules/member/member.queries';
import { createCast, httpSend, quantile, seedSite, type Cast } from '../test/money-workload';
import {
  bundleServer,
  cpuProfileArgs,
  createScratchDatabase,
  startServer,
  stopGently,
  waitForAnswer,
} from '../test/server-process';
import { benchDatabaseUrl, runBench } from './bench-kit';
import { fixedRate, type Phase } from './pacing';

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const PORT = 3191;
const AMOUNT = 100n;

/**
 * Runs `step` in CONNECTIONS loops: WARMUP_SECONDS unmeasured, then SECONDS measured. Each loop
 * owns its players (player c, c + 64, ...), moving AMOUNT in and then out of their game wallet,
 * so no two loops touch one account and no balance runs dry.
 */
async function phase(
  players: number,
  step: (player: number, direction: 'IN' | 'OUT', loop: number) => Promise<boolean>,
): Promise<Phase> {
  const result: Phase = { ops: 0, failures: 0, latencies: [], seconds: SECONDS };
  const warmEnd = performance.now() + WARMUP_SECONDS * 1000;
  const end = warmEnd + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let n = 0; performance.now() < end; n++) {
        const player = (c + CONNECTIONS * Math.floor(n / 2)) % players;
        const t0 = performance.now();
        const ok = await step(player, n % 2 === 0 ? 'IN' : 'OUT', c).catch((error: unknown) => {
          if (failuresShown++ < 3) console.error(error);
          return false;
        });
        const t1 = performance.now();
        if (t0 < warmEnd || t1 > end) continue;
        if (ok) result.ops += 1;
        else result.failures += 1;
        result.latencies.push(t1 - t0);
      }
    }),
  );
  return result;
}

let failuresShown = 0;

/** Sends `rate` calls a second (pacing.ts), each timed from when it was due. */
const fixedRatePhase = (rate: number, step: (n: number) => Promise<boolean>) =>
  fixedRate(
    rate,
    { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS },
    async (n, due, latencies) => {
      const ok = await step(n).catch((error: unknown) => {
        if (failuresShown++ < 3) console.error(error);
        return false;
      });
      latencies.push(performance.now() - due);
      return ok;
    },
    () => undefined,
  );

/** The member and accounts of one direct transfer, and the vendor it names. */
interface DirectTransfer {
  memberId: number;
  from: number;
  to: number;
  direction: 'IN' | 'OUT';
  vendor: string;
}

const dialect = new PgDialect();

/**
 * The ledger's transaction for a game-wallet transfer on one connection: BEGIN, the posting
 * statement post.ts sends for wallet-transfer.service.ts (postingStatement, with the member's
 * state as its onlyIf condition and the same kind of key, metadata and amounts), COMMIT.
 */
async function postTransferSql(client: pg.PoolClient, t: DirectTransfer): Promise<boolean> {
  const entries = checkEntries([
    { account: t.from, amount: -AMOUNT },
    { account: t.to, amount: AMOUNT },
  ]);
  const { vendor, direction } = t;
  const request = fingerprintOf({ op: 'wallet_transfer', vendor, direction, amount: `${AMOUNT}` });
  const metadata = { request, vendor, reference: vendor };
  const kind = direction === 'IN' ? 'wallet_transfer_in' : 'wallet_transfer_out';
  const statement = dialect.sqlToQuery(
    postingStatement({
      key: `wt:${t.memberId}:bench-sql-${randomBytes(8).toString('hex')}`,
      kind,
      fingerprint: postFingerprint(kind, entries, metadata),
      metadata,
      entries,
      guarded: [true, true],
      currency: 'MMK',
      onlyIf: isRealMemberSql(t.memberId),
    }),
  );
  await client.query('BEGIN');
  try {
    // Named, so it is parsed and planned once per connection, as the ledger's (db/prepared.ts).
    const moved = await client.query({
      name: 'bench_post',
      text: statement.sql,
      values: statement.params,
    });
    if (moved.rowCount !== 2) throw new Error(`${t.from} or ${t.to} cannot pay`);
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

function summary(name: string, p: Phase): string {
  const rate = p.ops / p.seconds;
  return (
    `${name.padEnd(34)} ${rate.toFixed(0).padStart(6)} ops/s   ` +
    `p50 ${quantile(p.latencies, 0.5).toFixed(1).padStart(5)} ms   ` +
    `p99 ${quantile(p.latencies, 0.99).toFixed(1).padStart(5)} ms   ` +
    `(${p.ops} ops, ${p.failures} failed)`
  );
}

async function main(): Promise<number> {
  const scratch = await createScratchDatabase(benchDatabaseUrl, 'bench_wallet');
  const bundle = bundleServer();
  const database = await openPostgres(scratch.url, () => undefined);
  try {
    const db = database.db;
    process.stdout.write('Setting up: migrations, demo data, 1,000 funded players ...\n');
    await seedSite(database);
    const cast: Cast = await createCast(db, { playerFunds: 10_000_000n });
    const vendor = cast.vendors[0]!;
    const games: number[] = [];
    for (const p of cast.players) {
      games.push((await openAccount(db, 'player_game', { member: p.id, vendor })).id);
    }

    // Other work on the machine skews both phases: say how busy it was.
    const loadBefore = loadavg()[0]!;

    // A multiple of CONNECTIONS, so no two loops ever share a player.
    const players = cast.players.length - (cast.players.length % CONNECTIONS);

    // 1. The ledger's transaction, directly.
    const pool = new pg.Pool({ connectionString: scratch.url, max: CONNECTIONS });
    pool.on('error', () => undefined);
    const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.connect()));
    const direct = await phase(players, async (player, direction, loop) => {
      const client = clients[loop]!;
      const { id: memberId, cash } = cast.players[player]!;
      const game = games[player]!;
      const [from, to] = direction === 'IN' ? [cash, game] : [game, cash];
      return postTransferSql(client, { memberId, from, to, direction, vendor });
    });
    const { rows } = await clients[0]!.query<{ server_version: string }>('SHOW server_version');
    for (const c of clients) c.release();
    await pool.end();

    // 2 and 3. Through the API.
    const server = startServer(
      bundle.entry,
      {
        PORT: String(PORT),
        DATABASE_URL: scratch.url,
        SEED_DEMO: 'false',
      },
      cpuProfileArgs(),
    );
    await waitForAnswer(`http://127.0.0.1:${PORT}`, server);
    const send = httpSend(`http://127.0.0.1:${PORT}`, { sockets: CONNECTIONS });
    let serial = 0;
    const transfer = async (player: number, direction: 'IN' | 'OUT'): Promise<boolean> => {
      const answer = await send({
        url: '/wps/relay/GCS_walletTransfer',
        token: cast.players[player]!.token,
        body: {
          idempotencyKey: `bench-${cast.tag}-${serial++}`,
          vendor,
          direction,
          amount: AMOUNT.toString(),
        },
      });
      if (answer.status === 200) return true;
      if (failuresShown++ < 3) console.error(`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`);
      return false;
    };
    const http = await phase(players, transfer);
    // Player n % players, IN on its even visits and OUT on its odd ones: a player's OUT is sent
    // a whole round of players after its IN, long after it was answered.
    // Half the direct SQL throughput is the goal's rate; a quarter shows the curve below it.
    const rate = Math.max(1, Math.round(direct.ops / direct.seconds / 2));
    const lowRate = Math.max(1, Math.round(rate / 2));
    const pacedStep = (n: number) =>
      transfer(n % players, Math.floor(n / players) % 2 === 0 ? 'IN' : 'OUT');
    const pacedLow = await fixedRatePhase(lowRate, pacedStep);
    const paced = await fixedRatePhase(rate, pacedStep);
    await stopGently(server);

    const check = await checkLedger(db);
    const ratio = http.ops / direct.ops;
    const p99 = quantile(paced.latencies, 0.99);
    process.stdout.write(
      [
        '',
        `wallet benchmark: ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up, ` +
          `${cpus().length} CPUs (load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after), ` +
          `PostgreSQL ${rows[0]!.server_version}`,
        'At saturation (64 loops, each sending its next call when the last is answered):',
        summary('SQL ledger transaction, direct', direct),
        summary('HTTP GCS_walletTransfer IN/OUT', http),
        `ratio HTTP / SQL                    ${ratio.toFixed(2).padStart(6)}        goal >= 0.50  ${ratio >= 0.5 ? 'ok' : 'UNDER'}`,
        'At a fixed rate, 64 connections, latency from when each call was due:',
        summary(`HTTP at ${lowRate} calls/s (SQL / 4)`, pacedLow),
        summary(`HTTP at ${rate} calls/s (SQL / 2)`, paced),
        `p99 HTTP at ${rate} calls/s`.padEnd(36) +
          `${p99.toFixed(1).padStart(6)} ms     goal <= 50 ms ${p99 <= 50 ? 'ok' : 'OVER'}`,
        `ledger check afterwards: ${check.ok ? 'every invariant holds' : check.problems.join('; ')}`,
        '',
      ].join('\n'),
    );
    // As `npm run bench`: a missed goal is a failed run, like a failed call or a broken ledger.
    const failed =
      http.failures > 0 ||
      paced.failures > 0 ||
      pacedLow.failures > 0 ||
      direct.failures > 0 ||
      !check.ok;
    return failed || ratio < 0.5 || p99 > 50 ? 1 : 0;
  } finally {
    await database.close();
    bundle.remove();
    await scratch.drop();
  }
}

runBench('wallet', main);
