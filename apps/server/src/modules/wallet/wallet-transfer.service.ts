// GCS_walletTransfer: cash between the main wallet and a vendor's game wallet, once per key.
// IN needs an active vendor that keeps its own wallet; OUT also works for a game wallet whose
// vendor has since been switched off or to seamless, so money is never stuck there.
//
// The busiest money call, so it is kept to the database round trips of the ledger's own posting:
// the facts that do not change (the member's cash and game wallets) or may lag a few seconds (the
// vendor's name and state, as the vendor API's credentials do) are remembered per member and
// vendor; the member's state is checked in the posting's own statement (post's onlyIf), and only
// a refused posting reads why. A first transfer, or one after FACTS_CACHE_MS, reads all the facts
// in one query first. No lock is needed (runUnlockedKeyedTransfer): no payment password, and the
// rules only read.
import type {
  TWalletTransferRequest,
  TWalletTransferResult,
} from '@wps/contracts/wallet/wallet-transfer';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openAccount } from '../../ledger/accounts';
import { post, PostRefused, type AccountFacts } from '../../ledger/post';
import { findMemberById, isRealMemberSql } from '../member/member.queries';
import { checkRealMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { balanceAfter, runUnlockedKeyedTransfer } from './keyed-transfer';
import { readTransferFacts } from './wallet.queries';
import { checkTransferLimit } from './transfer-limit';

export const FACTS_CACHE_MS = 5_000;

interface StableFacts {
  cash: AccountFacts;
  game: AccountFacts;
  /** The vendor's name while it is an active transfer-mode vendor, else null. */
  vendorName: string | null;
}

/** Per database (each test app has its own): `${memberId}:${vendor}` → the facts read last. */
const factsByDb = new WeakMap<Db, TtlCache<string, StableFacts>>();

function factsCache(db: Db) {
  let cache = factsByDb.get(db);
  if (!cache) factsByDb.set(db, (cache = createTtlCache(FACTS_CACHE_MS)));
  return cache;
}

/**
 * The transfer's facts: remembered ones (the key not looked up: the posting meets a posted key
 * itself), or read in one query with the member checked and the key's posting if any.
 */
async function factsOf(db: Db, memberId: number, vendor: string, ledgerKey: string) {
  const factsKey = `${memberId}:${vendor}`;
  const remembered = factsCache(db).get(factsKey);
  if (remembered) return { ...remembered, original: null };
  const read = await readTransferFacts(db, { memberId, vendor, ledgerKey });
  checkRealMember(read?.member ?? null);
  const cash = read!.cash ?? (await openAccount(db, 'player_cash', memberId));
  const { game, vendorName, original } = read!;
  if (game) factsCache(db).set(factsKey, { cash, game, vendorName });
  return { cash, game, vendorName, original };
}

export async function transferWallet(
  deps: Deps,
  caller: Caller | null,
  body: TWalletTransferRequest,
): Promise<TWalletTransferResult> {
  if (caller?.kind !== 'member') throw new AppError('NOT_LOGGED_IN');
  const memberId = caller.id;
  const ledgerKey = `wt:${memberId}:${body.idempotencyKey}`;
  await checkTransferLimit(deps, memberId, body.idempotencyKey, ledgerKey);
  const { cash, game, vendorName, original } = await factsOf(
    deps.db,
    memberId,
    body.vendor,
    ledgerKey,
  );
  const amount = BigInt(body.amount);
  const outcome = runUnlockedKeyedTransfer(deps.db, {
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
          { accounts: [cash, gameAccount], onlyIf: isRealMemberSql(memberId) },
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
  const { result, isNew } = await outcome.catch(async (error: unknown) => {
    if (!(error instanceof PostRefused)) throw error;
    // The member's state refused the posting: say why, as a first read would have.
    checkRealMember(await findMemberById(deps.db, memberId));
    throw new AppError('CONFLICT', 'The account changed meanwhile: please try again.');
  });
  if (isNew) deps.balanceEvents.publish([memberId]);
  const gameEntry = result.entries.find((e) => e.account !== cash.id)!;
  return {
    transactionId: result.transactionId,
    mainBalance: balanceAfter(result, cash.id),
    gameBalance: gameEntry.balanceAfter.toString(),
  };
}
