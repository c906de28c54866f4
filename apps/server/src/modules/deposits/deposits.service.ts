// Deposits: a member asks, then either an operator confirms the bank transfer or the gateway's
// signed webhook reports the payment. Completing one posts clearing(channel) -> player_cash in
// the ledger under the key deposit:<reference> and marks it completed in the same database
// transaction, so it is credited exactly once however often it is approved or reported.
//
// The channel's fee is borne by the member: they are credited amount - fee, and the fee goes to
// the house account in the same ledger transaction (the clearing account is debited the full
// amount, which is what the bank or gateway holds for us).
import { randomBytes } from 'node:crypto';
import type { TLanguage } from '@wps/contracts/http';
import type { TCreateDepositRequest, TDepositCreated } from '@wps/contracts/payment/create-deposit';
import type { TGatewayEvent } from '@wps/contracts/payment/gateway-webhook';
import type { TMemberDeposit } from '@wps/contracts/payment/list-deposits';
import type { TOpsDeposit } from '@wps/contracts/payment/ops-deposits';
import type { TDepositState } from '@wps/contracts/payment/fields';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { recordActivity } from '../activity/record';
import { onDepositCompleted } from '../promotions/promotions.service';
import { openAccount } from '../../ledger/accounts';
import { fingerprintOf, post, type EntryInput } from '../../ledger/post';
import { withKeyLock } from '../../lib/key-lock';
import { gatewayFor, type GatewayChannel } from '../../providers/payment-gateway/gateway';
import type { HeaderBag } from '../../providers/payment-gateway/signature';
import { requireRealMember } from '../member/member.service';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import {
  channelText,
  findChannel,
  findChannelByCode,
  isChannelUsable,
  type ChannelRow,
} from '../payment-channels/payment-channels.service';
import { loadOwnProofs } from '../proofs/proofs.service';
import type { Caller } from '../session/session.service';
import * as q from './deposits.queries';
import { writeSiteMessage } from '../messages/messages.service';

/** A gateway deposit not paid within this long is expired by the expiry job. */
export const GATEWAY_DEPOSIT_TTL_MS = 24 * 60 * 60 * 1000;

// 32 letters and digits without 0/O and 1/I, read aloud or typed from a bank slip without doubt.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'D' and 12 random characters (60 bits): unguessable, since the reference opens a pay page. */
export function newDepositReference(): string {
  return `D${[...randomBytes(12)].map((b) => REFERENCE_ALPHABET[b & 31]).join('')}`;
}

/** feeFixed + amount * feeBps / 10000, rounded down. */
export function feeOf(channel: Pick<ChannelRow, 'feeFixed' | 'feeBps'>, amount: bigint): bigint {
  return channel.feeFixed + (amount * BigInt(channel.feeBps)) / 10_000n;
}

async function redirectUrlOf(
  deps: Deps,
  channel: GatewayChannel,
  deposit: q.DepositRow,
): Promise<string | null> {
  if (channel.type === 'bank') return null;
  const gateway = await gatewayFor(deps, channel);
  if (!gateway) return null;
  const payment = {
    reference: deposit.reference,
    amount: deposit.amount,
    currency: deposit.currency,
  };
  return (await gateway.createPayment(payment)).redirectUrl;
}

/** The answer to a deposit request: the same for the first call and every replay of it. */
async function answerFor(
  deps: Deps,
  deposit: q.DepositRow,
  fingerprint: string,
): Promise<TDepositCreated> {
  if (deposit.fingerprint !== fingerprint) {
    throw new AppError(
      'CONFLICT',
      'This key was already used for a different request.',
      'body.idempotencyKey',
    );
  }
  const channel = (await findChannel(deps.db, deposit.channelId))!;
  return {
    reference: deposit.reference,
    state: 'pending',
    amount: deposit.amount.toString(),
    fee: deposit.fee.toString(),
    redirectUrl: await redirectUrlOf(deps, channel, deposit),
  };
}

export async function createDeposit(
  deps: Deps,
  caller: Caller | null,
  body: TCreateDepositRequest,
): Promise<TDepositCreated> {
  const { db } = deps;
  const member = await requireRealMember(deps, caller);
  const proofIds = [...(body.proofIds ?? [])].sort((a, b) => a - b);
  const fingerprint = fingerprintOf({
    op: 'deposit',
    channelId: body.channelId,
    amount: body.amount,
    payerName: body.payerName ?? null,
    proofIds,
  });
  // Copies of one request take turns on the key (withKeyLock): a copy in flight waits for the
  // first and is answered as its replay, never CONFLICT for a proof the first just attached.
  const deposit = await withKeyLock(
    db,
    `deposit:${member.id}:${body.idempotencyKey}`,
    async (tx) => {
      // A replay is answered before any rule is checked again: the channel may have changed.
      const earlier = await q.findDepositByKey(tx, member.id, body.idempotencyKey);
      if (earlier) return earlier;
      return createNewDeposit({ ...deps, db: tx }, member.id, body, proofIds, fingerprint);
    },
  );
  return answerFor(deps, deposit, fingerprint);
}

