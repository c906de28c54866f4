// A refusal that ends (429 with Retry-After) says how long to wait, in the reader's language.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import type { Contract } from '@wps/contracts/http';
import { setupTestI18n } from '../test/test-i18n';
import { callApi } from './api-client';
import { endpoint } from './endpoint';
import { errorText } from './error-text';

const login = endpoint<Contract>('POST', '/wps/member/login');

function refuse(retryAfter: string | null) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (retryAfter !== null) headers.set('retry-after', retryAfter);
  const body = { success: false, code: 'TOO_MANY_REQUESTS', message: 'Too many login attempts' };
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 429, headers }));
}

async function refusalText(): Promise<string> {
  const error = await callApi(login, { body: {} }).catch((e: unknown) => e);
  return errorText(error, i18next.t);
}

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('errorText for a refusal that ends', () => {
  it('says the wait in seconds under two minutes and in minutes above', async () => {
    refuse('4');
    expect(await refusalText()).toBe('Too many attempts. Please try again in 4 seconds.');
    refuse('1');
    expect(await refusalText()).toBe('Too many attempts. Please try again in 1 second.');
    refuse('900');
    expect(await refusalText()).toBe('Too many attempts. Please try again in 15 minutes.');
    refuse('121');
    expect(await refusalText()).toBe('Too many attempts. Please try again in 3 minutes.');
    // The SMS countdown's wait right after a send (smsCodeMinutes 5): the catalogue's 5 minutes.
    refuse('300');
    expect(await refusalText()).toBe('Too many attempts. Please try again in 5 minutes.');
  });

  it('says the general text without a usable Retry-After', async () => {
    for (const header of [null, 'soon', '0', 'Wed, 21 Oct 2026 07:28:00 GMT']) {
      refuse(header);
      expect(await refusalText()).toBe('Too many attempts. Please wait a moment and try again.');
    }
  });

  it('says the wait in Burmese', async () => {
    await i18next.changeLanguage('MY');
    refuse('30');
    expect(await refusalText()).toBe('ကြိုးစားမှု များလွန်းသည်။ 30 စက္ကန့်အကြာတွင် ထပ်ကြိုးစားပါ။');
    await i18next.changeLanguage('EN');
  });
});
