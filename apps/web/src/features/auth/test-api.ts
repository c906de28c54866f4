// A scripted fake server for the account tests: each path answers from a handler that sees the
// method and the parsed body, so a test can answer an error first and a session next.
import { vi } from 'vitest';
import type { TLoginValue } from '@wps/contracts/account/fields';
import { defaultApi } from '../../test/render-app';

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

type Answer =
  | { value: unknown }
  | { error: string; status?: number; field?: string; retryAfter?: number }
  /** An outside service's body (Google's), sent without the envelope. */
  | { raw: unknown; status?: number };
export type Handler = (call: Call) => Answer;

export function scriptedFetch(handlers: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  const all: Record<string, Handler | unknown> = { ...defaultApi(), ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test.invalid');
    const headers = new Headers(init?.headers);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const handler = all[url.pathname];
    let answer: Answer;
    if (handler === undefined) answer = { error: 'ROUTE_NOT_FOUND', status: 404 };
    else if (typeof handler === 'function') answer = (handler as Handler)(call);
    else answer = { value: handler };
    const body =
      'raw' in answer
        ? answer.raw
        : 'value' in answer
          ? { success: true, value: answer.value }
          : { success: false, code: answer.error, message: answer.error, field: answer.field };
    const status = 'value' in answer ? 200 : (answer.status ?? ('raw' in answer ? 200 : 400));
    const responseHeaders = new Headers({ 'content-type': 'application/json' });
    if ('retryAfter' in answer && answer.retryAfter !== undefined) {
      responseHeaders.set('retry-after', String(answer.retryAfter));
    }
    return new Response(JSON.stringify(body), { status, headers: responseHeaders });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

export function makeLoginValue(overrides: Partial<TLoginValue> = {}): TLoginValue {
  return {
    token: 'new-token',
    firstTimeLogin: false,
    passwordExpired: false,
    username: 'player01',
    isAgent: false,
    accountType: 0,
    ...overrides,
  };
}

/** Deletes every cookie this page can see. */
export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/**
 * A human-verification challenge the SMS button can solve at once (the answer is 42), for the
 * fake server's GET /wps/verification/challenge, and the solution the button must then send.
 */
export async function solvableChallenge() {
  const { webcrypto, createHash } = await import('node:crypto');
  if (!globalThis.crypto?.subtle) vi.stubGlobal('crypto', webcrypto);
  const salt = 'smssalt1.123';
  const challenge = createHash('sha256').update(`${salt}42`).digest('hex');
  const signature = 'b'.repeat(64);
  return {
    value: { algorithm: 'SHA-256', challenge, salt, maxNumber: 1000, signature },
    solution: { challenge, salt, number: 42, signature },
  };
}
