import { getDomainRoutes, putDomainRoutes } from '@wps/contracts/system/domain-route';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as domainRoute from './domain-route.service';

export function registerDomainRouteRoutes(r: Router, deps: Deps): void {
  r.add(getDomainRoutes, () => domainRoute.getDomainRoutes(deps));
  r.add(putDomainRoutes, ({ body }, ctx) =>
    domainRoute.setDomainRoutes(deps, ctx.caller, body.routes),
  );
}
