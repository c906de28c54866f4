// /wps/member/info/funds/consolidated: the member's funds in one call (home page and member
// centre), with the contract flags: a pending offer of that kind waits for the member (spec 3
// "Consolidated contract flags"), and which kinds the site offers at all.
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type { TFundsConsolidated } from '@wps/contracts/wallet/funds';
import { PLAY_CURRENCY } from '../../db/schema/ledger';
import type { Deps } from '../../deps';
import { balances, SITE_CURRENCY } from '../../ledger/accounts';
import { readContractFlags } from '../contract-flags/contract-flags.queries';
import { pendingContractFlags } from '../agent-contracts/agent-contracts.service';
import { requireMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import { gameWalletsOf } from './merchant-wallet.service';

export async function getFundsConsolidated(
  deps: Deps,
  caller: Caller | null,
): Promise<TFundsConsolidated> {
  const member = await requireMember(deps, caller);
  const [own, contract, contractsOffered] = await Promise.all([
    balances(deps.db, member.id),
    pendingContractFlags(deps.db, member.id),
    readContractFlags(deps.db),
  ]);
  if (member.accountType === ACCOUNT_TYPE.trial) {
    const play = own.player_play.toString();
    return {
      balance: play,
      bonus: '0',
      held: '0',
      gameWallets: [],
      sumBalance: play,
      currency: PLAY_CURRENCY,
      contract,
      contractsOffered,
    };
  }
  const game = await gameWalletsOf(deps.db, member.id);
  return {
    balance: own.player_cash.toString(),
    bonus: own.player_bonus.toString(),
    held: own.player_held.toString(),
    gameWallets: game.wallets,
    sumBalance: (own.player_cash + own.player_game).toString(),
    currency: SITE_CURRENCY,
    contract,
    contractsOffered,
  };
}
