// GCS_merchantWallet: the member's main wallet and game wallets together. A game wallet is listed
// for every active transfer-mode vendor (0 before the first transfer), and also for a vendor
// switched off since while money is still in it, so the member sees it and can take it out.
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type { TGameWallet, TMerchantWallet } from '@wps/contracts/wallet/merchant-wallet';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { balances } from '../../ledger/accounts';
import { requireMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import { listGameWallets, listTransferVendors, vendorNames } from './wallet.queries';

export interface GameWallets {
  wallets: TGameWallet[];
  /** No active vendor keeps its own wallet: the main wallet is the only one. */
  isSingle: boolean;
}

export async function gameWalletsOf(db: Db, memberId: number): Promise<GameWallets> {
  const [vendors, accounts] = await Promise.all([
    listTransferVendors(db),
    listGameWallets(db, memberId),
  ]);
  const held = new Map(accounts.map((a) => [a.vendor, a.balance]));
  const wallets: TGameWallet[] = vendors.map((v) => ({
    vendor: v.vendor,
    displayName: v.displayName,
    balance: (held.get(v.vendor) ?? 0n).toString(),
  }));
  const listed = new Set(vendors.map((v) => v.vendor));
  const stranded = accounts.filter((a) => !listed.has(a.vendor) && a.balance !== 0n);
  if (stranded.length > 0) {
    const names = await vendorNames(
      db,
      stranded.map((a) => a.vendor),
    );
    for (const a of stranded) {
      wallets.push({
        vendor: a.vendor,
        displayName: names.get(a.vendor) ?? a.vendor,
        balance: a.balance.toString(),
      });
    }
  }
  return { wallets, isSingle: vendors.length === 0 };
}

export async function getMerchantWallet(
  deps: Deps,
  caller: Caller | null,
): Promise<TMerchantWallet> {
  const member = await requireMember(deps, caller);
  const own = await balances(deps.db, member.id);
  // A trial account has play money only: no game wallets of real money.
  if (member.accountType === ACCOUNT_TYPE.trial) {
    return { sumBalance: own.player_play.toString(), isSingle: true, wallets: [] };
  }
  const game = await gameWalletsOf(deps.db, member.id);
  return {
    // balances() sums every game wallet, listed or not (a zero one of a stopped vendor is not).
    sumBalance: (own.player_cash + own.player_game).toString(),
    isSingle: game.isSingle,
    wallets: game.wallets,
  };
}
