// callApi's raw bodies: a proof image is sent as the body itself with its own content type.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '@wps/contracts/http';
import { callApi } from './api-client';
import { endpoint } from './endpoint';

const upload = endpoint<Contract>('POST', '/wps/payment/proofs');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi raw body', () => {
  it('sends the blob untouched with its type as the content type', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, value: { proofId: 4 } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(callApi(upload, { raw: image })).resolves.toEqual({ proofId: 4 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('image/png');
    expect(init.body).toBe(image);
  });
});
