// The calls the account popups make (spec 4, 7), typed by their contracts. Only the popups' lazy
// chunks import this; the contracts come in as types, so no zod schema rides along. Each one is
// kept equal to its contract by account-endpoints.test.ts.
import type { securityConfig } from '@wps/contracts/account/member';
import type {
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmailLink,
  resetPasswordBySms,
} from '@wps/contracts/account/password';
import type { checkAffiliate, register, registerMobile } from '@wps/contracts/account/register';
import type { login, loginVerification } from '@wps/contracts/account/session';
import type {
  captcha,
  challenge,
  smsNoLogin,
  smsPasswordReset,
  smsRegister,
} from '@wps/contracts/account/verification';
import { endpoint } from '../../lib/endpoint';

// The captcha picture and the registration's human check (components/).
export const captchaEndpoint = endpoint<typeof captcha>('GET', '/wps/captcha');
export const challengeEndpoint = endpoint<typeof challenge>('GET', '/wps/verification/challenge');

// Login (login/login-modal.tsx).
export const loginEndpoint = endpoint<typeof login>('POST', '/wps/session/login');
export const loginVerificationEndpoint = endpoint<typeof loginVerification>(
  'POST',
  '/wps/session/login/verification',
);
export const smsNoLoginEndpoint = endpoint<typeof smsNoLogin>(
  'POST',
  '/wps/verification/sms/noLogin',
);

// Registration (register/register-form.tsx).
export const registerEndpoint = endpoint<typeof register>('POST', '/wps/member/register');
export const registerMobileEndpoint = endpoint<typeof registerMobile>(
  'POST',
  '/wps/member/register/mobile',
);
export const checkAffiliateEndpoint = endpoint<typeof checkAffiliate>(
  'POST',
  '/wps/agent/affiliate',
);
export const smsRegisterEndpoint = endpoint<typeof smsRegister>(
  'POST',
  '/wps/verification/sms/register',
);

// Passwords (password/*).
export const changePasswordEndpoint = endpoint<typeof changePassword>(
  'POST',
  '/wps/member/password',
);
/** Sent form-encoded (spec 7): callApi(..., { encoding: 'form' }). */
export const forgotByEmailEndpoint = endpoint<typeof forgotPasswordByEmail>(
  'POST',
  '/wps/member/password/email',
);
export const resetByLinkEndpoint = endpoint<typeof resetPasswordByEmailLink>(
  'POST',
  '/wps/member/password/reset',
);
export const resetBySmsEndpoint = endpoint<typeof resetPasswordBySms>(
  'POST',
  '/wps/member/password/verification',
);
export const smsPasswordResetEndpoint = endpoint<typeof smsPasswordReset>(
  'POST',
  '/wps/member/password/sms',
);
export const securityConfigEndpoint = endpoint<typeof securityConfig>(
  'GET',
  '/wps/v2/member/securityConfig',
);
