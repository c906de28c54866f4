// Launching a game: real money (POST /wps/game/launchGame, spec 3 "Game launch payload"), the
// sports provider's page's sportsbook (GCS_gameLaunchFB, real money) or play money
// (GCS_gameTrialLaunch); each answers the URL the game runs at.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLaunchGameRequest } from '@wps/contracts/games/launch-game';
import type { TTrialLaunchRequest } from '@wps/contracts/games/trial-launch';
import { callApi } from '../../../lib/api-client';
import { launchGameEndpoint, sportsLaunchEndpoint, trialLaunchEndpoint } from './games-endpoints';

export function launchGame(body: TLaunchGameRequest) {
  return callApi(launchGameEndpoint, { body });
}

export function launchSports(body: TLaunchGameRequest) {
  return callApi(sportsLaunchEndpoint, { body });
}

export function launchTrial(body: TTrialLaunchRequest) {
  return callApi(trialLaunchEndpoint, { body });
}

/** 'sports': /fbsports's sportsbook, through GCS_gameLaunchFB. */
export type LaunchMode = 'real' | 'sports' | 'trial';

/**
 * A page that is itself the game (/seamless, /fbsports) launches once when shown: one launch
 * session per visit, never refetched in the background (each launch opens a new session).
 */
export const launchedGameQuery = (mode: LaunchMode, body: TLaunchGameRequest) =>
  queryOptions({
    queryKey: ['member', 'games', 'launch', mode, body],
    queryFn: () =>
      mode === 'trial'
        ? launchTrial({ gameCode: body.gameCode, language: body.language })
        : mode === 'sports'
          ? launchSports(body)
          : launchGame(body),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useLaunchedGame(mode: LaunchMode, body: TLaunchGameRequest | null) {
  return useQuery({
    ...launchedGameQuery(mode, body ?? { gameCode: '' }),
    enabled: body !== null,
  });
}
