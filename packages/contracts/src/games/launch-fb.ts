// GCS_gameLaunchFB (spec 3, games): the sports-provider page (/fbsports) launches its sportsbook
// through this call. The same payload and answer as /wps/game/launchGame, for a SPORTS or ESPORTS
// game only (any other game type is refused), with real money.
import { defineContract } from '../http';
import { ZLaunchGameRequest, ZLaunchGameResult } from './launch-game';

export const launchSportsGame = defineContract({
  method: 'POST',
  path: '/wps/relay/GCS_gameLaunchFB',
  summary:
    "Launch the sports provider's sportsbook (a SPORTS or ESPORTS game) with real money, as launchGame does",
  tag: 'games',
  access: 'member',
  body: ZLaunchGameRequest,
  value: ZLaunchGameResult,
});
