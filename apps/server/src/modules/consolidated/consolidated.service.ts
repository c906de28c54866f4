// Everything the web needs at start in one call (spec 3 "Permission response"). It only reads
// what the other system modules own, so it has no queries of its own.
import type { TConsolidatedSettings } from '@wps/contracts/system/consolidated';
import type { Deps } from '../../deps';
import { currentZoneOffsetPeriod } from '../../lib/zone-offset';
import { getDomainRoutes } from '../domain-route/domain-route.service';
import { hasHelpTag } from '../help/help.queries';
import { getRegisterSettings } from '../register-settings/register-settings.service';
import { getSiteStatus } from '../status/status.service';
import { getWhitelabel } from '../whitelabel/whitelabel.service';

export async function getConsolidatedSettings(
  deps: Deps,
  ip: string,
): Promise<TConsolidatedSettings> {
  const [whitelabel, register, domainRoute, status, hasAgentHelp] = await Promise.all([
    getWhitelabel(deps),
    getRegisterSettings(deps),
    getDomainRoutes(deps),
    getSiteStatus(deps, ip),
    hasHelpTag(deps.db, 'agent'),
  ]);
  return {
    whitelabel,
    register,
    domainRoute,
    location: { ip, countryCode: deps.geo.countryOf(ip) },
    maintenance: status.status === 1,
    regionRestriction: status.status === 2,
    // Images and game launches come from this origin; a CDN would be listed here.
    imageCDNs: [''],
    launchGameCDNs: [''],
    hasAgentHelp,
    timeZone: deps.config.SITE_TIME_ZONE,
    timeZoneOffset: currentZoneOffsetPeriod(deps.config.SITE_TIME_ZONE),
  };
}
