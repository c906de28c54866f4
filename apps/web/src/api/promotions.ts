// Public state's promotion values (spec "Public state": availablePromoCount, availablePromo for
// REFERRAL.enabled) and the reward centre's count (the member centre's rewards badge). Small and
// shell-wide: the side menu gates invite friends on availablePromo, the header and the member
// centre menu show the rewards badge. Keyed ['member', ...] while logged in (dropped with the
// session) so a member's statuses never outlive it.
import { useQuery } from '@tanstack/react-query';
import type { promoState } from '@wps/contracts/promotions/promo-state';
import type { rewardCenter } from '@wps/contracts/promotions/reward-center';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';
import { useOptionalSession } from '../lib/session';

export const promoStateEndpoint = endpoint<typeof promoState>('GET', '/wps/promotions/state');
export const rewardCenterEndpoint = endpoint<typeof rewardCenter>(
  'GET',
  '/wps/promotions/reward-center',
);

/** The reward centre's query key prefix: a claim anywhere invalidates it (and so the badge). */
export const rewardCenterKey = ['member', 'promotions', 'reward-center'] as const;

/** availablePromoCount and availablePromo for the caller (a visitor too). */
export function usePromoState() {
  const isLoggedIn = useOptionalSession()?.isLoggedIn ?? false;
  return useQuery({
    queryKey: isLoggedIn ? ['member', 'promotions', 'state'] : ['promotions', 'state'],
    queryFn: ({ signal }) => callApi(promoStateEndpoint, { signal }),
    staleTime: 60_000,
  });
}

/** How many rewards the member can claim now (the badge); undefined for visitors. */
export function useRewardCount(): number | undefined {
  const isLoggedIn = useOptionalSession()?.isLoggedIn ?? false;
  const query = useQuery({
    queryKey: [...rewardCenterKey, 'EN'],
    queryFn: ({ signal }) => callApi(rewardCenterEndpoint, { query: { language: 'EN' }, signal }),
    staleTime: 60_000,
    enabled: isLoggedIn,
  });
  return isLoggedIn ? query.data?.count : undefined;
}
