// The account centre's calls, typed by their contracts (types only: no zod schema in the
// chunk). Kept equal to the contracts by account-centre-endpoints.test.ts.
import type {
  createAffiliateLink,
  listAffiliateLinks,
  registerDownline,
} from '@wps/contracts/account/agent-join';
import { endpoint } from '../../../lib/endpoint';

export const affiliateLinksEndpoint = endpoint<typeof listAffiliateLinks>(
  'GET',
  '/wps/agent/affiliate/links',
);
export const createAffiliateLinkEndpoint = endpoint<typeof createAffiliateLink>(
  'POST',
  '/wps/agent/affiliate/links',
);
export const registerDownlineEndpoint = endpoint<typeof registerDownline>(
  'POST',
  '/wps/agent/downline',
);
