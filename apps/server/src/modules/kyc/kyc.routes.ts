import { getMyKyc, listKyc, reviewKyc, submitKyc } from '@wps/contracts/account/kyc';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './kyc.service';

export function registerKycRoutes(r: Router, deps: Deps): void {
  r.add(getMyKyc, (_input, ctx) => s.getMyKyc(deps, ctx.caller));
  r.add(submitKyc, ({ body }, ctx) => s.submitKyc(deps, ctx.caller, body));
  r.add(listKyc, ({ query }, ctx) => s.listKyc(deps, ctx.caller, query));
  r.add(reviewKyc, ({ params, body }, ctx) => s.reviewKyc(deps, ctx.caller, params.id, body));
}
