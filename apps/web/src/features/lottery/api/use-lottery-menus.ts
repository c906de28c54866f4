// The lottery menus: every lottery by menu tag (/lottery) or the Vietnamese ones (/vnlottery),
// each with its current draw. Refetched by the timer rule (lottery-rules.refreshDelayMs) from the
// shortest remaining time of the last answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import type { TLotteryMenu } from '@wps/contracts/lottery/lottery-common';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { allLotteries, refreshDelayMs, remainingTimesOf } from '../lottery-rules';
import { gameMenusEndpoint, vnGameMenuEndpoint } from './lottery-endpoints';

/** Which menus a page shows: all lotteries, or the Vietnamese (prize mode ZY). */
export type LotteryScope = 'all' | 'vn';

export const lotteryMenusQuery = (scope: LotteryScope, language: TLanguage) =>
  queryOptions({
    queryKey: ['lottery', 'menus', scope, language],
    queryFn: ({ signal }) =>
      scope === 'vn'
        ? callApi(vnGameMenuEndpoint, {
            query: { prizeMode: 'ZY', device: 'WEB', language },
            signal,
          })
        : callApi(gameMenusEndpoint, { query: { device: 'WEB', language }, signal }),
    refetchInterval: (query) => menusRefreshMs(query.state.data),
  });

export function menusRefreshMs(menus: readonly TLotteryMenu[] | undefined): number {
  return refreshDelayMs(remainingTimesOf(allLotteries(menus ?? [])));
}

export function useLotteryMenus(scope: LotteryScope) {
  const { language } = useLanguage();
  return useQuery(lotteryMenusQuery(scope, language));
}
