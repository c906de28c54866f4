import { describe } from 'vitest';
import {
  createAffiliateLink,
  listAffiliateLinks,
  registerDownline,
} from '@wps/contracts/account/agent-join';
import { itMatchesContracts } from '../../../test/endpoint-contracts';
import * as endpoints from './account-centre-endpoints';

const pairs = [
  [endpoints.affiliateLinksEndpoint, listAffiliateLinks],
  [endpoints.createAffiliateLinkEndpoint, createAffiliateLink],
  [endpoints.registerDownlineEndpoint, registerDownline],
] as const;

describe('account centre endpoints', () => {
  itMatchesContracts(pairs, endpoints);
});
