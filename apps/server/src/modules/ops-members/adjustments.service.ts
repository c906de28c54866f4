// Balance adjustments: an operator credits or debits a member's cash, bonus or points with a
// reason. Up to the money settings' adjustmentApprovalAbove (points: their cash value, see
// needsChecker) the maker's own call posts it; above, it waits for a checker, another operator.
// Posting happens once: the row is locked and must still be pending, and the ledger key
// `adjustment:<id>` could not post twice even if it were not. The other side of a cash or bonus
// posting is the site's 'adjustments' account; of a points posting (its own asset, PTS), the
// site's 'points' account, as every points movement's.
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type { TAdjustment, TAdjustmentWallet } from '@wps/contracts/account/ops-member-detail';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { balanceAdjustments } from '../../db/schema/back-office';
import { bonuses } from '../../db/schema/bonus';
import { operators } from '../../db/schema/core';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openAccount, type AccountKind } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { readMoneySettings } from '../money-settings/money-settings.queries';
import { readPointSettings } from '../points/points.service';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';

export const ADJUSTMENTS_PAGE_SIZE = 20;

type AdjustmentRow = typeof balanceAdjustments.$inferSelect;

const maker = alias(operators, 'maker');
const checker = alias(operators, 'checker');

async function findAdjustments(db: Db, where: ReturnType<typeof and>, offset = 0, limit = 1) {
  const rows = await db
    .select({
      a: balanceAdjustments,
      username: members.username,
      maker: maker.username,
      checker: checker.username,
    })
    .from(balanceAdjustments)
    .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
    .innerJoin(maker, eq(maker.id, balanceAdjustments.makerId))
    .leftJoin(checker, eq(checker.id, balanceAdjustments.checkerId))
    .where(where)
    .orderBy(desc(balanceAdjustments.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r): TAdjustment => ({
    id: r.a.id,
    memberId: r.a.memberId,
    username: r.username,
    wallet: r.a.wallet,
    amount: r.a.amount.toString(),
    reason: r.a.reason,
    state: r.a.state,
    maker: r.maker,
    checker: r.checker,
    createdAt: r.a.createdAt.toISOString(),
    decidedAt: r.a.decidedAt?.toISOString() ?? null,
  }));
}

async function adjustmentOf(db: Db, id: number): Promise<TAdjustment> {
  const [row] = await findAdjustments(db, and(eq(balanceAdjustments.id, id)));
  if (!row) throw new AppError('NOT_FOUND', `No adjustment ${id}.`, 'params.id');
  return row;
}

/** The member's account and the site's account each wallet posts between, and the ledger kind. */
const POSTINGS: Record<
  TAdjustmentWallet,
  { member: AccountKind; site: AccountKind; kind: string }
> = {
  // Not 'adjustment': the demo seed's opening balances use that kind.
  cash: { member: 'player_cash', site: 'adjustments', kind: 'balance_adjustment' },
  bonus: { member: 'player_bonus', site: 'adjustments', kind: 'balance_adjustment' },
  // Points transactions are kinds 'points_*' (ledger:check); the member's point records list it.
  points: { member: 'player_points', site: 'points', kind: 'points_adjust' },
};

/**
 * Posts a locked pending adjustment and marks it posted by `checkerId`. A bonus adjustment needs
 * the member's active bonus (a bonus wallet holds money only while one is active; ledger:check),
 * locked first as the bonus module does; a debit below zero is INSUFFICIENT_FUNDS, nothing moves.
 */
async function postAdjustment(tx: Db, row: AdjustmentRow, checkerId: number) {
  if (row.wallet === 'bonus') {
    const [active] = await tx
      .select({ id: bonuses.id })
      .from(bonuses)
      .where(and(eq(bonuses.memberId, row.memberId), eq(bonuses.status, 'active')))
      .for('update');
    if (!active) {
      throw new AppError(
        'INVALID_STATE',
        'The member has no active bonus: a bonus wallet holds money only during one.',
        'body.wallet',
      );
    }
  }
  const how = POSTINGS[row.wallet];
  const member = await openAccount(tx, how.member, row.memberId);
  const site = await openAccount(tx, how.site, null);
  const posted = await post(tx, {
    key: `adjustment:${row.id}`,
    kind: how.kind,
    entries: [
      { account: member.id, amount: row.amount },
      { account: site.id, amount: -row.amount },
    ],
    metadata: { adjustmentId: row.id, wallet: row.wallet, makerId: row.makerId, checkerId },
  });
  await tx
    .update(balanceAdjustments)
    .set({
      state: 'posted',
      checkerId,
      ledgerTransactionId: posted.transactionId,
      decidedAt: new Date(),
    })
    .where(and(eq(balanceAdjustments.id, row.id), eq(balanceAdjustments.state, 'pending')));
}

