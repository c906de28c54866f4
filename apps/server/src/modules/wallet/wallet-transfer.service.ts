// GCS_walletTransfer: cash between the main wallet and a vendor's game wallet, once per key.
// IN needs an active vendor that keeps its own wallet; OUT also works for a game wallet whose
// vendor has since been switched off or to seamless, so money is never stuck there.
import type {
  TWalletTransferRequest,
  TWalletTransferResult,
} from '@wps/contracts/wallet/wallet-transfer';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { accountOf, openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { requireRealMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import { balanceAfter, runKeyedTransfer } from './keyed-transfer';
import { findTransferVendor } from './wallet.queries';

export async function transferWallet(
  deps: Deps,
  caller: Caller | null,
  body: TWalletTransferRequest,
): Promise<TWalletTransferResult> {
  const member = await requireRealMember(deps, caller);
  const amount = BigInt(body.amount);
  const cash = await openAccount(deps.db, 'player_cash', member.id);
  const ledgerKey = `wt:${member.id}:${body.idempotencyKey}`;
  const { result, isNew } = await runKeyedTransfer(deps.db, {
    ledgerKey,
    request: {
      op: 'wallet_transfer',
      vendor: body.vendor,
      direction: body.direction,
      amount: body.amount,
    },
    apply: async (tx, metadata) => {
      const owner = { member: member.id, vendor: body.vendor };
      const vendor = await findTransferVendor(tx, body.vendor);
      const hasWallet = body.direction === 'OUT' && (await accountOf(tx, 'player_game', owner));
      if (!vendor && !hasWallet) {
        throw new AppError(
          'VENDOR_UNAVAILABLE',
          'This vendor has no game wallet to transfer to.',
          'body.vendor',
        );
      }
      const game = await openAccount(tx, 'player_game', owner);
      const toGame = body.direction === 'IN' ? amount : -amount;
      return post(tx, {
        key: ledgerKey,
        kind: body.direction === 'IN' ? 'wallet_transfer_in' : 'wallet_transfer_out',
        entries: [
          { account: cash.id, amount: -toGame },
          { account: game.id, amount: toGame },
        ],
        metadata: {
          ...metadata,
          vendor: body.vendor,
          reference: vendor?.displayName ?? body.vendor,
        },
      });
    },
  });
  if (isNew) deps.balanceEvents.publish([member.id]);
  const game = result.entries.find((e) => e.account !== cash.id)!;
  return {
    transactionId: result.transactionId,
    mainBalance: balanceAfter(result, cash.id),
    gameBalance: game.balanceAfter.toString(),
  };
}
