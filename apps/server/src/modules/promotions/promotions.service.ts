// The promotion engine's member side (issue 18): each card's status for its caller, the detail's
// action and why it is not available, claims of every type, applications, the raffle entry,
// the reward centre and manual rebates. Every claim runs in one transaction under the member's
// claim lock, with the unique (promotion, member, period) key as the last guard; every claim and
// every refusal is written to the audit log.
import { sql } from 'drizzle-orm';
import type { TLanguage } from '@wps/contracts/http';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type {
  TPromoStatus,
  TPromotionCard,
  TPromotionRules,
  TPromotionType,
} from '@wps/contracts/promotions/fields';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { pgErrorCode } from '../../ledger/accounts';
import { activityTimeZone } from '../activity';
import { requireRealMember } from '../member/member.service';
import { insertAudit } from '../ops/ops.queries';
import { loadOwnProofs } from '../proofs/proofs.service';
import type { Caller } from '../session/session.service';
import { payReward } from './payout';
import {
  canMove,
  checkinReward,
  depositBonus,
  raffleTickets,
  rebateOf,
  statusesBefore,
  type RebateLine,
} from './promotion-maths';
import * as q from './promotions.queries';

/** Where a claim comes from: the caller's address and the device id the web keeps. */
export interface ClaimContext {
  ip: string;
  deviceId?: string | null;
}

/** How many completed days back manual rebate reaches (older unclaimed days lapse). */
export const MANUAL_REBATE_DAYS = 7;

/** The site's day (yyyy-MM-dd) of an instant. */
export function siteDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: activityTimeZone() }).format(at);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

type Rules<T extends TPromotionType> = Extract<TPromotionRules, { type: T }>;

function rulesOf<T extends TPromotionType>(p: q.PromotionRow, type: T): Rules<T> {
  if (p.rules.type !== type) throw new AppError('INTERNAL_ERROR', 'promotion rules mismatch');
  return p.rules as Rules<T>;
}

/** The promotion's own state at `now`: coming, open, or close (with why). */
export function windowOf(p: q.PromotionRow, now: Date): 'coming' | 'open' | 'close' {
  // A drawn raffle takes no more entries, whatever its state says.
  if (p.state !== 'active' || p.drawnAt) return 'close';
  if (p.startsAt && now < p.startsAt) return 'coming';
  if (p.endsAt && now >= p.endsAt) return 'close';
  if (p.budget !== null && p.spent >= p.budget) return 'close';
  return 'open';
}

/** The eligibility reason the caller is refused for, or null (deposit rules are checked later). */
async function refusalOf(
  deps: Deps,
  db: Db,
  p: q.PromotionRow,
  memberId: number,
  ctx: ClaimContext,
  now: Date,
): Promise<string | null> {
  const e = p.eligibility;
  const member = await q.findMember(db, memberId);
  if (!member) return 'PROMOTION_NOT_ELIGIBLE';
  if (e.newMemberDays !== undefined) {
    if (now.getTime() - member.createdAt.getTime() > e.newMemberDays * 86_400_000) {
      return 'PROMOTION_NOT_ELIGIBLE';
    }
  }
  if (e.rankLevels && !e.rankLevels.includes(member.rankLevel)) return 'PROMOTION_NOT_ELIGIBLE';
  if (e.agentIds && !(await q.isUnderAgents(db, memberId, e.agentIds))) {
    return 'PROMOTION_NOT_ELIGIBLE';
  }
  if (e.regions) {
    const country = deps.geo.countryOf(ctx.ip);
    if (!country || !e.regions.includes(country)) return 'PROMOTION_NOT_ELIGIBLE';
  }
  // Last: the one refusal the member can mend (the security centre), so it is said only when
  // nothing else stands in the way.
  if (e.requiresZaloId && member.zaloId === null) return 'ZALO_REQUIRED';
  return null;
}

function textOf(p: q.PromotionRow, language: TLanguage) {
  const t = p.texts[language] ?? p.texts.EN!;
  return { title: t.title, body: t.body, image: t.image ?? null };
}

