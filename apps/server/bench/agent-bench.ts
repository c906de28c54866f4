// `npm run bench:agents`: the agent centre on PostgreSQL (issue 17). Seeds 10,000 agents up to 10
// levels deep under one top agent, 100,000 players under them (registered over 30 days) and
// 1,000,000 settled rounds over the last 30 days; the activity facts are built from the rounds by
// the bulk rebuild (activity_rebuild), then a sample of members is re-recorded through the live
// path (recordActivity, as the vendor API calls it) and must give the same figures. Measured, as
// the API serves them (the agent-reports service, sessions aside):
//  - the top agent's team overview over 30 days (totals and per-day series): goal p95 <= 200 ms;
//  - the first downline page (15 members) of any agent, the top one included: goal p95 <= 50 ms;
//  - and every step in agent-bench-steps.ts (the contracts' settlement timings go there).
// Prints the figures and goals; exit code 1 when a goal is missed or the sample check fails.
// Size: BENCH_AGENTS, BENCH_PLAYERS, BENCH_ROUNDS (defaults 10,000 / 100,000 / 1,000,000), e.g.
// BENCH_AGENTS=200 BENCH_PLAYERS=2000 BENCH_ROUNDS=20000 to see it work in a minute.
// BENCH_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/
// postgres); a fresh database is made there and dropped after (BENCH_KEEP=1 keeps it).
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openPostgres, type Db } from '../src/db/client';
import type { Deps } from '../src/deps';
import {
  countTeamActiveMembers,
  keptTeamActiveMembers,
  rebuildActivity,
  recordActivity,
  setActivityTimeZone,
} from '../src/modules/activity';
import { readActiveThreshold } from '../src/modules/agent-reports/settings';
import {
  forgetTeamActive,
  getDownline,
  getTeamOverview,
} from '../src/modules/agent-reports/agent-reports.service';
import type { Caller } from '../src/modules/session/session.service';
import { createScratchDatabase } from '../test/server-process';
import {
  benchDatabaseUrl,
  formatTiming,
  fundEveryMember,
  generator,
  insertGames,
  insertRounds,
  rowsOf,
  runBench,
  time,
} from './bench-kit';
import {
  agentBenchSteps,
  type AgentBenchContext,
  type AgentBenchResult,
} from './agent-bench-steps';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 10_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const DAYS = 30;
const MAX_DEPTH = 9; // levels 0 (the top agent) to 9: ten levels
const OVERVIEW_GOAL_MS = 200;
const DOWNLINE_GOAL_MS = 50;
const SAMPLE_MEMBERS = 40;
const TIME_ZONE = 'Asia/Yangon';

const log = (line: string) => process.stderr.write(`  ${line}\n`);
const secondsSince = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

/**
 * The tree: agent 0 is the top agent; each next agent hangs under a recent agent (so chains go
 * deep) whose depth is below MAX_DEPTH, else under the top one. Answers each agent's upline index.
 */
function agentTree(): { uplines: number[]; depths: number[] } {
  const random = generator(17);
  const uplines = [-1];
  const depths = [0];
  for (let i = 1; i < AGENTS; i++) {
    let up = Math.max(0, i - 1 - random(40));
    if (depths[up]! >= MAX_DEPTH) up = random(i) % Math.max(1, Math.min(i, 50));
    if (depths[up]! >= MAX_DEPTH) up = 0;
    uplines.push(up);
    depths.push(depths[up]! + 1);
  }
  return { uplines, depths };
}

