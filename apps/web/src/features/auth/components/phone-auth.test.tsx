// The outside phone-auth adapter on the page: the SMS button through it counts down 60 s, and
// every failure a provider can give shows the spec's text (spec 8 "Phone-verification codes").
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SmsCodeButton } from './sms-code-button';
import { setupTestI18n } from '../../../test/test-i18n';
import { ApiError } from '../../../lib/api-client';
import {
  PhoneAuthError,
  phoneVerification,
  toPhoneAuthError,
  type PhoneAuthClient,
} from '../../../lib/phone-auth';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.useRealTimers();
});

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

const number = { countryDialingCode: '95', mobileNum: '912345678' };

function client(overrides: Partial<PhoneAuthClient> = {}): PhoneAuthClient {
  return {
    send: vi.fn(async () => 'verification-1'),
    confirm: vi.fn(async () => 'id-token'),
    ...overrides,
  };
}

describe('the SMS button through the provider', () => {
  it('counts down 60 s after the provider sent, then offers a resend', async () => {
    vi.useFakeTimers();
    const provider = client();
    const phone = phoneVerification(provider);
    render(<SmsCodeButton send={(challenge) => phone.send(number, challenge)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(provider.send).toHaveBeenCalledWith(number, undefined);
    expect(screen.getByRole('button', { name: 'Resend (60 s)' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: 'Resend (1 s)' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  // The spec's catalogue, as a Firebase-style provider names its failures.
  it.each([
    ['invalid-phone-number', 'Invalid phone number.'],
    ['missing-phone-number', 'Please enter your phone number.'],
    ['too-many-requests', 'Too many requests. Please try again in 5 minutes.'],
    ['unknown', 'Unknown error. Please contact member service.'],
    ['invalid-verification-code', 'Invalid verification code.'],
    ['missing-verification-code', 'Please enter the verification code.'],
    ['captcha-check-failed', 'Human check failed. Please try again.'],
    ['quota-exceeded', 'The SMS quota is used up. Please try again later.'],
    ['operation-not-allowed', 'This is not allowed. Please contact customer service.'],
    ['code-expired', 'The code has expired. Please send a new one.'],
    ['popup-closed-by-user', 'Login failed. Please try again.'],
    ['network-request-failed', 'Unknown error. Please contact member service.'],
  ])('shows auth/%s as "%s", with no countdown', async (code, text) => {
    const failing = Object.assign(new Error('provider'), { code: `auth/${code}` });
    const phone = phoneVerification(client({ send: vi.fn(async () => Promise.reject(failing)) }));
    render(<SmsCodeButton send={(challenge) => phone.send(number, challenge)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});

describe("the stand-in's too-many-requests", () => {
  it.each([
    [42, 'Too many attempts. Please try again in 42 seconds.'],
    [300, 'Too many attempts. Please try again in 5 minutes.'],
  ])('says the wait the site named (Retry-After %i)', async (seconds, text) => {
    const refused = new ApiError('TOO_MANY_REQUESTS', 'x', 429, undefined, seconds);
    const phone = phoneVerification(client({ send: vi.fn(async () => Promise.reject(refused)) }));
    render(<SmsCodeButton send={(challenge) => phone.send(number, challenge)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('toPhoneAuthError', () => {
  it.each([
    ['INVALID_PHONE_NUMBER', 'invalid-phone-number'],
    ['MISSING_PHONE_NUMBER', 'missing-phone-number'],
    ['TOO_MANY_REQUESTS', 'too-many-requests'],
    ['INVALID_VERIFICATION_CODE', 'invalid-verification-code'],
    ['MISSING_VERIFICATION_CODE', 'missing-verification-code'],
    ['CHALLENGE_FAILED', 'captcha-check-failed'],
    ['QUOTA_EXCEEDED', 'quota-exceeded'],
    ['OPERATION_NOT_ALLOWED', 'operation-not-allowed'],
    ['CODE_EXPIRED', 'code-expired'],
    ['INTERNAL_ERROR', 'unknown'],
  ] as const)('maps the stand-in answer %s to %s', (apiCode, code) => {
    expect(toPhoneAuthError(new ApiError(apiCode, 'x', 400)).code).toBe(code);
  });

  it('takes anything else as unknown', () => {
    expect(toPhoneAuthError(new TypeError('Failed to fetch')).code).toBe('unknown');
    expect(toPhoneAuthError(null).code).toBe('unknown');
  });
});

describe('phoneVerification', () => {
  it("trades the typed code for the provider's token, sent with channel sms", async () => {
    const provider = client();
    const phone = phoneVerification(provider);
    await phone.send(number);
    await expect(phone.fields(' 123456 ')).resolves.toEqual({
      firebaseToken: 'id-token',
      channel: 'sms',
    });
    expect(provider.confirm).toHaveBeenCalledWith('verification-1', '123456');
  });

  it('refuses before asking the provider: no number, no code, no code sent', async () => {
    const provider = client();
    const phone = phoneVerification(provider);
    await expect(phone.send({ ...number, mobileNum: '' })).rejects.toEqual(
      new PhoneAuthError('missing-phone-number'),
    );
    await expect(phone.fields('')).rejects.toEqual(new PhoneAuthError('missing-verification-code'));
    await expect(phone.fields('123456')).rejects.toEqual(new PhoneAuthError('code-expired'));
    expect(provider.send).not.toHaveBeenCalled();
    expect(provider.confirm).not.toHaveBeenCalled();
  });

  it("maps the provider's refusal of the code", async () => {
    const phone = phoneVerification(
      client({
        confirm: vi.fn(async () =>
          Promise.reject(new ApiError('INVALID_VERIFICATION_CODE', 'x', 400)),
        ),
      }),
    );
    await phone.send(number);
    await expect(phone.fields('000000')).rejects.toMatchObject({
      code: 'invalid-verification-code',
    });
  });
});
