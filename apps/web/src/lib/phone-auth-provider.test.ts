// The account options pick the phone-auth client: none, the local stand-in or Firebase (one
// client per API key, kept across renders); picking it loads nothing from Google.
import { describe, expect, it } from 'vitest';
import { localPhoneAuth } from './phone-auth';
import { phoneAuthClientFor } from './phone-auth-provider';

describe('phoneAuthClientFor', () => {
  it('follows the options', () => {
    const scripts = () => document.querySelectorAll('script[src*="recaptcha"]').length;
    const before = scripts();
    expect(phoneAuthClientFor(undefined)).toBeNull();
    expect(phoneAuthClientFor({ phoneAuth: 'off' })).toBeNull();
    expect(phoneAuthClientFor({ phoneAuth: 'local' })).toBe(localPhoneAuth);
    const firebase = { apiKey: 'AIzaSyTest-a', projectId: 'royalwin-test' };
    const client = phoneAuthClientFor({ phoneAuth: 'firebase', firebase });
    expect(client).not.toBeNull();
    expect(client).not.toBe(localPhoneAuth);
    expect(phoneAuthClientFor({ phoneAuth: 'firebase', firebase: { ...firebase } })).toBe(client);
    expect(
      phoneAuthClientFor({
        phoneAuth: 'firebase',
        firebase: { ...firebase, apiKey: 'AIzaSyTest-b' },
      }),
    ).not.toBe(client);
    // Firebase without its key cannot work: off rather than broken.
    expect(phoneAuthClientFor({ phoneAuth: 'firebase' })).toBeNull();
    expect(scripts()).toBe(before);
  });
});
