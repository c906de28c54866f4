import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBanners } from '@wps/contracts/content/ops-banners';
import { callOps } from './call-ops';

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'banners'], queryFn: () => callOps(listBanners) });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