/** `n` fresh member ids from the members' sequence, so rows can name their uplines up front. */
async function takeIds(db: Db, n: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT nextval('members_id_seq')::int AS id FROM generate_series(1, ${n}::int)`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Inserts the members (ids taken by takeIds) in chunks, in order, each under `uplines[i]`: the
 * member_tree triggers keep the closure as they would for registrations (an upline earlier in the
 * same chunk is there when its downline's trigger runs: rows go in and fire in order).
 */
async function insertMembers(
  db: Db,
  prefix: string,
  ids: readonly number[],
  uplines: ReadonlyArray<number | null>,
  accountType: number,
): Promise<void> {
  const random = generator(prefix.length * 7919 + ids.length);
  const CHUNK = 5_000;
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const names = chunk.map((_, j) => `${prefix}${start + j}`);
    const ups = chunk.map((_, j) => {
      const up = uplines[start + j];
      return up === null || up === undefined ? null : String(up);
    });
    const ages = chunk.map(() => String(random(DAYS * 86_400)));
    await db.execute(sql`
      INSERT INTO members (id, username, nickname, referral_code, account_type, upline_id,
                           created_at, last_login_at)
      SELECT u.id, u.name, u.name, u.name, ${accountType}, u.upline,
             now() - make_interval(secs => u.age), now() - make_interval(secs => u.age / 2)
        FROM unnest(${sql.param(chunk.map(String))}::int[], ${sql.param(names)}::text[],
                    ${sql.param(ups)}::int[], ${sql.param(ages)}::int[])
             WITH ORDINALITY AS u (id, name, upline, age, n)
       ORDER BY u.n`);
  }
}

/** The facts of the members, summed per day, game type and vendor, as text. */
async function dailyOf(db: Db, memberIds: readonly number[]): Promise<string[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    SELECT member_id, day::text, game_type, vendor_id, bet_amount::text, valid_bet::text,
           win::text, house_pnl::text, rounds
      FROM activity_daily
     WHERE member_id = ANY(${sql.param(memberIds.map(String))}::int[])
     ORDER BY member_id, day, game_type, vendor_id`,
  );
  return rows.map((r) => JSON.stringify(r));
}

/**
 * Re-records the sample members' rounds through recordActivity (a bet, then the settling credit,
 * at the rounds' own times) in a transaction rolled back afterwards, and compares the daily
 * figures with the bulk rebuild's.
 */
async function sampleCheck(
  db: Db,
  memberIds: readonly number[],
): Promise<{ ok: boolean; rounds: number }> {
  const bulk = await dailyOf(db, memberIds);
  let rounds = 0;
  let live: string[] = [];
  const rollback = new Error('rollback');
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const ids = sql.param(memberIds.map(String));
      await tx.execute(sql`DELETE FROM activity_hourly WHERE member_id = ANY(${ids}::int[])`);
      await tx.execute(sql`DELETE FROM activity_daily WHERE member_id = ANY(${ids}::int[])`);
      const list = await rowsOf<{
        id: number;
        bet: string;
        win: string;
        started: string;
        settled: string;
      }>(
        tx,
        sql`
        UPDATE game_rounds SET valid_stake = 0, settled_at = NULL
         WHERE member_id = ANY(${ids}::int[])
        RETURNING id, bet_total::text AS bet, win_total::text AS win,
                  started_at AS started, ended_at - interval '10 seconds' AS settled`,
      );
      for (const r of list) {
        await recordActivity(tx, {
          kind: 'round',
          roundId: Number(r.id),
          bet: BigInt(r.bet),
          at: new Date(r.started),
        });
        await recordActivity(tx, {
          kind: 'round',
          roundId: Number(r.id),
          win: BigInt(r.win),
          settles: true,
          at: new Date(r.settled),
        });
      }
      rounds = list.length;
      live = await dailyOf(tx, memberIds);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return { ok: bulk.length > 0 && JSON.stringify(bulk) === JSON.stringify(live), rounds };
}

