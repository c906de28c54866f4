// The password calls (spec 4 "Forgot password", "Change password", 7), typed by their contracts.
import type {
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmailLink,
  resetPasswordBySms,
} from '@wps/contracts/account/password';
import type { securityConfig } from '@wps/contracts/account/member';
import type { smsPasswordReset } from '@wps/contracts/account/verification';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpoint } from '../../../lib/endpoint';

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

/** Keyed under ['member'] so it goes with the session. */
export const securityConfigQuery = () =>
  queryOptions({
    queryKey: ['member', 'security-config'],
    queryFn: ({ signal }) => callApi(securityConfigEndpoint, { signal }),
  });
