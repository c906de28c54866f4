// The hot games (GCSGAME_hotGamesV2): one vendor's for the lobby's hot tab, or all for /hot.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { hotGamesEndpoint } from './games-endpoints';

export interface HotGamesFilter {
  gameType?: TGameType;
  vassalage?: string;
}

export const hotGamesQuery = (filter: HotGamesFilter, language: TLanguage, viewer: string | null) =>
  queryOptions({
    queryKey: ['games', 'hot', viewer, language, filter],
    queryFn: ({ signal }) =>
      callApi(hotGamesEndpoint, {
        // Spec 7's payload: isPlatform 2 and the platform.
        query: { ...filter, isPlatform: 2, platform: 'html5-desktop', language },
        signal,
      }),
    staleTime: 60_000,
  });

export function useHotGames(filter: HotGamesFilter, enabled = true) {
  const { language } = useLanguage();
  const { isLoggedIn, who } = useSession();
  const viewer = isLoggedIn ? (who?.username ?? 'member') : null;
  return useQuery({ ...hotGamesQuery(filter, language, viewer), enabled });
}