/** Seeds the tree, the rounds and their facts; answers the agents' and players' ids. */
async function seed(db: Db, t0: number): Promise<{ agentIds: number[]; playerIds: number[] }> {
  const { uplines, depths } = agentTree();
  const agentIds = await takeIds(db, AGENTS);
  await insertMembers(
    db,
    'agent',
    agentIds,
    uplines.map((u) => (u < 0 ? null : agentIds[u]!)),
    1,
  );
  log(
    `agents: ${AGENTS.toLocaleString('en')} (deepest level ${Math.max(...depths)}) in ${secondsSince(t0)} s`,
  );
  const pick = generator(99);
  const playerIds = await takeIds(db, PLAYERS);
  await insertMembers(
    db,
    'player',
    playerIds,
    playerIds.map(() => agentIds[pick(agentIds.length)]!),
    0,
  );
  log(`players: ${playerIds.length.toLocaleString('en')} in ${secondsSince(t0)} s`);
  await fundEveryMember(db);
  const games = await insertGames(db, 'B');
  const t1 = performance.now();
  await insertRounds(db, {
    games,
    firstMember: Math.min(...agentIds),
    lastMember: Math.max(...playerIds),
    rounds: ROUNDS,
    days: DAYS,
    refPrefix: 'b',
    log,
  });
  log(`rounds in ${secondsSince(t1)} s`);
  const t2 = performance.now();
  await rebuildActivity(db, TIME_ZONE);
  log(`facts rebuilt in ${secondsSince(t2)} s`);
  await db.execute(sql`VACUUM ANALYZE`);
  return { agentIds, playerIds };
}

const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(d);

