// Every payment channel as the withdrawals' payout picker offers it (and names a paid-out
// withdrawal's channel).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsListChannelChoices } from '@wps/contracts/payment/ops-channels';
import { callOps } from './call-ops';
import { paymentChannelsKey } from './use-payment-channels';

export const channelChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...paymentChannelsKey, 'choices'],
    queryFn: () => callOps(opsListChannelChoices),
  });

export function useChannelChoices(isEnabled = true) {
  return useQuery({ ...channelChoicesQueryOptions(), enabled: isEnabled });
}
