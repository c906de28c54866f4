import { walletBalance } from '@wps/contracts/wallet/balance';
import { walletBalanceStream } from '@wps/contracts/wallet/balance-stream';
import { walletTransfer } from '@wps/contracts/wallet/wallet-transfer';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { streamWalletBalance } from './balance-stream';
import { getWalletBalance } from './wallet.service';
import { transferWallet } from './wallet-transfer.service';

export function registerWalletRoutes(r: Router, deps: Deps): void {
  r.add(walletBalance, (_input, ctx) => getWalletBalance(deps, ctx.caller));
  r.addStream(walletBalanceStream, (_input, ctx, sink) =>
    streamWalletBalance(deps, ctx.caller, sink),
  );
  r.add(walletTransfer, ({ body }, ctx) => transferWallet(deps, ctx.caller, body));
}
