// The catalogue's texts the site used to never show (spec 8): a call past its time limit reads
// "page took too long, check network", a code this build does not know reads "Unknown error",
// and a caller's own cancel stays a cancel.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import type { Contract } from '@wps/contracts/http';
import { setupTestI18n } from '../test/test-i18n';
import { ApiError, callApi, REQUEST_TIMEOUT_MS } from './api-client';
import { endpoint } from './endpoint';
import { errorText } from './error-text';

const status = endpoint<Contract>('GET', '/wps/system/status');

/** A fetch that never answers until its signal aborts. */
function hangingFetch() {
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a call past its time limit', () => {
  it('fails with REQUEST_TIMEOUT, shown as "took too long, check your network"', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const call = callApi(status).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('REQUEST_TIMEOUT');
    expect(errorText(error, i18next.t)).toBe(
      'The page took too long to respond. Please check your network and try again.',
    );
    await i18next.changeLanguage('MY');
    expect(errorText(error, i18next.t)).toMatch(/ကွန်ရက်/);
    await i18next.changeLanguage('EN');
  });

  it('takes the time limit the caller gives', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const call = callApi(status, { timeoutMs: 1_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(((await call) as ApiError).code).toBe('REQUEST_TIMEOUT');
  });

  it('stays a cancel when the caller aborts first', async () => {
    hangingFetch();
    const abort = new AbortController();
    const call = callApi(status, { signal: abort.signal }).catch((e: unknown) => e);
    abort.abort();
    expect(((await call) as Error).name).toBe('AbortError');
  });
});

describe('an error code this build does not know', () => {
  it('reads "Unknown error", never the raw code', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: false, code: 'SOMETHING_NEW', message: 'x' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await callApi(status).catch((e: unknown) => e);
    expect(errorText(error, i18next.t)).toBe('Unknown error.');
  });
});
