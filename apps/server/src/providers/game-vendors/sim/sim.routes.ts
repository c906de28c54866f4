// The simulated vendors' endpoints (their game client's calls and the home page's match feed).
// They reach our wallet only through the vendor API, sent through the app itself
// (deps.vendorSend): the same route, signature and allow-list an outside vendor meets.
import { gameMatchFeed as gameMatchFeedContract } from '@wps/contracts/games/match-feed';
import { simBet } from '@wps/contracts/games/sim-bet';
import { simBets } from '@wps/contracts/games/sim-bets';
import { simEvents } from '@wps/contracts/games/sim-events';
import { simSession } from '@wps/contracts/games/sim-session';
import type { Deps } from '../../../deps';
import type { Router } from '../../../http/route';
import { gameMatchFeed } from './match-feed.service';
import type { SimDeps } from './sim-settle';
import {
  listSimBets,
  listSimEvents,
  placeSimBet,
  simSession as openSimSession,
} from './sim.service';

export function registerSimVendor(r: Router, deps: Deps): void {
  const sim: SimDeps = { db: deps.db, send: deps.vendorSend, log: deps.log };

  r.add(simSession, async ({ body }) => openSimSession(sim, body));
  r.add(simEvents, async ({ query }) => listSimEvents(sim, query, new Date()));
  r.add(simBet, async ({ body }) => placeSimBet(sim, body, new Date()));
  r.add(simBets, async ({ query }) => listSimBets(sim, query));
  r.add(gameMatchFeedContract, async ({ query }) => gameMatchFeed(deps.db, query));
}
