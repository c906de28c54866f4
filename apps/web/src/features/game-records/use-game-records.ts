// The betting record's and profit-and-loss pages' server data, under ['member', ...] so it is
// dropped when the session ends; the previous answer stays on screen while the next loads.
import { useQuery } from '@tanstack/react-query';
import type { TBetRecordsQuery } from '@wps/contracts/games/bet-records';
import type { TProfitQuery } from '@wps/contracts/games/profit';
import { callApi } from '../../lib/api-client';
import { betRecordsEndpoint, profitEndpoint } from './game-records-endpoints';

export const gameRecordsKey = ['member', 'game-records'] as const;

/** `enabled` false: the range on screen cannot be asked for; the last answer stays. */
export function useBetRecords(query: TBetRecordsQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...gameRecordsKey, 'bets', query],
    queryFn: ({ signal }) => callApi(betRecordsEndpoint, { query, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** A page of the betting record, for the whole range's export (RangeExportButton). */
export async function fetchBetRecordsPage(query: TBetRecordsQuery, signal: AbortSignal) {
  const answer = await callApi(betRecordsEndpoint, { query, signal });
  return { rows: answer.list, totalPages: answer.totalPages, total: answer.total };
}

export function useProfit(query: TProfitQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...gameRecordsKey, 'profit', query],
    queryFn: ({ signal }) => callApi(profitEndpoint, { query, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
    enabled,
  });
}
