// The site's alternative addresses are one settings document: a list of routes.
import { z } from 'zod';
import { ZDomainRoute, type TDomainRoute } from '@wps/contracts/system/domain-route';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.queries';

export const DOMAIN_ROUTES_KEY = 'system.domainRoutes';

export function readDomainRoutes(db: Db): Promise<TDomainRoute[]> {
  return readSetting(db, DOMAIN_ROUTES_KEY, z.array(ZDomainRoute), []);
}

export function writeDomainRoutes(
  db: Db,
  routes: TDomainRoute[],
  operatorId: number,
): Promise<void> {
  return writeSetting(db, DOMAIN_ROUTES_KEY, routes, operatorId);
}
