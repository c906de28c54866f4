import { opsCreateGame } from '@wps/contracts/games/ops-games';
import { gamesKey } from './use-ops-games';
import { useOpsWrite } from './use-ops-write';

export function useCreateGame() {
  return useOpsWrite(opsCreateGame, gamesKey);
}
