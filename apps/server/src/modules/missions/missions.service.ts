// Missions (issue 19; docs/decisions.md "i19-social"): daily and weekly tasks. Progress is
// counted by activity/record.ts in the fact's own statement (valid bet, rounds, deposits) and
// at login (login days), in mission_progress per member and period; the leaderboard reads the
// same rows through their index. A reward is claimed once per period (a compare-and-set of
// claimed_at, then the payout, a bonus or points, in the same transaction).
import type { TLanguage } from '@wps/contracts/http';
import type { TOpsPageQuery } from '@wps/contracts/ops/paging';
import type { TMission, TMissionInput } from '@wps/contracts/social/missions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { pageOf, rowsOfPage } from '../../lib/paging';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { activityTimeZone } from '../activity/zone';
import { requireMember, requireRealMember } from '../member/member.service';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import { payMissionReward } from './mission-reward';

type Texts = Partial<Record<TLanguage, string>>;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The current period's first day of each kind, in the site's zone (SQL, for one clock). */
const today = () => sql`(now() AT TIME ZONE ${activityTimeZone()}::text)::date`;
const periodStartOf = (period: ReturnType<typeof sql>) =>
  sql`CASE WHEN ${period} = 'daily' THEN ${today()} ELSE date_trunc('week', ${today()})::date END`;

interface MissionRow {
  id: number;
  title: Texts;
  period: 'daily' | 'weekly';
  kind: TMission['kind'];
  game_type: string;
  target: string;
  reward_amount: string;
  reward_kind: 'bonus' | 'points';
  wagering_multiple: number;
  is_active: boolean;
  sort: number;
  period_start: string;
  ends_at: Date | string;
  value: string | null;
  claimed_at: Date | string | null;
}

const textOf = (texts: Texts, language: TLanguage) => texts[language] ?? texts.EN ?? '';
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const dayOf = (v: Date | string) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

function statusOf(row: MissionRow): TMission['status'] {
  if (row.claimed_at) return 'claimed';
  return BigInt(row.value ?? '0') >= BigInt(row.target) ? 'claimable' : 'inProgress';
}

async function memberMissions(db: Db, memberId: number): Promise<MissionRow[]> {
  const tz = activityTimeZone();
  return rowsOf<MissionRow>(
    db,
    sql`WITH m AS (
          SELECT *, ${periodStartOf(sql.raw('period'))} AS period_start FROM missions WHERE is_active)
        SELECT m.id, m.title, m.period, m.kind, m.game_type, m.target::text, m.reward_amount::text,
               m.reward_kind, m.wagering_multiple, m.is_active, m.sort,
               m.period_start::text AS period_start,
               ((m.period_start + CASE WHEN m.period = 'daily' THEN 1 ELSE 7 END)::timestamp
                 AT TIME ZONE ${tz}::text) AS ends_at,
               p.value::text AS value, p.claimed_at
          FROM m LEFT JOIN mission_progress p
            ON p.mission_id = m.id AND p.member_id = ${memberId} AND p.period_start = m.period_start
         ORDER BY m.period, m.sort, m.id`,
  );
}

/** MCSFE_getMissionSummaryDetails: this day's and week's missions, with the badge's count. */
export async function getMissionSummary(deps: Deps, caller: Caller | null, language: TLanguage) {
  const member = await requireMember(deps, caller);
  const rows = await memberMissions(deps.db, member.id);
  const missions = rows.map((row): TMission => ({
    id: row.id,
    title: textOf(row.title, language),
    period: row.period,
    kind: row.kind,
    gameType: row.game_type,
    target: row.target,
    progress: row.value ?? '0',
    rewardAmount: row.reward_amount,
    rewardKind: row.reward_kind,
    status: statusOf(row),
    periodStart: dayOf(row.period_start),
    endsAt: iso(row.ends_at),
  }));
  return { missions, claimableCount: missions.filter((m) => m.status === 'claimable').length };
}

/** Only the first two characters of a username are shown to other members. */
export const maskUsername = (username: string) => `${username.slice(0, 2)}***`;

