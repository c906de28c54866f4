// Withdrawals (issue 4, spec 4): the member asks, the amount and fee are held; an operator
// approves (payout through a gateway, or by hand and then marked paid) or rejects (the hold is
// released); the member confirms receipt, or disputes it with proof for an operator to settle;
// unanswered, it counts as received after the receipt minutes (withdrawal-receipt.job.ts), and
// then there is no refund.
//
// Every step is a compare-and-set on the row's state and its ledger movement in one database
// transaction, each movement under its own key: two operators deciding at once, a retried
// request or a second server process can never move the money twice.
import { findActiveBonus, forfeitBonus } from '../bonus/bonus.service';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  TRequestWithdrawal,
  TWithdrawalRequested,
} from '@wps/contracts/payment/request-withdrawal';
import type {
  TOpsWithdrawal,
  TReceiptAnswer,
  TWithdrawal,
  TWithdrawalState,
} from '@wps/contracts/payment/withdrawal-fields';
import type { TWithdrawalReceipt } from '@wps/contracts/payment/withdrawal-receipt';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { recordActivity } from '../activity/record';
import { openAccount, SITE_CURRENCY } from '../../ledger/accounts';
import { hold, postHold, voidHold } from '../../ledger/holds';
import { fingerprintOf, post } from '../../ledger/post';
import { withKeyLock } from '../../lib/key-lock';
import { maskAccountNumber } from '../bank-accounts/bank-accounts.service';
import { findLiveBankAccount } from '../bank-accounts/bank-accounts.queries';
import { requireRealMember } from '../member/member.service';
import { readMoneySettings } from '../money-settings/money-settings.queries';
import { checkWithdrawalKyc } from '../kyc/kyc.service';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import { findChannel, type ChannelRow } from '../payment-channels/payment-channels.service';
import { loadOwnProofs } from '../proofs/proofs.service';
import { checkPaymentPassword } from '../payment-password/payment-password.service';
import { gatewayFor } from '../../providers/payment-gateway/gateway';
import type { Caller } from '../session/session.service';
import * as q from './withdrawals.queries';
import { writeSiteMessage } from '../messages/messages.service';

/** Withdrawals paid by hand (mark-paid) leave through this clearing account. */
export const MANUAL_PAYOUT_CLEARING = 'manual-payout';

export const OPS_PAGE_SIZE = 15;

/** Deciding on withdrawals moves money: admins only (support reads the list). */
const DECIDERS = 'money.decide';

// ---------------------------------------------------------------------------------------------
// Views

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function memberView({ withdrawal: w, account }: q.WithdrawalWithAccount): TWithdrawal {
  return {
    reference: w.reference,
    state: w.state,
    amount: w.amount.toString(),
    fee: w.fee.toString(),
    total: (w.amount + w.fee).toString(),
    currency: w.currency,
    bankAccount: {
      id: account.id,
      bankName: account.bankName,
      accountName: account.accountName,
      maskedAccountNumber: maskAccountNumber(account.accountNumber),
    },
    createdAt: w.createdAt.toISOString(),
    paidAt: iso(w.paidAt),
    receiptDueAt: iso(w.receiptDueAt),
    receiptAnswer: w.receiptAnswer,
    receiptAt: iso(w.receiptAt),
    forcedReceipt: w.forcedReceipt,
    reason: w.reason,
  };
}

function opsView(row: q.OpsWithdrawalRow): TOpsWithdrawal {
  const w = row.withdrawal;
  const base = memberView(row);
  return {
    ...base,
    id: w.id,
    memberId: w.memberId,
    username: row.username,
    bankAccount: { ...base.bankAccount, accountNumber: row.account.accountNumber },
    proofIds: w.proofIds,
    payoutChannelId: w.payoutChannelId,
    payoutRef: w.payoutRef,
    decidedBy: row.decidedBy,
    decidedAt: iso(w.decidedAt),
    updatedAt: w.updatedAt.toISOString(),
  };
}

