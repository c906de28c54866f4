// The /join page's calls, typed by their contracts (types only: no zod schema in the chunk).
// Kept equal to the contracts by agent-join-endpoints.test.ts.
import type { applyAgent, getMyAgentApplication } from '@wps/contracts/account/agent-join';
import type { getCountries } from '@wps/contracts/system/country';
import { endpoint } from '../../../lib/endpoint';

export const applyAgentEndpoint = endpoint<typeof applyAgent>('POST', '/wps/agent/join');
export const myAgentApplicationEndpoint = endpoint<typeof getMyAgentApplication>(
  'GET',
  '/wps/agent/join',
);
export const joinCountriesEndpoint = endpoint<typeof getCountries>('GET', '/wps/system/country');
