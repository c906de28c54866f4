// What the benches share. The seeding of the report benches (bench:agents, bench:ops): a seeded
// random generator, five vendors of different types with a game each, millions of settled rounds
// over the last days in big INSERT ... SELECTs, a cash account for every member; their timing
// (p50/p95/max of repeated calls); and the way every bench ends (its exit code, or 2 and the stack
// when it failed).
// The set-up the money benches share (bench:promotions, bench:loyalty): a fresh PostgreSQL
// database with the migrations and demo data, funded players with launch tokens for a seeded
// seamless-wallet slot game, a timed bet-and-win pair through the vendor-wallet service (the
// functions the vendor API's handlers call, so HTTP and signing are not in the figures), and the
// end: ledger:check, the database dropped, exit code 1 when a goal was missed or a call failed.
// BENCH_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/
// postgres).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Db } from '../src/db/client';
import { gameVendors } from '../src/db/schema/content';
import { games, vendorSessions } from '../src/db/schema/games';
import type { Deps } from '../src/deps';
import { checkLedger } from '../src/ledger/check';
import { launchTokenHash } from '../src/modules/vendor-wallet/vendor-wallet.queries';
import {
  credit,
  debit,
  type CallingVendor,
} from '../src/modules/vendor-wallet/vendor-wallet.service';
import { createCast, seedSite } from '../test/money-workload';
import { createScratchDatabase } from '../test/server-process';

const VENDOR = 'ROYALSLOTS';
/** The PostgreSQL server the benches make their scratch databases on. */
export const benchDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const ms = (v: number) => `${v.toFixed(3)} ms`;

/**
 * Bet-and-win pairs per kind where a benchmark compares two p99s (a bet's added cost of bonus
 * money, points, missions). 10,000: with 2,000, the same code's added p99 ranged 0.6 to 2.2 ms
 * between runs (a p99 of 2,000 samples is the 20th slowest, set by a few stalls), while the p50s
 * differed by 0.1 to 0.4 ms. BENCH_PAIRS overrides it (100 proves a benchmark runs).
 */
export const BENCH_PAIRS = Number(process.env.BENCH_PAIRS ?? 10_000);

/** Runs a bench's `main` and exits with its code; a throw prints the stack and exits 2. */
export function runBench(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `${name} benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n` +
          (error instanceof Error && error.cause ? `${String(error.cause)}\n` : ''),
      );
      process.exit(2);
    },
  );
}