/** Built from stored columns only, so a replay answers the same bytes as the first call. */
function requestedView(w: q.WithdrawalRow): TWithdrawalRequested {
  return {
    reference: w.reference,
    state: 'pending',
    amount: w.amount.toString(),
    fee: w.fee.toString(),
    total: (w.amount + w.fee).toString(),
    currency: w.currency,
    createdAt: w.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// The member's calls

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'W' and 15 base-32 characters of a hash of the member and the client's key. */
export function withdrawalReference(memberId: number, clientKey: string): string {
  const bytes = createHash('sha256').update(`withdrawal:${memberId}:${clientKey}`).digest();
  let out = 'W';
  for (let i = 0; i < 15; i++) out += CROCKFORD[bytes[i]! % 32];
  return out;
}

/** The fee in basis points of the amount, rounded down: the member never pays more than the rate. */
export function withdrawalFee(amount: bigint, feeBps: number): bigint {
  return (amount * BigInt(feeBps)) / 10_000n;
}

/** The member's existing request under this key: its answer again, or CONFLICT for another body. */
function replayOf(existing: q.WithdrawalRow, fingerprint: string): TWithdrawalRequested {
  if (existing.fingerprint !== fingerprint) {
    throw new AppError(
      'CONFLICT',
      'This key was already used for a different withdrawal.',
      'body.idempotencyKey',
    );
  }
  return requestedView(existing);
}

/**
 * The member pays the fee: amount + fee leave their cash (held now), the bank account receives
 * the amount, the fee goes to the house when it is paid out.
 *
 * Requests with one key run one after another (a transaction-scoped advisory lock on the key).
 * The key is looked up first: a retry gets the first answer without the rules being asked again
 * (no payment-password guess counted, no limit changed since), and fifty copies at once do not
 * race through the rules. A refused request creates nothing, so its key stays unused.
 */
export async function requestWithdrawal(
  deps: Deps,
  caller: Caller | null,
  body: TRequestWithdrawal,
): Promise<TWithdrawalRequested> {
  const member = await requireRealMember(deps, caller);
  const fingerprint = fingerprintOf({
    op: 'withdrawal',
    bankAccountId: body.bankAccountId,
    amount: body.amount,
  });
  const ledgerKey = `withdrawal:${member.id}:${body.idempotencyKey}`;
  const cash = await openAccount(deps.db, 'player_cash', member.id);
  // Everything below uses tx, never the pool: the lock holder must not wait for a connection.
  const outcome = await withKeyLock(deps.db, ledgerKey, async (tx) => {
    const existing = await q.findByClientKey(tx, member.id, body.idempotencyKey);
    if (existing) return { row: existing, isNew: false };

    const settings = await readMoneySettings(tx);
    await checkPaymentPassword({ ...deps, db: tx }, member, body.paymentPassword, settings);
    const amount = BigInt(body.amount);
    if (amount < BigInt(settings.withdrawalMin) || amount > BigInt(settings.withdrawalMax)) {
      throw new AppError(
        'AMOUNT_OUT_OF_RANGE',
        `A withdrawal is ${settings.withdrawalMin} to ${settings.withdrawalMax}.`,
        'body.amount',
      );
    }
    const account = await findLiveBankAccount(tx, member.id, body.bankAccountId);
    if (!account) throw new AppError('NOT_FOUND', 'No such bank account.', 'body.bankAccountId');
    await checkWithdrawalKyc(tx, member.id, amount, settings);
    const fee = withdrawalFee(amount, settings.withdrawalFeeBps);
    const reference = withdrawalReference(member.id, body.idempotencyKey);
    // A withdrawal forfeits the active bonus (the published rule), only when the member said so.
    const bonus = await findActiveBonus(tx, member.id);
    if (bonus) {
      if (body.forfeitBonus !== true) {
        throw new AppError(
          'BONUS_FORFEIT_REQUIRED',
          'Withdrawing now forfeits the active bonus: confirm to go on.',
          'body.forfeitBonus',
        );
      }
      await forfeitBonus(tx, bonus.id, 'withdrawal');
    }
    const held = await hold(tx, {
      key: ledgerKey,
      from: cash.id,
      amount: amount + fee,
      metadata: { reference },
    });
    const row = await q.insertWithdrawal(tx, {
      reference,
      memberId: member.id,
      bankAccountId: account.id,
      clientKey: body.idempotencyKey,
      fingerprint,
      amount,
      fee,
      currency: SITE_CURRENCY,
      holdId: held.holdId,
    });
    await insertAudit(tx, {
      actorKind: 'member',
      actorId: member.id,
      action: 'withdrawal.request',
      subject: reference,
      memberId: member.id,
      detail: { amount: body.amount, fee: fee.toString(), bankAccountId: account.id },
    });
    return { row, isNew: true };
  });
  if (!outcome.isNew) return replayOf(outcome.row, fingerprint);
  deps.balanceEvents.publish([member.id]);
  return requestedView(outcome.row);
}

export async function listWithdrawals(
  deps: Deps,
  caller: Caller | null,
  query: { pageNo: number; pageSize: number },
) {
  const member = await requireRealMember(deps, caller);
  const { rows, total } = await q.listMemberWithdrawals(deps.db, member.id, {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: rows.map(memberView), total, totalPages: Math.ceil(total / query.pageSize) };
}

/** Where each answer takes a paid withdrawal. */
const answerStates: Record<TReceiptAnswer, TWithdrawalState> = {
  received: 'received',
  full_payment: 'received',
  not_received: 'disputed',
};

/**
 * The member's answer to a paid withdrawal. 'not_received' is only possible before the receipt
 * time passes (afterwards it counts as received: no refund). The same answer sent again answers
 * the withdrawal as it is; any other answer once answered is INVALID_STATE.
 */
export async function answerReceipt(
  deps: Deps,
  caller: Caller | null,
  reference: string,
  body: TWithdrawalReceipt,
): Promise<TWithdrawal> {
  const member = await requireRealMember(deps, caller);
  const found = await q.findMemberWithdrawal(deps.db, member.id, reference);
  if (!found) throw new AppError('NOT_FOUND', 'No such withdrawal.');
  const proofIds = await loadOwnProofs(deps.db, member.id, body.proofIds ?? []);
  const w = found.withdrawal;
  const updated = await deps.db.transaction(async (tx) => {
    const row = await q.transition(
      tx,
      w.id,
      ['paid'],
      {
        state: answerStates[body.answer],
        receiptAnswer: body.answer,
        receiptAt: nowSql(),
        proofIds,
      },
      body.answer === 'not_received' ? q.receiptStillOpen : undefined,
    );
    if (!row) return null;
    await insertAudit(tx, {
      actorKind: 'member',
      actorId: member.id,
      action: 'withdrawal.receipt',
      subject: reference,
      memberId: member.id,
      detail: { answer: body.answer, proofIds },
    });
    return row;
  });
  if (!updated) {
    const current = (await q.findMemberWithdrawal(deps.db, member.id, reference))!;
    const c = current.withdrawal;
    const isSameAnswer =
      !c.forcedReceipt &&
      c.receiptAnswer === body.answer &&
      c.state === answerStates[body.answer] &&
      JSON.stringify(c.proofIds) === JSON.stringify(proofIds);
    if (isSameAnswer) return memberView(current);
    throw new AppError(
      'INVALID_STATE',
      c.state === 'paid'
        ? 'The receipt time has passed: the withdrawal counts as received.'
        : `The withdrawal is ${c.forcedReceipt ? 'counted as received' : c.state}.`,
    );
  }
  return memberView({ withdrawal: updated, account: found.account });
}

// ---------------------------------------------------------------------------------------------
// Operators

/** The database's now() for a timestamp column (drizzle types those as Date). */
const nowSql = () => sql`now()` as unknown as Date;

async function opsWithdrawalOf(db: Db, id: number): Promise<TOpsWithdrawal> {
  return opsView((await q.findOpsWithdrawal(db, id))!);
}

async function requireWithdrawal(db: Db, reference: string): Promise<q.WithdrawalRow> {
  const w = await q.findByReference(db, reference);
  if (!w) throw new AppError('NOT_FOUND', 'No such withdrawal.');
  return w;
}

/** The transition found the row in another state: someone decided first. */
async function invalidState(db: Db, id: number, action: string): Promise<AppError> {
  const row = (await q.findById(db, id))!;
  const detail =
    row.state === 'approved' && row.payoutChannelId !== null
      ? 'approved for a gateway payout'
      : row.state;
  return new AppError('INVALID_STATE', `Cannot ${action}: the withdrawal is ${detail}.`);
}

export async function listOpsWithdrawals(
  deps: Deps,
  caller: Caller | null,
  query: {
    state?: TWithdrawalState;
    username?: string;
    from?: string;
    to?: string;
    pageNo: number;
  },
) {
  await requireOperator(deps, caller, 'money.read');
  const { rows, total } = await q.listOpsWithdrawals(
    deps.db,
    {
      state: query.state,
      username: query.username,
      from: query.from === undefined ? undefined : new Date(query.from),
      to: query.to === undefined ? undefined : new Date(query.to),
    },
    { offset: (query.pageNo - 1) * OPS_PAGE_SIZE, limit: OPS_PAGE_SIZE },
  );
  return { items: rows.map(opsView), total, totalPages: Math.ceil(total / OPS_PAGE_SIZE) };
}

/**
 * Posts the hold to the payout's clearing account (kind 'withdrawal'), then the fee from there
 * to the house: the bank account got `amount`, the site keeps `fee`.
 */
async function postPayout(tx: Db, w: q.WithdrawalRow, clearingOwner: string): Promise<void> {
  await recordActivity(tx, { kind: 'money', memberId: w.memberId, withdrawal: w.amount });
  await writeSiteMessage(tx, w.memberId, 'withdrawalPaid', {
    reference: w.reference,
    amount: w.amount.toString(),
  });
  const clearing = await openAccount(tx, 'clearing', clearingOwner);
  const metadata = { reference: w.reference };
  await postHold(tx, {
    key: `withdrawal-paid:${w.reference}`,
    holdId: w.holdId,
    to: clearing.id,
    kind: 'withdrawal',
    metadata,
  });
  if (w.fee > 0n) {
    const house = await openAccount(tx, 'house', null);
    await post(tx, {
      key: `withdrawal-fee:${w.reference}`,
      kind: 'withdrawal_fee',
      entries: [
        { account: clearing.id, amount: -w.fee },
        { account: house.id, amount: w.fee },
      ],
      metadata,
    });
  }
}

/** An enabled channel for withdrawals whose gateway is configured here; else CHANNEL_UNAVAILABLE. */
async function usablePayoutChannel(deps: Deps, id: number): Promise<ChannelRow> {
  const channel = await findChannel(deps.db, id);
  if (channel && channel.enabled && channel.forWithdrawal && (await gatewayFor(deps, channel))) {
    return channel;
  }
  throw new AppError(
    'CHANNEL_UNAVAILABLE',
    'Payouts go through an enabled, configured gateway channel for withdrawals.',
    'body.payoutChannelId',
  );
}

/**
 * Approve a pending withdrawal. With a gateway channel it is paid out through the gateway now;
 * approving again with the same channel asks the gateway again (it never pays twice).
 */
export async function approveWithdrawal(
  deps: Deps,
  caller: Caller | null,
  reference: string,
  body: { payoutChannelId?: number },
): Promise<TOpsWithdrawal> {
  const operator = await requireOperator(deps, caller, DECIDERS);
  const w = await requireWithdrawal(deps.db, reference);
  const channel =
    body.payoutChannelId === undefined
      ? null
      : await usablePayoutChannel(deps, body.payoutChannelId);
  if (channel && w.state === 'approved' && w.payoutChannelId === channel.id) {
    // Asked again: the gateway answered 'pending' or not at all last time.
    await insertAudit(deps.db, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'withdrawal.payout.retry',
      subject: reference,
      memberId: w.memberId,
      detail: { payoutChannelId: channel.id },
    });
    await payOutThroughGateway(deps, w, channel);
    return opsWithdrawalOf(deps.db, w.id);
  }
  const approved = await deps.db.transaction(async (tx) => {
    const row = await q.transition(tx, w.id, ['pending'], {
      state: 'approved',
      payoutChannelId: channel?.id ?? null,
      decidedBy: operator.id,
      decidedAt: nowSql(),
    });
    if (!row) throw await invalidState(tx, w.id, 'approve');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'withdrawal.approve',
      subject: reference,
      memberId: w.memberId,
      detail: { payoutChannelId: channel?.id ?? null },
    });
    return row;
  });
  if (channel) await payOutThroughGateway(deps, approved, channel);
  return opsWithdrawalOf(deps.db, w.id);
}

