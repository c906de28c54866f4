// Payment channels: operators manage them; members see the enabled ones in their language.
// A gateway channel is offered only while its gateway is usable here (configured, or the sandbox
// switched on), so a member is never sent to a pay page that cannot work.
import type { TLanguage } from '@wps/contracts/http';
import type { TOpsPageQuery } from '@wps/contracts/ops/paging';
import type { TMemberChannel } from '@wps/contracts/payment/fields';
import type {
  TChannelChoice,
  TCreateChannelRequest,
  TOpsChannel,
  TUpdateChannelRequest,
} from '@wps/contracts/payment/ops-channels';
import type { Db } from '../../db/client';
import type { ChannelTexts } from '../../db/schema/payments';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { SITE_CURRENCY } from '../../ledger/accounts';
import { pageOf, rowsOfPage } from '../../lib/paging';
import { gatewayFor } from '../../providers/payment-gateway/gateway';
import { requireRealMember } from '../member/member.service';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './payment-channels.queries';

export type { ChannelRow } from './payment-channels.queries';

/** A channel by id, for deposits and (payouts) withdrawals; null when there is none. */
export function findChannel(db: Db, id: number): Promise<q.ChannelRow | null> {
  return q.findChannel(db, id);
}

export function findChannelByCode(db: Db, code: string): Promise<q.ChannelRow | null> {
  return q.findChannelByCode(db, code);
}

/** Whether members may use the channel now: bank always, gateways only when usable. */
export async function isChannelUsable(deps: Deps, channel: q.ChannelRow): Promise<boolean> {
  if (!channel.enabled) return false;
  return channel.type === 'bank' || (await gatewayFor(deps, channel)) !== null;
}

/** The channel's name and instructions in `language`, EN when missing, its own name last. */
export function channelText(channel: { name: string; texts: ChannelTexts }, language: TLanguage) {
  const text = channel.texts[language] ?? channel.texts.EN;
  return { name: text?.name ?? channel.name, instructions: text?.instructions ?? '' };
}

export async function listMemberChannels(
  deps: Deps,
  caller: Caller | null,
  query: { direction: 'deposit' | 'withdrawal'; language?: TLanguage },
): Promise<TMemberChannel[]> {
  const member = await requireRealMember(deps, caller);
  const language = query.language ?? (member.language as TLanguage);
  const result: TMemberChannel[] = [];
  for (const channel of await q.listChannels(deps.db)) {
    const isForIt = query.direction === 'deposit' ? channel.forDeposit : channel.forWithdrawal;
    if (!isForIt || !(await isChannelUsable(deps, channel))) continue;
    result.push({
      id: channel.id,
      code: channel.code,
      type: channel.type,
      ...channelText(channel, language),
      min: channel.minAmount.toString(),
      max: channel.maxAmount.toString(),
      feeFixed: channel.feeFixed.toString(),
      feeBps: channel.feeBps,
      currency: channel.currency,
      bank: channel.type === 'bank' ? channel.bank : null,
      needsProof: channel.type === 'bank',
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Operators (admin: channels decide where money goes).

async function toOps(deps: Deps, row: q.ChannelRow): Promise<TOpsChannel> {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    name: row.name,
    texts: row.texts,
    currency: row.currency,
    minAmount: row.minAmount.toString(),
    maxAmount: row.maxAmount.toString(),
    feeFixed: row.feeFixed.toString(),
    feeBps: row.feeBps,
    forDeposit: row.forDeposit,
    forWithdrawal: row.forWithdrawal,
    enabled: row.enabled,
    sort: row.sort,
    bank: row.bank,
    isConfigured: row.type === 'bank' || (await gatewayFor(deps, row)) !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function opsListChannels(deps: Deps, caller: Caller | null, query: TOpsPageQuery) {
  await requireOperator(deps, caller, 'money.settings');
  const [rows, total] = await Promise.all([
    q.findChannelPage(deps.db, rowsOfPage(query)),
    q.countChannels(deps.db),
  ]);
  return pageOf(await Promise.all(rows.map((row) => toOps(deps, row))), total, query);
}

/** Every channel as the payout picker offers it: one per gateway or bank account, so whole. */
export async function opsListChannelChoices(
  deps: Deps,
  caller: Caller | null,
): Promise<TChannelChoice[]> {
  await requireOperator(deps, caller, 'money.settings');
  const rows = await q.listChannels(deps.db);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      type: row.type,
      name: row.name,
      forWithdrawal: row.forWithdrawal,
      enabled: row.enabled,
      isConfigured: row.type === 'bank' || (await gatewayFor(deps, row)) !== null,
    })),
  );
}

function columnsOf(input: TUpdateChannelRequest) {
  return {
    name: input.name,
    texts: input.texts,
    minAmount: BigInt(input.minAmount),
    maxAmount: BigInt(input.maxAmount),
    feeFixed: BigInt(input.feeFixed),
    feeBps: input.feeBps,
    forDeposit: input.forDeposit,
    forWithdrawal: input.forWithdrawal,
    enabled: input.enabled,
    sort: input.sort,
    bank: input.bank,
  };
}

export async function opsCreateChannel(
  deps: Deps,
  caller: Caller | null,
  input: TCreateChannelRequest,
): Promise<TOpsChannel> {
  const operator = await requireOperator(deps, caller, 'money.settings');
  const row = await deps.db.transaction(async (tx) => {
    const created = await q.insertChannel(tx, {
      code: input.code,
      type: input.type,
      currency: SITE_CURRENCY,
      ...columnsOf(input),
    });
    if (!created) throw new AppError('CONFLICT', 'That code is taken.', 'body.code');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'payment-channel.create',
      subject: created.code,
      detail: input,
    });
    return created;
  });
  return toOps(deps, row);
}

export async function opsUpdateChannel(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: TUpdateChannelRequest,
): Promise<TOpsChannel> {
  const operator = await requireOperator(deps, caller, 'money.settings');
  const row = await deps.db.transaction(async (tx) => {
    const current = await q.findChannel(tx, id);
    if (!current) throw new AppError('NOT_FOUND', 'No such channel.');
    // The type is fixed at creation, so these checks cannot live in the request's schema.
    if ((current.type === 'bank') !== (input.bank !== null)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Bank details are required for bank channels and only for them.',
        'body.bank',
      );
    }
    if (current.type === 'bank' && input.forWithdrawal) {
      throw new AppError(
        'VALIDATION_FAILED',
        'A bank channel cannot pay withdrawals out.',
        'body.forWithdrawal',
      );
    }
    const updated = await q.updateChannel(tx, id, columnsOf(input));
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'payment-channel.update',
      subject: current.code,
      detail: input,
    });
    return updated!;
  });
  return toOps(deps, row);
}
