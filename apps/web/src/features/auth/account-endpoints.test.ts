// The account popups call endpoints (method and path) instead of contract objects; this keeps
// each one equal to its contract.
import { describe } from 'vitest';
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
import { itMatchesContracts } from '../../test/endpoint-contracts';

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
  itMatchesContracts(pairs, endpoints);
});
