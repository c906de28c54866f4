import { setEmail } from '@wps/contracts/account/email';
import { setPayeeName } from '@wps/contracts/account/payee-name';
import { securityCentre } from '@wps/contracts/account/security-centre';
import { setZaloId } from '@wps/contracts/account/zalo-id';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { createRateLimiter } from '../../lib/rate-limit';
import * as s from './security-centre.service';

export function registerSecurityCentreRoutes(r: Router, deps: Deps): void {
  const zaloLimiter = createRateLimiter(deps.redis, {
    name: 'zalo-id',
    limit: s.ZALO_CHANGES_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });
  r.add(securityCentre, (_input, ctx) => s.getSecurityCentre(deps, ctx.caller));
  r.add(setPayeeName, ({ body }, ctx) => s.setPayeeName(deps, ctx.caller, body.payeeName));
  r.add(setEmail, ({ body }, ctx) => s.setEmail(deps, ctx, body));
  r.add(setZaloId, ({ body }, ctx) => s.setZaloId(deps, zaloLimiter, ctx.caller, body.zaloId));
}
