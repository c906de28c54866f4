// The console's site settings documents read and replaced whole (templates, countries, domain
// routes, account security): a query and a PUT that puts the saved document in its place.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAccountSecurity, putAccountSecurity } from '@wps/contracts/account/register';
import type { BodyOf, Contract, ValueOf } from '@wps/contracts/http';
import { getCountrySettings, putCountries } from '@wps/contracts/system/country';
import { getDomainRoutes, putDomainRoutes } from '@wps/contracts/system/domain-route';
import { getTemplateSettings, putTemplates } from '@wps/contracts/system/templates';
import { callOps } from './call-ops';

function documentHooks<G extends Contract, P extends Contract>(name: string, get: G, put: P) {
  const options = () =>
    queryOptions({ queryKey: ['ops', name], queryFn: () => callOps(get) as Promise<ValueOf<G>> });
  return {
    use: () => useQuery(options()),
    usePut: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: BodyOf<P>) => callOps(put, { body }) as Promise<ValueOf<P>>,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: options().queryKey }),
      });
    },
  };
}

export const templateSettings = documentHooks('templates', getTemplateSettings, putTemplates);
export const countrySettings = documentHooks('countries', getCountrySettings, putCountries);
export const domainRoutes = documentHooks('domainRoutes', getDomainRoutes, putDomainRoutes);
export const accountSecurity = documentHooks(
  'accountSecurity',
  getAccountSecurity,
  putAccountSecurity,
);
