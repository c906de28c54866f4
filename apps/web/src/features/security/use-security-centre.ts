// The security centre's data: what is set on the account, contacts masked, bank accounts. Keyed
// under ['member'] so it goes with the session.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../lib/api-client';
import { securityCentreEndpoint } from './security-endpoints';

export const securityCentreKey = ['member', 'security-centre'] as const;

export function useSecurityCentre() {
  return useQuery({
    queryKey: securityCentreKey,
    queryFn: ({ signal }) => callApi(securityCentreEndpoint, { signal }),
    staleTime: 0,
  });
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
