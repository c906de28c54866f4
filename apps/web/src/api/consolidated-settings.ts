// Whitelabel flags, field settings, routes, location and status in one call, read once per visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getConsolidatedSettings } from '@wps/contracts/system/consolidated';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';

export const consolidatedSettingsEndpoint = endpoint<typeof getConsolidatedSettings>(
  'GET',
  '/wps/system/settings/consolidated',
);

export const consolidatedSettingsQuery = () =>
  queryOptions({
    queryKey: ['system', 'consolidated'],
    queryFn: ({ signal }) => callApi(consolidatedSettingsEndpoint, { signal }),
    staleTime: 5 * 60_000,
  });

export function useConsolidatedSettings() {
  return useQuery(consolidatedSettingsQuery());
}
