import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsListChannels } from '@wps/contracts/payment/ops-channels';
import { callOps } from './call-ops';

export const paymentChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'paymentChannels'],
    queryFn: () => callOps(opsListChannels),
  });

export function usePaymentChannels(isEnabled = true) {
  return useQuery({ ...paymentChannelsQueryOptions(), enabled: isEnabled });
}
