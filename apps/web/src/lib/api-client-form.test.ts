// callApi's form-encoded bodies (forgot password by email is sent as a form, spec 7).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { forgotPasswordByEmail } from '@wps/contracts/account/password';
import { callApi } from './api-client';
import { endpoint } from './endpoint';

const forgotEndpoint = endpoint<typeof forgotPasswordByEmail>('POST', '/wps/member/password/email');

function stubOk() {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, value: { sent: true } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi encoding', () => {
  it('sends a form body as application/x-www-form-urlencoded, escaping each value', async () => {
    const fetchMock = stubOk();
    const value = await callApi(forgotEndpoint, {
      body: { username: 'mg mg&x=1', email: 'a+b@example.com' },
      encoding: 'form',
    });
    expect(value).toEqual({ sent: true });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('username=mg+mg%26x%3D1&email=a%2Bb%40example.com');
    const parsed = new URLSearchParams(String(init.body));
    expect(Object.fromEntries(parsed)).toEqual({ username: 'mg mg&x=1', email: 'a+b@example.com' });
  });

  it('sends JSON by default', async () => {
    const fetchMock = stubOk();
    await callApi(forgotEndpoint, { body: { username: 'u', email: 'e@x.io' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'u', email: 'e@x.io' });
  });
});
