// Alternative addresses of the site and its apps (spec 3 "Route entry"), fastest first.
import type { TDomainRoute } from '@wps/contracts/system/domain-route';
import type { Deps } from '../../deps';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './domain-route.queries';

/** Fastest first; routes of equal speed keep the operator's order (sort is stable). */
function fastestFirst(routes: TDomainRoute[]): TDomainRoute[] {
  return [...routes].sort((a, b) => a.speed - b.speed);
}

export async function getDomainRoutes({ db }: Deps): Promise<TDomainRoute[]> {
  return fastestFirst(await q.readDomainRoutes(db));
}

export async function setDomainRoutes(
  deps: Deps,
  caller: Caller | null,
  routes: TDomainRoute[],
): Promise<TDomainRoute[]> {
  const operator = await requireOperator(deps, caller, 'settings.edit');
  await deps.db.transaction(async (tx) => {
    await q.writeDomainRoutes(tx, routes, operator.id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'system.domainRoute',
      detail: { routes },
    });
  });
  return fastestFirst(routes);
}
