// The calls the deposit and withdraw pages make, typed by their contracts. Only the pages' lazy
// chunks import this; the contracts come in as types, so no zod schema rides along. Each one is
// kept equal to its contract by payments-endpoints.test.ts.
import type { securityCentre } from '@wps/contracts/account/security-centre';
import type { createDeposit } from '@wps/contracts/payment/create-deposit';
import type { listPaymentChannels } from '@wps/contracts/payment/list-channels';
import type { listDeposits } from '@wps/contracts/payment/list-deposits';
import type { uploadProof } from '@wps/contracts/payment/upload-proof';
import type { requestWithdrawal } from '@wps/contracts/payment/request-withdrawal';
import type { answerWithdrawalReceipt } from '@wps/contracts/payment/withdrawal-receipt';
import type { listWithdrawals } from '@wps/contracts/payment/withdrawals';
import type { moneyOptions } from '@wps/contracts/wallet/money-settings';
import { endpoint } from '../../../lib/endpoint';

// Deposits (deposit/*).
export const depositChannelsEndpoint = endpoint<typeof listPaymentChannels>(
  'GET',
  '/wps/payment/channels',
);
export const createDepositEndpoint = endpoint<typeof createDeposit>(
  'POST',
  '/wps/payment/deposits',
);
export const listDepositsEndpoint = endpoint<typeof listDeposits>('GET', '/wps/payment/deposits');
/** The body is the image itself: callApi(..., { raw: file }). */
export const uploadProofEndpoint = endpoint<typeof uploadProof>('POST', '/wps/payment/proofs');

// Withdrawals (withdraw/*).
export const moneyOptionsEndpoint = endpoint<typeof moneyOptions>(
  'GET',
  '/wps/member/money/options',
);
export const securityCentreEndpoint = endpoint<typeof securityCentre>(
  'GET',
  '/wps/member/security-centre',
);
export const requestWithdrawalEndpoint = endpoint<typeof requestWithdrawal>(
  'POST',
  '/wps/payment/withdrawals',
);
export const listWithdrawalsEndpoint = endpoint<typeof listWithdrawals>(
  'GET',
  '/wps/payment/withdrawals',
);
export const withdrawalReceiptEndpoint = endpoint<typeof answerWithdrawalReceipt>(
  'POST',
  '/wps/payment/withdrawals/:reference/receipt',
);
