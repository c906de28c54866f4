// The claim, apply and raffle calls as mutations: on success every promotion view, the reward
// centre's badge, the bonus list and the wallet (the header's bonus balance) are asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { getDeviceId } from '../../lib/device-id';
import {
  applyPromotionEndpoint,
  claimPromotionEndpoint,
  claimRaffleEndpoint,
} from './promotions-endpoints';

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['promotions'] });
    void queryClient.invalidateQueries({ queryKey: ['member'] });
  };
}

export function useClaimPromotion() {
  const refresh = useRefreshAfter();
  return useMutation({
    // With this browser's id: a promotion given once per device refuses a claim without one.
    mutationFn: (body: { promotionId: number; depositReference?: string }) =>
      callApi(claimPromotionEndpoint, { body: { ...body, deviceId: getDeviceId() } }),
    onSuccess: refresh,
  });
}

export function useApplyPromotion() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: { promotionId: number; remark: string; proofIds: number[] }) =>
      callApi(applyPromotionEndpoint, { body }),
    onSuccess: refresh,
  });
}

export function useClaimRaffle() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (promotionId: number) => callApi(claimRaffleEndpoint, { body: { promotionId } }),
    onSuccess: refresh,
  });
}
