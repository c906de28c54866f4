import {
  applyAgent,
  createAffiliateLink,
  getMyAgentApplication,
  listAffiliateLinks,
  registerDownline,
} from '@wps/contracts/account/agent-join';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { createRateLimiter } from '../../lib/rate-limit';
import * as agentJoin from './agent-join.service';

export function registerAgentJoinRoutes(r: Router, deps: Deps): void {
  // A person applies once or twice; a script filling the operators' queue stops here.
  const applications = createRateLimiter(deps.redis, {
    name: 'agent-apply',
    limit: 5,
    windowMs: 60 * 60_000,
  });
  // An agent opening its team's accounts by hand; not a script minting thousands.
  const downlines = createRateLimiter(deps.redis, {
    name: 'agent-downline',
    limit: 30,
    windowMs: 60 * 60_000,
  });
  r.add(applyAgent, ({ body }, ctx) => agentJoin.applyForAgent(deps, applications, ctx, body));
  r.add(getMyAgentApplication, (_input, ctx) => agentJoin.getMyApplication(deps, ctx.caller));
  r.add(listAffiliateLinks, (_input, ctx) => agentJoin.listMyLinks(deps, ctx.caller));
  r.add(createAffiliateLink, ({ body }, ctx) =>
    agentJoin.createLink(deps, ctx.caller, body.domain),
  );
  r.add(registerDownline, ({ body }, ctx) =>
    agentJoin.registerDownline(deps, downlines, ctx.caller, body),
  );
}
