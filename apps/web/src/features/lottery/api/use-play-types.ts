// A lottery's enabled play types with their odds and stake limits: what the bet slip offers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { playTypesEndpoint } from './lottery-endpoints';

export const playTypesQuery = (gameId: number) =>
  queryOptions({
    queryKey: ['lottery', 'playTypes', gameId],
    queryFn: ({ signal }) => callApi(playTypesEndpoint, { query: { gameId }, signal }),
    staleTime: 60_000,
  });

export function usePlayTypes(gameId: number) {
  return useQuery(playTypesQuery(gameId));
}
