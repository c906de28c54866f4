import { resolveWithdrawalDispute } from '@wps/contracts/payment/ops-resolve-withdrawal-dispute';
import { withdrawalsKey } from './use-ops-withdrawals';
import { usePaymentDecision } from './use-payment-decision';

export function useResolveWithdrawalDispute() {
  return usePaymentDecision(resolveWithdrawalDispute, withdrawalsKey);
}
