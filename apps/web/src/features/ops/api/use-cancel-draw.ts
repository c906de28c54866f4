import { opsCancelDraw } from '@wps/contracts/lottery/lottery-ops';
import { drawsKey } from './use-ops-draws';
import { useOpsWrite } from './use-ops-write';

export function useCancelDraw() {
  return useOpsWrite(opsCancelDraw, drawsKey);
}
