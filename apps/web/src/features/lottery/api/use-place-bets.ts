// Placing a slip: all lines on one draw, all or none. A placed slip refreshes the member's bets,
// the recent lotteries and the balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletBalanceKey } from '../../../api/wallet';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { toBodyLines, type SlipLine } from '../slip/slip-rules';
import { placeBetsEndpoint } from './lottery-endpoints';
import { lotteryBetsKey } from './use-lottery-bets';

export interface PlaceSlip {
  gameId: number;
  drawId: number;
  lines: readonly SlipLine[];
}

export function usePlaceBets() {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: ({ gameId, drawId, lines }: PlaceSlip) =>
      callApi(placeBetsEndpoint, {
        body: { gameId, drawId, lines: toBodyLines(lines), language },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lotteryBetsKey });
      void queryClient.invalidateQueries({ queryKey: ['member', 'lottery', 'recent'] });
      void queryClient.invalidateQueries({ queryKey: walletBalanceKey });
    },
  });
}
