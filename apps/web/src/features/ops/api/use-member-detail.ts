// The member page's reads and writes: the member, its paged histories, the pending adjustments.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  getMemberDetail,
  listAdjustments,
  listMemberAudit,
  listMemberLedger,
  listMemberPayments,
  listMemberRounds,
} from '@wps/contracts/account/ops-member-detail';
import { callOps } from './call-ops';

export const memberKey = (id: number) => ['ops', 'member', id] as const;

export function useMemberDetail(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...memberKey(id), 'detail'],
      queryFn: () => callOps(getMemberDetail, { params: { id } }),
    }),
  );
}

export type MemberHistory = 'ledger' | 'deposit' | 'withdrawal' | 'rounds' | 'audit';

export function useMemberHistory(id: number, history: MemberHistory, page: number) {
  return useQuery({
    queryKey: [...memberKey(id), history, page],
    queryFn: async () => {
      const params = { id };
      switch (history) {
        case 'ledger':
          return { history, ...(await callOps(listMemberLedger, { params, query: { page } })) };
        case 'deposit':
        case 'withdrawal':
          return {
            history,
            ...(await callOps(listMemberPayments, { params, query: { page, direction: history } })),
          };
        case 'rounds':
          return { history, ...(await callOps(listMemberRounds, { params, query: { page } })) };
        case 'audit':
          return { history, ...(await callOps(listMemberAudit, { params, query: { page } })) };
      }
    },
    placeholderData: keepPreviousData,
  });
}

export const adjustmentsKey = ['ops', 'adjustments'] as const;

export function usePendingAdjustments(page: number) {
  return useQuery({
    queryKey: [...adjustmentsKey, 'pending', page],
    queryFn: () => callOps(listAdjustments, { query: { page, state: 'pending' } }),
    placeholderData: keepPreviousData,
  });
}
