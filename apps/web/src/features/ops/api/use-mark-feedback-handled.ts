import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markFeedbackHandled } from '@wps/contracts/system/feedback';
import { callOps } from './call-ops';

export function useMarkFeedbackHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callOps(markFeedbackHandled, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'feedback'] }),
  });
}
