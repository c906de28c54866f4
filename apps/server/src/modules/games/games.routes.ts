import { toggleFavouriteGame, getFavouriteGames } from '@wps/contracts/games/favourites';
import { getGameList } from '@wps/contracts/games/game-list';
import { getHotGames } from '@wps/contracts/games/hot-games';
import { getJackpot } from '@wps/contracts/games/jackpot';
import { opsCreateGame, opsListGames, opsUpdateGame } from '@wps/contracts/games/ops-games';
import { opsListPvpRooms, opsSetPvpRoomBots } from '@wps/contracts/games/ops-pvp-rooms';
import { getRankList } from '@wps/contracts/games/rank-list';
import { getRecentGames } from '@wps/contracts/games/recent-games';
import { getRoomList } from '@wps/contracts/games/room-list';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as games from './games.service';

export function registerGameRoutes(r: Router, deps: Deps): void {
  r.add(getGameList, ({ query }, ctx) => games.getGameList(deps, ctx.caller, query));
  r.add(getHotGames, ({ query }, ctx) => games.getHotGames(deps, ctx.caller, query));
  r.add(toggleFavouriteGame, ({ body }, ctx) => games.toggleFavourite(deps, ctx.caller, body));
  r.add(getFavouriteGames, ({ query }, ctx) => games.getFavouriteGames(deps, ctx.caller, query));
  r.add(getRecentGames, ({ query }, ctx) => games.getRecentGames(deps, ctx.caller, query));
  r.add(getRankList, ({ query }) => games.getRankList(deps, query));
  r.add(getJackpot, () => games.getJackpot(deps));
  r.add(getRoomList, ({ query }, ctx) => games.getRoomList(deps, ctx.caller, query));
  r.add(opsListGames, ({ query }, ctx) => games.listOpsGames(deps, ctx.caller, query));
  r.add(opsUpdateGame, ({ params, body }, ctx) =>
    games.updateGame(deps, ctx.caller, params.id, body),
  );
  r.add(opsCreateGame, ({ body }, ctx) => games.createGame(deps, ctx.caller, body));
  r.add(opsListPvpRooms, (_input, ctx) => games.listOpsRooms(deps, ctx.caller));
  r.add(opsSetPvpRoomBots, ({ params, body }, ctx) =>
    games.setRoomBots(deps, ctx.caller, params.id, body),
  );
}
