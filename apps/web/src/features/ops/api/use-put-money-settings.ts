import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putMoneySettings, type TMoneySettings } from '@wps/contracts/wallet/money-settings';
import { callOps } from './call-ops';
import { moneySettingsQueryOptions } from './use-money-settings';

export function usePutMoneySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMoneySettings) => callOps(putMoneySettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(moneySettingsQueryOptions().queryKey, saved),
  });
}
