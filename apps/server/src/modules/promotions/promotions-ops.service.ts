// The console's promotions (issue 18): create, edit and pause each type, review applications
// with their images, draw a raffle, and a report per promotion. Admins change promotions; support
// may read and review.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newServerSeed } from '@wps/games/fair';
import { drawRaffle, ticketListText } from '@wps/games/raffle';
import type { TPromotionInput } from '@wps/contracts/promotions/fields';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import { payReward } from './payout';
import * as q from './promotions.queries';
import { raffleTicketsOf, siteDay } from './promotions.service';

/** A promotion as the console reads it (money as strings). */
export function opsPromotionOf(p: q.PromotionRow) {
  return {
    id: p.id,
    type: p.type,
    state: p.state,
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    texts: p.texts,
    eligibility: p.eligibility,
    rules: p.rules,
    perMember: p.perMember,
    perDay: p.perDay,
    perAddress: p.perAddress,
    budget: p.budget?.toString() ?? null,
    spent: p.spent.toString(),
    sortOrder: p.sortOrder,
    seedHash: p.seedHash,
    /** Revealed once drawn; until then only its hash is known outside the server. */
    serverSeed: p.drawnAt ? p.serverSeed : null,
    drawnAt: p.drawnAt?.toISOString() ?? null,
  };
}

function rowOf(input: TPromotionInput) {
  return {
    type: input.rules.type,
    texts: input.texts,
    eligibility: input.eligibility,
    rules: input.rules,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    perMember: input.perMember,
    perDay: input.perDay,
    perAddress: input.perAddress,
    budget: input.budget === null ? null : BigInt(input.budget),
    sortOrder: input.sortOrder,
  };
}

export async function listOpsPromotions(
  deps: Deps,
  caller: Caller | null,
  query: {
    type?: q.PromotionRow['type'];
    state?: q.PromotionRow['state'];
    pageNo: number;
    pageSize: number;
  },
) {
  await requireOperator(deps, caller, 'promotions.review');
  const { rows, total } = await q.listAllPromotions(
    deps.db,
    { type: query.type, state: query.state },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    list: rows.map(opsPromotionOf),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** Creates a promotion as a draft; a raffle commits its server seed now (its hash is public). */
export async function createPromotion(deps: Deps, caller: Caller | null, input: TPromotionInput) {
  const operator = await requireOperator(deps, caller, 'promotions.edit');
  const serverSeed = input.rules.type === 'raffle' ? newServerSeed() : null;
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const created = await q.insertPromotion(tx, {
      ...rowOf(input),
      state: 'draft',
      createdBy: operator.id,
      // Kept secret until the draw (opsPromotionOf shows it once drawn_at is set).
      seedHash: serverSeed ? createHash('sha256').update(serverSeed).digest('hex') : null,
      serverSeed,
    });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'promotion.create',
      subject: `promotion:${created.id}`,
      detail: { type: created.type },
    });
    return opsPromotionOf(created);
  });
}

/** Edits a promotion; its type never changes (a new type is a new promotion). */
export async function editPromotion(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: TPromotionInput,
) {
  const operator = await requireOperator(deps, caller, 'promotions.edit');
  const p = await q.findPromotion(deps.db, id);
  if (!p) throw new AppError('NOT_FOUND', 'No such promotion.');
  if (p.type !== input.rules.type) {
    throw new AppError('VALIDATION_FAILED', 'The type cannot change.', 'body.rules.type');
  }
  if (p.drawnAt) throw new AppError('CONFLICT', 'The raffle is drawn.');
  const row = rowOf(input);
  if (input.budget !== null && BigInt(input.budget) < p.spent) {
    throw new AppError('VALIDATION_FAILED', 'The budget is below what is spent.', 'body.budget');
  }
  const updated = await q.updatePromotion(deps.db, id, row);
  await insertAudit(deps.db, {
    actorKind: 'operator',
    actorId: operator.id,
    action: 'promotion.edit',
    subject: `promotion:${id}`,
  });
  return opsPromotionOf(updated!);
}

const stateMoves: Record<string, readonly string[]> = {
  draft: ['active', 'ended'],
  active: ['paused', 'ended'],
  paused: ['active', 'ended'],
  ended: [],
};

