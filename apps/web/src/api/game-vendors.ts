// Every active vendor of every game type, for the header's vendor dropdowns.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getGameVendors } from '@wps/contracts/content/game-nav';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';
import { useLanguage } from '../lib/language';
import { sessionCached } from '../lib/session-cache';

export const gameVendorsEndpoint = endpoint<typeof getGameVendors>(
  'GET',
  '/wps/relay/GCSGAME_newGameVendor',
);

export const gameVendorsQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['games', 'vendors', language],
    // The spec adds platform html5-desktop to this call (section 7).
    ...sessionCached('gameVendor', language, ({ signal }) =>
      callApi(gameVendorsEndpoint, { query: { platform: 'html5-desktop', language }, signal }),
    ),
    staleTime: 5 * 60_000,
  });

export function useGameVendors() {
  const { language } = useLanguage();
  return useQuery(gameVendorsQuery(language));
}
