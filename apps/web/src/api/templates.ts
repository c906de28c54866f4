// Footer and home-page content (licence, certificates, payments, sponsors ...) in the active language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getTemplates } from '@wps/contracts/system/templates';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';
import { useLanguage } from '../lib/language';

export const templatesEndpoint = endpoint<typeof getTemplates>('GET', '/wps/system/templates');

export const templatesQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['system', 'templates', language],
    queryFn: ({ signal }) => callApi(templatesEndpoint, { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });

export function useTemplates() {
  const { language } = useLanguage();
  return useQuery(templatesQuery(language));
}
