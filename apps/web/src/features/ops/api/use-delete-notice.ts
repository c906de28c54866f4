import { deleteNotice } from '@wps/contracts/content/ops-notices';
import { useOpsWrite } from './use-ops-write';
import { noticesQueryOptions } from './use-notices';

export function useDeleteNotice() {
  return useOpsWrite(deleteNotice, noticesQueryOptions().queryKey);
}
