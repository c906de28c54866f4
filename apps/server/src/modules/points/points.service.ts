// The member's side of the points mall (issue 19): balance, catalogue, redeem, redeem history,
// convert to cash, point records. Points live in the ledger (player_points, the site's points
// account, currency PTS); earning accrues in point_accruals from recordActivity and is credited
// here in whole points (flushAccrual). See docs/decisions.md, i19-points.
import type {
  TConvertRequest,
  TPointBalance,
  TPointConfig,
  TPointListQuery,
  TPointRecord,
  TPointReward,
  TRedeemRequest,
  TRedemption,
} from '@wps/contracts/loyalty/points';
import type { TLanguage } from '@wps/contracts/http';
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerTransactions } from '../../db/schema/ledger';
import {
  pointAccruals,
  pointEarnRules,
  pointRedemptions,
  pointRewards,
  pointSettings,
} from '../../db/schema/loyalty-points';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { accountOf, openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { withKeyLock } from '../../lib/key-lock';
import { type RateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import { grantBonus } from '../bonus/bonus.service';
import { requireMember, requireRealMember } from '../member/member.service';
import { checkPaymentPassword } from '../payment-password/payment-password.service';
import type { Caller } from '../session/session.service';
import { convertToCash, MICRO, redeemCost, wholePoints } from './points.maths';
import { textOf } from './texts';

type PointSettingsRow = typeof pointSettings.$inferSelect;
type RewardRow = typeof pointRewards.$inferSelect;
type RedemptionRow = typeof pointRedemptions.$inferSelect;

/** The settings as stored, or the defaults before an operator saved any (earning off). */
export async function readPointSettings(db: Db): Promise<PointSettingsRow> {
  const [row] = await db.select().from(pointSettings).where(eq(pointSettings.id, 1));
  return (
    row ?? {
      id: 1,
      enabled: false,
      depositPoints: 0,
      depositPer: 100_000n,
      depositMicro: 0n,
      convertPoints: 0,
      convertAmount: 0n,
      convertMin: 1,
      updatedAt: new Date(0),
    }
  );
}

export { textOf };

/**
 * Credits the member's whole points accrued so far (one ledger transaction, keyed by the count
 * of credits) and keeps the fraction. Its own transaction: it locks the accrual row before the
 * points accounts, as the bet path does, and nothing else.
 */
export async function flushAccrual(db: Db, memberId: number): Promise<bigint> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .select({ micro: sql<string>`${pointAccruals.micro}::text`, flushes: pointAccruals.flushes })
      .from(pointAccruals)
      .where(eq(pointAccruals.memberId, memberId))
      .for('update');
    if (!row) return 0n;
    const { whole } = wholePoints(BigInt(row.micro));
    if (whole === 0n) return 0n;
    await tx
      .update(pointAccruals)
      .set({
        micro: sql`${pointAccruals.micro} - ${(whole * MICRO).toString()}::numeric`,
        flushes: row.flushes + 1,
        updatedAt: new Date(),
      })
      .where(eq(pointAccruals.memberId, memberId));
    const site = await openAccount(tx, 'points', null);
    const mine = await openAccount(tx, 'player_points', memberId);
    await post(tx, {
      key: `points:earn:${memberId}:${row.flushes + 1}`,
      kind: 'points_earn',
      entries: [
        { account: site.id, amount: -whole },
        { account: mine.id, amount: whole },
      ],
      metadata: { remark: 'earned' },
    });
    return whole;
  });
}

async function pointsOf(db: Db, memberId: number): Promise<bigint> {
  return (await accountOf(db, 'player_points', memberId))?.balance ?? 0n;
}

export async function getPointBalance(deps: Deps, caller: Caller | null): Promise<TPointBalance> {
  const member = await requireMember(deps, caller);
  await flushAccrual(deps.db, member.id);
  const [accrual] = await deps.db
    .select({ micro: sql<string>`${pointAccruals.micro}::text` })
    .from(pointAccruals)
    .where(eq(pointAccruals.memberId, member.id));
  const pending = BigInt(accrual?.micro ?? '0');
  return {
    points: (await pointsOf(deps.db, member.id)).toString(),
    pendingMicro: (pending > 0n ? pending : 0n).toString(),
  };
}

export async function getPointConfig(deps: Deps): Promise<TPointConfig> {
  const settings = await readPointSettings(deps.db);
  const rules = await deps.db.select().from(pointEarnRules).orderBy(asc(pointEarnRules.gameType));
  return {
    enabled: settings.enabled,
    convertPoints: settings.convertPoints,
    convertAmount: settings.convertAmount.toString(),
    convertMin: settings.convertMin,
    depositPoints: settings.depositPoints,
    depositPer: settings.depositPer.toString(),
    earnRules: rules.map((r) => ({
      gameType: r.gameType,
      points: r.points,
      per: r.per.toString(),
    })),
  };
}

