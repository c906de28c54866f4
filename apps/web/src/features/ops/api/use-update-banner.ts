import { updateBanner } from '@wps/contracts/content/ops-banners';
import { useOpsWrite } from './use-ops-write';
import { bannersKey } from './use-banners';

export function useUpdateBanner() {
  return useOpsWrite(updateBanner, bannersKey);
}
