// The payment channels section's list, a page at a time from the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@wps/contracts/http';
import { opsListChannels } from '@wps/contracts/payment/ops-channels';
import { callOps } from './call-ops';

/** Every page and the payout choices sit under this key: a write refreshes them all. */
export const paymentChannelsKey = ['ops', 'paymentChannels'] as const;

export const paymentChannelsQueryOptions = (query: QueryOf<typeof opsListChannels>) =>
  queryOptions({
    queryKey: [...paymentChannelsKey, query],
    queryFn: () => callOps(opsListChannels, { query }),
    placeholderData: keepPreviousData,
  });

export function usePaymentChannels(query: QueryOf<typeof opsListChannels>) {
  return useQuery(paymentChannelsQueryOptions(query));
}
