import { getContractFlags, putContractFlags } from '@wps/contracts/wallet/contract-flags';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './contract-flags.service';

export function registerContractFlagsRoutes(r: Router, deps: Deps): void {
  r.add(getContractFlags, (_input, ctx) => s.getContractFlags(deps, ctx.caller));
  r.add(putContractFlags, ({ body }, ctx) => s.setContractFlags(deps, ctx.caller, body));
}
