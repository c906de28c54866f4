// The member's social badges (issue 19): unread messages (public state unreadMessage,
// CSP_unreadCount), unread support chat answers, and the missions' claimable count. The counts are
// kept current by the wallet balance stream's events (api/wallet.ts, the member's one event
// stream) without a reload. Keyed ['member', ...] so they are dropped when the session ends.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { messageState, TSocialBadges } from '@wps/contracts/social/messages';
import type { missionSummary } from '@wps/contracts/social/missions';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';
import { getToken } from '../lib/session-storage';

export const messageStateEndpoint = endpoint<typeof messageState>('GET', '/wps/messages/state');
export const missionSummaryEndpoint = endpoint<typeof missionSummary>(
  'GET',
  '/wps/relay/MCSFE_getMissionSummaryDetails',
);

export const socialCountsKey = ['member', 'social', 'counts'] as const;
export const missionSummaryKey = ['member', 'missions', 'summary'] as const;

export type SocialCounts = TSocialBadges;

/**
 * Unread messages and chat answers; idle without a stored session token (read directly: the
 * member centre, a members-only overlay, uses it without the session hook).
 */
export function useSocialCounts() {
  const isLoggedIn = getToken() !== null;
  return useQuery({
    queryKey: socialCountsKey,
    queryFn: async ({ signal }): Promise<SocialCounts> => ({
      ...(await callApi(messageStateEndpoint, { signal })),
      unreadChat: 0,
    }),
    enabled: isLoggedIn,
    staleTime: 60_000,
  });
}

/** The missions of this day and week (the summary call), for the badge and the page. */
export function useMissionSummary(language: TLanguage) {
  const isLoggedIn = getToken() !== null;
  return useQuery({
    queryKey: [...missionSummaryKey, language],
    queryFn: ({ signal }) => callApi(missionSummaryEndpoint, { query: { language }, signal }),
    enabled: isLoggedIn,
    staleTime: 30_000,
  });
}

/** Writes streamed counts into the cache the badges read; a new message reads the inbox again. */
export function writeSocialCounts(queryClient: QueryClient, value: SocialCounts): void {
  const before = queryClient.getQueryData<SocialCounts>(socialCountsKey);
  queryClient.setQueryData(socialCountsKey, value);
  if (before && value.unreadMessage > before.unreadMessage) {
    void queryClient.invalidateQueries({ queryKey: ['member', 'messages'] });
  }
}
