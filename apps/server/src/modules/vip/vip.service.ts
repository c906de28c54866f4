// VIP (issue 19): a member's rank from the rolling valid bet and deposits of the last windowDays
// days (activity_daily, the site's calendar days), promoted at once, relegated one rank per grace
// period, a rank-up reward paid once per member and rank (ledger key vip:reward:<member>:<level>).
// The rank is evaluated when the member's info, VIP state or VIP page is read, and by a scheduled
// job for members with activity or a rank to lose (vip.job.ts); members.rank_level
// carries it for clubLabel and the VIP customer service (rank above 4).
import type { TLanguage } from '@wps/contracts/http';
import type { TOpsVipSettings, TVipSummary } from '@wps/contracts/loyalty/vip';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { memberVip, vipRanks, vipRewards, vipSettings } from '../../db/schema/loyalty-points';
import type { Deps } from '../../deps';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import { textOf } from '../points/texts';
import { decideRank, progressToNext, qualifiedLevel, type Figures } from './vip.maths';

/** Ranks above this get the VIP customer service (spec). */
export const VIP_CS_ABOVE = 4;
/** A member's rank is evaluated at most this often on reads. */
const EVALUATE_EVERY_MS = 30_000;

type VipSettingsRow = typeof vipSettings.$inferSelect;
type VipRankRow = typeof vipRanks.$inferSelect;

export async function readVip(db: Db): Promise<{ settings: VipSettingsRow; ranks: VipRankRow[] }> {
  const [settings] = await db.select().from(vipSettings).where(eq(vipSettings.id, 1));
  const ranks = await db.select().from(vipRanks).orderBy(asc(vipRanks.level));
  return {
    settings: settings ?? {
      id: 1,
      enabled: false,
      windowDays: 30,
      relegationGraceDays: 30,
      updatedAt: new Date(0),
    },
    ranks,
  };
}

/** The member's valid bet and deposits over the last `days` days up to `now`'s day, included. */
export async function windowFigures(
  deps: Deps,
  db: Db,
  memberId: number,
  days: number,
  now = new Date(),
): Promise<Figures> {
  const tz = deps.config.SITE_TIME_ZONE;
  const { rows } = (await db.execute(sql`
    SELECT coalesce(sum(valid_bet), 0)::text AS valid_bet, coalesce(sum(deposits), 0)::text AS deposits
      FROM activity_daily
     WHERE member_id = ${memberId}
       AND day > (${now.toISOString()}::timestamptz AT TIME ZONE ${tz}::text)::date - ${days}::int
       AND day <= (${now.toISOString()}::timestamptz AT TIME ZONE ${tz}::text)::date`)) as unknown as {
    rows: Array<{ valid_bet: string; deposits: string }>;
  };
  return {
    validBet: BigInt(rows[0]?.valid_bet ?? '0'),
    deposits: BigInt(rows[0]?.deposits ?? '0'),
  };
}

/**
 * Evaluates the member's rank now and applies it: rank, reached time, members.rank_level, and the
 * rewards of ranks reached for the first time (once ever, each). Returns the level.
 */
export async function evaluateVip(
  deps: Deps,
  memberId: number,
  options: { force?: boolean; now?: Date } = {},
): Promise<number | null> {
  const { settings, ranks } = await readVip(deps.db);
  if (!settings.enabled || ranks.length === 0) return null;
  const now = options.now ?? new Date();
  const [state] = await deps.db.select().from(memberVip).where(eq(memberVip.memberId, memberId));
  // A recent evaluation stands, unless the operators changed the ranks or rules since: a member
  // sees a new rank table at once, not up to EVALUATE_EVERY_MS later.
  const isFresh =
    state &&
    now.getTime() - state.evaluatedAt.getTime() < EVALUATE_EVERY_MS &&
    state.evaluatedAt >= settings.updatedAt;
  if (!options.force && isFresh) return state.level;
  const figures = await windowFigures(deps, deps.db, memberId, settings.windowDays, now);
  const paid: number[] = [];
  const level = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // First evaluation: the member starts from the level the site already gave (members.rank_level).
    await tx.execute(sql`
      INSERT INTO member_vip (member_id, level, reached_at, evaluated_at)
      SELECT id, rank_level, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        FROM members WHERE id = ${memberId}
      ON CONFLICT (member_id) DO NOTHING`);
    const [row] = await tx
      .select()
      .from(memberVip)
      .where(eq(memberVip.memberId, memberId))
      .for('update');
    const decision = decideRank({
      current: row!.level,
      reachedAt: row!.reachedAt,
      qualified: qualifiedLevel(ranks, figures),
      now,
      graceDays: settings.relegationGraceDays,
    });
    await tx
      .update(memberVip)
      .set({
        level: decision.level,
        evaluatedAt: now,
        ...(decision.changed ? { reachedAt: now } : {}),
      })
      .where(eq(memberVip.memberId, memberId));
    await tx.update(members).set({ rankLevel: decision.level }).where(eq(members.id, memberId));
    for (const level of decision.promotedThrough) {
      const rank = ranks.find((r) => r.level === level);
      if (!rank || rank.reward <= 0n) continue;
      const inserted = await tx
        .insert(vipRewards)
        .values({ memberId, level, amount: rank.reward })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) continue;
      const promotions = await openAccount(tx, 'promotions', null);
      const cash = await openAccount(tx, 'player_cash', memberId);
      await post(tx, {
        key: `vip:reward:${memberId}:${level}`,
        kind: 'vip_reward',
        entries: [
          { account: promotions.id, amount: -rank.reward },
          { account: cash.id, amount: rank.reward },
        ],
        metadata: { level, reference: `VIP ${level}` },
      });
      paid.push(level);
    }
    return decision.level;
  });
  if (paid.length > 0) deps.balanceEvents.publish([memberId]);
  return level;
}

