import { opsUpdatePlayType } from '@wps/contracts/lottery/lottery-ops';
import { lotteriesKey } from './use-ops-lotteries';
import { useOpsWrite } from './use-ops-write';

export function useUpdatePlayType() {
  return useOpsWrite(opsUpdatePlayType, lotteriesKey);
}
