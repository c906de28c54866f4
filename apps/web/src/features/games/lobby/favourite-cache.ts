// After a favourite toggle succeeds, every cached list that shows the game takes the new state
// (spec 4: "local list flips after the call"), without reloading the pages already scrolled.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TGameItem, TGamePage } from '@wps/contracts/games/game-list';
import type { TRecentGame } from '@wps/contracts/games/recent-games';
import { recentGamesKey } from '../api/use-recent-games';

function flip<G extends TGameItem>(games: G[], nodeId: number, isFavourite: boolean): G[] {
  return games.some((g) => g.nodeId === nodeId)
    ? games.map((g) => (g.nodeId === nodeId ? { ...g, isFavourite } : g))
    : games;
}

type RecentPage = { list: TRecentGame[]; totalPages: number; total: number };

export function flipFavouriteInCache(
  queryClient: QueryClient,
  nodeId: number,
  isFavourite: boolean,
): void {
  queryClient.setQueriesData<InfiniteData<TGamePage>>({ queryKey: ['games', 'list'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({ ...p, games: flip(p.games, nodeId, isFavourite) })),
        }
      : data,
  );
  queryClient.setQueriesData<TGameItem[]>({ queryKey: ['games', 'hot'] }, (data) =>
    data ? flip(data, nodeId, isFavourite) : data,
  );
  queryClient.setQueriesData<InfiniteData<RecentPage>>({ queryKey: recentGamesKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({ ...p, list: flip(p.list, nodeId, isFavourite) })),
        }
      : data,
  );
}
