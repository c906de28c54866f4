import { walletBalance } from '@wps/contracts/wallet/balance';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { getWalletBalance } from './wallet.service';

export function registerWalletRoutes(r: Router, deps: Deps): void {
  r.add(walletBalance, (_input, ctx) => getWalletBalance(deps, ctx.caller));
}
