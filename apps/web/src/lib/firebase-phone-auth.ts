// Firebase phone auth in the browser (PHONE_AUTH_PROVIDER=firebase) through Google's Identity
// Toolkit REST API, without the Firebase SDK: the recaptchaParams call names the reCAPTCHA site
// key; sendVerificationCode takes the number and a reCAPTCHA token and answers a sessionInfo;
// signInWithPhoneNumber trades sessionInfo and the typed code for the ID token the site's
// server checks. Google's error messages become the spec's codes (PhoneAuthError).
import { RecaptchaError, invisibleRecaptchaToken } from './recaptcha';
import {
  PhoneAuthError,
  type PhoneAuthClient,
  type PhoneAuthErrorCode,
  type PhoneNumber,
} from './phone-auth';

export const IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com/v1';

/** Identity Toolkit's error messages (the part before " : ") as the spec's codes. */
const fromFirebaseMessage: Partial<Record<string, PhoneAuthErrorCode>> = {
  INVALID_PHONE_NUMBER: 'invalid-phone-number',
  MISSING_PHONE_NUMBER: 'missing-phone-number',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-requests',
  INVALID_CODE: 'invalid-verification-code',
  INVALID_SESSION_INFO: 'invalid-verification-code',
  MISSING_CODE: 'missing-verification-code',
  CAPTCHA_CHECK_FAILED: 'captcha-check-failed',
  QUOTA_EXCEEDED: 'quota-exceeded',
  OPERATION_NOT_ALLOWED: 'operation-not-allowed',
  SESSION_EXPIRED: 'code-expired',
  CODE_EXPIRED: 'code-expired',
};

/** The spec's code for an Identity Toolkit error body ({error: {message}}); else 'unknown'. */
export function firebaseErrorCode(body: unknown): PhoneAuthErrorCode {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  if (typeof message !== 'string') return 'unknown';
  const name = message.split(' : ')[0]!.trim();
  return fromFirebaseMessage[name] ?? 'unknown';
}

/** The number as Firebase names it (E.164): +<dial code><national number without trunk zeros>. */
export const e164Of = ({ countryDialingCode, mobileNum }: PhoneNumber) =>
  `+${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '').replace(/^0+/, '')}`;

export interface FirebasePhoneAuthOptions {
  apiKey: string;
  /** Stands in for the network in tests. */
  fetch?: typeof fetch;
  /** A reCAPTCHA token for the site key; Google's invisible widget unless a test says. */
  recaptchaToken?: (siteKey: string) => Promise<string>;
}

export function createFirebasePhoneAuth({
  apiKey,
  fetch: send = (...args) => window.fetch(...args),
  recaptchaToken = invisibleRecaptchaToken,
}: FirebasePhoneAuthOptions): PhoneAuthClient {
  /** One Identity Toolkit call; its failures as PhoneAuthError. */
  async function call<T>(method: string, path: string, body?: object): Promise<T> {
    let res: Response;
    try {
      res = await send(`${IDENTITY_TOOLKIT}/${path}?key=${encodeURIComponent(apiKey)}`, {
        method,
        ...(body && {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      });
    } catch {
      throw new PhoneAuthError('unknown');
    }
    const answer: unknown = await res.json().catch(() => null);
    if (!res.ok) throw new PhoneAuthError(firebaseErrorCode(answer));
    return (answer ?? {}) as T;
  }

  let siteKey: Promise<string> | null = null;
  const recaptchaSiteKey = () => {
    siteKey ??= call<{ recaptchaSiteKey?: unknown }>('GET', 'recaptchaParams').then(
      ({ recaptchaSiteKey: key }) => {
        if (typeof key !== 'string' || key === '') throw new PhoneAuthError('unknown');
        return key;
      },
    );
    // A failed look-up is tried again next time.
    siteKey.catch(() => (siteKey = null));
    return siteKey;
  };

  return {
    async send(number) {
      let token: string;
      try {
        token = await recaptchaToken(await recaptchaSiteKey());
      } catch (error) {
        if (error instanceof RecaptchaError) {
          throw new PhoneAuthError(
            error.reason === 'closed' ? 'popup-closed-by-user' : 'captcha-check-failed',
          );
        }
        throw error;
      }
      const { sessionInfo } = await call<{ sessionInfo?: unknown }>(
        'POST',
        'accounts:sendVerificationCode',
        { phoneNumber: e164Of(number), recaptchaToken: token },
      );
      if (typeof sessionInfo !== 'string') throw new PhoneAuthError('unknown');
      return sessionInfo;
    },
    async confirm(verificationId, code) {
      const { idToken } = await call<{ idToken?: unknown }>(
        'POST',
        'accounts:signInWithPhoneNumber',
        { sessionInfo: verificationId, code },
      );
      if (typeof idToken !== 'string') throw new PhoneAuthError('unknown');
      return idToken;
    },
  };
}
