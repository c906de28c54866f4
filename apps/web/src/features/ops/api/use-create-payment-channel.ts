import { opsCreateChannel } from '@wps/contracts/payment/ops-channels';
import { useOpsWrite } from './use-ops-write';
import { paymentChannelsQueryOptions } from './use-payment-channels';

export function useCreatePaymentChannel() {
  return useOpsWrite(opsCreateChannel, paymentChannelsQueryOptions().queryKey);
}