/** A seeded generator (xorshift), so every run builds the same data: `random(n)` is 0 to n-1. */
export function generator(seed: number): (n: number) => number {
  let state = seed;
  return (n: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}

export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Five vendors of different types, one game each, their codes starting with `prefix` (BSLOT,
 * BLIVE ...); answers [vendorId, gameId] pairs.
 */
export async function insertGames(db: Db, prefix: string): Promise<Array<[number, number]>> {
  const out: Array<[number, number]> = [];
  for (const [type, kind] of [
    ['RNG', 'SLOT'],
    ['LIVE', 'LIVE'],
    ['FISH', 'FISH'],
    ['SPORTS', 'SPORT'],
    ['PVP', 'PVP'],
  ] as const) {
    const code = `${prefix}${kind}`;
    const [vendor] = await rowsOf<{ id: number }>(
      db,
      sql`INSERT INTO game_vendors (game_type, vassalage, display_name, account_type_id, logo)
          VALUES (${type}, ${code}, ${code}, 1, '/x.svg') RETURNING id`,
    );
    const [game] = await rowsOf<{ id: number }>(
      db,
      sql`INSERT INTO games (vendor_id, game_type, game_code, names, search_text, art)
          VALUES (${vendor!.id}, ${type}, ${`${code}_1`}, ${JSON.stringify({ EN: code })}::jsonb,
                  ${code.toLowerCase()}, '/x.svg') RETURNING id`,
    );
    out.push([Number(vendor!.id), Number(game!.id)]);
  }
  return out;
}

/**
 * `rounds` settled rounds of the games, by random members with ids from `firstMember` to
 * `lastMember`, at random times over the last `days` days: stakes 100 to 50,000, about half lost,
 * the rest paying up to 3x. Round refs are `refPrefix` and a number.
 */
export async function insertRounds(
  db: Db,
  {
    games,
    firstMember,
    lastMember,
    rounds,
    days,
    refPrefix,
    log,
  }: {
    games: Array<[number, number]>;
    firstMember: number;
    lastMember: number;
    rounds: number;
    days: number;
    refPrefix: string;
    log: (line: string) => void;
  },
): Promise<void> {
  const vendors = games.map(([v]) => String(v));
  const gameIds = games.map(([, g]) => String(g));
  const CHUNK = 200_000;
  for (let start = 0; start < rounds; start += CHUNK) {
    const n = Math.min(CHUNK, rounds - start);
    await db.execute(sql`
      INSERT INTO game_rounds (vendor_id, member_id, game_id, round_ref, state, currency,
                               bet_total, win_total, refund_total, valid_stake, started_at,
                               ended_at, settled_at)
      SELECT v.vendor_id, r.member_id, v.game_id, ${refPrefix}::text || r.i, 'ended', 'MMK',
             r.stake, r.win, 0, r.stake, r.at, r.at + interval '40 seconds',
             r.at + interval '30 seconds'
        FROM (
          SELECT i,
                 ${firstMember} + floor(random() * ${lastMember - firstMember + 1})::int AS member_id,
                 (1 + floor(random() * 5))::int AS pick,
                 (100 * (1 + floor(random() * 500)))::bigint AS stake,
                 now() - make_interval(secs => random() * ${days * 86_400 - 120}) AS at,
                 random() AS luck
            FROM generate_series(${start + 1}::int, ${start + n}::int) AS i
        ) AS r0
        CROSS JOIN LATERAL (
          SELECT r0.i, r0.member_id, r0.stake, r0.at,
                 CASE WHEN r0.luck < 0.5 THEN 0::bigint
                      ELSE (r0.stake * (r0.luck - 0.5) * 6)::bigint END AS win
        ) AS r
        JOIN (SELECT * FROM unnest(${sql.param(vendors)}::int[], ${sql.param(gameIds)}::int[])
                WITH ORDINALITY AS x (vendor_id, game_id, k)) AS v ON v.k = r0.pick`);
    log(`rounds: ${(start + n).toLocaleString('en')}`);
  }
}

/** A cash account for every member, with a random balance below 1,000,000 (minor units). */
export async function fundEveryMember(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO ledger_accounts (kind, member_id, owner_key, currency, balance)
    SELECT 'player_cash', id, '', 'MMK', (random() * 1000000)::bigint FROM members`);
}

export interface Timing {
  p50: number;
  p95: number;
  max: number;
  n: number;
}

/** `n` calls of `run` one after another, after `warmup` untimed ones; their milliseconds. */
export async function time(
  n: number,
  warmup: number,
  run: (i: number) => Promise<unknown>,
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run(i);
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run(i);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: ms[ms.length - 1]!, n };
}

/** Seconds some work took, and what it answered. */
export async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const t0 = performance.now();
  const value = await work();
  return { seconds: (performance.now() - t0) / 1000, value };
}

export const formatTiming = (t: Timing) =>
  `p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  ` +
  `max ${t.max.toFixed(1).padStart(6)} ms  (${t.n} calls)`;

export interface BenchPlayer {
  id: number;
  token: string;
}

export interface MoneyBench {
  db: Db;
  /** What the services read: no events go out, logs are dropped, the site zone is Yangon. */
  deps: Deps;
  /** Real players with money and a launch token for the slot game. */
  players: BenchPlayer[];
  game: { gameCode: string; gameType: string };
  /** One settled round through the seamless-wallet API: a bet, then its win; milliseconds. */
  pair(player: BenchPlayer, stake: bigint, win?: bigint): Promise<number>;
}

/**
 * Runs `body` on a fresh database with `players` funded players, then checks the ledger and
 * drops the database; exits 0 only when body answered true and the ledger check passed.
 */
export function runMoneyBench(
  label: string,
  players: number,
  body: (bench: MoneyBench) => Promise<boolean>,
): void {
  setUp(label, players, body).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

async function setUp(
  label: string,
  playerCount: number,
  body: (bench: MoneyBench) => Promise<boolean>,
): Promise<boolean> {
  const scratch = await createScratchDatabase(benchDatabaseUrl, `bench_${label}`);
  // Commits do not wait for the disk here: the flush is the same for a bet with or without the
  // work measured, and on a shared machine its wait drowns the difference.
  const name = new URL(scratch.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: benchDatabaseUrl });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const database = await openPostgres(scratch.url, () => undefined, 4);
  try {
    const db = database.db;
    process.stdout.write(`Setting up: migrations, demo data, ${playerCount} players ...\n`);
    await seedSite(database);
    const cast = await createCast(db, { players: playerCount, playerFunds: 1_000_000_000n });
    const [vendorRow] = await db
      .select({ id: gameVendors.id })
      .from(gameVendors)
      .where(eq(gameVendors.vassalage, VENDOR));
    const [game] = await db
      .select({ id: games.id, gameCode: games.gameCode, gameType: games.gameType })
      .from(games)
      .where(eq(games.vendorId, vendorRow!.id))
      .limit(1);
    const vendor: CallingVendor = {
      vendorId: vendorRow!.id,
      vassalage: VENDOR,
      walletMode: 'seamless',
    };
    const noop = { publish: () => undefined, subscribe: () => () => undefined };
    const deps = {
      db,
      balanceEvents: noop,
      socialEvents: noop,
      config: {
        NODE_ENV: 'test',
        OPS_REQUIRE_2FA: 'off',
        SEED_DEMO: true,
        SITE_TIME_ZONE: 'Asia/Yangon',
      },
      log: { error: () => undefined, warn: () => undefined, info: () => undefined },
    } as unknown as Deps;
    const players = cast.players.map((p) => ({
      id: p.id,
      token: randomBytes(32).toString('base64url'),
    }));
    await db.insert(vendorSessions).values(
      players.map((p) => ({
        tokenHash: launchTokenHash(p.token),
        memberId: p.id,
        vendorId: vendor.vendorId,
        gameId: game!.id,
        expiresAt: new Date(Date.now() + 12 * 3_600_000),
      })),
    );
    let seq = 0;
    const pair = async (p: BenchPlayer, stake: bigint, win = stake / 2n) => {
      const roundId = `R${++seq}`;
      const t0 = performance.now();
      const bet = await debit(deps, vendor, {
        token: p.token,
        playerId: p.id,
        txId: `B${seq}`,
        roundId,
        gameCode: game!.gameCode,
        amount: stake.toString(),
      });
      const won = await credit(deps, vendor, {
        playerId: p.id,
        txId: `W${seq}`,
        roundId,
        gameCode: game!.gameCode,
        amount: win.toString(),
      });
      if (bet.code !== 'OK' || won.code !== 'OK') {
        throw new Error(`call failed: ${bet.code} ${won.code}`);
      }
      return performance.now() - t0;
    };
    let ok = await body({
      db,
      deps,
      players,
      game: { gameCode: game!.gameCode, gameType: game!.gameType },
      pair,
    });
    const check = await checkLedger(db);
    if (!check.ok) {
      process.stdout.write(
        `ledger:check found problems:\n${check.problems.slice(0, 10).join('\n')}\n`,
      );
      ok = false;
    } else process.stdout.write('\nledger:check: ok\n');
    return ok;
  } finally {
    await database.close();
    await scratch.drop();
  }
}
