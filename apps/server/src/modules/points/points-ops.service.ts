// The console's points sections: settings (earning rules, conversion), catalogue, redemptions.
import type {
  TOpsPointSettings,
  TOpsRedemption,
  TOpsReward,
  TOpsRewardInput,
} from '@wps/contracts/loyalty/ops-points';
import { ZOpsRewardInput } from '@wps/contracts/loyalty/ops-points';
import type { TOpsPageQuery } from '@wps/contracts/ops/paging';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import {
  pointEarnRules,
  pointRedemptions,
  pointRewards,
  pointSettings,
} from '../../db/schema/loyalty-points';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { pageOf, rowsOfPage } from '../../lib/paging';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import { microRate } from './points.maths';
import { readPointSettings, textOf } from './points.service';

async function settingsOut(db: Db): Promise<TOpsPointSettings> {
  const s = await readPointSettings(db);
  const rules = await db.select().from(pointEarnRules).orderBy(asc(pointEarnRules.gameType));
  return {
    enabled: s.enabled,
    deposit: { points: s.depositPoints, per: s.depositPer.toString() },
    earnRules: rules.map((r) => ({
      gameType: r.gameType as TOpsPointSettings['earnRules'][number]['gameType'],
      points: r.points,
      per: r.per.toString(),
    })),
    convertPoints: s.convertPoints,
    convertAmount: s.convertAmount.toString(),
    convertMin: s.convertMin,
  };
}

export async function getPointSettings(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller, 'loyalty.read');
  return settingsOut(deps.db);
}

function rateOf(points: number, per: string, field: string): bigint {
  const micro = microRate(points, BigInt(per));
  if (points > 0 && micro === 0n) {
    throw new AppError(
      'VALIDATION_FAILED',
      'This rate is below a millionth of a point per minor unit.',
      field,
    );
  }
  return micro;
}

export async function putPointSettings(deps: Deps, caller: Caller | null, body: TOpsPointSettings) {
  const operator = await requireOperator(deps, caller, 'loyalty.edit');
  const depositMicro = rateOf(body.deposit.points, body.deposit.per, 'body.deposit');
  const rules = body.earnRules.map((r, i) => ({
    gameType: r.gameType,
    points: r.points,
    per: BigInt(r.per),
    micro: rateOf(r.points, r.per, `body.earnRules.${i}`),
  }));
  await deps.db.transaction(async (tx) => {
    const values = {
      enabled: body.enabled,
      depositPoints: body.deposit.points,
      depositPer: BigInt(body.deposit.per),
      depositMicro,
      convertPoints: body.convertPoints,
      convertAmount: BigInt(body.convertAmount),
      convertMin: body.convertMin,
      updatedAt: new Date(),
    };
    await tx
      .insert(pointSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: pointSettings.id, set: values });
    await tx.delete(pointEarnRules);
    if (rules.length > 0) await tx.insert(pointEarnRules).values(rules);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'points.settings',
      detail: body,
    });
  });
  return settingsOut(deps.db);
}

async function rewardOut(db: Db, id: number): Promise<TOpsReward> {
  const [row] = await db.select().from(pointRewards).where(eq(pointRewards.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such reward.');
  const [n] = await db
    .select({ n: sql<number>`coalesce(sum(${pointRedemptions.quantity}), 0)::int` })
    .from(pointRedemptions)
    .where(sql`${pointRedemptions.rewardId} = ${id} and ${pointRedemptions.status} <> 'rejected'`);
  return {
    id: row.id,
    kind: row.kind,
    names: row.names,
    descriptions: row.descriptions,
    image: row.image,
    points: row.points,
    bonusAmount: row.bonusAmount.toString(),
    wageringMultiple: row.wageringMultiple,
    stock: row.stock,
    active: row.active,
    sort: row.sort,
    redeemed: n?.n ?? 0,
  };
}

export async function listRewards(deps: Deps, caller: Caller | null, query: TOpsPageQuery) {
  await requireOperator(deps, caller, 'loyalty.read');
  const { limit, offset } = rowsOfPage(query);
  const [rows, counted] = await Promise.all([
    deps.db
      .select({ id: pointRewards.id })
      .from(pointRewards)
      .orderBy(asc(pointRewards.sort), asc(pointRewards.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(pointRewards),
  ]);
  const items = await Promise.all(rows.map((r) => rewardOut(deps.db, r.id)));
  return pageOf(items, counted[0]?.n ?? 0, query);
}

function rewardValues(input: TOpsRewardInput) {
  const r = ZOpsRewardInput.parse(input);
  return {
    kind: r.kind,
    names: r.names as Record<string, string>,
    descriptions: r.descriptions as Record<string, string>,
    image: r.image,
    points: r.points,
    bonusAmount: r.kind === 'bonus' ? BigInt(r.bonusAmount) : 0n,
    wageringMultiple: r.wageringMultiple,
    stock: r.stock,
    active: r.active,
    sort: r.sort,
  };
}

export async function createReward(deps: Deps, caller: Caller | null, body: TOpsRewardInput) {
  const operator = await requireOperator(deps, caller, 'loyalty.edit');
  const values = rewardValues(body);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(pointRewards).values(values).returning({ id: pointRewards.id });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'points.reward.create',
      subject: `points-reward:${row!.id}`,
      detail: body,
    });
    return row!.id;
  });
  return rewardOut(deps.db, id);
}

