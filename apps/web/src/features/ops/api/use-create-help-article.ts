import { createHelpArticle } from '@wps/contracts/content/ops-help';
import { useOpsWrite } from './use-ops-write';
import { helpKey } from './use-help-articles';

export function useCreateHelpArticle() {
  return useOpsWrite(createHelpArticle, helpKey);
}
