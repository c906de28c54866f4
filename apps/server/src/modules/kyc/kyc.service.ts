// KYC: members send identity documents (their own proof uploads), operators review them, and the
// money settings' kycRule may hold a withdrawal until one is approved (checkWithdrawalKyc).
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { TMyKyc } from '@wps/contracts/account/kyc';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { kycSubmissions } from '../../db/schema/back-office';
import { operators } from '../../db/schema/core';
import { withdrawals } from '../../db/schema/payments';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { TMoneySettings } from '@wps/contracts/wallet/money-settings';
import { requireRealMember } from '../member/member.service';
import { readMoneySettings } from '../money-settings/money-settings.queries';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import { loadOwnProofs } from '../proofs/proofs.service';
import type { Caller } from '../session/session.service';

export const KYC_PAGE_SIZE = 20;

async function latest(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.memberId, memberId))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return row ?? null;
}

async function isApproved(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.memberId, memberId), eq(kycSubmissions.state, 'approved')))
    .limit(1);
  return row !== undefined;
}

async function myKyc(db: Db, memberId: number): Promise<TMyKyc> {
  const [row, settings] = await Promise.all([latest(db, memberId), readMoneySettings(db)]);
  return {
    state: row?.state ?? 'none',
    documentType: row?.documentType ?? null,
    reason: row?.state === 'rejected' ? row.reason : null,
    submittedAt: row?.createdAt.toISOString() ?? null,
    rule: settings.kycRule,
    above: settings.kycAbove,
  };
}

export async function getMyKyc(deps: Deps, caller: Caller | null) {
  const member = await requireRealMember(deps, caller);
  return myKyc(deps.db, member.id);
}

export async function submitKyc(
  deps: Deps,
  caller: Caller | null,
  body: {
    documentType: TMyKyc['documentType'] & string;
    documentNumber: string;
    proofIds: number[];
  },
) {
  const member = await requireRealMember(deps, caller);
  return deps.db.transaction(async (tx) => {
    // One submission at a time per member: the member's row is the lock.
    await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, member.id))
      .for('update');
    const current = await latest(tx, member.id);
    if (current && current.state !== 'rejected') {
      throw new AppError(
        'KYC_OPEN',
        current.state === 'pending'
          ? 'Your documents are being reviewed.'
          : 'Your identity is already verified.',
      );
    }
    const proofIds = await loadOwnProofs(tx, member.id, body.proofIds);
    await tx.insert(kycSubmissions).values({
      memberId: member.id,
      documentType: body.documentType,
      documentNumber: body.documentNumber,
      proofIds,
    });
    return myKyc(tx, member.id);
  });
}

/**
 * Inside a withdrawal's transaction: refuses it with KYC_REQUIRED when the site's rule asks for an
 * approved identity check this member lacks (before the first withdrawal, or above kycAbove).
 */
export async function checkWithdrawalKyc(
  tx: Db,
  memberId: number,
  amount: bigint,
  settings: TMoneySettings,
): Promise<void> {
  if (settings.kycRule === 'never') return;
  if (settings.kycRule === 'above_amount' && amount <= BigInt(settings.kycAbove)) return;
  if (settings.kycRule === 'first_withdrawal') {
    const [done] = await tx
      .select({ n: count() })
      .from(withdrawals)
      .where(eq(withdrawals.memberId, memberId));
    if ((done?.n ?? 0) > 0) return;
  }
  if (await isApproved(tx, memberId)) return;
  throw new AppError(
    'KYC_REQUIRED',
    settings.kycRule === 'first_withdrawal'
      ? 'Verify your identity (KYC) before your first withdrawal.'
      : `Verify your identity (KYC) to withdraw more than ${settings.kycAbove}.`,
  );
}

const reviewer = operators;

async function opsRows(
  db: Db,
  where: ReturnType<typeof and>,
  order: 'asc' | 'desc',
  offset: number,
) {
  const rows = await db
    .select({
      k: kycSubmissions,
      username: members.username,
      payeeName: members.payeeName,
      reviewer: reviewer.username,
    })
    .from(kycSubmissions)
    .innerJoin(members, eq(members.id, kycSubmissions.memberId))
    .leftJoin(reviewer, eq(reviewer.id, kycSubmissions.reviewedBy))
    .where(where)
    .orderBy(order === 'asc' ? asc(kycSubmissions.id) : desc(kycSubmissions.id))
    .offset(offset)
    .limit(KYC_PAGE_SIZE);
  return rows.map((r) => ({
    id: r.k.id,
    memberId: r.k.memberId,
    username: r.username,
    payeeName: r.payeeName,
    documentType: r.k.documentType,
    documentNumber: r.k.documentNumber,
    proofIds: r.k.proofIds,
    state: r.k.state,
    reviewer: r.reviewer,
    reason: r.k.reason,
    createdAt: r.k.createdAt.toISOString(),
    reviewedAt: r.k.reviewedAt?.toISOString() ?? null,
  }));
}

export async function listKyc(
  deps: Deps,
  caller: Caller | null,
  query: { page: number; state: 'pending' | 'approved' | 'rejected' },
) {
  await requireOperator(deps, caller, 'members.read');
  const where = and(eq(kycSubmissions.state, query.state));
  const [items, [total]] = await Promise.all([
    opsRows(
      deps.db,
      where,
      query.state === 'pending' ? 'asc' : 'desc',
      (query.page - 1) * KYC_PAGE_SIZE,
    ),
    deps.db.select({ n: count() }).from(kycSubmissions).where(where),
  ]);
  return { items, totalPages: Math.ceil((total?.n ?? 0) / KYC_PAGE_SIZE) };
}

export async function reviewKyc(
  deps: Deps,
  caller: Caller | null,
  id: number,
  body: { decision: 'approve' | 'reject'; reason: string },
) {
  const operator = await requireOperator(deps, caller, 'members.edit');
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', `No submission ${id}.`, 'params.id');
    if (row.state !== 'pending') {
      throw new AppError('INVALID_STATE', `Submission ${id} is ${row.state} already.`);
    }
    await tx
      .update(kycSubmissions)
      .set({
        state: body.decision === 'approve' ? 'approved' : 'rejected',
        reviewedBy: operator.id,
        reviewedAt: new Date(),
        reason: body.reason || null,
      })
      .where(eq(kycSubmissions.id, id));
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: `member.kyc.${body.decision}`,
      subject: `member:${row.memberId}`,
      detail: { submissionId: id, reason: body.reason },
    });
    const [out] = await opsRows(tx, and(eq(kycSubmissions.id, id)), 'desc', 0);
    return out!;
  });
}