/** A new deposit's rules and row, inside the key's lock (`deps.db` is that transaction). */
async function createNewDeposit(
  deps: Deps,
  memberId: number,
  body: TCreateDepositRequest,
  proofIds: number[],
  fingerprint: string,
): Promise<q.DepositRow> {
  const { db } = deps;
  const channel = await findChannel(db, body.channelId);
  if (!channel || !channel.forDeposit || !(await isChannelUsable(deps, channel))) {
    throw new AppError('CHANNEL_UNAVAILABLE', 'This channel takes no deposits.', 'body.channelId');
  }
  const amount = BigInt(body.amount);
  const fee = feeOf(channel, amount);
  if (amount < channel.minAmount || amount > channel.maxAmount || fee >= amount) {
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      `The amount must be ${channel.minAmount} to ${channel.maxAmount}.`,
      'body.amount',
    );
  }
  if (channel.type === 'bank') {
    if (proofIds.length === 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        'A bank transfer needs 1 to 3 proof images.',
        'body.proofIds',
      );
    }
    await loadOwnProofs(db, memberId, proofIds);
    // One receipt, one deposit: the same slip must not be confirmed twice by two operators.
    if (await q.isAnyProofAttached(db, memberId, proofIds)) {
      throw new AppError(
        'CONFLICT',
        'A proof is already attached to another deposit.',
        'body.proofIds',
      );
    }
  } else if (proofIds.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Gateway payments take no proofs.', 'body.proofIds');
  }

  // The key's lock is held: nobody else can have inserted under it.
  const created = await q.insertDeposit(db, {
    reference: newDepositReference(),
    memberId,
    channelId: channel.id,
    clientKey: body.idempotencyKey,
    fingerprint,
    amount,
    fee,
    currency: channel.currency,
    payerName: body.payerName ?? null,
    proofIds,
  });
  return created!;
}

export async function listOwnDeposits(
  deps: Deps,
  caller: Caller | null,
  query: { pageNo: number; pageSize: number },
) {
  const member = await requireRealMember(deps, caller);
  const language = member.language as TLanguage;
  const { rows, total } = await q.listMemberDeposits(
    deps.db,
    member.id,
    query.pageNo,
    query.pageSize,
  );
  const list: TMemberDeposit[] = [];
  for (const { deposit: d, channel } of rows) {
    // The list's join already has the channel's code and type, all the gateway needs.
    const isOpenPayment = d.state === 'pending' && channel.type !== 'bank';
    list.push({
      reference: d.reference,
      channelId: channel.id,
      channelName: channelText(channel, language).name,
      channelType: channel.type,
      amount: d.amount.toString(),
      fee: d.fee.toString(),
      credited: (d.amount - d.fee).toString(),
      currency: d.currency,
      state: d.state,
      createdAt: d.createdAt.toISOString(),
      decidedAt: d.decidedAt?.toISOString() ?? null,
      reason: d.reason,
      redirectUrl: isOpenPayment ? await redirectUrlOf(deps, channel, d) : null,
    });
  }
  return { list, total, totalPages: Math.ceil(total / query.pageSize) };
}

// ---------------------------------------------------------------------------------------------
// Completing: the one place a deposit's money moves.

/**
 * Inside the caller's transaction, with the deposit's row locked: posts the credit and marks the
 * deposit completed (from one of `from`). The ledger key makes a second post impossible even if
 * the state check were wrong.
 */
