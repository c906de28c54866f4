import { launchGame } from '@wps/contracts/games/launch-game';
import { trialLaunch } from '@wps/contracts/games/trial-launch';
import { launchSportsGame } from '@wps/contracts/games/launch-fb';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as service from './launch.service';

export function registerLaunchRoutes(r: Router, deps: Deps): void {
  r.add(launchGame, ({ body }, ctx) => service.launchGame(deps, ctx.caller, body));
  r.add(launchSportsGame, ({ body }, ctx) => service.launchSportsGame(deps, ctx.caller, body));
  r.add(trialLaunch, ({ body }, ctx) => service.trialLaunch(deps, ctx.caller, body));
}
