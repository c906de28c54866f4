// The kept active-member counts (activity_team_active, migration 0024) answer exactly what the
// full count over every member's daily rows answers: for every agent of a small tree, every
// single day, the report's week, half-month and month periods and 30-day ranges, with members
// active on the ranges' first and last days and just outside, a stake rolled back on a later day
// (a negative day), a member moved to another upline with its history, a new threshold, and
// threshold 0. The counts are kept by recordActivity as rounds settle; a rebuild from the facts
// gives the same rows. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { openTestDatabase } from '../../../test/test-app';
import { writeAgentActivitySettings } from '../agent-reports/settings';
import { recordActivity } from './record';
import { countTeamActiveMembers, keptTeamActiveMembers, type TeamActive } from './readers';
import { setActivityTimeZone } from './zone';

let database: Database;
let db: Db;
let vendorId = 0;
let gameId = 0;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  setActivityTimeZone('Asia/Yangon');
  const [v] = await rows<{ id: number }>(sql`
    INSERT INTO game_vendors (game_type, vassalage, display_name, account_type_id, logo)
    VALUES ('RNG', 'AIX', 'AIX', 1, '/x.svg') RETURNING id`);
  vendorId = Number(v!.id);
  const [g] = await rows<{ id: number }>(sql`
    INSERT INTO games (vendor_id, game_type, game_code, names, search_text, art)
    VALUES (${vendorId}, 'RNG', 'AIX_1', '{"EN":"x"}'::jsonb, 'x', '/x.svg') RETURNING id`);
  gameId = Number(g!.id);
});
afterAll(async () => {
  await database?.close();
});

async function addMember(uplineId: number | null): Promise<number> {
  const name = `ai${randomBytes(5).toString('hex')}`;
  const [row] = await rows<{ id: number }>(sql`
    INSERT INTO members (username, nickname, referral_code, upline_id, account_type)
    VALUES (${name}, ${name}, ${name}, ${uplineId}, 1) RETURNING id`);
  return Number(row!.id);
}

/** yyyy-MM-dd of today + n days (UTC; Yangon's day at the times used below). */
const dayAt = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);
/** An instant on `day` in Yangon (UTC+6:30): minutes after its midnight. */
const at = (day: string, minutes = 720) =>
  new Date(Date.parse(`${day}T00:00:00+06:30`) + minutes * 60_000);

/** A round of `stake` taken and settled at `when` through recordActivity, as the vendor API does. */
async function play(memberId: number, stake: bigint, when: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [r] = await (
      (await tx.execute(sql`
      INSERT INTO game_rounds (vendor_id, member_id, game_id, round_ref, state, currency,
                               bet_total, win_total, refund_total, started_at)
      VALUES (${vendorId}, ${memberId}, ${gameId}, ${randomBytes(6).toString('hex')}, 'open',
              'MMK', ${stake.toString()}, 0, 0, ${when.toISOString()}::timestamptz)
      RETURNING id`)) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    const roundId = Number(r!.id);
    await recordActivity(tx, { kind: 'round', roundId, bet: stake, at: when });
    await recordActivity(tx, { kind: 'round', roundId, win: 0n, settles: true, at: when });
    return roundId;
  });
}

/** The round's whole stake rolled back after it settled, at `when` (its day's valid bet falls). */
async function rollBack(roundId: number, when: Date): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [r] = await (
      (await tx.execute(sql`
      UPDATE game_rounds SET refund_total = bet_total WHERE id = ${roundId}
      RETURNING bet_total::text AS stake`)) as unknown as { rows: Array<{ stake: string }> }
    ).rows;
    await recordActivity(tx, { kind: 'round', roundId, refund: BigInt(r!.stake), at: when });
  });
}

const setThreshold = (minor: bigint) =>
  writeAgentActivitySettings(db, { activeMemberValidBet: minor.toString() }, null);

const plain = (a: TeamActive) => ({ total: a.total, byDay: Object.fromEntries(a.byDay) });

/** Day ranges [fromDay, toDay) of every period type the reports and contracts use. */
function periods(first: string, last: string): Array<{ fromDay: string; toDay: string }> {
  const out: Array<{ fromDay: string; toDay: string }> = [];
  for (let d = first; d <= last; d = addDays(d, 1)) {
    out.push({ fromDay: d, toDay: addDays(d, 1) }); // D
    const date = new Date(`${d}T00:00:00Z`);
    if (date.getUTCDay() === 1) out.push({ fromDay: d, toDay: addDays(d, 7) }); // W from Monday
    if (date.getUTCDate() === 1) {
      const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
      const nextDay = next.toISOString().slice(0, 10);
      out.push({ fromDay: d, toDay: addDays(d, 15) }); // first half-month
      out.push({ fromDay: addDays(d, 15), toDay: nextDay }); // second half-month
      out.push({ fromDay: d, toDay: nextDay }); // M
    }
    if (d.endsWith('5')) out.push({ fromDay: d, toDay: addDays(d, 30) }); // a 30-day report
  }
  out.push({ fromDay: first, toDay: addDays(last, 1) });
  return out;
}