async function completeDeposit(
  tx: Db,
  deposit: q.DepositRow,
  channel: ChannelRow,
  patch: { decidedBy?: number; gatewayRef?: string | null },
  from: readonly q.DepositState[] = ['pending'],
): Promise<void> {
  await recordActivity(tx, { kind: 'money', memberId: deposit.memberId, deposit: deposit.amount });
  const clearing = await openAccount(tx, 'clearing', channel.code, deposit.currency);
  const cash = await openAccount(tx, 'player_cash', deposit.memberId);
  const entries: EntryInput[] = [
    { account: clearing.id, amount: -deposit.amount },
    { account: cash.id, amount: deposit.amount - deposit.fee },
  ];
  if (deposit.fee > 0n) {
    const house = await openAccount(tx, 'house', null);
    entries.push({ account: house.id, amount: deposit.fee });
  }
  const posted = await post(tx, {
    key: `deposit:${deposit.reference}`,
    kind: 'deposit',
    entries,
    metadata: {
      reference: deposit.reference,
      channel: channel.code,
      fee: deposit.fee.toString(),
    },
  });
  const done = await q.decidePending(
    tx,
    deposit.id,
    {
      state: 'completed',
      ledgerTransactionId: posted.transactionId,
      ...(patch.decidedBy !== undefined ? { decidedBy: patch.decidedBy } : {}),
      ...(patch.gatewayRef ? { gatewayRef: patch.gatewayRef } : {}),
    },
    from,
  );
  // The row is locked by this transaction: only a bug in the caller can get here.
  if (!done) throw new AppError('INVALID_STATE', `Deposit ${deposit.reference} moved on.`);
  await writeSiteMessage(tx, deposit.memberId, 'depositCredited', {
    reference: deposit.reference,
    amount: (deposit.amount - deposit.fee).toString(),
  });
  // A deposit bonus the member chose before depositing is paid on this deposit (promotions).
  await onDepositCompleted(tx, { memberId: deposit.memberId, reference: deposit.reference });
}

// ---------------------------------------------------------------------------------------------
// Gateway webhooks

/**
 * What a verified delivery does to its deposit. 'completed' credits a pending deposit, and also
 * one that failed or expired (the gateway holds the money: its word wins over our guess); not a
 * completed one (a replay) nor one an operator rejected (recorded as ignored for them to see).
 * 'failed' ends only a pending deposit: after 'completed' it changes nothing. 'pending' is news
 * of nothing.
 */
async function applyEvent(
  tx: Db,
  deposit: q.DepositRow,
  channel: ChannelRow,
  event: TGatewayEvent,
): Promise<boolean> {
  if (event.status === 'completed') {
    const from: q.DepositState[] = ['pending', 'failed', 'expired'];
    if (!from.includes(deposit.state)) return false;
    await completeDeposit(tx, deposit, channel, { gatewayRef: event.gatewayRef }, from);
    return true;
  }
  if (event.status === 'failed' && deposit.state === 'pending') {
    await q.decidePending(tx, deposit.id, {
      state: 'failed',
      ...(event.gatewayRef ? { gatewayRef: event.gatewayRef } : {}),
    });
    return true;
  }
  return false;
}

/**
 * A gateway's webhook delivery: the signature first (nothing is read from an unsigned body),
 * then once per (channel, event id). A refused delivery (unknown reference, wrong amount) moves
 * nothing and is kept as 'refused'; the gateway may retry it.
 */
export async function receiveGatewayDelivery(
  deps: Deps,
  channelCode: string,
  headers: HeaderBag,
  rawBody: Uint8Array,
  now = new Date(),
): Promise<{ outcome: 'applied' | 'ignored' | 'duplicate' }> {
  const channel = await findChannelByCode(deps.db, channelCode);
  const gateway = channel && channel.type !== 'bank' ? await gatewayFor(deps, channel) : null;
  if (!channel || !gateway) throw new AppError('NOT_FOUND', 'No such gateway.');
  const event = gateway.verifyWebhook(headers, rawBody, now);
  const record = {
    channelCode,
    eventId: event.eventId,
    reference: event.reference,
    status: event.status,
    payload: event,
  };
  let credited: { memberId: number; amount: bigint } | null = null;
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      const claimed = await q.claimEvent(tx, record);
      if (!claimed) return 'duplicate' as const;
      const deposit = await q.lockDeposit(tx, event.reference);
      if (!deposit || deposit.channelId !== channel.id) {
        throw new AppError('UNKNOWN_REFERENCE', `No deposit ${event.reference} on this channel.`);
      }
      if (BigInt(event.amount) !== deposit.amount || event.currency !== deposit.currency) {
        throw new AppError(
          'VALIDATION_FAILED',
          'The amount does not match the deposit.',
          'body.amount',
        );
      }
      const isApplied = await applyEvent(tx, deposit, channel, event);
      await q.setEventOutcome(tx, claimed.id, isApplied ? 'applied' : 'ignored');
      if (isApplied && event.status === 'completed') {
        credited = { memberId: deposit.memberId, amount: deposit.amount - deposit.fee };
      }
      return isApplied ? ('applied' as const) : ('ignored' as const);
    });
    // Set inside the transaction's callback, which the compiler's narrowing does not follow.
    const told = credited as { memberId: number; amount: bigint } | null;
    if (told !== null) {
      const { memberId, amount } = told;
      deps.balanceEvents.publish([memberId], {
        kind: 'depositCredited',
        reference: event.reference,
        amount: amount.toString(),
      });
    }
    return { outcome };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await q.recordRefusedEvent(deps.db, record).catch((e: unknown) => {
        deps.log.error({ err: e }, 'could not record a refused gateway delivery');
      });
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Operators

