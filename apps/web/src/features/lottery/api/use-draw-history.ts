// A lottery's drawn and cancelled draws, newest first: the member's call when logged in (spec:
// /lotto/lgw/games/opened/numero), the public one otherwise. Refreshed with the near draws.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { lottoOpenedNumeroEndpoint, openedNumeroEndpoint } from './lottery-endpoints';

export const HISTORY_COUNT = 20;

export const drawHistoryQuery = (gameId: number, language: TLanguage, isMember: boolean) =>
  queryOptions({
    queryKey: isMember
      ? ['member', 'lottery', 'history', gameId, language]
      : ['lottery', 'history', gameId, language],
    queryFn: ({ signal }) =>
      callApi(isMember ? lottoOpenedNumeroEndpoint : openedNumeroEndpoint, {
        query: { gameId, count: HISTORY_COUNT, language },
        signal,
      }),
    staleTime: 15_000,
  });

export function useDrawHistory(gameId: number) {
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  return useQuery(drawHistoryQuery(gameId, language, isLoggedIn));
}
