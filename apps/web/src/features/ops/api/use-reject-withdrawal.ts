import { rejectWithdrawal } from '@wps/contracts/payment/ops-reject-withdrawal';
import { withdrawalsKey } from './use-ops-withdrawals';
import { usePaymentDecision } from './use-payment-decision';

export function useRejectWithdrawal() {
  return usePaymentDecision(rejectWithdrawal, withdrawalsKey);
}
