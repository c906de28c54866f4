import { opsApproveDeposit } from '@wps/contracts/payment/ops-deposits';
import { depositsKey } from './use-ops-deposits';
import { usePaymentDecision } from './use-payment-decision';

export function useApproveDeposit() {
  return usePaymentDecision(opsApproveDeposit, depositsKey);
}
