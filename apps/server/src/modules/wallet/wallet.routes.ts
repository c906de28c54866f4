import { walletBalance } from '@wps/contracts/wallet/balance';
import { walletBalanceStream } from '@wps/contracts/wallet/balance-stream';
import { fundsConsolidated } from '@wps/contracts/wallet/funds';
import { merchantWallet } from '@wps/contracts/wallet/merchant-wallet';
import { walletTransfer } from '@wps/contracts/wallet/wallet-transfer';
import { gameWalletLeave } from '@wps/contracts/wallet/game-wallet-leave';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { streamWalletBalance } from './balance-stream';
import { getWalletBalance } from './wallet.service';
import { transferWallet } from './wallet-transfer.service';
import { getFundsConsolidated } from './funds.service';
import { getMerchantWallet } from './merchant-wallet.service';
import { leaveGameWallet } from './auto-transfer.service';

export function registerWalletRoutes(r: Router, deps: Deps): void {
  r.add(walletBalance, (_input, ctx) => getWalletBalance(deps, ctx.caller));
  r.addStream(walletBalanceStream, (_input, ctx, sink) =>
    streamWalletBalance(deps, ctx.caller, sink),
  );
  r.add(walletTransfer, ({ body }, ctx) => transferWallet(deps, ctx.caller, body));
  r.add(gameWalletLeave, ({ body }, ctx) => leaveGameWallet(deps, ctx.caller, body));
  r.add(merchantWallet, (_input, ctx) => getMerchantWallet(deps, ctx.caller));
  r.add(fundsConsolidated, (_input, ctx) => getFundsConsolidated(deps, ctx.caller));
}
