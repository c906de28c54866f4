import { useMutation } from '@tanstack/react-query';
import { startTwoFactorEnrolment } from '@wps/contracts/ops/two-factor';
import { callOps } from './call-ops';

/** A new secret and its QR code; asked on a click, so a re-render never draws a second one. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => callOps(startTwoFactorEnrolment) });
}
