import { resetOperatorTwoFactor } from '@wps/contracts/ops/two-factor';
import { operatorsKey } from './use-operators';
import { useOpsWrite } from './use-ops-write';

export function useResetOperatorTwoFactor() {
  return useOpsWrite(resetOperatorTwoFactor, operatorsKey);
}
