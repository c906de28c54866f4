// The member's lottery bets on one lottery, newest first, a page (15) at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import type { TLotteryBet } from '@wps/contracts/lottery/lottery-common';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { MAX_REFRESH_MS } from '../lottery-rules';
import { lotteryBetsEndpoint } from './lottery-endpoints';
import { useNearDraws } from './use-near-draws';

export const lotteryBetsKey = ['member', 'lottery', 'bets'] as const;

/** How often the bets are asked again while one waits on a draw whose time has come. */
export const DUE_BETS_REFRESH_MS = 2_000;

/**
 * When to ask for the bets again: at the draw time of the soonest open bet's draw, then every
 * DUE_BETS_REFRESH_MS while an open bet waits on a draw whose time has come (one no longer among
 * the coming draws is being drawn and settled, within seconds); no refresh without open bets.
 * A loss moves no balance and the near draws are next asked when the current draw closes, so
 * without this a settled bet could show "waiting for the draw" for a whole draw interval. A draw
 * more than MAX_REFRESH_MS away waits for the near draws' own refresh to look again.
 */
export function betsRefreshMs(
  list: readonly TLotteryBet[] | undefined,
  drawTimes: ReadonlyMap<number, number> | null,
  now: number = Date.now(),
): number | false {
  if (!list || !drawTimes) return false;
  const waits = list.flatMap((bet) => {
    if (bet.state !== 'open') return [];
    const drawAt = drawTimes.get(bet.drawId);
    if (drawAt === undefined || drawAt <= now) return [DUE_BETS_REFRESH_MS];
    return drawAt - now <= MAX_REFRESH_MS ? [drawAt - now] : [];
  });
  return waits.length > 0 ? Math.min(...waits) : false;
}

export const lotteryBetsQuery = (
  gameId: number,
  pageNo: number,
  language: TLanguage,
  drawTimes: ReadonlyMap<number, number> | null = null,
) =>
  queryOptions({
    queryKey: [...lotteryBetsKey, gameId, pageNo, language],
    queryFn: ({ signal }) =>
      callApi(lotteryBetsEndpoint, {
        query: { gameId, state: 'all', pageNo, pageSize: 15, language },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => betsRefreshMs(query.state.data?.list, drawTimes),
  });

export function useLotteryBets(gameId: number, pageNo: number) {
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  // The page's own near-draws query (the same key): the coming draws and their times.
  const near = useNearDraws(gameId).data;
  const drawTimes = near
    ? new Map(
        [near.current, ...near.upcoming].flatMap((draw) =>
          draw ? [[draw.drawId, Date.parse(draw.drawAt)] as const] : [],
        ),
      )
    : null;
  return useQuery({
    ...lotteryBetsQuery(gameId, pageNo, language, drawTimes),
    enabled: isLoggedIn,
  });
}
