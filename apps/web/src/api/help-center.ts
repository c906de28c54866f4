// Help articles in the active language (help pages, the affiliate help, the agent join page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getHelpCenter } from '@wps/contracts/system/help-center';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';
import { useLanguage } from '../lib/language';

export const helpCenterEndpoint = endpoint<typeof getHelpCenter>('GET', '/wps/system/helpCenter');

export const helpCenterQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['system', 'helpCenter', language],
    // One call for every tag: the pages group the articles themselves.
    queryFn: ({ signal }) => callApi(helpCenterEndpoint, { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });

export function useHelpCenter() {
  const { language } = useLanguage();
  return useQuery(helpCenterQuery(language));
}
