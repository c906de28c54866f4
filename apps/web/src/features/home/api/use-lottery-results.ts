// The home page's lottery results: the popular lotteries with their latest draw
// (/lgw/games/popular, 20) and the Vietnamese lotteries' latest draws (/lgw/vn/numeros/opened/game,
// 100, newest first).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { popularLotteriesEndpoint, vnResultsEndpoint } from './home-endpoints';

export const POPULAR_LOTTERIES = 20;
export const VN_RESULTS = 100;

export const popularLotteriesQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['lottery', 'popular', language],
    queryFn: ({ signal }) =>
      callApi(popularLotteriesEndpoint, {
        query: { count: POPULAR_LOTTERIES, device: 'WEB', language },
        signal,
      }),
    staleTime: 60_000,
  });

export const vnResultsQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['lottery', 'vn-results', language],
    queryFn: ({ signal }) =>
      callApi(vnResultsEndpoint, { query: { count: VN_RESULTS, language }, signal }),
    staleTime: 60_000,
  });

export function useLotteryResults() {
  const { language } = useLanguage();
  return {
    popular: useQuery(popularLotteriesQuery(language)),
    vn: useQuery(vnResultsQuery(language)),
  };
}
