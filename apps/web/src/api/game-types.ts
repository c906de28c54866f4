// The game types in navigation order, each with its vendor cards (header navigation, footer).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getVassGameTypes } from '@wps/contracts/content/game-nav';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';
import { useLanguage } from '../lib/language';

export const gameTypesEndpoint = endpoint<typeof getVassGameTypes>(
  'GET',
  '/wps/relay/GCSGAME_getVassGameType',
);

export const gameTypesQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['games', 'types', language],
    queryFn: ({ signal }) => callApi(gameTypesEndpoint, { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });

export function useGameTypes() {
  const { language } = useLanguage();
  return useQuery(gameTypesQuery(language));
}
