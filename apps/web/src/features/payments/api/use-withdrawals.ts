// The withdraw page's server data: the money rules, the security centre's answer (bank accounts,
// payment password), the member's withdrawals, and the calls that request a withdrawal and
// answer a paid one.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRequestWithdrawal } from '@wps/contracts/payment/request-withdrawal';
import type { TWithdrawalReceipt } from '@wps/contracts/payment/withdrawal-receipt';
import { callApi } from '../../../lib/api-client';
import {
  listWithdrawalsEndpoint,
  moneyOptionsEndpoint,
  requestWithdrawalEndpoint,
  securityCentreEndpoint,
  withdrawalReceiptEndpoint,
} from './payments-endpoints';
import { paymentsKey } from './use-deposits';

export const withdrawalsKey = [...paymentsKey, 'withdrawals'] as const;

export function useMoneyOptions() {
  return useQuery({
    queryKey: [...paymentsKey, 'options'],
    queryFn: ({ signal }) => callApi(moneyOptionsEndpoint, { signal }),
    staleTime: 60_000,
  });
}

/** Bank accounts and the payment password's state; fresh on every visit (the security centre
 * may have just changed them). */
export function useSecurityCentre() {
  return useQuery({
    queryKey: [...paymentsKey, 'securityCentre'],
    queryFn: ({ signal }) => callApi(securityCentreEndpoint, { signal }),
    staleTime: 0,
  });
}

export const WITHDRAWALS_PAGE_SIZE = 10;

export const withdrawalsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: [...withdrawalsKey, pageNo],
    queryFn: ({ signal }) =>
      callApi(listWithdrawalsEndpoint, {
        query: { pageNo, pageSize: WITHDRAWALS_PAGE_SIZE },
        signal,
      }),
  });

const waiting = new Set(['pending', 'approved', 'paid', 'disputed']);

/** The list; refreshed every `refreshMs` while a withdrawal on the page is still moving. */
export function useWithdrawals(pageNo: number, refreshMs?: number) {
  return useQuery({
    ...withdrawalsQuery(pageNo),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      refreshMs && query.state.data?.items.some((w) => waiting.has(w.state)) ? refreshMs : false,
  });
}

export function requestWithdrawal(body: TRequestWithdrawal) {
  return callApi(requestWithdrawalEndpoint, { body });
}

export function answerReceipt(reference: string, body: TWithdrawalReceipt) {
  return callApi(withdrawalReceiptEndpoint, { params: { reference }, body });
}
