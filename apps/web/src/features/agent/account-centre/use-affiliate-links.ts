// The agent's affiliate links with their registrations, and making a new one. Keyed under
// ['member'] so they go with the session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { affiliateLinksEndpoint, createAffiliateLinkEndpoint } from './account-centre-endpoints';

export const affiliateLinksKey = ['member', 'agent', 'affiliate-links'] as const;

export function useAffiliateLinks() {
  return useQuery({
    queryKey: affiliateLinksKey,
    queryFn: ({ signal }) => callApi(affiliateLinksEndpoint, { signal }),
    staleTime: 30_000,
  });
}

export function useCreateAffiliateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => callApi(createAffiliateLinkEndpoint, { body: { domain } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateLinksKey }),
  });
}
