import { queryOptions, useQuery } from '@tanstack/react-query';
import { smsAlarms } from '@wps/contracts/system/sms-limits';
import { callOps } from './call-ops';

/** Asked again every minute while the section is open: a cap may trip at any time. */
export const smsAlarmsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'smsAlarms'],
    queryFn: () => callOps(smsAlarms),
    refetchInterval: 60_000,
  });

export function useSmsAlarms() {
  return useQuery(smsAlarmsQueryOptions());
}