/**
 * Evaluates a real member's rank as it is read (member info, VIP state and page): the level, or
 * null for a trial account or a site without VIP. An error is logged and never breaks the read.
 */
export async function evaluateVipOnRead(
  deps: Deps,
  member: { id: number; accountType: number },
): Promise<number | null> {
  if (member.accountType === ACCOUNT_TYPE.trial) return null;
  try {
    return await evaluateVip(deps, member.id);
  } catch (error) {
    deps.log.error({ err: error, memberId: member.id }, 'vip: evaluation failed');
    return null;
  }
}

async function memberOf(deps: Deps, caller: Caller | null) {
  if (caller?.kind !== 'member') return null;
  const [m] = await deps.db
    .select({ id: members.id, accountType: members.accountType, status: members.status })
    .from(members)
    .where(eq(members.id, caller.id));
  return m && m.status === 'active' ? m : null;
}

export async function getVipState(deps: Deps, caller: Caller | null) {
  const { settings, ranks } = await readVip(deps.db);
  const hasVip = settings.enabled && ranks.length > 1;
  const member = await memberOf(deps, caller);
  if (!member) return { hasVip, vipRankLevel: null };
  if (hasVip) await evaluateVipOnRead(deps, member);
  const [row] = await deps.db
    .select({ rankLevel: members.rankLevel })
    .from(members)
    .where(eq(members.id, member.id));
  return { hasVip, vipRankLevel: row?.rankLevel ?? null };
}

export async function getVipSummary(
  deps: Deps,
  caller: Caller | null,
  language: TLanguage,
): Promise<TVipSummary> {
  const { settings, ranks } = await readVip(deps.db);
  const out: TVipSummary = {
    enabled: settings.enabled,
    windowDays: settings.windowDays,
    ranks: ranks.map((r) => ({
      level: r.level,
      name: textOf(r.names, language),
      colour: r.colour,
      minValidBet: r.minValidBet.toString(),
      minDeposit: r.minDeposit.toString(),
      reward: r.reward.toString(),
    })),
    me: null,
  };
  const member = await memberOf(deps, caller);
  if (!member) return out;
  if (settings.enabled) await evaluateVipOnRead(deps, member);
  const [state] = await deps.db.select().from(memberVip).where(eq(memberVip.memberId, member.id));
  const [row] = await deps.db
    .select({ rankLevel: members.rankLevel })
    .from(members)
    .where(eq(members.id, member.id));
  const level = row?.rankLevel ?? 1;
  const figures = await windowFigures(deps, deps.db, member.id, settings.windowDays);
  const next = progressToNext(ranks, level, figures);
  out.me = {
    level,
    reachedAt: state?.reachedAt.toISOString() ?? null,
    validBet: figures.validBet.toString(),
    deposits: figures.deposits.toString(),
    next: next && {
      level: next.level,
      validBetLeft: next.validBetLeft.toString(),
      depositLeft: next.depositLeft.toString(),
      percent: next.percent,
    },
    vipService: level > VIP_CS_ABOVE,
  };
  return out;
}

async function opsOut(db: Db) {
  const { settings, ranks } = await readVip(db);
  const counts = await db
    .select({ level: members.rankLevel, n: sql<number>`count(*)::int` })
    .from(members)
    .groupBy(members.rankLevel);
  return {
    enabled: settings.enabled,
    windowDays: settings.windowDays,
    relegationGraceDays: settings.relegationGraceDays,
    ranks: ranks.map((r) => ({
      level: r.level,
      names: r.names,
      colour: r.colour,
      minValidBet: r.minValidBet.toString(),
      minDeposit: r.minDeposit.toString(),
      reward: r.reward.toString(),
      members: counts.find((c) => c.level === r.level)?.n ?? 0,
    })),
  };
}

export async function getOpsVipSettings(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller, 'loyalty.read');
  return opsOut(deps.db);
}

export async function putOpsVipSettings(deps: Deps, caller: Caller | null, body: TOpsVipSettings) {
  const operator = await requireOperator(deps, caller, 'loyalty.edit');
  await deps.db.transaction(async (tx) => {
    const values = {
      enabled: body.enabled,
      windowDays: body.windowDays,
      relegationGraceDays: body.relegationGraceDays,
      updatedAt: new Date(),
    };
    await tx
      .insert(vipSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: vipSettings.id, set: values });
    await tx.delete(vipRanks);
    await tx.insert(vipRanks).values(
      body.ranks.map((r) => ({
        level: r.level,
        names: r.names as Record<string, string>,
        colour: r.colour,
        minValidBet: BigInt(r.minValidBet),
        minDeposit: BigInt(r.minDeposit),
        reward: BigInt(r.reward),
      })),
    );
    // The ranks' thresholds and rewards decide who is paid what: the log keeps each version.
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'vip.settings',
      detail: body,
    });
  });
  return opsOut(deps.db);
}
