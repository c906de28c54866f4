// The built-in vendor's client calls. Every call carries the launch token in its body or query
// and never the member's session (token: null), as an outside vendor's client would.
import { useQuery } from '@tanstack/react-query';
import type { THouseSeedChange } from '@wps/contracts/games/house-seed';
import { ApiError, callApi } from '../../../lib/api-client';
import {
  housePvpRoundVerifyEndpoint,
  houseRoundVerifyEndpoint,
  houseSeedClientEndpoint,
  houseSeedRotateEndpoint,
  houseSessionEndpoint,
} from './play-endpoints';

export { callApi };

/** A session answer is kept for the visit: balances then come from each round's answer. */
export function useHouseSession(token: string) {
  return useQuery({
    queryKey: ['play', 'house', 'session', token],
    queryFn: ({ signal }) =>
      callApi(houseSessionEndpoint, { body: { token }, signal, token: null }),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (count, error) => count < 2 && error instanceof ApiError && error.status === 0,
  });
}

export function setClientSeed(token: string, clientSeed: string): Promise<THouseSeedChange> {
  return callApi(houseSeedClientEndpoint, { body: { token, clientSeed }, token: null });
}

export function rotateSeed(token: string): Promise<THouseSeedChange> {
  return callApi(houseSeedRotateEndpoint, { body: { token }, token: null });
}

export function fetchRound(roundId: number, signal?: AbortSignal) {
  return callApi(houseRoundVerifyEndpoint, { params: { roundId }, signal, token: null });
}

export function fetchTableRound(roundId: number, signal?: AbortSignal) {
  return callApi(housePvpRoundVerifyEndpoint, { params: { roundId }, signal, token: null });
}
