import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putWhitelabel, type TWhitelabel } from '@wps/contracts/system/whitelabel';
import { consolidatedSettingsQuery } from '../../../api/consolidated-settings';
import { callOps } from './call-ops';
import { whitelabelQueryOptions } from './use-whitelabel';

export function usePutWhitelabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWhitelabel) => callOps(putWhitelabel, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(whitelabelQueryOptions().queryKey, saved);
      // The console writes amounts with the site's currency label: read it again.
      void queryClient.invalidateQueries({ queryKey: consolidatedSettingsQuery().queryKey });
    },
  });
}
