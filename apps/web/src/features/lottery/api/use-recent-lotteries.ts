// The lotteries the member bet on most recently (spec: recentCount 100), for the recent tab.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { refreshDelayMs, remainingTimesOf } from '../lottery-rules';
import { recentMenuEndpoint } from './lottery-endpoints';
import type { LotteryScope } from './use-lottery-menus';

export const recentLotteriesQuery = (scope: LotteryScope, language: TLanguage) =>
  queryOptions({
    queryKey: ['member', 'lottery', 'recent', scope, language],
    queryFn: ({ signal }) =>
      callApi(recentMenuEndpoint, {
        query: {
          ...(scope === 'vn' && { prizeMode: 'ZY' as const }),
          device: 'WEB',
          recentCount: 100,
          language,
        },
        signal,
      }),
    refetchInterval: (query) => refreshDelayMs(remainingTimesOf(query.state.data ?? [])),
  });

export function useRecentLotteries(scope: LotteryScope, enabled: boolean) {
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  return useQuery({ ...recentLotteriesQuery(scope, language), enabled: enabled && isLoggedIn });
}
