import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  putRegisterSettings,
  type TRegisterSettings,
} from '@wps/contracts/system/register-settings';
import { callOps } from './call-ops';
import { registerSettingsQueryOptions } from './use-register-settings';

export function usePutRegisterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegisterSettings) => callOps(putRegisterSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(registerSettingsQueryOptions().queryKey, saved),
  });
}
