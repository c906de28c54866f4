// The member's lottery bets on one lottery, newest first, a page (15) at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import type { TLotteryBet } from '@wps/contracts/lottery/lottery-common';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { lotteryBetsEndpoint } from './lottery-endpoints';
import { useNearDraws } from './use-near-draws';

export const lotteryBetsKey = ['member', 'lottery', 'bets'] as const;

/** How often the bets are asked again while one waits on a draw whose time has come. */
export const DUE_BETS_REFRESH_MS = 3_000;

/**
 * DUE_BETS_REFRESH_MS while a bet is open on a draw that is no longer taking bets nor coming (its
 * time has passed: it is being drawn and settled, within seconds), else no refresh. A loss moves
 * no balance, and the near draws are next asked when the current draw closes, so without this a
 * settled bet could show "waiting for the draw" for a whole draw interval.
 */
export function betsRefreshMs(
  list: readonly TLotteryBet[] | undefined,
  comingDrawIds: ReadonlySet<number> | null,
): number | false {
  if (!list || !comingDrawIds) return false;
  const isDue = (bet: TLotteryBet) => bet.state === 'open' && !comingDrawIds.has(bet.drawId);
  return list.some(isDue) ? DUE_BETS_REFRESH_MS : false;
}

export const lotteryBetsQuery = (
  gameId: number,
  pageNo: number,
  language: TLanguage,
  comingDrawIds: ReadonlySet<number> | null = null,
) =>
  queryOptions({
    queryKey: [...lotteryBetsKey, gameId, pageNo, language],
    queryFn: ({ signal }) =>
      callApi(lotteryBetsEndpoint, {
        query: { gameId, state: 'all', pageNo, pageSize: 15, language },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => betsRefreshMs(query.state.data?.list, comingDrawIds),
  });

export function useLotteryBets(gameId: number, pageNo: number) {
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  // The page's own near-draws query (the same key): the draws still taking bets or to come.
  const near = useNearDraws(gameId).data;
  const comingDrawIds = near
    ? new Set([near.current, ...near.upcoming].flatMap((draw) => (draw ? [draw.drawId] : [])))
    : null;
  return useQuery({
    ...lotteryBetsQuery(gameId, pageNo, language, comingDrawIds),
    enabled: isLoggedIn,
  });
}
