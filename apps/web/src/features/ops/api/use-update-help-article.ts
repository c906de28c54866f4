import { updateHelpArticle } from '@wps/contracts/content/ops-help';
import { useOpsWrite } from './use-ops-write';
import { helpQueryOptions } from './use-help-articles';

export function useUpdateHelpArticle() {
  return useOpsWrite(updateHelpArticle, helpQueryOptions().queryKey);
}
