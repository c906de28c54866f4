// The built-in vendor's game client calls (/wps/house/*): public contracts carrying the launch
// token; the vendor API calls go through deps.vendorSend (the same route outsiders use).
import { houseSession } from '@wps/contracts/games/house-session';
import { houseSeedClient, houseSeedRotate } from '@wps/contracts/games/house-seed';
import { houseSlotSpin } from '@wps/contracts/games/house-slot';
import { houseFishShoot } from '@wps/contracts/games/house-fish';
import { housePvpLeave, housePvpRooms, housePvpSit } from '@wps/contracts/games/house-pvp';
import {
  housePvpAct,
  housePvpBet,
  housePvpRoundVerify,
  housePvpTable,
  housePvpTableStream,
} from '@wps/contracts/games/house-pvp-table';
import { houseFairSeed, houseRoundVerify } from '@wps/contracts/games/house-rounds';
import type { Deps } from '../../../deps';
import type { Router } from '../../../http/route';
import { changeSeed, fairSeed, roundForVerify, startSession } from './house.service';
import type { HouseDeps } from './play';
import { slotSpin } from './slot';
import { fishShoot } from './fish';
import { pvpLeave, pvpRooms, pvpSit } from './pvp';
import { pvpAct, pvpBet, pvpRoundForVerify, pvpTable } from './pvp-table';
import { streamPvpTable, TablePollers } from './pvp-stream';
import { createLookupLimit } from './lookup-limit';

export function registerHouseRoutes(r: Router, deps: Deps): void {
  const house: HouseDeps = { db: deps.db, send: deps.vendorSend };
  const checkLookup = createLookupLimit(deps.redis);
  // One database poller per watched table in this process, for all its streams.
  const pollers = new TablePollers(house, deps.log);
  r.add(houseSession, ({ body }) => startSession(house, body));
  r.add(houseSeedClient, ({ body }) => changeSeed(house, body.token, body.clientSeed));
  r.add(houseSeedRotate, ({ body }) => changeSeed(house, body.token));
  r.add(houseSlotSpin, ({ body }) => slotSpin(house, body));
  r.add(houseFishShoot, ({ body }) => fishShoot(house, body));
  r.add(housePvpRooms, ({ query }) => pvpRooms(house, query));
  r.add(housePvpSit, ({ body }) => pvpSit(house, body));
  r.add(housePvpLeave, ({ body }) => pvpLeave(house, body));
  r.add(housePvpTable, ({ query }) => pvpTable(house, query));
  r.addStream(housePvpTableStream, ({ query }, _ctx, sink) =>
    streamPvpTable(house, pollers, query, sink),
  );
  r.add(housePvpBet, ({ body }) => pvpBet(house, body));
  r.add(housePvpAct, ({ body }) => pvpAct(house, body));
  r.add(housePvpRoundVerify, async ({ params }, ctx) => {
    await checkLookup(ctx.ip);
    return pvpRoundForVerify(deps.db, params.roundId);
  });
  r.add(houseRoundVerify, async ({ params }, ctx) => {
    await checkLookup(ctx.ip);
    return roundForVerify(deps.db, params.roundId);
  });
  r.add(houseFairSeed, async ({ params }, ctx) => {
    await checkLookup(ctx.ip);
    return fairSeed(deps.db, params.seedHash);
  });
}
