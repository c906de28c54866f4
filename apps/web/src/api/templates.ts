// Footer and home-page content (licence, certificates, payments, sponsors ...) in the active language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTemplates } from '@wps/contracts/system/templates';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../lib/api-client';
import { useLanguage } from '../lib/language';

export const templatesQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['system', 'templates', language],
    queryFn: ({ signal }) => callApi(getTemplates, { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });

export function useTemplates() {
  const { language } = useLanguage();
  return useQuery(templatesQuery(language));
}
