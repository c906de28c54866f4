import { updateNotice } from '@wps/contracts/content/ops-notices';
import { useOpsWrite } from './use-ops-write';
import { noticesKey } from './use-notices';

export function useUpdateNotice() {
  return useOpsWrite(updateNotice, noticesKey);
}
