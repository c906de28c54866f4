// The PvP card rooms with their bots switch (issue 16): the list, and an admin's change of it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsListPvpRooms, opsSetPvpRoomBots } from '@wps/contracts/games/ops-pvp-rooms';
import { callOps } from './call-ops';

export const opsPvpRoomsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'pvp-rooms'],
    queryFn: () => callOps(opsListPvpRooms),
  });

export function useOpsPvpRooms() {
  return useQuery(opsPvpRoomsQueryOptions());
}

export function useSetPvpRoomBots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; botsEnabled: boolean }) =>
      callOps(opsSetPvpRoomBots, { params: { id: p.id }, body: { botsEnabled: p.botsEnabled } }),
    onSuccess: (room) => {
      queryClient.setQueryData(opsPvpRoomsQueryOptions().queryKey, (old) =>
        old?.map((r) => (r.id === room.id ? room : r)),
      );
    },
  });
}
