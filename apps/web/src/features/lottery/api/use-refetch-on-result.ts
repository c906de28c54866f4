// A new result of the lottery (or its latest result now settled) changes the draw history and the
// member's bets: refetch them then, so a win or a loss shows without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { lotteryBetsKey } from './use-lottery-bets';

/**
 * `resultKey` names the latest result and its state ('' for none yet; null until the near draws
 * have answered). Only a change after the first answer refetches: the lists were just fetched.
 */
export function useRefetchOnResult(gameId: number, resultKey: string | null) {
  const queryClient = useQueryClient();
  const seen = useRef(resultKey);
  useEffect(() => {
    if (resultKey === null || seen.current === resultKey) return;
    const isFirstAnswer = seen.current === null;
    seen.current = resultKey;
    if (isFirstAnswer) return;
    void queryClient.invalidateQueries({ queryKey: lotteryBetsKey });
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'history', gameId] });
    void queryClient.invalidateQueries({ queryKey: ['member', 'lottery', 'history', gameId] });
  }, [queryClient, gameId, resultKey]);
}
