import { walletBalance } from '@wps/contracts/wallet/balance';
import { walletBalanceStream } from '@wps/contracts/wallet/balance-stream';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { streamWalletBalance } from './balance-stream';
import { getWalletBalance } from './wallet.service';

export function registerWalletRoutes(r: Router, deps: Deps): void {
  r.add(walletBalance, (_input, ctx) => getWalletBalance(deps, ctx.caller));
  r.addStream(walletBalanceStream, (_input, ctx, sink) =>
    streamWalletBalance(deps, ctx.caller, sink),
  );
}