/** Publishes, pauses, resumes or ends a promotion. */
export async function setPromotionState(
  deps: Deps,
  caller: Caller | null,
  id: number,
  state: q.PromotionRow['state'],
) {
  const operator = await requireOperator(deps, caller, 'promotions.edit');
  const p = await q.findPromotion(deps.db, id);
  if (!p) throw new AppError('NOT_FOUND', 'No such promotion.');
  if (!stateMoves[p.state]!.includes(state) || (p.drawnAt && state !== 'ended')) {
    throw new AppError('CONFLICT', `A ${p.state} promotion cannot become ${state}.`);
  }
  const updated = await q.updatePromotion(deps.db, id, { state });
  await insertAudit(deps.db, {
    actorKind: 'operator',
    actorId: operator.id,
    action: `promotion.${state}`,
    subject: `promotion:${id}`,
  });
  return opsPromotionOf(updated!);
}

export async function listPromotionApplications(
  deps: Deps,
  caller: Caller | null,
  id: number,
  status: 'applying' | 'issued' | 'rejected' | null,
  page: { pageNo: number; pageSize: number } = { pageNo: 1, pageSize: 20 },
) {
  await requireOperator(deps, caller, 'members.read');
  const p = await q.findPromotion(deps.db, id);
  if (!p || p.type !== 'application') throw new AppError('NOT_FOUND', 'No such promotion.');
  const { rows, total } = await q.listApplications(deps.db, id, status, {
    offset: (page.pageNo - 1) * page.pageSize,
    limit: page.pageSize,
  });
  return {
    total,
    totalPages: Math.ceil(total / page.pageSize),
    list: rows.map(({ claim, username }) => ({
      id: claim.id,
      memberId: claim.memberId,
      username,
      status: claim.status,
      remark: claim.remark ?? '',
      proofIds: claim.proofIds,
      amount: claim.amount.toString(),
      createdAt: claim.createdAt.toISOString(),
      reviewNote: claim.reviewNote,
    })),
  };
}

/** Approves (pays, issued) or rejects an application: only from applying, once. */
export async function reviewApplication(
  deps: Deps,
  caller: Caller | null,
  claimId: number,
  body: { decision: 'approve' | 'reject'; amount?: string; note?: string },
) {
  const operator = await requireOperator(deps, caller, 'promotions.review');
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const claim = await q.findClaim(tx, claimId);
    const p = claim && (await q.findPromotion(tx, claim.promotionId));
    if (!claim || !p || p.type !== 'application' || p.rules.type !== 'application') {
      throw new AppError('NOT_FOUND', 'No such application.');
    }
    const note = body.note ?? null;
    if (body.decision === 'reject') {
      const moved = await q.moveClaim(tx, claim.id, ['applying'], 'rejected', {
        reviewedBy: operator.id,
        reviewNote: note,
      });
      if (!moved) throw new AppError('PROMOTION_STATUS_INVALID', 'Already reviewed.');
      await auditReview(tx, operator.id, moved, 'rejected', '0');
      return { status: moved.status, amount: '0' };
    }
    const amount = BigInt(body.amount ?? p.rules.amount);
    // Moved first (compare and set), so two approvals cannot both pay.
    const moved = await q.moveClaim(tx, claim.id, ['applying'], 'issued', {
      reviewedBy: operator.id,
      reviewNote: note,
      amount,
    });
    if (!moved) throw new AppError('PROMOTION_STATUS_INVALID', 'Already reviewed.');
    if (!(await q.spendBudget(tx, p.id, amount))) {
      throw new AppError('PROMOTION_CLOSED', "The promotion's budget is spent.");
    }
    const txId = await payReward(tx, {
      memberId: claim.memberId,
      amount,
      key: `promo:${p.id}:${claim.memberId}:${claim.period}`,
      promotionId: p.id,
      claimId: claim.id,
      wageringMultiple: 1,
      rules: p.rules,
    });
    await q.moveClaim(tx, claim.id, ['issued'], 'issued', { ledgerTransactionId: txId });
    await auditReview(tx, operator.id, moved, 'issued', amount.toString());
    return { status: 'issued' as const, amount: amount.toString() };
  });
}

async function auditReview(
  tx: Db,
  operatorId: number,
  claim: { id: number; promotionId: number; memberId: number },
  status: string,
  amount: string,
) {
  await insertAudit(tx, {
    actorKind: 'operator',
    actorId: operatorId,
    action: 'promotion.review',
    subject: `promotion:${claim.promotionId}`,
    memberId: claim.memberId,
    detail: { claimId: claim.id, status, amount },
  });
}

/**
 * Draws an ended raffle: counts every entrant's tickets over the window, reveals the committed
 * seed, pays the winners (issued) and closes the rest. Once only.
 */
