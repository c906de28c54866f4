// The deposit page's server data: the channels on offer, the member's deposits, and the calls
// that create a deposit and upload a proof image.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCreateDepositRequest } from '@wps/contracts/payment/create-deposit';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import {
  createDepositEndpoint,
  depositChannelsEndpoint,
  listDepositsEndpoint,
  uploadProofEndpoint,
} from './payments-endpoints';

export const paymentsKey = ['member', 'payments'] as const;
export const depositsKey = [...paymentsKey, 'deposits'] as const;

/** The channels, their names and instructions in the language on screen. */
export function useDepositChannels() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...paymentsKey, 'channels', 'deposit', language],
    queryFn: ({ signal }) =>
      callApi(depositChannelsEndpoint, { query: { direction: 'deposit', language }, signal }),
    staleTime: 60_000,
  });
}

export const DEPOSITS_PAGE_SIZE = 10;

export const depositsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: [...depositsKey, pageNo],
    queryFn: ({ signal }) =>
      callApi(listDepositsEndpoint, {
        query: { pageNo, pageSize: DEPOSITS_PAGE_SIZE },
        signal,
      }),
  });

export function useDeposits(pageNo: number) {
  return useQuery({ ...depositsQuery(pageNo), placeholderData: keepPreviousData });
}

export function createDeposit(body: TCreateDepositRequest) {
  return callApi(createDepositEndpoint, { body });
}

export function uploadProof(file: Blob, signal?: AbortSignal) {
  return callApi(uploadProofEndpoint, { raw: file, signal });
}
