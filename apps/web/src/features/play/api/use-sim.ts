// The simulated vendors' client calls (live baccarat, sports, esports, cockfight). Each carries
// the launch token and the launched game's code, never the member's session.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TSimBetPlaced } from '@wps/contracts/games/sim-bet';
import type { TSimSelection, TSimSport } from '@wps/contracts/games/sim-common';
import { ApiError, callApi } from '../../../lib/api-client';
import { usePageVisible } from '../../../lib/use-page-visible';
import type { RequestKey } from '../../../lib/use-request-key';
import {
  simBetEndpoint,
  simBetsEndpoint,
  simEventsEndpoint,
  simSessionEndpoint,
} from './play-endpoints';

/** The vendor's client key: 8 to 30 letters and digits, so a UUID loses its dashes and tail. */
export function simClientKey(key: string): string {
  return key.replace(/-/g, '').slice(0, 30);
}

const simKey = (token: string) => ['play', 'sim', token] as const;

/**
 * The session, asked again every `refreshMs` while the page is visible: the balance moves when
 * the vendor settles bets on its own clock.
 */
export function useSimSession(token: string, gameCode: string, refreshMs = 5_000) {
  const visible = usePageVisible();
  return useQuery({
    queryKey: [...simKey(token), 'session', gameCode],
    queryFn: ({ signal }) =>
      callApi(simSessionEndpoint, { body: { token, gameCode }, signal, token: null }),
    enabled: token !== '' && gameCode !== '',
    refetchInterval: visible ? refreshMs : false,
    refetchOnWindowFocus: false,
    retry: (count, error) => count < 2 && error instanceof ApiError && error.status === 0,
  });
}

export function useSimEvents(
  token: string,
  gameCode: string,
  sport: TSimSport | undefined,
  enabled: boolean,
  refreshMs = 3_000,
) {
  const visible = usePageVisible();
  return useQuery({
    queryKey: [...simKey(token), 'events', gameCode, sport ?? 'all'],
    queryFn: async ({ signal }) => {
      const answer = await callApi(simEventsEndpoint, {
        query: { token, gameCode, ...(sport ? { sport } : {}) },
        signal,
        token: null,
      });
      // The server's clock against ours, for count-downs.
      return { ...answer, clockOffsetMs: Date.parse(answer.serverTime) - Date.now() };
    },
    enabled,
    refetchInterval: visible ? refreshMs : false,
    refetchOnWindowFocus: false,
  });
}

export function useSimBets(token: string, gameCode: string, enabled: boolean, refreshMs = 5_000) {
  const visible = usePageVisible();
  return useQuery({
    queryKey: [...simKey(token), 'bets', gameCode],
    queryFn: ({ signal }) =>
      callApi(simBetsEndpoint, { query: { token, gameCode }, signal, token: null }),
    enabled,
    refetchInterval: visible ? refreshMs : false,
    refetchOnWindowFocus: false,
  });
}

export interface BetRequest {
  eventId: number;
  selection: TSimSelection;
  stake: string;
}

/** Places a bet with the action's key; after it the bets and the balance are asked again. */
export function usePlaceSimBet(token: string, gameCode: string, requestKey: RequestKey) {
  const queryClient = useQueryClient();
  return useCallback(
    async (request: BetRequest): Promise<TSimBetPlaced> => {
      const answer = await callApi(simBetEndpoint, {
        body: { token, gameCode, ...request, clientKey: simClientKey(requestKey.keyFor(request)) },
        token: null,
      });
      requestKey.settle();
      void queryClient.invalidateQueries({ queryKey: simKey(token) });
      return answer;
    },
    [token, gameCode, requestKey, queryClient],
  );
}
