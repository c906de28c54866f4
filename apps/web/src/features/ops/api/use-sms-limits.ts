import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSmsLimits } from '@wps/contracts/system/sms-limits';
import { callOps } from './call-ops';

export const smsLimitsQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'smsLimits'], queryFn: () => callOps(getSmsLimits) });

export function useSmsLimits() {
  return useQuery(smsLimitsQueryOptions());
}
