// `npm run bench:ops`: the back office on PostgreSQL (issue 20). Seeds 100,000 members (with
// mobile numbers, emails and register addresses), credited deposits for one in five, and
// 1,000,000 settled rounds over the last 30 days as the agents benchmark does (its rounds
// statement); the activity facts are built by the bulk rebuild. Measured, as the API serves them
// (the services, sessions aside):
//  - member search, by turns each way the console offers (username, mobile, email, name, bank
//    account, IP, device, agent), one page of 15 and its count: goal p95 <= 50 ms;
//  - the dashboard for the last 30 days: goal p95 <= 300 ms (the first call, which sums every
//    closed day once, is printed too).
// Prints the figures and goals; exit code 1 when a goal is missed.
// BENCH_MEMBERS and BENCH_ROUNDS make it smaller (BENCH_MEMBERS=2000 BENCH_ROUNDS=20000 proves it
// runs). BENCH_DATABASE_URL names the PostgreSQL server (default
// postgres://postgres@127.0.0.1:5432/postgres); a fresh database is made there and dropped after.
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openPostgres, type Db } from '../src/db/client';
import type { Deps } from '../src/deps';
import { rebuildActivity, setActivityTimeZone } from '../src/modules/activity';
import { ensureFirstOperator } from '../src/modules/ops/ops.service';
import { listMembers } from '../src/modules/ops-members/ops-members.service';
import { dayIn, forgetReportDays, getDashboard } from '../src/modules/ops-reports/reports.service';
import type { Caller } from '../src/modules/session/session.service';
import { createScratchDatabase } from '../test/server-process';
import {
  benchDatabaseUrl,
  formatTiming,
  fundEveryMember,
  insertGames,
  insertRounds,
  rowsOf,
  runBench,
  time,
} from './bench-kit';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
/** Members 1 to AGENTS are agents; everyone else is a direct downline of one of them. */
const AGENTS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const DAYS = 30;
const SEARCH_GOAL_MS = 50;
const DASHBOARD_GOAL_MS = 300;
const TIME_ZONE = 'Asia/Yangon';

const log = (line: string) => process.stderr.write(`  ${line}\n`);

