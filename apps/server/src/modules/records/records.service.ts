// ODSFE2_MemTransDet: the member's account records. They are the movements of the main wallet
// (player_cash; play money for a trial account). A withdrawal is listed once, as its money leaves
// the main wallet (kind 'hold'), with the withdrawal's state now; if refused, the money coming
// back is a movement of its own ('hold_void'). Its payout moves only the held account and is not
// listed again. The game wallets are not listed apart, since a transfer to a game wallet already
// shows as it leaves the main wallet ('wallet_transfer_in').
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type {
  TRecord,
  TRecordsPage,
  TRecordsQuery,
  TRecordType,
} from '@wps/contracts/wallet/records';
import type { Deps } from '../../deps';
import { accountOf } from '../../ledger/accounts';
import { requireMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import {
  countRecords,
  findRecords,
  lotteryDrawNamesOf,
  withdrawalStatesOf,
  type RecordFilter,
} from './records.queries';

/** The ledger transaction kinds of each type filter; 'other' is every kind not named here. */
export const recordKinds: Record<Exclude<TRecordType, 'all' | 'other'>, readonly string[]> = {
  deposit: ['deposit', 'deposit_fee'],
  withdrawal: [
    'hold',
    'hold_void',
    'hold_post',
    'withdrawal',
    'withdrawal_fee',
    'withdrawal_refund',
  ],
  transfer: ['transfer_upline', 'transfer_downline'],
  wallet: ['wallet_transfer_in', 'wallet_transfer_out'],
  // A house or seamless vendor's round moves money as game_bet, game_win and game_refund.
  bet: ['bet', 'rollback', 'game_bet', 'game_refund'],
  win: ['win', 'game_win', 'jackpot_hit'],
};

function kindsOf(type: TRecordType): RecordFilter['kinds'] {
  if (type === 'all') return undefined;
  if (type === 'other') return { except: Object.values(recordKinds).flat() };
  return { only: recordKinds[type] };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The reference shown: the transaction's own, else the other member of a transfer. */
function referenceOf(metadata: Record<string, unknown>, amount: bigint): string | null {
  return text(metadata.reference) ?? text(amount < 0n ? metadata.to : metadata.from);
}

export async function getMemberRecords(
  deps: Deps,
  caller: Caller | null,
  query: TRecordsQuery,
): Promise<TRecordsPage> {
  const member = await requireMember(deps, caller);
  const timeZone = deps.config.SITE_TIME_ZONE;
  const kind = member.accountType === ACCOUNT_TYPE.trial ? 'player_play' : 'player_cash';
  const account = await accountOf(deps.db, kind, member.id);
  if (!account) return { list: [], total: 0, totalPages: 0, timeZone };
  const filter: RecordFilter = {
    accountId: account.id,
    kinds: kindsOf(query.type),
    startDate: query.startDate,
    endDate: query.endDate,
    timeZone,
  };
  const [total, rows] = await Promise.all([
    countRecords(deps.db, filter),
    findRecords(deps.db, filter, {
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    }),
  ]);
  const holdReferences = rows
    .filter((r) => r.kind === 'hold')
    .map((r) => text(r.metadata.reference))
    .filter((reference): reference is string => reference !== null);
  // A lottery bet's or win's reference names the lottery in the member's language, not its code.
  const drawIds = rows
    .map((r) => r.metadata.drawId)
    .filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id));
  const [states, draws] = await Promise.all([
    withdrawalStatesOf(deps.db, member.id, holdReferences),
    lotteryDrawNamesOf(deps.db, [...new Set(drawIds)]),
  ]);
  const lotteryReference = (metadata: Record<string, unknown>) => {
    const draw = typeof metadata.drawId === 'number' ? draws.get(metadata.drawId) : undefined;
    return draw ? `${draw.names[query.language] ?? draw.names.EN} ${draw.numero}` : null;
  };
  const list: TRecord[] = rows.map((r) => ({
    id: r.id,
    time: r.createdAt.toISOString(),
    type: r.kind,
    withdrawalState:
      r.kind === 'hold' ? (states.get(text(r.metadata.reference) ?? '') ?? null) : null,
    amount: r.amount.toString(),
    balanceAfter: r.balanceAfter.toString(),
    reference: lotteryReference(r.metadata) ?? referenceOf(r.metadata, r.amount),
    remark: text(r.metadata.remark),
  }));
  return { list, total, totalPages: Math.ceil(total / query.pageSize), timeZone };
}
