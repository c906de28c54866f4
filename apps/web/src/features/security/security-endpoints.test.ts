// The security centre calls endpoints (method and path) instead of contract objects; this keeps
// each one equal to its contract.
import { describe } from 'vitest';
import { bindBankAccount } from '@wps/contracts/account/bind-bank-account';
import { setEmail } from '@wps/contracts/account/email';
import { getMyKyc, submitKyc } from '@wps/contracts/account/kyc';
import { setPayeeName } from '@wps/contracts/account/payee-name';
import { setPaymentPassword } from '@wps/contracts/account/payment-password';
import { securityCentre } from '@wps/contracts/account/security-centre';
import { unbindBankAccount } from '@wps/contracts/account/unbind-bank-account';
import { setZaloId } from '@wps/contracts/account/zalo-id';
import * as endpoints from './security-endpoints';
import { itMatchesContracts } from '../../test/endpoint-contracts';

const pairs = [
  [endpoints.securityCentreEndpoint, securityCentre],
  [endpoints.setPayeeNameEndpoint, setPayeeName],
  [endpoints.setPaymentPasswordEndpoint, setPaymentPassword],
  [endpoints.setEmailEndpoint, setEmail],
  [endpoints.setZaloIdEndpoint, setZaloId],
  [endpoints.bindBankAccountEndpoint, bindBankAccount],
  [endpoints.unbindBankAccountEndpoint, unbindBankAccount],
  [endpoints.myKycEndpoint, getMyKyc],
  [endpoints.submitKycEndpoint, submitKyc],
] as const;

describe('security centre endpoints', () => {
  itMatchesContracts(pairs, endpoints);
});
