// The logged-in member's latest agent application and whether it is an agent already; keyed
// under ['member'] so it goes with the session. Idle for a visitor.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { joinCountriesEndpoint, myAgentApplicationEndpoint } from './agent-join-endpoints';

export const myAgentApplicationKey = ['member', 'agent-application'] as const;

export function useMyAgentApplication() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: myAgentApplicationKey,
    queryFn: ({ signal }) => callApi(myAgentApplicationEndpoint, { signal }),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** The countries offered for mobile numbers: the registration form's list (same cache key). */
export const joinCountriesQuery = () =>
  queryOptions({
    queryKey: ['system', 'country'],
    queryFn: ({ signal }) => callApi(joinCountriesEndpoint, { signal }),
    staleTime: 30 * 60_000,
  });

export function useJoinCountries() {
  return useQuery(joinCountriesQuery());
}