/**
 * How long a period's figures are reused for ranks and the participant count: a rank counts the
 * other members' figures as of at most this long ago (the caller's own figure is always fresh).
 */
export const BOARD_CACHE_MS = 5_000;

/**
 * Per database (each test app has its own): `${missionId}:${periodStart}` → the period's
 * figures above zero, ascending. Counting the figures above a caller's was an index-only count
 * of up to the whole period on every call (p95 60 ms at 100,000 members, bench:loyalty); a
 * binary search of this array takes microseconds, and the array is read once per BOARD_CACHE_MS
 * (the promise is kept, so calls arriving together share one read).
 */
const boardsByDb = new WeakMap<Db, TtlCache<string, Promise<BigInt64Array>>>();

function boardOf(db: Db, missionId: number, period: string): Promise<BigInt64Array> {
  let cache = boardsByDb.get(db);
  if (!cache) boardsByDb.set(db, (cache = createTtlCache(BOARD_CACHE_MS, 100)));
  const key = `${missionId}:${period}`;
  const known = cache.get(key);
  if (known) return known;
  const read = rowsOf<{ figures: string | null }>(
    db,
    sql`SELECT string_agg(value::text, ',' ORDER BY value) AS figures FROM mission_progress
         WHERE mission_id = ${missionId} AND period_start = ${period}::date AND value > 0`,
  ).then(([row]) => BigInt64Array.from(row?.figures ? row.figures.split(',') : [], BigInt));
  cache.set(key, read);
  read.catch(() => cache.delete(key));
  return read;
}

/** How many figures of an ascending array are larger than `value`. */
function countAbove(figures: BigInt64Array, value: bigint): number {
  let low = 0;
  let high = figures.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (figures[mid]! <= value) low = mid + 1;
    else high = mid;
  }
  return figures.length - low;
}

/**
 * MCSFE_getMissionLeaderboard: the top of the mission's current period and the caller's rank
 * (1 + members with a larger figure: ties share a rank, as SQL's rank()). Each is a range of
 * mission_progress_board_idx (mission, period, value desc, member): the top is its first rows
 * (the join to members only for those), the rank is read off the top when the caller is in it,
 * else counted in the period's figures (boardOf, reused for BOARD_CACHE_MS), whose length is
 * the participant count (never below what this answer itself shows).
 */
export async function getMissionLeaderboard(
  deps: Deps,
  caller: Caller | null,
  query: { missionId: number; limit: number },
) {
  const member = await requireMember(deps, caller);
  const [mission] = await rowsOf<{ period_start: string; value: string | null }>(
    deps.db,
    sql`SELECT m.period_start::text AS period_start, p.value::text AS value
          FROM (SELECT (${periodStartOf(sql.raw('period'))}) AS period_start FROM missions
                 WHERE id = ${query.missionId} AND is_active) m
          LEFT JOIN mission_progress p ON p.mission_id = ${query.missionId}
           AND p.member_id = ${member.id} AND p.period_start = m.period_start`,
  );
  if (!mission) throw new AppError('NOT_FOUND', 'No such mission.', 'query.missionId');
  const period = mission.period_start;
  const myValue = BigInt(mission.value ?? '0');
  const top = await rowsOf<{ username: string; value: string }>(
    deps.db,
    sql`SELECT m.username, p.value::text AS value
          FROM (SELECT member_id, value FROM mission_progress
                 WHERE mission_id = ${query.missionId} AND period_start = ${period}::date
                   AND value > 0
                 ORDER BY value DESC, member_id
                 LIMIT ${query.limit}) p
          JOIN members m ON m.id = p.member_id
         ORDER BY p.value DESC, p.member_id`,
  );
  let rank: number | null = null;
  if (myValue > 0n) {
    const last = top.at(-1);
    if (top.length < query.limit || (last && myValue >= BigInt(last.value))) {
      // Every larger figure is in the top: rank from it, no count.
      rank = 1 + top.filter((row) => BigInt(row.value) > myValue).length;
    } else {
      rank = 1 + countAbove(await boardOf(deps.db, query.missionId, period), myValue);
    }
  }
  const participants = (await boardOf(deps.db, query.missionId, period)).length;
  return {
    periodStart: period,
    rows: top.map((row) => ({
      // Ties share a rank, as the caller's (the larger figures are all above it in the top).
      rank: 1 + top.findIndex((other) => other.value === row.value),
      username: maskUsername(row.username),
      value: row.value,
    })),
    me: { rank, value: myValue.toString() },
    participants: Math.max(participants, rank ?? 0, top.length),
  };
}

