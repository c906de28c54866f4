// The Firebase adapter's calls and failures. The fetch here stands in for Google's Identity
// Toolkit endpoint (no Google network is reachable from the tests): it answers the REST API's
// wire shapes, {sessionInfo}, {idToken}, {recaptchaSiteKey} and {error: {code, message, status}}.
import { describe, expect, it, vi } from 'vitest';
import { createFirebasePhoneAuth, e164Of, firebaseErrorCode } from './firebase-phone-auth';
import { phoneVerification, PhoneAuthError } from './phone-auth';
import { RecaptchaError } from './recaptcha';

const API_KEY = 'AIzaSyTest-public-web-key';
const number = { countryDialingCode: '95', mobileNum: '0912345678' };

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** Google's answer for a call: [status, body]. */
type Answer = (call: Call) => [number, unknown];

const googleError = (message: string, code = 400): [number, unknown] => [
  code,
  {
    error: {
      code,
      message,
      errors: [{ message, domain: 'global', reason: 'invalid' }],
      status: 'INVALID_ARGUMENT',
    },
  },
];

/** What Google answers when all goes well. */
const googleAnswers: Record<string, Answer> = {
  recaptchaParams: () => [
    200,
    { kind: 'identitytoolkit#GetRecaptchaParamResponse', recaptchaSiteKey: 'site-key-1' },
  ],
  'accounts:sendVerificationCode': () => [200, { sessionInfo: 'session-info-1' }],
  'accounts:signInWithPhoneNumber': () => [
    200,
    {
      idToken: 'id-token-1',
      refreshToken: 'r',
      expiresIn: '3600',
      localId: 'u1',
      isNewUser: true,
      phoneNumber: '+95912345678',
    },
  ],
};

function standIn(answers: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const path = url.pathname.replace('/v1/', '');
    const answer = answers[path] ?? googleAnswers[path] ?? ((): [number, unknown] => [404, {}]);
    const [status, body] = answer(call);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, fetch };
}

const recaptcha = () => vi.fn(async (siteKey: string) => `recaptcha-token-for-${siteKey}`);