async function seed(db: Db): Promise<void> {
  const t0 = performance.now();
  const CHUNK = 20_000;
  for (let start = 0; start < MEMBERS; start += CHUNK) {
    const n = Math.min(CHUNK, MEMBERS - start);
    await db.execute(sql`
      INSERT INTO members (username, nickname, referral_code, dial_code, mobile_num, email,
                           payee_name, register_ip, created_at, last_login_at)
      SELECT 'player' || i, 'player' || i, 'ref' || i, '+95', '9' || lpad(i::text, 9, '0'),
             'player' || i || '@example.com', 'Payee ' || i,
             '10.' || (i / 65536) || '.' || ((i / 256) % 256) || '.' || (i % 256),
             now() - make_interval(secs => random() * ${DAYS * 86_400}),
             now() - make_interval(secs => random() * 86400)
        FROM generate_series(${start + 1}::int, ${start + n}::int) AS i`);
  }
  log(
    `members: ${MEMBERS.toLocaleString('en')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  await seedSearchable(db);
  await fundEveryMember(db);
  const games = await insertGames(db, 'O');
  const [range] = await rowsOf<{ lo: number; hi: number }>(
    db,
    sql`SELECT min(id)::int AS lo, max(id)::int AS hi FROM members`,
  );
  const t1 = performance.now();
  await insertRounds(db, {
    games,
    firstMember: range!.lo,
    lastMember: range!.hi,
    rounds: ROUNDS,
    days: DAYS,
    refPrefix: 'o',
    log,
  });
  log(`rounds in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  const t2 = performance.now();
  await rebuildActivity(db, TIME_ZONE);
  // Deposits as facts: one member in five deposited once, at a random time in the window.
  await db.execute(sql`
    INSERT INTO activity_daily (member_id, day, game_type, vendor_id, deposits, deposit_count)
    SELECT id, (now() - make_interval(secs => random() * ${DAYS * 86_400}))::date, '', 0,
           (1000 + floor(random() * 100000))::bigint * 100, 1
      FROM members WHERE id % 5 = 0
    ON CONFLICT DO NOTHING`);
  log(`facts rebuilt in ${((performance.now() - t2) / 1000).toFixed(1)} s`);
  await db.execute(sql`VACUUM ANALYZE`);
}

/**
 * What the other searches look in: the first AGENTS members are agents with the rest spread
 * under them (the members' triggers keep the tree's closure rows), every other member has a
 * bank account, each member a device and a login session from an address of its own.
 */
async function seedSearchable(db: Db): Promise<void> {
  const t0 = performance.now();
  for (const statement of [
    sql`UPDATE members SET account_type = 1 WHERE id <= ${AGENTS}`,
    sql`UPDATE members SET upline_id = 1 + (id % ${AGENTS}) WHERE id > ${AGENTS}`,
    sql`INSERT INTO member_bank_accounts (member_id, bank_name, account_name, account_number)
        SELECT id, 'KBZ', 'Payee ' || id, '10' || lpad(id::text, 10, '0')
          FROM members WHERE id % 2 = 0`,
    sql`INSERT INTO member_devices (member_id, device_hash)
        SELECT id, md5('device' || id) FROM members`,
    sql`INSERT INTO sessions (token_hash, subject_kind, subject_id, expires_at, ip)
        SELECT md5('session' || id), 'member', id, now() + interval '1 day',
               '172.' || (16 + id / 65536) || '.' || ((id / 256) % 256) || '.' || (id % 256)
          FROM members`,
  ]) {
    await db.execute(statement);
  }
  log(
    `tree, bank accounts, devices, sessions in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** One search of each kind the console offers (spec: username ... agent), by turns. */
function searchOf(i: number) {
  const n = 1 + ((i * 7_919) % MEMBERS);
  const ip = `${n >> 16}.${(n >> 8) % 256}.${n % 256}`;
  const kinds = [
    { by: 'username' as const, q: `player${n}` },
    { by: 'mobile' as const, q: `9${String(n).padStart(9, '0').slice(0, 6)}` },
    { by: 'email' as const, q: `player${n}@` },
    { by: 'name' as const, q: `payee ${n}` },
    { by: 'bank' as const, q: `10${String(n - (n % 2) || 2).padStart(10, '0')}` },
    {
      by: 'ip' as const,
      q: i % 2 ? `10.${ip}` : `172.${16 + (n >> 16)}.${ip.slice(ip.indexOf('.') + 1)}`,
    },
    { by: 'device' as const, q: createHash('md5').update(`device${n}`).digest('hex').slice(0, 12) },
    { by: 'agent' as const, q: `player${1 + (n % AGENTS)}` },
  ];
  return kinds[i % kinds.length]!;
}

async function main(): Promise<number> {
  const loadBefore = loadavg()[0]!;
  const scratch = await createScratchDatabase(benchDatabaseUrl, 'ob');
  const database = await openPostgres(scratch.url);
  try {
    const db = database.db;
    setActivityTimeZone(TIME_ZONE);
    process.stderr.write(
      `ops benchmark: ${MEMBERS.toLocaleString('en')} members, ${ROUNDS.toLocaleString('en')} rounds ...\n`,
    );
    await seed(db);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SITE_TIME_ZONE: TIME_ZONE,
      OPS_ADMIN_PASSWORD: 'bench-admin-password',
    });
    const deps = { db, config, log: { info: () => undefined } } as unknown as Deps;
    await ensureFirstOperator(deps);
    const [op] = await rowsOf<{ id: number }>(db, sql`SELECT id FROM operators LIMIT 1`);
    const caller = { kind: 'operator', id: Number(op!.id) } as unknown as Caller;

    const search = await time(480, 16, (i) =>
      listMembers(deps, caller, { page: 1, ...searchOf(i) }),
    );
    // Each kind alone: which of them sets the p95 above.
    const byKind: string[] = [];
    for (let kind = 0; kind < 8; kind++) {
      const timing = await time(40, 2, (i) =>
        listMembers(deps, caller, { page: 1, ...searchOf(kind + 8 * (i + 100)) }),
      );
      byKind.push(`    by ${searchOf(kind).by.padEnd(8)} ${formatTiming(timing)}`);
    }
    // Each search found its member (or, by agent, the agent's team): a search that finds nothing
    // would be fast for the wrong reason.
    const misses: string[] = [];
    for (let i = 0; i < 8; i++) {
      const found = await listMembers(deps, caller, { page: 1, ...searchOf(i) });
      if (found.items.length === 0) misses.push(searchOf(i).by);
    }

    const now = new Date();
    const to = dayIn(TIME_ZONE, now);
    const from = dayIn(TIME_ZONE, new Date(now.getTime() - (DAYS - 1) * 86_400_000));
    const first = await time(3, 0, () => {
      forgetReportDays(db);
      return getDashboard(deps, caller, { from, to });
    });
    const dashboard = await time(40, 3, () => getDashboard(deps, caller, { from, to }));
    const check = await getDashboard(deps, caller, { from, to });

    const fmt = formatTiming;
    const searchOk = search.p95 <= SEARCH_GOAL_MS;
    const dashboardOk = dashboard.p95 <= DASHBOARD_GOAL_MS;
    const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
    process.stdout.write(
      [
        `ops benchmark (PostgreSQL): ${MEMBERS.toLocaleString('en')} members, ${ROUNDS.toLocaleString('en')} rounds over ${DAYS} days`,
        `  member search (username, mobile, email, name, bank, IP, device, agent: 60 each)   ${fmt(search)}   goal p95 <= ${SEARCH_GOAL_MS} ms  ${verdict(searchOk)}`,
        ...byKind,
        `  searches that found no one: ${misses.length === 0 ? 'none' : misses.join(', ')}`,
        `  dashboard, ${DAYS} days                     ${fmt(dashboard)}   goal p95 <= ${DASHBOARD_GOAL_MS} ms  ${verdict(dashboardOk)}`,
        `  dashboard, ${DAYS} days, first call (no day remembered)  ${fmt(first)}`,
        `  dashboard totals: rounds ${check.totals.rounds.toLocaleString('en')}, GGR ${check.totals.ggr}, active players ${check.totals.activePlayers.toLocaleString('en')}, first depositors ${check.totals.firstDepositors.toLocaleString('en')}`,
        `  machine load average before ${loadBefore.toFixed(1)}, after ${loadavg()[0]!.toFixed(1)}`,
        '',
      ].join('\n'),
    );
    return searchOk && dashboardOk && misses.length === 0 && check.totals.rounds > 0 ? 0 : 1;
  } finally {
    await database.close();
    await scratch.drop();
  }
}

runBench('ops', main);
