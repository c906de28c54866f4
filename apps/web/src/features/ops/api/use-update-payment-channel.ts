// A channel's code and type stay as created: the form checks the whole channel against the
// create contract (bank details only for bank channels), and this leaves both out of the PUT.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsUpdateChannel, type TCreateChannelRequest } from '@wps/contracts/payment/ops-channels';
import { callOps } from './call-ops';
import { paymentChannelsKey } from './use-payment-channels';

export function useUpdatePaymentChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ params, body }: { params: { id: number }; body: TCreateChannelRequest }) => {
      const { code: _code, type: _type, ...update } = body;
      return callOps(opsUpdateChannel, { params, body: update });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentChannelsKey }),
  });
}