/** An approved withdrawal (no gateway) was paid by hand: the receipt clock starts. */
export async function markWithdrawalPaid(
  deps: Deps,
  caller: Caller | null,
  reference: string,
  body: { payoutRef?: string },
): Promise<TOpsWithdrawal> {
  const operator = await requireOperator(deps, caller, DECIDERS);
  const w = await requireWithdrawal(deps.db, reference);
  const { withdrawalAutoReceiptMinutes } = await readMoneySettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const row = await q.transition(
      tx,
      w.id,
      ['approved'],
      {
        state: 'paid',
        payoutRef: body.payoutRef ?? null,
        ...q.paidNowPatch(withdrawalAutoReceiptMinutes),
        decidedBy: operator.id,
        decidedAt: nowSql(),
      },
      q.manualPayout,
    );
    if (!row) throw await invalidState(tx, w.id, 'mark paid');
    await postPayout(tx, row, MANUAL_PAYOUT_CLEARING);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'withdrawal.markPaid',
      subject: reference,
      memberId: w.memberId,
      detail: { payoutRef: body.payoutRef ?? null },
    });
  });
  deps.balanceEvents.publish([w.memberId], {
    kind: 'withdrawalPaid',
    reference,
    amount: w.amount.toString(),
  });
  return opsWithdrawalOf(deps.db, w.id);
}

