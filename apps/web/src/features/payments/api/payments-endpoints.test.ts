// The payment pages call endpoints (method and path) instead of contract objects; this keeps
// each one equal to its contract.
import { describe } from 'vitest';
import { securityCentre } from '@wps/contracts/account/security-centre';
import { createDeposit } from '@wps/contracts/payment/create-deposit';
import { listPaymentChannels } from '@wps/contracts/payment/list-channels';
import { listDeposits } from '@wps/contracts/payment/list-deposits';
import { uploadProof } from '@wps/contracts/payment/upload-proof';
import { requestWithdrawal } from '@wps/contracts/payment/request-withdrawal';
import { answerWithdrawalReceipt } from '@wps/contracts/payment/withdrawal-receipt';
import { listWithdrawals } from '@wps/contracts/payment/withdrawals';
import { moneyOptions } from '@wps/contracts/wallet/money-settings';
import * as endpoints from './payments-endpoints';
import { itMatchesContracts } from '../../../test/endpoint-contracts';

const pairs = [
  [endpoints.depositChannelsEndpoint, listPaymentChannels],
  [endpoints.createDepositEndpoint, createDeposit],
  [endpoints.listDepositsEndpoint, listDeposits],
  [endpoints.uploadProofEndpoint, uploadProof],
  [endpoints.moneyOptionsEndpoint, moneyOptions],
  [endpoints.securityCentreEndpoint, securityCentre],
  [endpoints.requestWithdrawalEndpoint, requestWithdrawal],
  [endpoints.listWithdrawalsEndpoint, listWithdrawals],
  [endpoints.withdrawalReceiptEndpoint, answerWithdrawalReceipt],
] as const;

describe('payment page endpoints', () => {
  itMatchesContracts(pairs, endpoints);
});
