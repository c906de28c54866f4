// The wallet pages' server data. Everything is keyed under ['member', 'wallet'] (with the
// header's balance), so one invalidation after a money action refreshes all of it, and it is
// dropped when the session ends.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TRecordsQuery } from '@wps/contracts/wallet/records';
import { callApi } from '../../lib/api-client';
import {
  fundsEndpoint,
  merchantWalletEndpoint,
  moneyOptionsEndpoint,
  recordsEndpoint,
} from './wallet-endpoints';
import { sessionCached } from '../../lib/session-cache';

export const walletKey = ['member', 'wallet'] as const;

/** Main, bonus and held funds with the game wallets; fresh on every visit. */
export function useFunds() {
  return useQuery({
    queryKey: [...walletKey, 'funds'],
    queryFn: ({ signal }) => callApi(fundsEndpoint, { signal }),
    staleTime: 0,
  });
}

/** The game wallets of transfer-mode vendors and whether there are any (isSingle). */
export function useMerchantWallet() {
  return useQuery({
    queryKey: [...walletKey, 'merchant'],
    ...sessionCached('merchantWallet', undefined, ({ signal }) =>
      callApi(merchantWalletEndpoint, { signal }),
    ),
    staleTime: 0,
  });
}

/** The money rules: payment password required, transfer limits. */
export function useMoneyOptions() {
  return useQuery({
    queryKey: ['member', 'money-options'],
    queryFn: ({ signal }) => callApi(moneyOptionsEndpoint, { signal }),
    staleTime: 60_000,
  });
}

export type RecordsFilter = Required<
  Pick<TRecordsQuery, 'type' | 'pageNo' | 'pageSize' | 'language'>
> &
  Pick<TRecordsQuery, 'startDate' | 'endDate'>;

/** A page of the account record, for the whole range's export (RangeExportButton). */
export async function fetchRecordsPage(filter: RecordsFilter, signal: AbortSignal) {
  const answer = await callApi(recordsEndpoint, { query: filter, signal });
  return { rows: answer.list, totalPages: answer.totalPages, total: answer.total };
}

export function useRecords(filter: RecordsFilter) {
  return useQuery({
    queryKey: [...walletKey, 'records', filter],
    queryFn: ({ signal }) => callApi(recordsEndpoint, { query: filter, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** After money moved: the header balance, the funds, the game wallets and the records. */
export function useMoneyMoved(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: walletKey }), [queryClient]);
}