async function main(): Promise<number> {
  const loadBefore = loadavg()[0]!;
  // BENCH_REUSE_URL: a database an earlier run kept (BENCH_KEEP=1): measure only.
  const reuse = process.env.BENCH_REUSE_URL;
  const scratch = reuse
    ? { url: reuse, drop: async () => undefined }
    : await createScratchDatabase(benchDatabaseUrl, 'ab');
  const database = await openPostgres(scratch.url);
  const t0 = performance.now();
  try {
    const db = database.db;
    setActivityTimeZone(TIME_ZONE);
    process.stderr.write(
      `agent benchmark: ${AGENTS.toLocaleString('en')} agents, ${PLAYERS.toLocaleString('en')} ` +
        `players, ${ROUNDS.toLocaleString('en')} rounds ...\n`,
    );
    let agentIds: number[];
    let playerIds: number[];
    if (reuse) {
      const ids = await rowsOf<{ id: number; t: number }>(
        db,
        sql`SELECT id, account_type AS t FROM members ORDER BY id`,
      );
      agentIds = ids.filter((r) => r.t === 1).map((r) => Number(r.id));
      playerIds = ids.filter((r) => r.t === 0).map((r) => Number(r.id));
      await db.execute(sql`ANALYZE`);
    } else {
      ({ agentIds, playerIds } = await seed(db, t0));
    }
    const seededSeconds = secondsSince(t0);
    const [facts] = await rowsOf<{ hourly: number; daily: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM activity_hourly)::int AS hourly,
                 (SELECT count(*) FROM activity_daily)::int AS daily`,
    );
    const sampleIds = Array.from({ length: SAMPLE_MEMBERS }, (_, i) =>
      i % 4 === 0
        ? agentIds[(i * 251) % agentIds.length]!
        : playerIds[(i * 2_503) % playerIds.length]!,
    );
    const sample = await sampleCheck(db, sampleIds);

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_TIME_ZONE: TIME_ZONE });
    const deps = { db, config } as unknown as Deps;
    const callerOf = (id: number): Caller => ({ kind: 'member', id }) as unknown as Caller;
    const top = agentIds[0]!;
    const now = new Date();
    const endDate = dayOf(now);
    const startDate = dayOf(new Date(now.getTime() - (DAYS - 1) * 86_400_000));
    const [teamRow] = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM member_tree WHERE ancestor_id = ${top} AND depth > 0`,
    );

    // The first call counts the active members (every member's rows); the next ones within a
    // minute reuse that count and read the rollup only. Timed both ways.
    const uncached = await time(5, 0, () => {
      forgetTeamActive();
      return getTeamOverview(deps, callerOf(top), { startDate, endDate });
    });
    // The kept count (activity_team_active) against the full count over every member's rows.
    const activeDays = { fromDay: startDate, toDay: dayOf(new Date(now.getTime() + 86_400_000)) };
    const threshold = await readActiveThreshold(db);
    const kept = await keptTeamActiveMembers(db, top, activeDays, threshold);
    const fullStart = performance.now();
    const full = await countTeamActiveMembers(db, top, activeDays, threshold);
    const fullMs = performance.now() - fullStart;
    const keptOk =
      kept !== null &&
      kept.total === full.total &&
      JSON.stringify([...kept.byDay].sort()) === JSON.stringify([...full.byDay].sort());
    const overview = await time(40, 3, () =>
      getTeamOverview(deps, callerOf(top), { startDate, endDate }),
    );
    const check = await getTeamOverview(deps, callerOf(top), { startDate, endDate });
    const pickAgent = generator(7);
    const downline = await time(300, 10, (i) =>
      getDownline(deps, callerOf(i % 10 === 0 ? top : agentIds[pickAgent(agentIds.length)]!), {
        sort: 'level',
        pageNo: 1,
        pageSize: 15,
      }),
    );
    const topDownline = await time(50, 3, () =>
      getDownline(deps, callerOf(top), { sort: 'level', pageNo: 1, pageSize: 15 }),
    );

    const context: AgentBenchContext = {
      db,
      deps,
      topAgentId: top,
      agentIds,
      playerIds,
      days: DAYS,
      timeZone: TIME_ZONE,
    };
    const extra: AgentBenchResult[] = [];
    for (const step of agentBenchSteps) extra.push(await step.run(context));

    const fmt = formatTiming;
    const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
    const overviewOk = overview.p95 <= OVERVIEW_GOAL_MS;
    const uncachedOk = uncached.p95 <= OVERVIEW_GOAL_MS;
    const downlineOk = downline.p95 <= DOWNLINE_GOAL_MS && topDownline.p95 <= DOWNLINE_GOAL_MS;
    process.stdout.write(
      [
        '',
        `agent benchmark on PostgreSQL: ${AGENTS.toLocaleString('en')} agents (10 levels), ` +
          `${PLAYERS.toLocaleString('en')} players, ${ROUNDS.toLocaleString('en')} settled rounds ` +
          `over ${DAYS} days; ${facts!.daily.toLocaleString('en')} daily and ` +
          `${facts!.hourly.toLocaleString('en')} hourly fact rows; ${cpus().length} CPUs ` +
          `(load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after); ` +
          (reuse
            ? `the database an earlier run seeded, opened in ${seededSeconds} s`
            : `seeded in ${seededSeconds} s`),
        `sample check: ${sample.rounds.toLocaleString('en')} rounds of ${SAMPLE_MEMBERS} members ` +
          `re-recorded by recordActivity give the rebuild's daily figures: ` +
          (sample.ok ? 'yes' : 'NO'),
        `top agent's team overview, ${DAYS} days (${teamRow!.n.toLocaleString('en')} members, ` +
          `valid bet ${check.totals.validBet}, ${check.totals.activeMembers.toLocaleString('en')} active): ` +
          `${fmt(overview)}  goal p95 <= ${OVERVIEW_GOAL_MS} ms  ${verdict(overviewOk)}`,
        `  the same with its active-member count not remembered (read from the kept counts): ` +
          `${fmt(uncached)}  goal p95 <= ${OVERVIEW_GOAL_MS} ms  ${verdict(uncachedOk)}`,
        `  kept active-member count equals the full count over every member's rows ` +
          `(${full.total.toLocaleString('en')} active, the full count took ${fullMs.toFixed(0)} ms): ` +
          (keptOk ? 'yes' : 'NO'),
        `downline page (15) of any agent:   ${fmt(downline)}  goal p95 <= ${DOWNLINE_GOAL_MS} ms  ` +
          verdict(downline.p95 <= DOWNLINE_GOAL_MS),
        `downline page (15) of the top one: ${fmt(topDownline)}  goal p95 <= ${DOWNLINE_GOAL_MS} ms  ` +
          verdict(topDownline.p95 <= DOWNLINE_GOAL_MS),
        ...extra.map((r) => r.line),
        '',
      ].join('\n'),
    );
    return overviewOk && uncachedOk && keptOk && downlineOk && sample.ok && extra.every((r) => r.ok)
      ? 0
      : 1;
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP === '1' || reuse) {
      process.stderr.write(`kept database ${scratch.url}\n`);
    } else await scratch.drop();
  }
}

runBench('agent', main);