function rewardOut(row: RewardRow, language: string): TPointReward {
  return {
    id: row.id,
    kind: row.kind,
    name: textOf(row.names, language),
    description: textOf(row.descriptions, language),
    image: row.image,
    points: row.points,
    bonusAmount: row.bonusAmount.toString(),
    stock: row.stock,
    needsShipping: row.kind === 'goods',
  };
}

export async function getPointRewards(deps: Deps, language: TLanguage) {
  const rows = await deps.db
    .select()
    .from(pointRewards)
    .where(eq(pointRewards.active, true))
    .orderBy(asc(pointRewards.sort), asc(pointRewards.id));
  return { list: rows.map((r) => rewardOut(r, language)) };
}

export function redemptionOut(
  row: RedemptionRow,
  names: Record<string, string>,
  language: string,
): TRedemption {
  return {
    id: row.id,
    rewardId: row.rewardId,
    kind: row.kind,
    name: textOf(names, language),
    quantity: row.quantity,
    points: Number(row.points),
    amount: row.amount.toString(),
    status: row.status,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Bonus credits from the points mall: their wagering must be met within this many days. */
export const POINT_BONUS_DAYS = 30;

/** Per member: every call (copies of a key too), and new requests only (a key not seen before). */
export interface PointLimits {
  calls: RateLimiter;
  fresh: RateLimiter;
}

/**
 * Redeems: the payment password, then stock and points reserved in one transaction (the reward's
 * row locked first, so of 50 redeems of the last item exactly one finds it). A bonus credit is
 * granted at once (approved); goods wait for an operator (process). The same key again, even
 * while the first is in flight, answers the first redemption and moves nothing.
 */
export async function redeemPointReward(
  deps: Deps,
  limits: PointLimits,
  caller: Caller | null,
  body: TRedeemRequest,
  language: TLanguage = 'EN',
): Promise<{ redemption: TRedemption; points: string }> {
  const member = await requireRealMember(deps, caller);
  await takeOrRefuse(limits.calls, String(member.id), 'Too many redemptions: wait a minute.');
  const quantity = body.quantity ?? 1;
  await flushAccrual(deps.db, member.id);
  // Copies of one request take turns on the key: a copy in flight waits for the first and is
  // answered its redemption (not INSUFFICIENT_POINTS for the points the first just spent).
  const lockKey = `points:redeem:${member.id}:${body.idempotencyKey}`;
  const result = await withKeyLock(deps.db, lockKey, async (tx) => {
    const [earlier] = await tx
      .select()
      .from(pointRedemptions)
      .where(
        and(
          eq(pointRedemptions.memberId, member.id),
          eq(pointRedemptions.idempotencyKey, body.idempotencyKey),
        ),
      );
    if (earlier) {
      if (earlier.rewardId !== body.rewardId || earlier.quantity !== quantity) {
        throw new AppError(
          'CONFLICT',
          'This key was used for another redemption.',
          'body.idempotencyKey',
        );
      }
      const [reward] = await tx
        .select()
        .from(pointRewards)
        .where(eq(pointRewards.id, earlier.rewardId));
      return { redemption: earlier, names: reward?.names ?? {}, isNew: false };
    }
    // Only a new redemption counts: a replay (or a copy that waited above) is not hammering.
    await takeOrRefuse(limits.fresh, String(member.id), 'Too many redemptions: wait a minute.');
    const settings = await readPointSettings(tx);
    if (!settings.enabled)
      throw new AppError('OPERATION_NOT_ALLOWED', 'The points mall is closed.');
    const [reward] = await tx
      .select()
      .from(pointRewards)
      .where(and(eq(pointRewards.id, body.rewardId), eq(pointRewards.active, true)))
      .for('update');
    if (!reward) throw new AppError('NOT_FOUND', 'No such reward.', 'body.rewardId');
    if (reward.kind === 'goods' && !body.shipping) {
      throw new AppError('VALIDATION_FAILED', 'Goods need shipping details.', 'body.shipping');
    }
    if (reward.stock !== null && reward.stock < quantity) {
      throw new AppError('OUT_OF_STOCK', 'Not enough of this item is left.');
    }
    const cost = redeemCost(reward.points, quantity);
    const mine = await openAccount(tx, 'player_points', member.id);
    if (mine.balance < cost) throw new AppError('INSUFFICIENT_POINTS', 'Not enough points.');
    // Last, so a request refused for another reason spends no password guess.
    await checkPaymentPassword({ ...deps, db: tx }, member, body.paymentPassword);
    if (reward.stock !== null) {
      await tx
        .update(pointRewards)
        .set({ stock: sql`${pointRewards.stock} - ${quantity}` })
        .where(eq(pointRewards.id, reward.id));
    }
    const amount = reward.kind === 'bonus' ? reward.bonusAmount * BigInt(quantity) : 0n;
    const [row] = await tx
      .insert(pointRedemptions)
      .values({
        memberId: member.id,
        rewardId: reward.id,
        idempotencyKey: body.idempotencyKey,
        kind: reward.kind,
        quantity,
        points: cost,
        amount,
        status: reward.kind === 'bonus' ? 'approved' : 'process',
        shipping: reward.kind === 'goods' ? body.shipping : null,
        reviewedAt: reward.kind === 'bonus' ? new Date() : null,
      })
      .returning();
    const redemption = row!;
    const site = await openAccount(tx, 'points', null);
    try {
      await post(tx, {
        key: `points:redeem:${redemption.id}`,
        kind: 'points_redeem',
        entries: [
          { account: mine.id, amount: -cost },
          { account: site.id, amount: cost },
        ],
        metadata: {
          redemptionId: redemption.id,
          quantity,
          amount: amount.toString(),
          remark: textOf(reward.names, 'EN'),
        },
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('INSUFFICIENT_POINTS', 'Not enough points.');
      }
      throw error;
    }
    if (reward.kind === 'bonus') {
      await grantBonus(tx, {
        memberId: member.id,
        amount,
        promotionRef: `points:${reward.id}`,
        wagering: { multiple: reward.wageringMultiple / 100, base: 'bonus' },
        expiresAt: new Date(Date.now() + POINT_BONUS_DAYS * 86_400_000),
        idempotencyKey: `points:redeem:${redemption.id}`,
      });
    }
    return { redemption, names: reward.names, isNew: true };
  });
  if (result.isNew && result.redemption.kind === 'bonus') deps.balanceEvents.publish([member.id]);
  return {
    redemption: redemptionOut(result.redemption, result.names, language),
    points: (await pointsOf(deps.db, member.id)).toString(),
  };
}

/** A day's start in the site's zone, as an instant: PostgreSQL applies the zone and its history. */
const dayStart = (day: string, timeZone: string) =>
  sql`((${day}::date)::timestamp AT TIME ZONE ${timeZone})`;
const dayAfter = (day: string, timeZone: string) =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;

export async function getRedeemPointList(
  deps: Deps,
  caller: Caller | null,
  query: TPointListQuery,
) {
  const member = await requireMember(deps, caller);
  const zone = deps.config.SITE_TIME_ZONE;
  const conditions: SQL[] = [eq(pointRedemptions.memberId, member.id)];
  if (query.startDate) {
    conditions.push(gte(pointRedemptions.createdAt, dayStart(query.startDate, zone)));
  }
  if (query.endDate) conditions.push(lt(pointRedemptions.createdAt, dayAfter(query.endDate, zone)));
  const where = and(...conditions);
  const rows = await deps.db
    .select({ r: pointRedemptions, names: pointRewards.names })
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .where(where)
    .orderBy(desc(pointRedemptions.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointRedemptions)
    .where(where);
  return {
    list: rows.map(({ r, names }) => redemptionOut(r, names, query.language)),
    total: count?.n ?? 0,
  };
}

/**
 * Converts points to cash at the configured rate, rounded down: the points go back to the site's
 * points account and the cash comes out of the promotions account, two ledger transactions (one
 * per currency) in one database transaction, keyed by the member's key. The same key again,
 * even while the first is in flight, answers the first conversion and moves nothing.
 */
export async function convertPoint(
  deps: Deps,
  limits: PointLimits,
  caller: Caller | null,
  body: TConvertRequest,
): Promise<{ points: string; amount: string; cash: string }> {
  const member = await requireRealMember(deps, caller);
  await takeOrRefuse(limits.calls, String(member.id), 'Too many conversions: wait a minute.');
  await flushAccrual(deps.db, member.id);
  const pointsKey = `points:convert:${member.id}:${body.idempotencyKey}`;
  const cashKey = `points:convert-cash:${member.id}:${body.idempotencyKey}`;
  // Copies of one request take turns on the key: a copy in flight waits for the first and is
  // answered its conversion.
  const amount = await withKeyLock(deps.db, pointsKey, async (tx) => {
    const [earlier] = await tx
      .select({ metadata: ledgerTransactions.metadata })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, pointsKey));
    if (earlier) {
      if (earlier.metadata.points !== String(body.points)) {
        throw new AppError(
          'CONFLICT',
          'This key was used for another conversion.',
          'body.idempotencyKey',
        );
      }
      return BigInt(String(earlier.metadata.amount));
    }
    // Only a new conversion counts: a replay (or a copy that waited above) is not hammering.
    await takeOrRefuse(limits.fresh, String(member.id), 'Too many conversions: wait a minute.');
    const settings = await readPointSettings(tx);
    if (!settings.enabled || settings.convertPoints <= 0) {
      throw new AppError('OPERATION_NOT_ALLOWED', 'Converting points is not open.');
    }
    if (body.points < settings.convertMin) {
      throw new AppError(
        'AMOUNT_OUT_OF_RANGE',
        `Convert at least ${settings.convertMin} points.`,
        'body.points',
      );
    }
    const points = BigInt(body.points);
    const cash = convertToCash(points, settings.convertPoints, settings.convertAmount);
    if (cash <= 0n) {
      throw new AppError('AMOUNT_OUT_OF_RANGE', 'Too few points for any cash.', 'body.points');
    }
    const mine = await openAccount(tx, 'player_points', member.id);
    if (mine.balance < points) throw new AppError('INSUFFICIENT_POINTS', 'Not enough points.');
    await checkPaymentPassword({ ...deps, db: tx }, member, body.paymentPassword);
    const site = await openAccount(tx, 'points', null);
    const promotions = await openAccount(tx, 'promotions', null);
    const wallet = await openAccount(tx, 'player_cash', member.id);
    try {
      await post(tx, {
        key: pointsKey,
        kind: 'points_convert',
        entries: [
          { account: mine.id, amount: -points },
          { account: site.id, amount: points },
        ],
        metadata: { points: String(body.points), amount: cash.toString(), remark: 'converted' },
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('INSUFFICIENT_POINTS', 'Not enough points.');
      }
      throw error;
    }
    await post(tx, {
      key: cashKey,
      kind: 'points_convert',
      entries: [
        { account: promotions.id, amount: -cash },
        { account: wallet.id, amount: cash },
      ],
      metadata: { points: String(body.points), amount: cash.toString(), reference: 'points' },
    });
    return cash;
  });
  deps.balanceEvents.publish([member.id]);
  const cash = (await accountOf(deps.db, 'player_cash', member.id))?.balance ?? 0n;
  return {
    points: (await pointsOf(deps.db, member.id)).toString(),
    amount: amount.toString(),
    cash: cash.toString(),
  };
}

/** The points wallet's movements, newest first, with each redemption's status now. */
export async function getPointRecords(
  deps: Deps,
  caller: Caller | null,
  query: TPointListQuery,
): Promise<{ list: TPointRecord[]; total: number }> {
  const member = await requireMember(deps, caller);
  const account = await accountOf(deps.db, 'player_points', member.id);
  if (!account) return { list: [], total: 0 };
  const zone = deps.config.SITE_TIME_ZONE;
  const from = query.startDate
    ? sql`AND t.created_at >= ${dayStart(query.startDate, zone)}`
    : sql``;
  const until = query.endDate ? sql`AND t.created_at < ${dayAfter(query.endDate, zone)}` : sql``;
  const { rows } = (await deps.db.execute(sql`
    SELECT e.id, t.created_at, t.kind, e.amount::text AS points,
           coalesce(t.metadata ->> 'amount', '0') AS amount,
           t.metadata ->> 'remark' AS remark, (t.metadata ->> 'quantity')::int AS quantity,
           r.status
      FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
      LEFT JOIN point_redemptions r ON r.id = (t.metadata ->> 'redemptionId')::bigint
     WHERE e.account_id = ${account.id} ${from} ${until}
     ORDER BY e.id DESC
     LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const [count] = await deps.db
    .execute(
      sql`SELECT count(*)::int AS n
            FROM ledger_entries e
            JOIN ledger_transactions t ON t.id = e.transaction_id
           WHERE e.account_id = ${account.id} ${from} ${until}`,
    )
    .then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      time: new Date(r.created_at as string).toISOString(),
      type: String(r.kind),
      points: String(r.points),
      amount: String(r.amount),
      status: (r.status as TPointRecord['status']) ?? null,
      remark: (r.remark as string | null) ?? null,
      quantity: r.quantity === null || r.quantity === undefined ? null : Number(r.quantity),
    })),
    total: count?.n ?? 0,
  };
}
