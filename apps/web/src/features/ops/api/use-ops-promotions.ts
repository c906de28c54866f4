// The console's promotions: a page of the list, one promotion's applications and its report.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromotionType } from '@wps/contracts/promotions/fields';
import {
  opsListPromotions,
  opsPromotionApplications,
  opsPromotionReport,
} from '@wps/contracts/promotions/ops-promotions';
import { callOps } from './call-ops';

export const opsPromotionsKey = ['ops', 'promotions'] as const;
export type PromotionStateFilter = 'draft' | 'active' | 'paused' | 'ended' | 'all';
export type ApplicationStatusFilter = 'applying' | 'issued' | 'rejected' | 'all';

export const opsPromotionsQuery = (
  pageNo: number,
  type: TPromotionType | 'all',
  state: PromotionStateFilter,
) =>
  queryOptions({
    queryKey: [...opsPromotionsKey, 'list', pageNo, type, state],
    queryFn: () =>
      callOps(opsListPromotions, {
        query: {
          pageNo,
          pageSize: 20,
          ...(type === 'all' ? {} : { type }),
          ...(state === 'all' ? {} : { state }),
        },
      }),
    placeholderData: keepPreviousData,
  });

export function useOpsPromotions(
  pageNo: number,
  type: TPromotionType | 'all',
  state: PromotionStateFilter,
) {
  return useQuery(opsPromotionsQuery(pageNo, type, state));
}

export function usePromotionApplications(
  id: number,
  pageNo: number,
  status: ApplicationStatusFilter,
) {
  return useQuery({
    queryKey: [...opsPromotionsKey, 'applications', id, pageNo, status],
    queryFn: () =>
      callOps(opsPromotionApplications, {
        params: { id },
        query: { pageNo, pageSize: 20, ...(status === 'all' ? {} : { status }) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePromotionReport(id: number) {
  return useQuery({
    queryKey: [...opsPromotionsKey, 'report', id],
    queryFn: () => callOps(opsPromotionReport, { params: { id } }),
  });
}
