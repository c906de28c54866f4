import { describe } from 'vitest';
import { applyAgent, getMyAgentApplication } from '@wps/contracts/account/agent-join';
import { getCountries } from '@wps/contracts/system/country';
import { itMatchesContracts } from '../../../test/endpoint-contracts';
import * as endpoints from './agent-join-endpoints';

const pairs = [
  [endpoints.applyAgentEndpoint, applyAgent],
  [endpoints.myAgentApplicationEndpoint, getMyAgentApplication],
  [endpoints.joinCountriesEndpoint, getCountries],
] as const;

describe('/join endpoints', () => {
  itMatchesContracts(pairs, endpoints);
});
