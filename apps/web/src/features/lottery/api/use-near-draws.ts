// A lottery's last drawn draw, the draw taking bets and the next few (/lgw/numeros/near).
// Refetched by the same timer rule as the menus, from the current draw's times.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import type { TNearDraw } from '@wps/contracts/lottery/lottery-calls';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { refreshDelayMs } from '../lottery-rules';
import { nearNumerosEndpoint } from './lottery-endpoints';

function nearRefreshMs(current: TNearDraw | null | undefined): number {
  if (!current) return refreshDelayMs([]);
  return refreshDelayMs(
    current.lockTime > 0 ? [current.remainTime, current.lockTime] : [current.remainTime],
  );
}

export const nearDrawsQuery = (gameId: number, language: TLanguage) =>
  queryOptions({
    queryKey: ['lottery', 'near', gameId, language],
    queryFn: ({ signal }) => callApi(nearNumerosEndpoint, { query: { gameId, language }, signal }),
    refetchInterval: (query) => nearRefreshMs(query.state.data?.current),
  });

export function useNearDraws(gameId: number) {
  const { language } = useLanguage();
  return useQuery(nearDrawsQuery(gameId, language));
}
