// The PvP rooms (GLS2_roomList) with their seats taken, for the /pvp lobby; members only.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@wps/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { roomListEndpoint } from './games-endpoints';

export const roomListQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['member', 'games', 'rooms', language],
    queryFn: ({ signal }) => callApi(roomListEndpoint, { query: { language }, signal }),
    staleTime: 0,
    refetchInterval: 15_000,
  });

export function useRoomList(enabled = true) {
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  return useQuery({ ...roomListQuery(language), enabled: enabled && isLoggedIn });
}
