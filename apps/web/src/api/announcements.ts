// Live notices and banners for the web platform (spec 7): one call feeds the banner carousel, the
// notice bar, the notice popup and the notice page, grouped by the server (player, banners ...).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getAnnouncements } from '@wps/contracts/content/announcements';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';
import { useLanguage } from '../lib/language';
import { sessionCached } from '../lib/session-cache';

export const announcementsEndpoint = endpoint<typeof getAnnouncements>(
  'GET',
  '/wps/relay/MCSFE_getListAnnouncements',
);

export const announcementsQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['content', 'announcements', language],
    ...sessionCached('notices', language, ({ signal }) =>
      callApi(announcementsEndpoint, { query: { platform: 'W', language }, signal }),
    ),
    staleTime: 2 * 60_000,
  });

export function useAnnouncements() {
  const { language } = useLanguage();
  return useQuery(announcementsQuery(language));
}
