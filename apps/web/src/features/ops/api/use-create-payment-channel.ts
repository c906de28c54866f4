import { opsCreateChannel } from '@wps/contracts/payment/ops-channels';
import { useOpsWrite } from './use-ops-write';
import { paymentChannelsKey } from './use-payment-channels';

export function useCreatePaymentChannel() {
  return useOpsWrite(opsCreateChannel, paymentChannelsKey);
}
