import { approveWithdrawal } from '@wps/contracts/payment/ops-approve-withdrawal';
import { withdrawalsKey } from './use-ops-withdrawals';
import { usePaymentDecision } from './use-payment-decision';

export function useApproveWithdrawal() {
  return usePaymentDecision(approveWithdrawal, withdrawalsKey);
}
