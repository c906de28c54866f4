// The countries offered for mobile numbers (GET /wps/system/country), for the dial-code picker.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCountries } from '@wps/contracts/system/country';
import { callApi } from '../../../lib/api-client';
import { endpoint } from '../../../lib/endpoint';

export const countriesEndpoint = endpoint<typeof getCountries>('GET', '/wps/system/country');

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['system', 'country'],
    queryFn: ({ signal }) => callApi(countriesEndpoint, { signal }),
    staleTime: 30 * 60_000,
  });

export function useCountries() {
  return useQuery(countriesQuery());
}