/** What the caller sees of one promotion: its status and why its action is unavailable. */
async function statusFor(
  deps: Deps,
  p: q.PromotionRow,
  memberId: number | null,
  claims: readonly q.ClaimRow[],
  ctx: ClaimContext,
  now: Date,
  activeBonus = false,
): Promise<{ status: TPromoStatus; reason: string | null }> {
  const window = windowOf(p, now);
  const mine = claims.filter((c) => c.promotionId === p.id);
  const latest = mine[0];
  const today = siteDay(now);
  // What the member already has shows first, even on a closed promotion.
  if (latest && ['applying', 'process', 'claim', 'rejected'].includes(latest.status)) {
    return { status: latest.status, reason: null };
  }
  if (window === 'coming') return { status: 'coming', reason: 'PROMOTION_CLOSED' };
  if (window === 'close') {
    return { status: latest?.status ?? 'close', reason: 'PROMOTION_CLOSED' };
  }
  if (memberId === null) return { status: 'join', reason: 'NOT_LOGGED_IN' };
  const refusal = await refusalOf(deps, deps.db, p, memberId, ctx, now);
  if (refusal) return { status: refusal === 'ZALO_REQUIRED' ? 'join' : 'close', reason: refusal };
  // One active bonus at a time (grantBonus): what would pay a new bonus says why it waits.
  const refusedForBonus = (status: TPromoStatus) =>
    activeBonus && paysBonus(p) ? { status, reason: 'BONUS_ACTIVE' } : { status, reason: null };
  switch (p.type) {
    case 'checkin':
      return mine.some((c) => c.period === today)
        ? { status: 'signed', reason: 'PROMOTION_LIMIT_REACHED' }
        : refusedForBonus('join');
    case 'signup':
      return latest
        ? { status: latest.status, reason: 'PROMOTION_LIMIT_REACHED' }
        : refusedForBonus('claim');
    case 'raffle':
      return latest
        ? { status: latest.status, reason: 'PROMOTION_LIMIT_REACHED' }
        : { status: 'join', reason: null };
    case 'rebate': {
      const rules = rulesOf(p, 'rebate');
      if (rules.payout === 'auto') return { status: 'join', reason: 'NOTHING_TO_CLAIM' };
      const claimable = await manualRebateOf(deps.db, p, memberId, now, mine);
      return claimable.total > 0n
        ? { status: 'claim', reason: null }
        : { status: 'join', reason: 'NOTHING_TO_CLAIM' };
    }
    case 'referral': {
      const due = await referralDue(deps.db, p, memberId, mine);
      return due.length > 0
        ? refusedForBonus('claim')
        : { status: 'join', reason: 'NOTHING_TO_CLAIM' };
    }
    default: {
      const used = mine.filter((c) => !['rejected', 'close'].includes(c.status));
      const usedToday = used.filter((c) => c.day === today).length;
      if (
        (p.perMember !== null && used.length >= p.perMember) ||
        (p.perDay !== null && usedToday >= p.perDay)
      ) {
        return { status: latest!.status, reason: 'PROMOTION_LIMIT_REACHED' };
      }
      // A deposit bonus chosen before depositing is paid later (a refusal then closes it); an
      // application is paid at review: both are refused up front while a bonus is held.
      return p.type === 'application' ||
        (p.type === 'deposit' && rulesOf(p, 'deposit').choose === 'after')
        ? refusedForBonus('join')
        : { status: 'join', reason: null };
    }
  }
}

/** Whether claiming `p` grants a bonus (wagering above 0) rather than paying cash. */
function paysBonus(p: q.PromotionRow): boolean {
  switch (p.rules.type) {
    case 'signup':
    case 'deposit':
      return p.rules.wageringMultiple > 0;
    case 'checkin':
    case 'referral':
    case 'application':
      return true; // paid with a wagering multiple of 1 (claimPromotion, the operators' review)
    default:
      return false;
  }
}

export async function optionalMemberId(deps: Deps, caller: Caller | null) {
  if (!caller || caller.kind !== 'member') return null;
  return (await requireRealMember(deps, caller)).id;
}

/** /promotions: the cards, optionally of one type, each with the caller's status. */
export async function listPromotionCards(
  deps: Deps,
  caller: Caller | null,
  query: { type?: TPromotionType; language: TLanguage },
  ctx: ClaimContext,
): Promise<TPromotionCard[]> {
  const now = new Date();
  const memberId = await optionalMemberId(deps, caller);
  const shown = (await q.listShownPromotions(deps.db)).filter(
    (p) => !query.type || p.type === query.type,
  );
  const activeBonus = memberId ? await q.hasActiveBonus(deps.db, memberId) : false;
  const claims = memberId
    ? await q.memberClaims(
        deps.db,
        memberId,
        shown.map((p) => p.id),
      )
    : [];
  const cards: TPromotionCard[] = [];
  for (const p of shown) {
    const { status, reason } = await statusFor(deps, p, memberId, claims, ctx, now, activeBonus);
    cards.push({
      id: p.id,
      type: p.type,
      ...textOf(p, query.language),
      startsAt: p.startsAt?.toISOString() ?? null,
      endsAt: p.endsAt?.toISOString() ?? null,
      status,
      unavailableReason: reason,
    });
  }
  return cards;
}

