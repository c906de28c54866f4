import { deleteBanner } from '@wps/contracts/content/ops-banners';
import { useOpsWrite } from './use-ops-write';
import { bannersKey } from './use-banners';

export function useDeleteBanner() {
  return useOpsWrite(deleteBanner, bannersKey);
}