export async function editReward(
  deps: Deps,
  caller: Caller | null,
  id: number,
  body: TOpsRewardInput,
) {
  const operator = await requireOperator(deps, caller, 'loyalty.edit');
  const values = rewardValues(body);
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(pointRewards)
      .set(values)
      .where(eq(pointRewards.id, id))
      .returning({ id: pointRewards.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND', 'No such reward.');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'points.reward.update',
      subject: `points-reward:${id}`,
      detail: body,
    });
  });
  return rewardOut(deps.db, id);
}

async function redemptionOut(db: Db, id: number): Promise<TOpsRedemption> {
  const [row] = await db
    .select({ r: pointRedemptions, names: pointRewards.names, username: members.username })
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .where(eq(pointRedemptions.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such redemption.');
  return toOps(row);
}

function toOps(row: {
  r: typeof pointRedemptions.$inferSelect;
  names: Record<string, string>;
  username: string;
}): TOpsRedemption {
  const { r } = row;
  return {
    id: r.id,
    memberId: r.memberId,
    username: row.username,
    rewardId: r.rewardId,
    name: textOf(row.names, 'EN'),
    kind: r.kind,
    quantity: r.quantity,
    points: Number(r.points),
    amount: r.amount.toString(),
    status: r.status,
    shipping: r.shipping ?? null,
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

export async function listRedemptions(
  deps: Deps,
  caller: Caller | null,
  query: { status?: 'process' | 'approved' | 'rejected'; pageNo: number; pageSize: number },
) {
  await requireOperator(deps, caller, 'loyalty.read');
  const where = query.status ? eq(pointRedemptions.status, query.status) : undefined;
  const rows = await deps.db
    .select({ r: pointRedemptions, names: pointRewards.names, username: members.username })
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .where(where)
    .orderBy(desc(pointRedemptions.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [n] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointRedemptions)
    .where(where);
  return { list: rows.map(toOps), total: n?.n ?? 0 };
}

/**
 * Approves or rejects a goods redemption in process. A rejection gives the points back (ledger
 * key points:refund:<id>) and the items back to stock, in one transaction; a decided redemption
 * is INVALID_STATE.
 */
export async function reviewRedemption(
  deps: Deps,
  caller: Caller | null,
  id: number,
  body: { decision: 'approved' | 'rejected'; remark?: string },
) {
  const operator = await requireOperator(deps, caller, 'loyalty.decide');
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .select()
      .from(pointRedemptions)
      .where(eq(pointRedemptions.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such redemption.');
    if (row.status !== 'process') {
      throw new AppError('INVALID_STATE', 'This redemption was already decided.');
    }
    await tx
      .update(pointRedemptions)
      .set({
        status: body.decision,
        remark: body.remark ?? null,
        reviewedBy: operator.id,
        reviewedAt: new Date(),
      })
      .where(eq(pointRedemptions.id, id));
    if (body.decision === 'rejected') {
      await tx
        .update(pointRewards)
        .set({ stock: sql`${pointRewards.stock} + ${row.quantity}` })
        .where(sql`${pointRewards.id} = ${row.rewardId} and ${pointRewards.stock} is not null`);
      const site = await openAccount(tx, 'points', null);
      const mine = await openAccount(tx, 'player_points', row.memberId);
      await post(tx, {
        key: `points:refund:${row.id}`,
        kind: 'points_refund',
        entries: [
          { account: site.id, amount: -row.points },
          { account: mine.id, amount: row.points },
        ],
        metadata: {
          redemptionId: row.id,
          quantity: row.quantity,
          remark: body.remark ?? 'rejected',
        },
      });
    }
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'points.redemption.review',
      subject: `points-redemption:${row.id}`,
      memberId: row.memberId,
      detail: {
        decision: body.decision,
        remark: body.remark ?? null,
        points: row.points.toString(),
      },
    });
  });
  return redemptionOut(deps.db, id);
}