/** Refuse a withdrawal not yet handed to a gateway: the hold returns to the member's cash. */
export async function rejectWithdrawal(
  deps: Deps,
  caller: Caller | null,
  reference: string,
  body: { reason: string },
): Promise<TOpsWithdrawal> {
  const operator = await requireOperator(deps, caller, DECIDERS);
  const w = await requireWithdrawal(deps.db, reference);
  await deps.db.transaction(async (tx) => {
    const row = await q.transition(
      tx,
      w.id,
      ['pending', 'approved'],
      { state: 'rejected', reason: body.reason, decidedBy: operator.id, decidedAt: nowSql() },
      q.beforePayout,
    );
    if (!row) throw await invalidState(tx, w.id, 'reject');
    await writeSiteMessage(tx, w.memberId, 'withdrawalRejected', {
      reference,
      amount: w.amount.toString(),
      reason: body.reason,
    });
    await voidHold(tx, {
      key: `withdrawal-void:${reference}`,
      holdId: row.holdId,
      metadata: { reference },
    });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'withdrawal.reject',
      subject: reference,
      memberId: w.memberId,
      detail: { reason: body.reason },
    });
  });
  deps.balanceEvents.publish([w.memberId]);
  return opsWithdrawalOf(deps.db, w.id);
}

/**
 * Settle a dispute: 'paid' (the operator has proof it arrived) closes it as received; 'refund'
 * returns amount + fee to the member's cash from where the payout went (clearing, house),
 * once: the state moves away from 'disputed' in the same transaction, under its own key.
 */
