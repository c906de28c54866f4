import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMoneySettings } from '@wps/contracts/wallet/money-settings';
import { callOps } from './call-ops';

export const moneySettingsQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'moneySettings'], queryFn: () => callOps(getMoneySettings) });

export function useMoneySettings() {
  return useQuery(moneySettingsQueryOptions());
}
