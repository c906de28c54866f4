import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listFeedback } from '@wps/contracts/system/feedback';
import { callOps } from './call-ops';

export const feedbackListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['ops', 'feedback', page],
    queryFn: () => callOps(listFeedback, { query: { page } }),
    placeholderData: keepPreviousData,
  });

export function useFeedbackList(page: number) {
  return useQuery(feedbackListQueryOptions(page));
}
