// Cash between members (spec 5): a member to its upline, an agent to a member of its downline.
// Both go through the payment password and the transfer limits of the money settings, once per
// idempotency key (../wallet/keyed-transfer.ts).
import { isAgentType, ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type { TMoneySettings } from '@wps/contracts/wallet/money-settings';
import type { TTransferDownlineRequest } from '@wps/contracts/wallet/transfer-downline';
import type {
  TTransferResult,
  TTransferUplineRequest,
} from '@wps/contracts/wallet/transfer-upline';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { findMemberById, findMemberByUsername, type MemberRow } from '../member/member.queries';
import { requireRealMember } from '../member/member.service';
import { readMoneySettings } from '../money-settings/money-settings.queries';
import { checkPaymentPassword } from '../payment-password/payment-password.service';
import type { Caller } from '../session/session.service';
import { balanceAfter, runKeyedTransfer } from '../wallet/keyed-transfer';
import { isInDownline } from './transfer.queries';

type TransferKind = 'transfer_upline' | 'transfer_downline';

/** Both transfers share one key space per member: one key is one request, whichever call. */
const ledgerKeyOf = (memberId: number, key: string) => `xfer:${memberId}:${key}`;

function checkAmount({ transferMin, transferMax }: TMoneySettings, amount: bigint): void {
  if (amount < BigInt(transferMin) || amount > BigInt(transferMax)) {
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      `A transfer must be ${transferMin} to ${transferMax}.`,
      'body.amount',
    );
  }
}

/**
 * Moves `amount` from the sender's cash to the receiver's, after the rules: limits, the
 * receiver (found by `findReceiver` inside the key's lock), then the payment password last, so
 * a request refused for another reason does not spend a password guess.
 */
async function transferCash(
  deps: Deps,
  sender: MemberRow,
  input: {
    kind: TransferKind;
    key: string;
    amount: string;
    paymentPassword: string | undefined;
    request: { [k: string]: string };
    findReceiver: (tx: Db) => Promise<MemberRow>;
  },
): Promise<TTransferResult> {
  const amount = BigInt(input.amount);
  const senderCash = await openAccount(deps.db, 'player_cash', sender.id);
  let receiverId = 0;
  const { result, isNew } = await runKeyedTransfer(deps.db, {
    ledgerKey: ledgerKeyOf(sender.id, input.key),
    request: { op: input.kind, ...input.request },
    apply: async (tx, metadata) => {
      const settings = await readMoneySettings(tx);
      checkAmount(settings, amount);
      const receiver = await input.findReceiver(tx);
      receiverId = receiver.id;
      await checkPaymentPassword({ ...deps, db: tx }, sender, input.paymentPassword, settings);
      const receiverCash = await openAccount(tx, 'player_cash', receiver.id);
      return post(tx, {
        key: ledgerKeyOf(sender.id, input.key),
        kind: input.kind,
        entries: [
          { account: senderCash.id, amount: -amount },
          { account: receiverCash.id, amount },
        ],
        // Both sides' records name the other member (records.service.ts).
        metadata: { ...metadata, from: sender.username, to: receiver.username },
      });
    },
  });
  if (isNew) deps.balanceEvents.publish([sender.id, receiverId]);
  return { transactionId: result.transactionId, balance: balanceAfter(result, senderCash.id) };
}

export async function transferToUpline(
  deps: Deps,
  caller: Caller | null,
  body: TTransferUplineRequest,
): Promise<TTransferResult> {
  const member = await requireRealMember(deps, caller);
  return transferCash(deps, member, {
    kind: 'transfer_upline',
    key: body.idempotencyKey,
    amount: body.amount,
    paymentPassword: body.paymentPassword,
    request: { amount: body.amount },
    findReceiver: async (tx) => {
      const upline = member.uplineId === null ? null : await findMemberById(tx, member.uplineId);
      if (!upline) throw new AppError('NO_UPLINE', 'This account has no upline.');
      return upline;
    },
  });
}

export async function transferToDownline(
  deps: Deps,
  caller: Caller | null,
  body: TTransferDownlineRequest,
): Promise<TTransferResult> {
  const agent = await requireRealMember(deps, caller);
  if (!isAgentType(agent.accountType)) {
    throw new AppError('NOT_AN_AGENT', 'Only agents transfer to a downline.');
  }
  return transferCash(deps, agent, {
    kind: 'transfer_downline',
    key: body.idempotencyKey,
    amount: body.amount,
    paymentPassword: body.paymentPassword,
    request: { username: body.username, amount: body.amount },
    findReceiver: async (tx) => {
      const target = await findMemberByUsername(tx, body.username);
      // An unknown name answers like a stranger's, so names cannot be probed; a trial account
      // holds play money only and cannot receive cash.
      if (
        !target ||
        target.accountType === ACCOUNT_TYPE.trial ||
        !(await isInDownline(tx, agent.id, target.id))
      ) {
        throw new AppError(
          'NOT_A_DOWNLINE',
          'No member of that name in your downline.',
          'body.username',
        );
      }
      return target;
    },
  });
}