describe('the Firebase adapter', () => {
  it("sends the number with a reCAPTCHA token for Google's site key, then trades the code for the ID token", async () => {
    const google = standIn();
    const recaptchaToken = recaptcha();
    const client = createFirebasePhoneAuth({
      apiKey: API_KEY,
      fetch: google.fetch,
      recaptchaToken,
    });
    const phone = phoneVerification(client);

    expect(await phone.send(number)).toEqual({ expiredMinutes: 1 });
    expect(recaptchaToken).toHaveBeenCalledWith('site-key-1');
    const [params, send] = google.calls;
    expect(params!.method).toBe('GET');
    expect(params!.url.origin + params!.url.pathname).toBe(
      'https://identitytoolkit.googleapis.com/v1/recaptchaParams',
    );
    expect(params!.url.searchParams.get('key')).toBe(API_KEY);
    expect(send!.method).toBe('POST');
    expect(send!.url.pathname).toBe('/v1/accounts:sendVerificationCode');
    expect(send!.url.searchParams.get('key')).toBe(API_KEY);
    expect(send!.body).toEqual({
      phoneNumber: '+95912345678',
      recaptchaToken: 'recaptcha-token-for-site-key-1',
    });

    expect(await phone.fields(' 123456 ')).toEqual({ firebaseToken: 'id-token-1', channel: 'sms' });
    const confirm = google.calls[2]!;
    expect(confirm.method).toBe('POST');
    expect(confirm.url.pathname).toBe('/v1/accounts:signInWithPhoneNumber');
    expect(confirm.url.searchParams.get('key')).toBe(API_KEY);
    expect(confirm.body).toEqual({ sessionInfo: 'session-info-1', code: '123456' });
  });

  it('asks for the site key once, and a fresh reCAPTCHA token for each send', async () => {
    const google = standIn();
    const recaptchaToken = recaptcha();
    const client = createFirebasePhoneAuth({
      apiKey: API_KEY,
      fetch: google.fetch,
      recaptchaToken,
    });
    await client.send(number);
    await client.send(number);
    expect(google.calls.filter((c) => c.url.pathname === '/v1/recaptchaParams')).toHaveLength(1);
    expect(recaptchaToken).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['INVALID_PHONE_NUMBER : Invalid format.', 'invalid-phone-number'],
    ['MISSING_PHONE_NUMBER', 'missing-phone-number'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 'too-many-requests'],
    ['CAPTCHA_CHECK_FAILED : Recaptcha verification failed - DUPLICATE', 'captcha-check-failed'],
    ['QUOTA_EXCEEDED : Exceeded quota.', 'quota-exceeded'],
    ['OPERATION_NOT_ALLOWED', 'operation-not-allowed'],
    ['INTERNAL_ERROR', 'unknown'],
  ])('a send answered %s is %s', async (message, code) => {
    const google = standIn({ 'accounts:sendVerificationCode': () => googleError(message) });
    const phone = phoneVerification(
      createFirebasePhoneAuth({
        apiKey: API_KEY,
        fetch: google.fetch,
        recaptchaToken: recaptcha(),
      }),
    );
    await expect(phone.send(number)).rejects.toEqual(new PhoneAuthError(code as never));
  });

  it.each([
    ['INVALID_CODE', 'invalid-verification-code'],
    ['INVALID_SESSION_INFO', 'invalid-verification-code'],
    ['MISSING_CODE', 'missing-verification-code'],
    ['SESSION_EXPIRED', 'code-expired'],
    ['CODE_EXPIRED', 'code-expired'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 'too-many-requests'],
    ['SOMETHING_NEW', 'unknown'],
  ])('a code answered %s is %s', async (message, code) => {
    const google = standIn({ 'accounts:signInWithPhoneNumber': () => googleError(message) });
    const phone = phoneVerification(
      createFirebasePhoneAuth({
        apiKey: API_KEY,
        fetch: google.fetch,
        recaptchaToken: recaptcha(),
      }),
    );
    await phone.send(number);
    await expect(phone.fields('123456')).rejects.toEqual(new PhoneAuthError(code as never));
  });

  it('a closed reCAPTCHA is popup-closed-by-user, a failed one captcha-check-failed; nothing is sent', async () => {
    for (const [reason, code] of [
      ['closed', 'popup-closed-by-user'],
      ['failed', 'captcha-check-failed'],
    ] as const) {
      const google = standIn();
      const phone = phoneVerification(
        createFirebasePhoneAuth({
          apiKey: API_KEY,
          fetch: google.fetch,
          recaptchaToken: async () => Promise.reject(new RecaptchaError(reason)),
        }),
      );
      await expect(phone.send(number)).rejects.toEqual(new PhoneAuthError(code));
      expect(google.calls.map((c) => c.url.pathname)).toEqual(['/v1/recaptchaParams']);
    }
  });

  it('no network, a bad key, or an answer without its field is unknown', async () => {
    const offline = createFirebasePhoneAuth({
      apiKey: API_KEY,
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
      recaptchaToken: recaptcha(),
    });
    await expect(phoneVerification(offline).send(number)).rejects.toEqual(
      new PhoneAuthError('unknown'),
    );
    const badKey = standIn({
      recaptchaParams: () => googleError('API key not valid. Please pass a valid API key.'),
    });
    await expect(
      phoneVerification(
        createFirebasePhoneAuth({ apiKey: 'x', fetch: badKey.fetch, recaptchaToken: recaptcha() }),
      ).send(number),
    ).rejects.toEqual(new PhoneAuthError('unknown'));
    const empty = standIn({ 'accounts:sendVerificationCode': () => [200, {}] });
    await expect(
      phoneVerification(
        createFirebasePhoneAuth({
          apiKey: API_KEY,
          fetch: empty.fetch,
          recaptchaToken: recaptcha(),
        }),
      ).send(number),
    ).rejects.toEqual(new PhoneAuthError('unknown'));
  });
});

describe('firebaseErrorCode and e164Of', () => {
  it('read only the message name, and write numbers as Firebase wants them', () => {
    expect(firebaseErrorCode({ error: { message: 'INVALID_CODE' } })).toBe(
      'invalid-verification-code',
    );
    expect(firebaseErrorCode({ error: { message: 'invalid_code' } })).toBe('unknown');
    expect(firebaseErrorCode(null)).toBe('unknown');
    expect(e164Of({ countryDialingCode: '95', mobileNum: '09 123-456' })).toBe('+959123456');
    expect(e164Of({ countryDialingCode: '66', mobileNum: '812345678' })).toBe('+66812345678');
  });
});