function toOps(row: q.DepositListRow): TOpsDeposit {
  const { deposit: d, channel } = row;
  return {
    reference: d.reference,
    memberId: d.memberId,
    username: row.username,
    channel: { id: channel.id, code: channel.code, type: channel.type, name: channel.name },
    amount: d.amount.toString(),
    fee: d.fee.toString(),
    currency: d.currency,
    state: d.state,
    payerName: d.payerName,
    proofIds: d.proofIds,
    gatewayRef: d.gatewayRef,
    createdAt: d.createdAt.toISOString(),
    decidedAt: d.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: d.reason,
  };
}

export async function opsListDeposits(
  deps: Deps,
  caller: Caller | null,
  query: {
    state?: TDepositState;
    username?: string;
    from?: string;
    to?: string;
    pageNo: number;
    pageSize: number;
  },
) {
  await requireOperator(deps, caller, 'money.read');
  const { rows, total } = await q.listDepositsFor(
    deps.db,
    {
      state: query.state,
      username: query.username,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    },
    query.pageNo,
    query.pageSize,
  );
  return { items: rows.map(toOps), total, totalPages: Math.ceil(total / query.pageSize) };
}

/**
 * An operator's decision on a pending deposit, in one transaction with its audit row. The row
 * lock orders concurrent decisions: the second finds it decided and gets INVALID_STATE.
 */
async function decide(
  deps: Deps,
  caller: Caller | null,
  reference: string,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
): Promise<TOpsDeposit> {
  const operator = await requireOperator(deps, caller, 'money.decide');
  const deposit = await deps.db.transaction(async (tx) => {
    const locked = await q.lockDeposit(tx, reference);
    if (!locked) throw new AppError('NOT_FOUND', 'No such deposit.');
    if (locked.state !== 'pending') {
      throw new AppError('INVALID_STATE', `The deposit is ${locked.state}, not pending.`);
    }
    if (decision.action === 'approve') {
      const channel = (await findChannel(tx, locked.channelId))!;
      await completeDeposit(tx, locked, channel, { decidedBy: operator.id });
    } else {
      await q.decidePending(tx, locked.id, {
        state: 'rejected',
        reason: decision.reason,
        decidedBy: operator.id,
      });
    }
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: `deposit.${decision.action}`,
      subject: reference,
      memberId: locked.memberId,
      detail: {
        memberId: locked.memberId,
        amount: locked.amount.toString(),
        fee: locked.fee.toString(),
        ...(decision.action === 'reject' ? { reason: decision.reason } : {}),
      },
    });
    return locked;
  });
  if (decision.action === 'approve') {
    deps.balanceEvents.publish([deposit.memberId], {
      kind: 'depositCredited',
      reference,
      amount: (deposit.amount - deposit.fee).toString(),
    });
  }
  return toOps((await q.findDepositListRow(deps.db, reference))!);
}

export const approveDeposit = (deps: Deps, caller: Caller | null, reference: string) =>
  decide(deps, caller, reference, { action: 'approve' });

export const rejectDeposit = (
  deps: Deps,
  caller: Caller | null,
  reference: string,
  reason: string,
) => decide(deps, caller, reference, { action: 'reject', reason });

// ---------------------------------------------------------------------------------------------
// Expiry

/**
 * Gateway deposits still pending after GATEWAY_DEPOSIT_TTL_MS become expired (no money moves),
 * up to `limit` per call, oldest first. Each is decided under its row lock, so a webhook
 * completing it at the same moment wins or loses cleanly; a later 'completed' still credits it
 * (see applyEvent). Run by the deposit-expire job.
 */
export async function expireStaleDeposits(
  deps: Pick<Deps, 'db'>,
  now = new Date(),
  limit = 100,
): Promise<{ expired: number; hasMore: boolean }> {
  const before = new Date(now.getTime() - GATEWAY_DEPOSIT_TTL_MS);
  const batch = await q.findStaleGatewayDeposits(deps.db, before, limit);
  let expired = 0;
  for (const { reference } of batch) {
    const changed = await deps.db.transaction(async (tx) => {
      const locked = await q.lockDeposit(tx, reference);
      if (!locked || locked.state !== 'pending') return false;
      return (await q.decidePending(tx, locked.id, { state: 'expired' })) !== null;
    });
    if (changed) expired += 1;
  }
  return { expired, hasMore: batch.length === limit };
}
