import { transferDownline } from '@wps/contracts/wallet/transfer-downline';
import { transferUpline } from '@wps/contracts/wallet/transfer-upline';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { transferToDownline, transferToUpline } from './transfer.service';

export function registerTransferRoutes(r: Router, deps: Deps): void {
  r.add(transferUpline, ({ body }, ctx) => transferToUpline(deps, ctx.caller, body));
  r.add(transferDownline, ({ body }, ctx) => transferToDownline(deps, ctx.caller, body));
}
