// GCS_walletTransfer: cash between the main wallet and a vendor's game wallet, once per key.
// IN needs an active vendor that keeps its own wallet; OUT also works for a game wallet whose
// vendor has since been switched off or to seamless, so money is never stuck there.
//
// The busiest money call, so it is kept to few database round trips: one query reads what the
// rules need (member, both wallets, vendor, the key), one ledger transaction posts. No lock is
// needed (runUnlockedKeyedTransfer): no payment password, and the rules only read.
import type {
  TWalletTransferRequest,
  TWalletTransferResult,
} from '@wps/contracts/wallet/wallet-transfer';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openAccount } from '../../ledger/accounts';
import { post, type AccountFacts } from '../../ledger/post';
import { checkRealMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import { balanceAfter, runUnlockedKeyedTransfer } from './keyed-transfer';
import { readTransferFacts } from './wallet.queries';

export async function transferWallet(
  deps: Deps,
  caller: Caller | null,
  body: TWalletTransferRequest,
): Promise<TWalletTransferResult> {
  if (caller?.kind !== 'member') throw new AppError('NOT_LOGGED_IN');
  const memberId = caller.id;
  const ledgerKey = `wt:${memberId}:${body.idempotencyKey}`;
  const facts = await readTransferFacts(deps.db, { memberId, vendor: body.vendor, ledgerKey });
  checkRealMember(facts?.member ?? null);
  // checkRealMember refused a member that is not there.
  const { game, vendorName, original } = facts!;
  const cash = facts!.cash ?? (await openAccount(deps.db, 'player_cash', memberId));
  const amount = BigInt(body.amount);
  const { result, isNew } = await runUnlockedKeyedTransfer(deps.db, {
    ledgerKey,
    request: {
      op: 'wallet_transfer',
      vendor: body.vendor,
      direction: body.direction,
      amount: body.amount,
    },
    original,
    post: async (metadata) => {
      if (vendorName === null && !(body.direction === 'OUT' && game)) {
        throw new AppError(
          'VENDOR_UNAVAILABLE',
          'This vendor has no game wallet to transfer to.',
          'body.vendor',
        );
      }
      const toGame = body.direction === 'IN' ? amount : -amount;
      const postWith = (db: Db, gameAccount: AccountFacts) =>
        post(
          db,
          {
            key: ledgerKey,
            kind: body.direction === 'IN' ? 'wallet_transfer_in' : 'wallet_transfer_out',
            entries: [
              { account: cash.id, amount: -toGame },
              { account: gameAccount.id, amount: toGame },
            ],
            metadata: { ...metadata, vendor: body.vendor, reference: vendorName ?? body.vendor },
          },
          { accounts: [cash, gameAccount] },
        );
      if (game) return postWith(deps.db, game);
      // The first transfer with this vendor opens the game wallet in the transaction that posts:
      // a refused transfer leaves no wallet behind.
      return deps.db.transaction(async (tx) =>
        postWith(
          tx as unknown as Db,
          await openAccount(tx as unknown as Db, 'player_game', {
            member: memberId,
            vendor: body.vendor,
          }),
        ),
      );
    },
  });
  if (isNew) deps.balanceEvents.publish([memberId]);
  const gameEntry = result.entries.find((e) => e.account !== cash.id)!;
  return {
    transactionId: result.transactionId,
    mainBalance: balanceAfter(result, cash.id),
    gameBalance: gameEntry.balanceAfter.toString(),
  };
}
