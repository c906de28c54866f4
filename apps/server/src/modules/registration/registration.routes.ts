import { checkAffiliate, register, registerMobile } from '@wps/contracts/account/register';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { createRateLimiter } from '../../lib/rate-limit';
import * as registration from './registration.service';

export function registerRegistrationRoutes(r: Router, deps: Deps): void {
  // A family behind one address may open a few accounts; a script making hundreds stops here.
  const registrations = createRateLimiter(deps.redis, {
    name: 'register',
    limit: 10,
    windowMs: 60 * 60_000,
  });
  // Enough for typing a code a few times; not enough to walk through codes.
  const codeChecks = createRateLimiter(deps.redis, {
    name: 'affiliate-check',
    limit: 30,
    windowMs: 10 * 60_000,
  });
  r.add(register, ({ body }, ctx) =>
    registration.registerMember(deps, registrations, ctx, 'username', body),
  );
  r.add(registerMobile, ({ body }, ctx) =>
    registration.registerMember(deps, registrations, ctx, 'mobile', body),
  );
  r.add(checkAffiliate, ({ body }, ctx) =>
    registration.checkAffiliateCode(deps, codeChecks, ctx.ip, body),
  );
}
