// The calls the security centre page makes, typed by their contracts. Only the page's lazy chunk
// imports this; the contracts come in as types, so no zod schema rides along. Each one is kept
// equal to its contract by security-endpoints.test.ts.
import type { bindBankAccount } from '@wps/contracts/account/bind-bank-account';
import type { getMyKyc, submitKyc } from '@wps/contracts/account/kyc';
import type { setEmail } from '@wps/contracts/account/email';
import type { setPayeeName } from '@wps/contracts/account/payee-name';
import type { setPaymentPassword } from '@wps/contracts/account/payment-password';
import type { securityCentre } from '@wps/contracts/account/security-centre';
import type { unbindBankAccount } from '@wps/contracts/account/unbind-bank-account';
import type { setZaloId } from '@wps/contracts/account/zalo-id';
import { endpoint } from '../../lib/endpoint';

export const securityCentreEndpoint = endpoint<typeof securityCentre>(
  'GET',
  '/wps/member/security-centre',
);
export const setPayeeNameEndpoint = endpoint<typeof setPayeeName>('PUT', '/wps/member/payee-name');
export const setPaymentPasswordEndpoint = endpoint<typeof setPaymentPassword>(
  'PUT',
  '/wps/member/payment-password',
);
export const setEmailEndpoint = endpoint<typeof setEmail>('PUT', '/wps/member/email');
export const setZaloIdEndpoint = endpoint<typeof setZaloId>('PUT', '/wps/member/zalo-id');
export const bindBankAccountEndpoint = endpoint<typeof bindBankAccount>(
  'POST',
  '/wps/member/bank-accounts',
);
export const unbindBankAccountEndpoint = endpoint<typeof unbindBankAccount>(
  'DELETE',
  '/wps/member/bank-accounts/:id',
);

export const myKycEndpoint = endpoint<typeof getMyKyc>('GET', '/wps/member/kyc');
export const submitKycEndpoint = endpoint<typeof submitKyc>('POST', '/wps/member/kyc');
