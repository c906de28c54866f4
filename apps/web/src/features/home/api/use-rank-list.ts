// The winners board (GCSGAME_getRankList, spec 7: gameCategory ALL, limitNum 50).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { rankListEndpoint } from './home-endpoints';

export const WINNERS_LIMIT = 50;

export const rankListQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['games', 'rank-list', language],
    queryFn: ({ signal }) =>
      callApi(rankListEndpoint, {
        query: { gameCategory: 'ALL', language, limitNum: WINNERS_LIMIT },
        signal,
      }),
    staleTime: 60_000,
  });

export function useRankList() {
  const { language } = useLanguage();
  return useQuery(rankListQuery(language));
}
