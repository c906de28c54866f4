// The member's wallet as the header and the member centre read it. Balances come from the
// ledger (src/ledger), never from a column of their own.
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type { TWalletBalance } from '@wps/contracts/wallet/balance';
import { PLAY_CURRENCY } from '../../db/schema/ledger';
import type { Deps } from '../../deps';
import { balances, SITE_CURRENCY } from '../../ledger/accounts';
import { requireMember } from '../member/member.service';
import type { Caller } from '../session/session.service';

export async function getWalletBalance(deps: Deps, caller: Caller | null): Promise<TWalletBalance> {
  const member = await requireMember(deps, caller);
  const b = await balances(deps.db, member.id);
  if (member.accountType === ACCOUNT_TYPE.trial) {
    return {
      balance: b.player_play.toString(),
      bonus: '0',
      held: '0',
      locked: '0',
      withdrawable: '0',
      inGames: '0',
      currency: PLAY_CURRENCY,
      isPlayMoney: true,
    };
  }
  return {
    balance: b.player_cash.toString(),
    bonus: b.player_bonus.toString(),
    held: b.player_held.toString(),
    locked: (b.player_bonus + b.player_held).toString(),
    withdrawable: b.player_cash.toString(),
    inGames: b.player_game.toString(),
    currency: SITE_CURRENCY,
    isPlayMoney: false,
  };
}
