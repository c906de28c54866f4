// Favourite toggle (spec 4): the server removes the game when it is a favourite, else adds it,
// and answers the new state; the lobby shows that state once the call has succeeded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGameType } from '@wps/contracts/content/game-nav';
import { callApi } from '../../../lib/api-client';
import { toggleFavouriteEndpoint } from './games-endpoints';
import { favouriteGamesKey } from './use-favourite-games';

export interface FavouriteTarget {
  nodeId: number;
  vassalage: string;
  gameType: TGameType;
}

export function toggleFavourite(game: FavouriteTarget) {
  return callApi(toggleFavouriteEndpoint, {
    body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
}

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouriteGamesKey }),
  });
}
