// The home page's hot and featured matches and the teams' leaderboard (GCSGAME_getGameMatchV2).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { matchFeedEndpoint } from './home-endpoints';

export const matchFeedQuery = () =>
  queryOptions({
    queryKey: ['games', 'match-feed'],
    queryFn: ({ signal }) => callApi(matchFeedEndpoint, { query: { limit: 6 }, signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useMatchFeed() {
  return useQuery(matchFeedQuery());
}
