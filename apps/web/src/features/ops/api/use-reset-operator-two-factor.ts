import { resetOperatorTwoFactor } from '@wps/contracts/ops/two-factor';
import { operatorsQueryOptions } from './use-operators';
import { useOpsWrite } from './use-ops-write';

export function useResetOperatorTwoFactor() {
  return useOpsWrite(resetOperatorTwoFactor, operatorsQueryOptions().queryKey);
}