/**
 * Whether an adjustment of `size` (minor units, or whole points) waits for a checker. Money is
 * compared with adjustmentApprovalAbove as it is. Points are compared through their cash value at
 * the points' conversion rate (convertPoints points buy convertAmount minor units), exactly:
 * size * convertAmount > above * convertPoints, no rounding. With no rate set a point has no
 * known cash value, so every points adjustment waits (docs/decisions.md, Stop 31).
 */
async function needsChecker(tx: Db, wallet: TAdjustmentWallet, size: bigint): Promise<boolean> {
  const above = BigInt((await readMoneySettings(tx)).adjustmentApprovalAbove);
  if (wallet !== 'points') return size > above;
  const rate = await readPointSettings(tx);
  if (rate.convertPoints <= 0 || rate.convertAmount <= 0n) return true;
  return size * rate.convertAmount > above * BigInt(rate.convertPoints);
}

export async function createAdjustment(
  deps: Deps,
  caller: Caller | null,
  memberId: number,
  input: {
    wallet: TAdjustmentWallet;
    direction: 'credit' | 'debit';
    amount: string;
    reason: string;
  },
): Promise<TAdjustment> {
  const operator = await requireOperator(deps, caller, 'members.adjust');
  const size = BigInt(input.amount);
  const amount = input.direction === 'credit' ? size : -size;
  const id = await deps.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ accountType: members.accountType })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) throw new AppError('NOT_FOUND', `No member ${memberId}.`, 'params.id');
    if (member.accountType === ACCOUNT_TYPE.trial) {
      throw new AppError('TRIAL_ACCOUNT', 'A trial account has no real money to adjust.');
    }
    const [row] = await tx
      .insert(balanceAdjustments)
      .values({
        memberId,
        wallet: input.wallet,
        amount,
        reason: input.reason,
        makerId: operator.id,
      })
      .returning();
    const isWaiting = await needsChecker(tx, input.wallet, size);
    if (!isWaiting) await postAdjustment(tx, row!, operator.id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: isWaiting ? 'member.adjustment.request' : 'member.adjustment.post',
      subject: `member:${memberId}`,
      detail: {
        adjustmentId: row!.id,
        wallet: input.wallet,
        amount: amount.toString(),
        reason: input.reason,
      },
    });
    return row!.id;
  });
  return adjustmentOf(deps.db, id);
}

async function decide(
  deps: Deps,
  caller: Caller | null,
  id: number,
  decision: 'approve' | 'reject',
): Promise<TAdjustment> {
  const operator = await requireOperator(deps, caller, 'members.adjust');
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', `No adjustment ${id}.`, 'params.id');
    if (row.state !== 'pending') {
      throw new AppError('INVALID_STATE', `Adjustment ${id} is ${row.state} already.`);
    }
    if (row.makerId === operator.id) {
      throw new AppError('SAME_OPERATOR', 'Another operator must decide an adjustment you made.');
    }
    if (decision === 'approve') {
      await postAdjustment(tx, row, operator.id);
    } else {
      await tx
        .update(balanceAdjustments)
        .set({ state: 'rejected', checkerId: operator.id, decidedAt: new Date() })
        .where(eq(balanceAdjustments.id, id));
    }
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: decision === 'approve' ? 'member.adjustment.approve' : 'member.adjustment.reject',
      subject: `member:${row.memberId}`,
      detail: { adjustmentId: id, wallet: row.wallet, amount: row.amount.toString() },
    });
  });
  return adjustmentOf(deps.db, id);
}

export const approveAdjustment = (deps: Deps, caller: Caller | null, id: number) =>
  decide(deps, caller, id, 'approve');

export const rejectAdjustment = (deps: Deps, caller: Caller | null, id: number) =>
  decide(deps, caller, id, 'reject');

export async function listAdjustments(
  deps: Deps,
  caller: Caller | null,
  query: { page: number; state?: TAdjustment['state'] | undefined; memberId?: number | undefined },
) {
  await requireOperator(deps, caller, 'members.read');
  const where = and(
    query.state ? eq(balanceAdjustments.state, query.state) : undefined,
    query.memberId ? eq(balanceAdjustments.memberId, query.memberId) : undefined,
  );
  const [items, [total]] = await Promise.all([
    findAdjustments(
      deps.db,
      where,
      (query.page - 1) * ADJUSTMENTS_PAGE_SIZE,
      ADJUSTMENTS_PAGE_SIZE,
    ),
    deps.db.select({ n: count() }).from(balanceAdjustments).where(where),
  ]);
  return { items, totalPages: Math.ceil((total?.n ?? 0) / ADJUSTMENTS_PAGE_SIZE) };
}
