import { createNotice } from '@wps/contracts/content/ops-notices';
import { useOpsWrite } from './use-ops-write';
import { noticesKey } from './use-notices';

export function useCreateNotice() {
  return useOpsWrite(createNotice, noticesKey);
}