/**
 * Claims the reward of a completed mission of the current period, once: the progress row's
 * claimed_at is set by a compare-and-set (so 50 claims at once give one), and the reward is
 * paid in the same transaction (a refused payout rolls the claim back).
 */
export async function claimMission(deps: Deps, caller: Caller | null, missionId: number) {
  const member = await requireRealMember(deps, caller);
  return deps.db
    .transaction(async (tx) => {
      const [claimed] = await rowsOf<{
        period_start: string;
        reward_amount: string;
        reward_kind: 'bonus' | 'points';
        wagering_multiple: number;
      }>(
        tx,
        sql`UPDATE mission_progress p SET claimed_at = now()
            FROM missions m
           WHERE m.id = ${missionId} AND m.is_active AND p.mission_id = m.id
             AND p.member_id = ${member.id}
             AND p.period_start = ${periodStartOf(sql.raw('m.period'))}
             AND p.claimed_at IS NULL AND p.value >= m.target
          RETURNING p.period_start::text AS period_start, m.reward_amount::text AS reward_amount,
                    m.reward_kind, m.wagering_multiple`,
      );
      if (!claimed) {
        const [mission] = await rowsOf<{ id: number }>(
          tx,
          sql`SELECT id FROM missions WHERE id = ${missionId} AND is_active`,
        );
        if (!mission) throw new AppError('NOT_FOUND', 'No such mission.', 'body.missionId');
        throw new AppError('NOTHING_TO_CLAIM', 'The mission is not complete, or already claimed.');
      }
      const amount = BigInt(claimed.reward_amount);
      const { bonusId } = await payMissionReward(tx, {
        memberId: member.id,
        missionId,
        periodStart: claimed.period_start,
        kind: claimed.reward_kind,
        amount,
        wageringMultiple: claimed.wagering_multiple,
      });
      await tx.execute(
        sql`UPDATE mission_progress SET bonus_id = ${bonusId}
           WHERE mission_id = ${missionId} AND member_id = ${member.id}
             AND period_start = ${claimed.period_start}::date`,
      );
      await insertAudit(tx, {
        actorKind: 'member',
        actorId: member.id,
        action: 'mission.claimed',
        subject: `mission:${missionId}`,
        detail: {
          periodStart: claimed.period_start,
          rewardKind: claimed.reward_kind,
          amount: amount.toString(),
          bonusId,
        },
      });
      return { missionId, rewardKind: claimed.reward_kind, amount: amount.toString(), bonusId };
    })
    .then((result) => {
      deps.balanceEvents.publish([member.id]);
      return result;
    });
}

/**
 * A login: the day counts once for the member's login_days missions (member_login_days keeps
 * which days were counted). One statement; a second login that day changes nothing.
 */
export async function recordLogin(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`
    WITH day AS (
      INSERT INTO member_login_days (member_id, day) VALUES (${memberId}, ${today()})
      ON CONFLICT DO NOTHING RETURNING day)
    INSERT INTO mission_progress (mission_id, member_id, period_start, value)
    SELECT m.id, ${memberId},
           CASE WHEN m.period = 'daily' THEN day.day ELSE date_trunc('week', day.day)::date END, 1
      FROM day JOIN missions m ON m.is_active AND m.kind = 'login_days'
    ON CONFLICT (mission_id, member_id, period_start)
    DO UPDATE SET value = mission_progress.value + 1, updated_at = now()`);
}

