// Whitelabel flags, field settings, routes, location and status in one call, read once per visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  getConsolidatedSettings,
  TConsolidatedSettings,
} from '@wps/contracts/system/consolidated';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';
import { rememberZoneOffset } from '../lib/format';
import { sessionCached } from '../lib/session-cache';

export const consolidatedSettingsEndpoint = endpoint<typeof getConsolidatedSettings>(
  'GET',
  '/wps/system/settings/consolidated',
);

/**
 * Every answer, fresh or from the session cache, gives the formatter the site zone's offset
 * (lib/format.ts): the first screen's times then need no Intl. (An answer cached before the field
 * existed has none: times fall back to Intl.)
 */
function withZoneOffset(settings: TConsolidatedSettings | undefined) {
  if (settings?.timeZoneOffset) rememberZoneOffset(settings.timeZone, settings.timeZoneOffset);
  return settings;
}

export const consolidatedSettingsQuery = () => {
  const cached = sessionCached('settings', undefined, ({ signal }) =>
    callApi(consolidatedSettingsEndpoint, { signal }),
  );
  return queryOptions({
    queryKey: ['system', 'consolidated'],
    ...cached,
    queryFn: async (context) => withZoneOffset(await cached.queryFn(context))!,
    initialData: () => withZoneOffset(cached.initialData()),
    staleTime: 5 * 60_000,
  });
};

export function useConsolidatedSettings() {
  return useQuery(consolidatedSettingsQuery());
}
