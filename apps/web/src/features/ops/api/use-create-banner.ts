import { createBanner } from '@wps/contracts/content/ops-banners';
import { useOpsWrite } from './use-ops-write';
import { bannersQueryOptions } from './use-banners';

export function useCreateBanner() {
  return useOpsWrite(createBanner, bannersQueryOptions().queryKey);
}