export async function resolveDispute(
  deps: Deps,
  caller: Caller | null,
  reference: string,
  body: { resolution: 'paid' | 'refund'; reason: string },
): Promise<TOpsWithdrawal> {
  const operator = await requireOperator(deps, caller, DECIDERS);
  const w = await requireWithdrawal(deps.db, reference);
  await deps.db.transaction(async (tx) => {
    const row = await q.transition(tx, w.id, ['disputed'], {
      state: body.resolution === 'paid' ? 'received' : 'refunded',
      reason: body.reason,
      decidedBy: operator.id,
      decidedAt: nowSql(),
    });
    if (!row) throw await invalidState(tx, w.id, 'resolve a dispute');
    if (body.resolution === 'refund') await refund(tx, row);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'withdrawal.resolveDispute',
      subject: reference,
      memberId: w.memberId,
      detail: { resolution: body.resolution, reason: body.reason },
    });
  });
  if (body.resolution === 'refund') deps.balanceEvents.publish([w.memberId]);
  return opsWithdrawalOf(deps.db, w.id);
}

async function refund(tx: Db, w: q.WithdrawalRow): Promise<void> {
  const clearingId = await q.findHoldPostedTo(tx, w.holdId);
  if (clearingId === null) throw new AppError('INTERNAL_ERROR', `${w.reference}: hold not posted`);
  // The payout it gives back no longer counts as paid.
  await recordActivity(tx, { kind: 'money', memberId: w.memberId, withdrawal: -w.amount });
  const cash = await openAccount(tx, 'player_cash', w.memberId);
  const entries = [
    { account: clearingId, amount: -w.amount },
    { account: cash.id, amount: w.amount + w.fee },
  ];
  if (w.fee > 0n) {
    const house = await openAccount(tx, 'house', null);
    entries.push({ account: house.id, amount: -w.fee });
  }
  await post(tx, {
    key: `withdrawal-refund:${w.reference}`,
    kind: 'withdrawal_refund',
    entries,
    metadata: { reference: w.reference },
  });
}