export async function drawPromotionRaffle(deps: Deps, caller: Caller | null, id: number) {
  const operator = await requireOperator(deps, caller, 'promotions.edit');
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`SELECT id FROM promotions WHERE id = ${id} FOR UPDATE`);
    const p = await q.findPromotion(tx, id);
    if (!p || p.type !== 'raffle' || p.rules.type !== 'raffle') {
      throw new AppError('NOT_FOUND', 'No such raffle.');
    }
    if (p.drawnAt || !p.serverSeed) throw new AppError('CONFLICT', 'The raffle is drawn.');
    const now = new Date();
    // Drawn once its window is over: ended by an operator, or past its end. A draft or paused
    // raffle could be published or resumed after its draw, and take entries it never draws.
    if (p.state !== 'ended' && (!p.endsAt || now < p.endsAt || p.state === 'draft')) {
      throw new AppError('CONFLICT', 'The raffle is still open: end it first.');
    }
    const entrants = (await tx.execute(
      sql`SELECT id, member_id AS "memberId" FROM promotion_claims
           WHERE promotion_id = ${id} AND status = 'process' ORDER BY member_id`,
    )) as unknown as { rows: Array<{ id: string; memberId: number }> };
    const entries = [];
    for (const e of entrants.rows) {
      const figures = await q.memberFiguresBetween(
        tx,
        e.memberId,
        p.startsAt ?? new Date(0),
        p.endsAt ?? now,
      );
      entries.push({ memberId: e.memberId, tickets: raffleTicketsOf(p, figures) });
    }
    const serverSeed = p.serverSeed;
    const prizes = p.rules.prizes;
    const { clientSeed, winners } = drawRaffle(serverSeed, entries, prizes.length);
    await q.updatePromotion(tx, id, {
      drawnAt: now,
      draw: { ticketList: ticketListText(entries), clientSeed, winners },
    });
    for (const e of entrants.rows) {
      const place = winners.indexOf(e.memberId);
      const tickets = entries.find((x) => x.memberId === e.memberId)!.tickets;
      if (place < 0) {
        await q.moveClaim(tx, Number(e.id), ['process'], 'close', { detail: { tickets } });
        continue;
      }
      const amount = BigInt(prizes[place]!);
      const moved = await q.moveClaim(tx, Number(e.id), ['process'], 'issued', {
        amount,
        detail: { tickets, place: place + 1 },
      });
      if (!moved) continue;
      await q.spendBudget(tx, p.id, amount);
      // In cash: a prize as a bonus would fail the whole draw for a winner who holds a bonus
      // already (one at a time), and the seed and tickets would draw the same winners again.
      const txId = await payReward(tx, {
        memberId: e.memberId,
        amount,
        key: `promo:${p.id}:${e.memberId}:once`,
        promotionId: p.id,
        claimId: moved.id,
        wageringMultiple: 0,
      });
      await q.moveClaim(tx, moved.id, ['issued'], 'issued', { ledgerTransactionId: txId });
    }
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'promotion.draw',
      subject: `promotion:${id}`,
      detail: { winners, clientSeed, day: siteDay(now) },
    });
    return {
      seedHash: p.seedHash ?? '',
      serverSeed,
      clientSeed,
      nonce: 0,
      ticketList: ticketListText(entries),
      winners,
    };
  });
}

/** Claims, cost, turnover generated and conversion of one promotion. */
export async function getPromotionReport(deps: Deps, caller: Caller | null, id: number) {
  await requireOperator(deps, caller, 'members.read');
  const p = await q.findPromotion(deps.db, id);
  if (!p) throw new AppError('NOT_FOUND', 'No such promotion.');
  const { byStatus, turnover, wagering, days } = await q.promotionReport(deps.db, id);
  const paidStatuses = ['issued', 'claimed', 'signed'];
  const claims = byStatus.reduce((n, r) => n + r.n, 0);
  const paid = byStatus.filter((r) => paidStatuses.includes(r.status));
  const cost = paid.reduce((n, r) => n + BigInt(r.amount), 0n);
  const paidClaims = paid.reduce((n, r) => n + r.n, 0);
  return {
    promotionId: id,
    claims,
    byStatus: byStatus.map((r) => ({ status: r.status, count: r.n, amount: r.amount })),
    cost: cost.toString(),
    turnover: turnover.validBet,
    members: turnover.members,
    /** Paid claims over every claim (applications rejected and raffle losers lower it). */
    conversion: claims === 0 ? 0 : Math.round((paidClaims / claims) * 10_000) / 10_000,
    budget: p.budget?.toString() ?? null,
    spent: p.spent.toString(),
    wagering,
    days,
  };
}