// ---------------------------------------------------------------------------------------------
// Operators.

interface OpsRow {
  id: number;
  title: Texts;
  period: 'daily' | 'weekly';
  kind: TMission['kind'];
  game_type: string;
  target: string;
  reward_amount: string;
  reward_kind: 'bonus' | 'points';
  wagering_multiple: number;
  is_active: boolean;
  sort: number;
  participants: number;
  claims: number;
}

const opsMissionOf = (r: OpsRow) => ({
  id: r.id,
  title: r.title,
  period: r.period,
  kind: r.kind,
  gameType: r.game_type,
  target: r.target,
  rewardAmount: r.reward_amount,
  rewardKind: r.reward_kind,
  wageringMultiple: r.wagering_multiple,
  isActive: r.is_active,
  sort: r.sort,
  participants: r.participants,
  claims: r.claims,
});

/** One mission (by id), or a page of them by period and display order. */
async function opsMissions(db: Db, which: { id: number } | { limit: number; offset: number }) {
  return rowsOf<OpsRow>(
    db,
    sql`SELECT m.id, m.title, m.period, m.kind, m.game_type, m.target::text, m.reward_amount::text,
               m.reward_kind, m.wagering_multiple, m.is_active, m.sort,
               (SELECT count(*)::int FROM mission_progress p WHERE p.mission_id = m.id
                   AND p.period_start = ${periodStartOf(sql.raw('m.period'))} AND p.value > 0) AS participants,
               (SELECT count(*)::int FROM mission_progress p WHERE p.mission_id = m.id
                   AND p.period_start = ${periodStartOf(sql.raw('m.period'))}
                   AND p.claimed_at IS NOT NULL) AS claims
          FROM missions m ${'id' in which ? sql`WHERE m.id = ${which.id}` : sql``}
         ORDER BY m.period, m.sort, m.id
         ${'id' in which ? sql`` : sql`LIMIT ${which.limit} OFFSET ${which.offset}`}`,
  );
}

export async function listOpsMissions(deps: Deps, caller: Caller | null, query: TOpsPageQuery) {
  await requireOperator(deps, caller, 'loyalty.read');
  const [rows, counted] = await Promise.all([
    opsMissions(deps.db, rowsOfPage(query)),
    rowsOf<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM missions`),
  ]);
  return pageOf(rows.map(opsMissionOf), counted[0]?.n ?? 0, query);
}

export async function saveMission(
  deps: Deps,
  caller: Caller | null,
  id: number | null,
  input: TMissionInput,
) {
  const operator = await requireOperator(deps, caller, 'loyalty.edit');
  if (operator.role !== 'admin') throw new AppError('FORBIDDEN', 'Only an admin edits missions.');
  return deps.db.transaction(async (tx) => {
    const values = sql`${JSON.stringify(input.title)}::jsonb, ${input.period}, ${input.kind},
      ${input.gameType}, ${input.target}::bigint, ${input.rewardAmount}::bigint,
      ${input.rewardKind}, ${input.wageringMultiple}, ${input.isActive}, ${input.sort}`;
    const [row] =
      id === null
        ? await rowsOf<{ id: number }>(
            tx,
            sql`INSERT INTO missions (title, period, kind, game_type, target, reward_amount,
                                      reward_kind, wagering_multiple, is_active, sort)
                VALUES (${values}) RETURNING id`,
          )
        : await rowsOf<{ id: number }>(
            tx,
            sql`UPDATE missions SET (title, period, kind, game_type, target, reward_amount,
                                     reward_kind, wagering_multiple, is_active, sort) = (${values})
                 WHERE id = ${id} RETURNING id`,
          );
    if (!row) throw new AppError('NOT_FOUND', `No mission ${id}.`, 'params.id');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: id === null ? 'mission.created' : 'mission.updated',
      subject: `mission:${row.id}`,
      detail: input,
    });
    return opsMissionOf((await opsMissions(tx, { id: row.id }))[0]!);
  });
}
