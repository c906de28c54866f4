// The outside phone-verification adapter (spec 4 "Registration submit", 8 "Phone-verification
// codes"): with the provider on, the site asks the provider to send a code, trades the typed
// code for the provider's ID token, and sends that token with channel 'sms'. A provider's
// failures become the spec's codes (PhoneAuthError), whose texts are `phoneAuth.<code>`.
// The providers: the server's local stand-in (PHONE_AUTH_PROVIDER=local, below) and Firebase
// through its REST API (firebase-phone-auth.ts); phone-auth-provider.ts picks one from the
// account options. A Firebase SDK's 'auth/<code>' errors map below too.
import type { TChallengeSolution } from '@wps/contracts/account/verification';
import type { phoneAuthConfirm, phoneAuthSend } from '@wps/contracts/account/verification';
import { ApiError, callApi } from './api-client';
import { endpoint } from './endpoint';

/** The spec's phone-verification codes, in its order. */
export const phoneAuthErrorCodes = [
  'invalid-phone-number',
  'missing-phone-number',
  'too-many-requests',
  'unknown',
  'invalid-verification-code',
  'missing-verification-code',
  'captcha-check-failed',
  'quota-exceeded',
  'operation-not-allowed',
  'code-expired',
  'popup-closed-by-user',
] as const;
export type PhoneAuthErrorCode = (typeof phoneAuthErrorCodes)[number];

export class PhoneAuthError extends Error {
  /**
   * For too-many-requests: the wait the site's stand-in named (Retry-After), if any. Without one
   * (a provider's own refusal) the spec's wait, 5 minutes, is the text's.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: PhoneAuthErrorCode,
    retryAfterSeconds?: number,
  ) {
    super(`phone verification failed: ${code}`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The site's API codes the stand-in answers with, as the spec's codes. */
const fromApiCode: Partial<Record<string, PhoneAuthErrorCode>> = {
  INVALID_PHONE_NUMBER: 'invalid-phone-number',
  MISSING_PHONE_NUMBER: 'missing-phone-number',
  TOO_MANY_REQUESTS: 'too-many-requests',
  INVALID_VERIFICATION_CODE: 'invalid-verification-code',
  MISSING_VERIFICATION_CODE: 'missing-verification-code',
  CHALLENGE_FAILED: 'captcha-check-failed',
  CAPTCHA_INVALID: 'captcha-check-failed',
  QUOTA_EXCEEDED: 'quota-exceeded',
  OPERATION_NOT_ALLOWED: 'operation-not-allowed',
  CODE_EXPIRED: 'code-expired',
};

/**
 * Any provider failure as a PhoneAuthError: the stand-in's API errors, a Firebase-style error
 * with code 'auth/<code>', or anything else as 'unknown' (the text says to contact member
 * service).
 */
export function toPhoneAuthError(error: unknown): PhoneAuthError {
  if (error instanceof PhoneAuthError) return error;
  if (error instanceof ApiError) {
    return new PhoneAuthError(fromApiCode[error.code] ?? 'unknown', error.retryAfterSeconds);
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('auth/')) {
    const name = code.slice('auth/'.length);
    const known = (phoneAuthErrorCodes as readonly string[]).includes(name);
    return new PhoneAuthError(known ? (name as PhoneAuthErrorCode) : 'unknown');
  }
  return new PhoneAuthError('unknown');
}

export interface PhoneNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** A provider's browser side: send a code, then trade it for an ID token. */
export interface PhoneAuthClient {
  /** Sends a code; answers the verification id to confirm with. */
  send(number: PhoneNumber, challenge?: TChallengeSolution): Promise<string>;
  /** The provider's ID token for a right code. */
  confirm(verificationId: string, code: string): Promise<string>;
}

const sendEndpoint = endpoint<typeof phoneAuthSend>('POST', '/wps/verification/phone-auth/send');
const confirmEndpoint = endpoint<typeof phoneAuthConfirm>(
  'POST',
  '/wps/verification/phone-auth/confirm',
);

/** The server's local stand-in provider. */
export const localPhoneAuth: PhoneAuthClient = {
  async send(number, challenge) {
    const { sessionInfo } = await callApi(sendEndpoint, { body: { ...number, challenge } });
    return sessionInfo;
  },
  async confirm(verificationId, code) {
    const { idToken } = await callApi(confirmEndpoint, {
      body: { sessionInfo: verificationId, code },
    });
    return idToken;
  },
};

/**
 * One verification on a form: send() for the SMS button (a 60 s countdown: expiredMinutes 1),
 * then fields() on submit, which trades the typed code for the token the form sends. Failures
 * throw PhoneAuthError.
 */
export function phoneVerification(client: PhoneAuthClient = localPhoneAuth) {
  let verificationId: string | null = null;
  return {
    async send(number: PhoneNumber, challenge?: TChallengeSolution) {
      if (number.mobileNum === '') throw new PhoneAuthError('missing-phone-number');
      try {
        verificationId = await client.send(number, challenge);
      } catch (error) {
        throw toPhoneAuthError(error);
      }
      return { expiredMinutes: 1 };
    },
    async fields(code: string): Promise<{ firebaseToken: string; channel: 'sms' }> {
      if (code.trim() === '') throw new PhoneAuthError('missing-verification-code');
      if (verificationId === null) throw new PhoneAuthError('code-expired');
      try {
        return { firebaseToken: await client.confirm(verificationId, code.trim()), channel: 'sms' };
      } catch (error) {
        throw toPhoneAuthError(error);
      }
    },
  };
}
