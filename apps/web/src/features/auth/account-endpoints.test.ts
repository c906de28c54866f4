// The account popups call endpoints (method and path) instead of contract objects; this keeps
// each one equal to its contract.
import { describe, expect, it } from 'vitest';
import { securityConfig } from '@wps/contracts/account/member';
import {
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmailLink,
  resetPasswordBySms,
} from '@wps/contracts/account/password';
import { checkAffiliate, register, registerMobile } from '@wps/contracts/account/register';
import { login, loginVerification } from '@wps/contracts/account/session';
import {
  captcha,
  challenge,
  smsNoLogin,
  smsPasswordReset,
  smsRegister,
} from '@wps/contracts/account/verification';
import * as endpoints from './account-endpoints';

const pairs = [
  [endpoints.captchaEndpoint, captcha],
  [endpoints.challengeEndpoint, challenge],
  [endpoints.loginEndpoint, login],
  [endpoints.loginVerificationEndpoint, loginVerification],
  [endpoints.smsNoLoginEndpoint, smsNoLogin],
  [endpoints.registerEndpoint, register],
  [endpoints.registerMobileEndpoint, registerMobile],
  [endpoints.checkAffiliateEndpoint, checkAffiliate],
  [endpoints.smsRegisterEndpoint, smsRegister],
  [endpoints.changePasswordEndpoint, changePassword],
  [endpoints.forgotByEmailEndpoint, forgotPasswordByEmail],
  [endpoints.resetByLinkEndpoint, resetPasswordByEmailLink],
  [endpoints.resetBySmsEndpoint, resetPasswordBySms],
  [endpoints.smsPasswordResetEndpoint, smsPasswordReset],
  [endpoints.securityConfigEndpoint, securityConfig],
] as const;

describe('account popup endpoints', () => {
  it('lists every endpoint the module declares', () => {
    expect(pairs).toHaveLength(Object.keys(endpoints).length);
  });

  it.each(pairs)('%o matches its contract', (endpoint, contract) => {
    expect({ method: endpoint.method, path: endpoint.path }).toEqual({
      method: contract.method,
      path: contract.path,
    });
  });
});
