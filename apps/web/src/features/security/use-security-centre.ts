// The security centre's data: what is set on the account, contacts masked, bank accounts. Keyed
// under ['member'] so it goes with the session.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../lib/api-client';
import { myKycEndpoint, securityCentreEndpoint } from './security-endpoints';

export const securityCentreKey = ['member', 'security-centre'] as const;

export const securityCentreQuery = () =>
  queryOptions({
    queryKey: securityCentreKey,
    queryFn: ({ signal }) => callApi(securityCentreEndpoint, { signal }),
    // Read again each time the page opens, but not again on mount when the member centre's
    // opening has just asked for it (member-centre-pages.tsx, preloads).
    staleTime: 5_000,
  });

/** The latest identity check (KYC) the member sent, or none. */
export const myKycQuery = () =>
  queryOptions({
    queryKey: ['member', 'kyc'] as const,
    queryFn: ({ signal }) => callApi(myKycEndpoint, { signal }),
  });

export function useSecurityCentre() {
  return useQuery(securityCentreQuery());
}

/** After a change: this page and the change-password popup's view of the account re-read. */
export function useSecurityChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: securityCentreKey }),
      queryClient.invalidateQueries({ queryKey: ['member', 'security-config'] }),
    ]);
  }, [queryClient]);
}