// ---------------------------------------------------------------------------------------------
// Gateway payouts

/**
 * Asks the channel's gateway to pay the withdrawal out and applies its answer. The gateway keys
 * payouts by our reference, so asking again (approve once more) never pays twice: it reports.
 * 'pending', or no answer at all, leaves the withdrawal approved for the next ask.
 */
async function payOutThroughGateway(
  deps: Deps,
  w: q.WithdrawalRow,
  channel: ChannelRow,
): Promise<void> {
  const gateway = await gatewayFor(deps, channel);
  if (!gateway) return;
  const account = (await q.findMemberWithdrawal(deps.db, w.memberId, w.reference))!.account;
  let answer: { payoutRef: string; status: 'paid' | 'pending' | 'failed' };
  try {
    answer = await gateway.payout({
      reference: w.reference,
      amount: w.amount,
      currency: w.currency,
      bankName: account.bankName,
      accountName: account.accountName,
      accountNumber: account.accountNumber,
    });
  } catch (error) {
    deps.log.warn({ err: error, reference: w.reference }, 'withdrawal payout: no answer');
    return;
  }
  if (answer.status !== 'pending') {
    await settleGatewayPayout(deps, w, channel, answer.status, answer.payoutRef);
  }
}

/**
 * Applies the gateway's final word on a payout of `w` (approved for `channel`, as the caller
 * just read it): 'paid' posts the hold to the channel's clearing account and starts the receipt
 * clock; 'failed' releases the hold. Only from 'approved' with that gateway: a second word has
 * no effect.
 */
async function settleGatewayPayout(
  deps: Deps,
  w: q.WithdrawalRow,
  channel: ChannelRow,
  status: 'paid' | 'failed',
  payoutRef: string,
): Promise<void> {
  const { reference } = w;
  const { withdrawalAutoReceiptMinutes } = await readMoneySettings(deps.db);
  const changed = await deps.db.transaction(async (tx) => {
    const row =
      status === 'paid'
        ? await q.transition(
            tx,
            w.id,
            ['approved'],
            { state: 'paid', payoutRef, ...q.paidNowPatch(withdrawalAutoReceiptMinutes) },
            q.gatewayPayout,
          )
        : await q.transition(
            tx,
            w.id,
            ['approved'],
            { state: 'failed', payoutRef },
            q.gatewayPayout,
          );
    if (!row) return false;
    if (status === 'paid') {
      await postPayout(tx, row, channel.code);
    } else {
      await voidHold(tx, {
        key: `withdrawal-void:${reference}`,
        holdId: row.holdId,
        metadata: { reference },
      });
    }
    await insertAudit(tx, {
      actorKind: 'system',
      actorId: null,
      action: status === 'paid' ? 'withdrawal.payout.paid' : 'withdrawal.payout.failed',
      subject: reference,
      memberId: w.memberId,
      detail: { channel: channel.code, payoutRef },
    });
    return true;
  });
  if (changed) {
    deps.balanceEvents.publish(
      [w.memberId],
      status === 'paid'
        ? { kind: 'withdrawalPaid', reference, amount: w.amount.toString() }
        : undefined,
    );
  }
}
