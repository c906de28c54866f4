import { referralSummary } from '@wps/contracts/social/referral';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { getReferralSummary } from './referral.service';

export function registerReferralRoutes(r: Router, deps: Deps): void {
  r.add(referralSummary, ({ query }, ctx) => getReferralSummary(deps, ctx.caller, query.page));
}
