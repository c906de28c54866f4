import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createOperator, type ZCreateOperatorRequest } from '@wps/contracts/ops/operators';
import { callOps } from './call-ops';
import { operatorsKey } from './use-operators';

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof ZCreateOperatorRequest>) => callOps(createOperator, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