/** The player's view of a promotion's rules (money as strings). */
function publicRules(p: q.PromotionRow) {
  return p.rules;
}

/** /promoDetail: the card, the rules, the limits, and which action the button takes. */
export async function getPromoDetail(
  deps: Deps,
  caller: Caller | null,
  id: number,
  language: TLanguage,
  ctx: ClaimContext,
) {
  const p = await q.findPromotion(deps.db, id);
  if (!p || p.state === 'draft' || p.state === 'ended') {
    throw new AppError('NOT_FOUND', 'No such promotion.');
  }
  const [card] = (await listPromotionCards(deps, caller, { language }, ctx)).filter(
    (c) => c.id === id,
  );
  const action: 'apply' | 'checkin' | 'claim' =
    p.type === 'application' ? 'apply' : p.type === 'checkin' ? 'checkin' : 'claim';
  return {
    card: card!,
    rules: publicRules(p),
    limits: {
      perMember: p.perMember,
      perDay: p.perDay,
    },
    action,
    canAct: card!.unavailableReason === null,
    mine: await mineOf(deps, p, await optionalMemberId(deps, caller), new Date()),
  };
}

/** The member's own part of a promotion on /promoDetail: signed days, streak, tickets, claims. */
async function mineOf(deps: Deps, p: q.PromotionRow, memberId: number | null, now: Date) {
  if (memberId === null) return null;
  const mine = await q.memberClaims(deps.db, memberId, [p.id]);
  const since = addDays(siteDay(now), -30);
  const signed = p.type === 'checkin' ? mine.filter((c) => c.period >= since) : [];
  const today = siteDay(now);
  // The streak still counts when today's sign-in has not happened yet.
  const last = signed.find((c) => c.period === today || c.period === addDays(today, -1));
  const tickets =
    p.type === 'raffle'
      ? raffleTicketsOf(
          p,
          await q.memberFiguresBetween(
            deps.db,
            memberId,
            p.startsAt ?? new Date(0),
            p.endsAt ?? now,
          ),
        )
      : null;
  return {
    signedDays: signed.map((c) => c.period).sort(),
    streak: last ? Number(last.detail.streak ?? 0) : 0,
    tickets,
    claims: mine.slice(0, 20).map((c) => ({
      status: c.status,
      amount: c.amount.toString(),
      day: c.day,
      remark: c.remark,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Claims.

/** Runs a claim: refusals are audited outside the rolled-back transaction, then rethrown. */
async function auditedClaim<T>(
  deps: Deps,
  memberId: number,
  promotionId: number,
  action: string,
  run: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      await q.lockMemberClaims(tx as unknown as Db, memberId);
      return run(tx as unknown as Db);
    });
  } catch (error) {
    if (error instanceof AppError) {
      await insertAudit(deps.db, {
        actorKind: 'member',
        actorId: memberId,
        action: 'promotion.refused',
        subject: `promotion:${promotionId}`,
        detail: { action, code: error.code, message: error.message },
      });
    }
    throw error;
  }
}

/** The checks every claim starts with, in the claim's transaction. */
async function openFor(
  deps: Deps,
  tx: Db,
  promotionId: number,
  memberId: number,
  types: readonly TPromotionType[],
  ctx: ClaimContext,
  now: Date,
): Promise<q.PromotionRow> {
  const p = await q.findPromotion(tx, promotionId);
  // A draft or another type's promotion looks like none, so ids cannot be probed.
  if (!p || p.state === 'draft' || !types.includes(p.type)) {
    throw new AppError('NOT_FOUND', 'No such promotion.');
  }
  if (windowOf(p, now) !== 'open') throw new AppError('PROMOTION_CLOSED');
  const refusal = await refusalOf(deps, tx, p, memberId, ctx, now);
  if (refusal) throw new AppError(refusal as 'PROMOTION_NOT_ELIGIBLE' | 'ZALO_REQUIRED');
  if (p.perMember !== null && (await q.countMemberClaims(tx, p.id, memberId)) >= p.perMember) {
    throw new AppError('PROMOTION_LIMIT_REACHED');
  }
  if (
    p.perDay !== null &&
    (await q.countMemberClaims(tx, p.id, memberId, siteDay(now))) >= p.perDay
  ) {
    throw new AppError('PROMOTION_LIMIT_REACHED', 'The daily limit of this promotion is reached.');
  }
  if (p.perAddress !== null) {
    await q.lockAddressClaims(tx, p.id, ctx.ip);
    if ((await q.countAddressClaims(tx, p.id, ctx.ip)) >= p.perAddress) {
      throw new AppError('PROMOTION_LIMIT_REACHED', 'This address has reached its claims.');
    }
  }
  return p;
}

/** Inserts the claim row; the unique key refuses a second claim of the same period. */
async function newClaim(tx: Db, row: q.NewClaim): Promise<q.ClaimRow> {
  if (!canMove('join', row.status!)) throw new AppError('INTERNAL_ERROR', 'bad first status');
  const created = await q.insertClaim(tx, row);
  if (!created) throw new AppError('PROMOTION_LIMIT_REACHED');
  return created;
}

/** Pays a claim and records the payment on it (moving it to `to`); budget first. */
async function payClaim(
  tx: Db,
  p: q.PromotionRow,
  claim: q.ClaimRow,
  amount: bigint,
  to: TPromoStatus,
  wageringMultiple: number,
  wageringBaseExtra?: bigint,
): Promise<q.ClaimRow> {
  let ledgerTransactionId: number | null = null;
  if (amount > 0n) {
    if (!(await q.spendBudget(tx, p.id, amount))) {
      throw new AppError('PROMOTION_CLOSED', "The promotion's budget is spent.");
    }
    ledgerTransactionId = await payReward(tx, {
      memberId: claim.memberId,
      amount,
      key: `promo:${p.id}:${claim.memberId}:${claim.period}`,
      promotionId: p.id,
      claimId: claim.id,
      wageringMultiple,
      wageringBaseExtra,
      rules: p.rules,
    });
  }
  const moved =
    claim.status === to
      ? await q.moveClaim(tx, claim.id, [to], to, { amount, ledgerTransactionId })
      : await q.moveClaim(tx, claim.id, statusesBefore(to), to, { amount, ledgerTransactionId });
  if (!moved) throw new AppError('PROMOTION_STATUS_INVALID');
  return moved;
}

async function audit(tx: Db, memberId: number, p: q.PromotionRow, claim: q.ClaimRow) {
  await insertAudit(tx, {
    actorKind: 'member',
    actorId: memberId,
    action: 'promotion.claim',
    subject: `promotion:${p.id}`,
    detail: {
      claimId: claim.id,
      type: p.type,
      status: claim.status,
      period: claim.period,
      amount: claim.amount.toString(),
    },
  });
}

export interface ClaimResult {
  status: TPromoStatus;
  amount: string;
  claims: number;
}

/**
 * The claim button of /promoDetail and the reward centre: sign-up bonus, deposit bonus (with a
 * deposit reference: after depositing; without: chosen before, paid when a deposit completes),
 * daily check-in, manual rebate (every unclaimed day) and referral rewards.
 */
export async function claimPromotion(
  deps: Deps,
  caller: Caller | null,
  body: { promotionId: number; depositReference?: string; deviceId?: string },
  ctx: ClaimContext,
): Promise<ClaimResult> {
  const member = await requireRealMember(deps, caller);
  const now = new Date();
  const today = siteDay(now);
  const context = { ...ctx, deviceId: body.deviceId ?? ctx.deviceId ?? null };
  return auditedClaim(deps, member.id, body.promotionId, 'claim', async (tx) => {
    const p = await openFor(
      deps,
      tx,
      body.promotionId,
      member.id,
      ['signup', 'deposit', 'checkin', 'rebate', 'referral'],
      context,
      now,
    );
    const base = { promotionId: p.id, memberId: member.id, ip: ctx.ip, day: today };
    switch (p.type) {
      case 'signup': {
        const rules = rulesOf(p, 'signup');
        await takeIdentities(tx, p, member.id, rules.identities, context);
        const claim = await newClaim(tx, { ...base, period: 'once', status: 'claimed' });
        const paid = await payClaim(
          tx,
          p,
          claim,
          BigInt(rules.amount),
          'claimed',
          rules.wageringMultiple,
        );
        await audit(tx, member.id, p, paid);
        return { status: paid.status, amount: paid.amount.toString(), claims: 1 };
      }
      case 'deposit': {
        const rules = rulesOf(p, 'deposit');
        if (!body.depositReference) {
          if (rules.choose !== 'before') {
            throw new AppError('NOTHING_TO_CLAIM', 'Name the deposit this bonus is for.');
          }
          const claim = await newClaim(tx, { ...base, period: 'pending', status: 'process' });
          await audit(tx, member.id, p, claim);
          return { status: claim.status, amount: '0', claims: 1 };
        }
        const deposit = await q.findMemberDeposit(tx, member.id, body.depositReference);
        const amount = deposit ? qualifyingBonus(p, deposit) : 0n;
        if (!deposit || amount === 0n) {
          throw new AppError('NOTHING_TO_CLAIM', 'That deposit does not qualify.');
        }
        await refuseUsedDeposit(tx, member.id, deposit.reference);
        const claim = await newClaim(tx, {
          ...base,
          period: `deposit:${deposit.reference}`,
          status: 'claimed',
          detail: { deposit: deposit.amount.toString(), nth: deposit.nth },
        });
        const paid = await payClaim(
          tx,
          p,
          claim,
          amount,
          'claimed',
          rules.wageringMultiple,
          rules.wageringBase === 'bonusPlusDeposit' ? deposit.amount : 0n,
        );
        await audit(tx, member.id, p, paid);
        return { status: paid.status, amount: paid.amount.toString(), claims: 1 };
      }
      case 'checkin': {
        const rules = rulesOf(p, 'checkin');
        const [yesterday] = (await q.memberClaims(tx, member.id, [p.id])).filter(
          (c) => c.period === addDays(today, -1),
        );
        const { streak, reward } = checkinReward(
          Number(yesterday?.detail.streak ?? 0),
          yesterday !== undefined,
          { rewards: rules.rewards.map(BigInt), cycle: rules.cycle },
        );
        const claim = await newClaim(tx, {
          ...base,
          period: today,
          status: 'signed',
          detail: { streak },
        });
        const paid = await payClaim(tx, p, claim, reward, 'signed', 1);
        await audit(tx, member.id, p, paid);
        return { status: paid.status, amount: paid.amount.toString(), claims: 1 };
      }
      case 'rebate': {
        const rules = rulesOf(p, 'rebate');
        if (rules.payout !== 'manual') {
          throw new AppError('NOTHING_TO_CLAIM', 'This rebate is paid automatically.');
        }
        const mine = await q.memberClaims(tx, member.id, [p.id]);
        const { days, total } = await manualRebateOf(tx, p, member.id, now, mine);
        if (total === 0n) throw new AppError('NOTHING_TO_CLAIM');
        let claims = 0;
        for (const d of days.filter((x) => x.total > 0n)) {
          const claim = await newClaim(tx, {
            ...base,
            period: d.day,
            status: 'claimed',
            detail: { lines: linesJson(d.lines), manual: true },
          });
          const paid = await payClaim(tx, p, claim, d.total, 'claimed', 0);
          await audit(tx, member.id, p, paid);
          claims += 1;
        }
        return { status: 'claimed', amount: total.toString(), claims };
      }
      case 'referral': {
        const rules = rulesOf(p, 'referral');
        const due = await referralDue(
          tx,
          p,
          member.id,
          await q.memberClaims(tx, member.id, [p.id]),
        );
        if (due.length === 0) throw new AppError('NOTHING_TO_CLAIM');
        for (const refereeId of due) {
          const claim = await newClaim(tx, {
            ...base,
            period: `referee:${refereeId}`,
            status: 'claimed',
            detail: { refereeId },
          });
          const paid = await payClaim(tx, p, claim, BigInt(rules.amount), 'claimed', 1);
          await audit(tx, member.id, p, paid);
        }
        return {
          status: 'claimed',
          amount: (BigInt(rules.amount) * BigInt(due.length)).toString(),
          claims: due.length,
        };
      }
      default:
        throw new AppError('NOT_FOUND', 'No such promotion.');
    }
  });
}

/** One sign-up bonus per person: each identity the operator chose may have had none before. */
async function takeIdentities(
  tx: Db,
  p: q.PromotionRow,
  memberId: number,
  kinds: readonly ('mobile' | 'device' | 'address')[],
  ctx: ClaimContext,
): Promise<void> {
  const member = await q.findMember(tx, memberId);
  for (const kind of kinds) {
    const value =
      kind === 'mobile'
        ? member?.mobileNum
          ? `${member.dialCode ?? ''}${member.mobileNum}`
          : null
        : kind === 'device'
          ? (ctx.deviceId ?? null)
          : ctx.ip;
    if (value === null) {
      throw new AppError(
        'PROMOTION_NOT_ELIGIBLE',
        kind === 'mobile' ? 'Bind a mobile number first.' : 'Claim from the site.',
      );
    }
    if (!(await q.takeIdentity(tx, { kind, value, memberId, promotionId: p.id }))) {
      throw new AppError('PROMOTION_LIMIT_REACHED', `This ${kind} already had a sign-up bonus.`);
    }
  }
}

/** The bonus a completed deposit earns under the promotion's rules and window, or 0. */
export function qualifyingBonus(p: q.PromotionRow, d: q.MemberDeposit): bigint {
  const rules = rulesOf(p, 'deposit');
  if (d.state !== 'completed') return 0n;
  if (p.startsAt && d.createdAt < p.startsAt) return 0n;
  if (p.endsAt && d.createdAt >= p.endsAt) return 0n;
  const e = p.eligibility;
  if (e.channelCodes && !e.channelCodes.includes(d.channelCode)) return 0n;
  if (e.nthDeposit !== undefined && d.nth !== e.nthDeposit) return 0n;
  return depositBonus(d.amount, {
    percentBps: rules.percentBps,
    cap: BigInt(rules.cap),
    minDeposit: BigInt(rules.minDeposit),
  });
}

/** A deposit earns one deposit bonus, whichever promotion (the member's claim lock is held). */
async function refuseUsedDeposit(tx: Db, memberId: number, reference: string) {
  const used = (await tx.execute(
    sql`SELECT 1 FROM promotion_claims WHERE member_id = ${memberId}
          AND period = ${`deposit:${reference}`} AND status NOT IN ('rejected', 'close') LIMIT 1`,
  )) as unknown as { rows: unknown[] };
  if (used.rows.length > 0) {
    throw new AppError('PROMOTION_LIMIT_REACHED', 'That deposit already earned a bonus.');
  }
}

/**
 * A deposit has completed (deposits.service, in its transaction): deposit bonuses the member
 * chose before depositing ('process') are paid on it, or closed when it does not qualify.
 * Runs in a savepoint, so a promotion's trouble never fails the deposit.
 */
export async function onDepositCompleted(
  tx: Db,
  deposit: { memberId: number; reference: string },
): Promise<void> {
  const pending = (
    (await tx.execute(
      sql`SELECT c.id FROM promotion_claims c JOIN promotions p ON p.id = c.promotion_id
           WHERE c.member_id = ${deposit.memberId} AND c.status = 'process'
             AND c.period = 'pending' AND p.type = 'deposit' ORDER BY c.id LIMIT 1`,
    )) as unknown as { rows: Array<{ id: string | number }> }
  ).rows;
  if (pending.length === 0) return;
  const claimId = Number(pending[0]!.id);
  await tx.transaction(async (savepoint) => {
    const db = savepoint as unknown as Db;
    await q.lockMemberClaims(db, deposit.memberId);
    const claim = await q.findClaim(db, claimId);
    const p = claim && (await q.findPromotion(db, claim.promotionId));
    if (!claim || !p || claim.status !== 'process') return;
    const d = await q.findMemberDeposit(db, deposit.memberId, deposit.reference);
    const amount = d && windowOf(p, new Date()) === 'open' ? qualifyingBonus(p, d) : 0n;
    if (!d || amount === 0n) return; // the choice stays for a later deposit until the end
    const rules = rulesOf(p, 'deposit');
    try {
      // A savepoint of its own: a refused payment (the budget spent) undoes all of it.
      await db.transaction(async (innerRaw) => {
        const inner = innerRaw as unknown as Db;
        await refuseBusyBonus(inner, deposit.memberId);
        const moved = await q.moveClaim(inner, claim.id, ['process'], 'process', {
          period: `deposit:${d.reference}`,
          detail: { deposit: d.amount.toString(), nth: d.nth, chosenBefore: true },
        });
        if (!moved) return;
        const paid = await payClaim(
          inner,
          p,
          moved,
          amount,
          'issued',
          rules.wageringMultiple,
          rules.wageringBase === 'bonusPlusDeposit' ? d.amount : 0n,
        );
        await insertAudit(inner, {
          actorKind: 'system',
          actorId: null,
          action: 'promotion.claim',
          subject: `promotion:${p.id}`,
          detail: { claimId: paid.id, type: 'deposit', amount: paid.amount.toString() },
        });
      });
    } catch (error) {
      // The member's bonus is being released or bet with: the choice stays for a later deposit.
      if (pgErrorCode(error) === LOCK_NOT_AVAILABLE) return;
      if (!(error instanceof AppError)) throw error;
      await q.moveClaim(db, claim.id, ['process'], 'close', { reviewNote: error.code });
    }
  });
}

const LOCK_NOT_AVAILABLE = '55P03';

/**
 * A deposit holds its activity facts and the cash account by now; a release of the member's
 * bonus in flight (a bet's transaction) holds the bonus row and then wants those facts and that
 * cash. Waiting here for the bonus row (the new bonus's insert waits on the unique index of the
 * one being released) would close the circle: 40P01. So the active bonus row is taken without
 * waiting (55P03 when another transaction holds it), and the deposit goes on without the bonus.
 */
async function refuseBusyBonus(tx: Db, memberId: number): Promise<void> {
  await tx.execute(
    sql`SELECT id FROM bonuses WHERE member_id = ${memberId} AND status = 'active' FOR UPDATE NOWAIT`,
  );
}

// ---------------------------------------------------------------------------------------------
// Rebates.

const linesJson = (lines: RebateLine[]) =>
  lines.map((l) => ({
    gameType: l.gameType,
    validBet: l.validBet.toString(),
    rateBps: l.rateBps,
    rebate: l.rebate.toString(),
  }));

export interface RebateDay {
  day: string;
  lines: RebateLine[];
  total: bigint;
}

/**
 * What the member may claim of a manual rebate: each completed day of the last
 * MANUAL_REBATE_DAYS inside the promotion's window that has no claim yet.
 */
export async function manualRebateOf(
  db: Db,
  p: q.PromotionRow,
  memberId: number,
  now: Date,
  mine: readonly q.ClaimRow[],
): Promise<{ days: RebateDay[]; total: bigint }> {
  const rules = rulesOf(p, 'rebate');
  const today = siteDay(now);
  let from = addDays(today, -MANUAL_REBATE_DAYS);
  const to = addDays(today, -1);
  if (p.startsAt && siteDay(p.startsAt) > from) from = siteDay(p.startsAt);
  const claimed = new Set(mine.map((c) => c.period));
  const rows = await q.validBetByGameType(db, memberId, from, to);
  const byDay = new Map<string, Partial<Record<TGameType, bigint>>>();
  for (const r of rows) {
    if (claimed.has(r.day)) continue;
    const bets = byDay.get(r.day) ?? {};
    bets[r.gameType as TGameType] = BigInt(r.validBet);
    byDay.set(r.day, bets);
  }
  const days: RebateDay[] = [];
  let total = 0n;
  for (const [day, bets] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    const r = rebateOf(bets, {
      rates: rules.rates,
      minPayout: BigInt(rules.minPayout),
      maxPayout: rules.maxPayout === undefined ? undefined : BigInt(rules.maxPayout),
    });
    days.push({ day, lines: r.lines, total: r.total });
    total += r.total;
  }
  return { days, total };
}

/** The manualRebate page: each manual rebate promotion's claimable days and their sums. */
export async function getManualRebate(deps: Deps, caller: Caller | null, language: TLanguage) {
  const member = await requireRealMember(deps, caller);
  const now = new Date();
  const rebates = (await q.listShownPromotions(deps.db)).filter(
    (p) => p.type === 'rebate' && p.rules.type === 'rebate' && p.rules.payout === 'manual',
  );
  const claims = await q.memberClaims(
    deps.db,
    member.id,
    rebates.map((p) => p.id),
  );
  const list = [];
  for (const p of rebates) {
    const open = windowOf(p, now) === 'open';
    const { days, total } = open
      ? await manualRebateOf(
          deps.db,
          p,
          member.id,
          now,
          claims.filter((c) => c.promotionId === p.id),
        )
      : { days: [], total: 0n };
    list.push({
      promotionId: p.id,
      title: textOf(p, language).title,
      rates: p.rules.type === 'rebate' ? p.rules.rates : {},
      days: days.map((d) => ({ day: d.day, total: d.total.toString(), lines: linesJson(d.lines) })),
      total: total.toString(),
      canClaim: open && total > 0n,
    });
  }
  return { list };
}

// ---------------------------------------------------------------------------------------------
// Referral, applications, raffles.

async function referralDue(
  db: Db,
  p: q.PromotionRow,
  memberId: number,
  mine: readonly q.ClaimRow[],
): Promise<number[]> {
  const rules = rulesOf(p, 'referral');
  const paid = new Set(mine.map((c) => c.period));
  return (await q.referredMembers(db, memberId))
    .filter((r) => BigInt(r.deposits) >= BigInt(rules.minDeposit))
    .filter((r) => !paid.has(`referee:${r.id}`))
    .map((r) => r.id);
}

/** An application promotion: remark (<= 140, the contract) and 0 to 3 of the member's proofs. */
export async function applyPromotion(
  deps: Deps,
  caller: Caller | null,
  body: { promotionId: number; remark: string; proofIds: number[] },
  ctx: ClaimContext,
): Promise<ClaimResult> {
  const member = await requireRealMember(deps, caller);
  const now = new Date();
  return auditedClaim(deps, member.id, body.promotionId, 'apply', async (tx) => {
    const p = await openFor(deps, tx, body.promotionId, member.id, ['application'], ctx, now);
    // Its approval grants a bonus, and a member holds one at a time (grantBonus): the card
    // says so, and an application made now could only be refused at review.
    if (await q.hasActiveBonus(tx, member.id)) {
      throw new AppError('BONUS_ACTIVE', 'Finish or give up the active bonus first.');
    }
    const rules = rulesOf(p, 'application');
    if (rules.needsImage && body.proofIds.length === 0) {
      throw new AppError('VALIDATION_FAILED', 'Attach at least one image.', 'body.proofIds');
    }
    const proofIds = body.proofIds.length ? await loadOwnProofs(tx, member.id, body.proofIds) : [];
    const n = (await q.memberClaims(tx, member.id, [p.id])).length + 1;
    const claim = await newClaim(tx, {
      promotionId: p.id,
      memberId: member.id,
      ip: ctx.ip,
      day: siteDay(now),
      period: `application:${n}`,
      status: 'applying',
      remark: body.remark,
      proofIds,
    });
    await audit(tx, member.id, p, claim);
    return { status: claim.status, amount: '0', claims: 1 };
  });
}

/** MCS2_claimRafflePromotion: enters the raffle (tickets are counted at the draw). */
export async function claimRaffle(
  deps: Deps,
  caller: Caller | null,
  body: { promotionId: number },
  ctx: ClaimContext,
) {
  const member = await requireRealMember(deps, caller);
  const now = new Date();
  return auditedClaim(deps, member.id, body.promotionId, 'raffle', async (tx) => {
    const p = await openFor(deps, tx, body.promotionId, member.id, ['raffle'], ctx, now);
    const tickets = raffleTicketsOf(
      p,
      await q.memberFiguresBetween(tx, member.id, p.startsAt ?? new Date(0), p.endsAt ?? now),
    );
    const claim = await newClaim(tx, {
      promotionId: p.id,
      memberId: member.id,
      ip: ctx.ip,
      day: siteDay(now),
      period: 'once',
      status: 'process',
      detail: { ticketsAtEntry: tickets },
    });
    await audit(tx, member.id, p, claim);
    return { status: claim.status, tickets, seedHash: p.seedHash ?? '' };
  });
}

export function raffleTicketsOf(
  p: q.PromotionRow,
  figures: { deposits: bigint; validBet: bigint },
): number {
  const rules = rulesOf(p, 'raffle');
  return raffleTickets(figures, {
    depositPerTicket: rules.depositPerTicket ? BigInt(rules.depositPerTicket) : undefined,
    betPerTicket: rules.betPerTicket ? BigInt(rules.betPerTicket) : undefined,
  });
}

// ---------------------------------------------------------------------------------------------
// Reward centre and public state.

/** rewardCenter: what the member can claim now, and the count for the badge. */
export async function getRewardCenter(
  deps: Deps,
  caller: Caller | null,
  language: TLanguage,
  ctx: ClaimContext,
) {
  const cards = await listPromotionCards(deps, caller, { language }, ctx);
  const list = cards.filter((c) => c.status === 'claim' && c.unavailableReason === null);
  return { list, count: list.length };
}

/** Public state: availablePromoCount (cards the caller can act on) and availablePromo. */
export async function getPromoState(deps: Deps, caller: Caller | null, ctx: ClaimContext) {
  const cards = await listPromotionCards(deps, caller, { language: 'EN' }, ctx);
  return {
    availablePromoCount: cards.filter(
      (c) => (c.status === 'join' || c.status === 'claim') && c.unavailableReason === null,
    ).length,
    // REFERRAL.enabled: a referral promotion is live (open now: not coming, paused or ended,
    // whatever the caller's own last claim on it says).
    availablePromo: cards.some(
      (c) =>
        c.type === 'referral' &&
        c.status !== 'close' &&
        c.status !== 'coming' &&
        c.unavailableReason !== 'PROMOTION_CLOSED',
    ),
  };
}

/** The public check of a raffle's draw (nothing secret before it is drawn). */
export async function getRaffleDraw(deps: Deps, id: number) {
  const p = await q.findPromotion(deps.db, id);
  if (!p || p.type !== 'raffle' || p.state === 'draft' || !p.seedHash) {
    throw new AppError('NOT_FOUND', 'No such raffle.');
  }
  const drawn = p.drawnAt !== null && p.draw !== null;
  return {
    seedHash: p.seedHash,
    drawn,
    serverSeed: drawn ? p.serverSeed : null,
    clientSeed: drawn ? p.draw!.clientSeed : null,
    nonce: 0,
    ticketList: drawn ? p.draw!.ticketList : null,
    winners: drawn ? p.draw!.winners : [],
  };
}
