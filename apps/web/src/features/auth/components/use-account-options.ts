// Public account options (GET /wps/system/setting/account): whether registration asks for the
// human check, the SMS code life, the social-login providers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { accountOptions } from '@wps/contracts/account/register';
import { callApi } from '../../../lib/api-client';
import { endpoint } from '../../../lib/endpoint';

export const accountOptionsEndpoint = endpoint<typeof accountOptions>(
  'GET',
  '/wps/system/setting/account',
);

export const accountOptionsQuery = () =>
  queryOptions({
    queryKey: ['system', 'account-options'],
    queryFn: ({ signal }) => callApi(accountOptionsEndpoint, { signal }),
    staleTime: 5 * 60_000,
  });

export function useAccountOptions() {
  return useQuery(accountOptionsQuery());
}
