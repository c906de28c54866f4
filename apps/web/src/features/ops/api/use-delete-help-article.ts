import { deleteHelpArticle } from '@wps/contracts/content/ops-help';
import { useOpsWrite } from './use-ops-write';
import { helpQueryOptions } from './use-help-articles';

export function useDeleteHelpArticle() {
  return useOpsWrite(deleteHelpArticle, helpQueryOptions().queryKey);
}
