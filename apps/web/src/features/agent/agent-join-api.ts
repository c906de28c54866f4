// The account centre's calls (i17-join's packages/contracts/src/account/agent-join.ts): register a
// player or sub-agent directly under me, and my affiliate links with the registrations each
// brought.
import { useQuery } from '@tanstack/react-query';
import type {
  createAffiliateLink,
  listAffiliateLinks,
  registerDownline,
} from '@wps/contracts/account/agent-join';
import { callApi } from '../../lib/api-client';
import { endpoint } from '../../lib/endpoint';
import { agentKey } from './agent-contracts-api';

export const registerDownlineEndpoint = endpoint<typeof registerDownline>(
  'POST',
  '/wps/agent/downline',
);
export const affiliateLinksEndpoint = endpoint<typeof listAffiliateLinks>(
  'GET',
  '/wps/agent/affiliate/links',
);
export const createAffiliateLinkEndpoint = endpoint<typeof createAffiliateLink>(
  'POST',
  '/wps/agent/affiliate/links',
);

export const affiliateLinksKey = [...agentKey, 'affiliate-links'] as const;

export function useAffiliateLinks() {
  return useQuery({
    queryKey: affiliateLinksKey,
    queryFn: ({ signal }) => callApi(affiliateLinksEndpoint, { signal }),
    staleTime: 0,
  });
}
