import { oauthTicket } from '@wps/contracts/account/session';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { createRateLimiter } from '../../lib/rate-limit';
import * as oauth from './oauth.service';

/** The ticket exchange is an ordinary JSON call; the redirects are in oauth.redirects.ts. */
export function registerOAuthRoutes(r: Router, deps: Deps): void {
  const limiter = createRateLimiter(deps.redis, {
    name: 'oauth-ticket',
    limit: oauth.TICKET_LIMIT,
    windowMs: oauth.RATE_WINDOW_MS,
  });
  r.add(oauthTicket, ({ body }, ctx) => oauth.redeemTicket(deps, limiter, body.ticket, ctx));
}
