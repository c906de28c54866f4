import { markWithdrawalPaid } from '@wps/contracts/payment/ops-mark-withdrawal-paid';
import { withdrawalsKey } from './use-ops-withdrawals';
import { usePaymentDecision } from './use-payment-decision';

export function useMarkWithdrawalPaid() {
  return usePaymentDecision(markWithdrawalPaid, withdrawalsKey);
}
