// The member's lottery bets on one lottery, newest first, a page (15) at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { lotteryBetsEndpoint } from './lottery-endpoints';

export const lotteryBetsKey = ['member', 'lottery', 'bets'] as const;

export const lotteryBetsQuery = (gameId: number, pageNo: number, language: TLanguage) =>
  queryOptions({
    queryKey: [...lotteryBetsKey, gameId, pageNo, language],
    queryFn: ({ signal }) =>
      callApi(lotteryBetsEndpoint, {
        query: { gameId, state: 'all', pageNo, pageSize: 15, language },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useLotteryBets(gameId: number, pageNo: number) {
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  return useQuery({ ...lotteryBetsQuery(gameId, pageNo, language), enabled: isLoggedIn });
}