/** For every agent and period: the kept counts answer, and the same as the full count. */
async function expectSameCounts(agents: number[], threshold: bigint, first: string, last: string) {
  let compared = 0;
  let active = 0;
  for (const agentId of agents) {
    for (const period of periods(first, last)) {
      const kept = await keptTeamActiveMembers(db, agentId, period, threshold);
      const full = await countTeamActiveMembers(db, agentId, period, threshold);
      expect(kept, `${agentId} ${period.fromDay}..${period.toDay}`).not.toBeNull();
      expect(plain(kept!), `${agentId} ${period.fromDay}..${period.toDay}`).toEqual(plain(full));
      compared++;
      active += full.total;
    }
  }
  return { compared, active };
}

describe('kept active-member counts', () => {
  it('equal the full count over every period type, through a rollback, a move and new thresholds', async () => {
    await setThreshold(1000n);
    // top > mid > low; players under each; a second top to move a subtree to.
    const top = await addMember(null);
    const mid = await addMember(top);
    const low = await addMember(mid);
    const other = await addMember(null);
    const players = [
      ...(await Promise.all([1, 2, 3].map(() => addMember(top)))),
      ...(await Promise.all([1, 2, 3].map(() => addMember(mid)))),
      ...(await Promise.all([1, 2, 3].map(() => addMember(low)))),
    ];
    const agents = [top, mid, low, other, players[0]!, players[8]!];
    const first = dayAt(-44);
    const last = dayAt(-1);

    // Pseudo-random play over 44 days: stakes around the threshold, so members cross it on some
    // days alone, on others only summed over a week.
    let seed = 17;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const rounds: number[] = [];
    for (const member of [top, mid, low, ...players]) {
      for (let d = -44; d <= -1; d++) {
        if (next(3) === 0) continue;
        rounds.push(await play(member, BigInt(100 * (1 + next(12))), at(dayAt(d), next(1440))));
      }
    }
    // On the boundaries: the last minute of a day and the first of the next, and a member whose
    // only bets are on the first and the last day of the whole span.
    const edge = players[4]!;
    await play(edge, 1000n, at(first, 0));
    await play(edge, 999n, at(last, 1439));
    await play(players[5]!, 600n, at(dayAt(-20), 1439));
    await play(players[5]!, 400n, at(dayAt(-19), 0));
    // A stake settled one day and rolled back on a later day with no bets: a negative day.
    const big = await play(players[6]!, 5000n, at(dayAt(-30), 600));
    await rollBack(big, at(dayAt(-28), 600));
    await rollBack(rounds[3]!, at(dayAt(-10), 60));
    const [neg] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM activity_negative_days`,
    );
    expect(neg!.n).toBeGreaterThan(0);

    const before = await expectSameCounts(agents, 1000n, first, last);
    expect(before.active).toBeGreaterThan(0);

    // Kept live as the rounds settled = rebuilt from the facts (which starts from the first day
    // of facts; live upkeep also kept the 92 start days before it).
    const keptRows = () =>
      rows<{ r: string }>(sql`
        SELECT agent_id || ':' || start_day || ':' || reach_day || ':' || members AS r
          FROM activity_team_active WHERE members <> 0 AND start_day >= ${first}::date
         ORDER BY 1`);
    const kept = await keptRows();
    expect(kept.length).toBeGreaterThan(0);
    await db.execute(sql`SELECT activity_active_rebuild()`);
    expect(await keptRows()).toEqual(kept);

    // mid's subtree (mid, low and their players) moves to the other top agent, history along.
    await db.execute(sql`UPDATE members SET upline_id = ${other} WHERE id = ${mid}`);
    const moved = await countTeamActiveMembers(
      db,
      other,
      { fromDay: first, toDay: dayAt(0) },
      1000n,
    );
    expect(moved.total).toBeGreaterThan(0);
    await expectSameCounts(agents, 1000n, first, last);

    // Play after the move counts in the new teams only.
    await play(players[7]!, 2000n, at(dayAt(-1), 30));
    await expectSameCounts([top, other, mid], 1000n, first, last);

    // A new threshold rebuilds the counts (settings trigger); 0 means any valid bet.
    await setThreshold(2500n);
    await expectSameCounts(agents, 2500n, first, last);
    await setThreshold(0n);
    await expectSameCounts([top, other, low], 0n, first, last);
    // Asked with another threshold than kept, or a range over 93 days: the full count answers.
    expect(await keptTeamActiveMembers(db, top, { fromDay: first, toDay: last }, 5n)).toBeNull();
    expect(
      await keptTeamActiveMembers(db, top, { fromDay: dayAt(-200), toDay: dayAt(-100) }, 0n),
    ).toBeNull();
  }, 300_000);
});
