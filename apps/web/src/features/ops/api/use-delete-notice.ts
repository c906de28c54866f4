import { deleteNotice } from '@wps/contracts/content/ops-notices';
import { useOpsWrite } from './use-ops-write';
import { noticesKey } from './use-notices';

export function useDeleteNotice() {
  return useOpsWrite(deleteNotice, noticesKey);
}
