import { deleteHelpArticle } from '@wps/contracts/content/ops-help';
import { useOpsWrite } from './use-ops-write';
import { helpKey } from './use-help-articles';

export function useDeleteHelpArticle() {
  return useOpsWrite(deleteHelpArticle, helpKey);
}
