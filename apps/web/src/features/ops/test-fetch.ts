// A fetch stand-in for the console's component tests: answers by "METHOD path" with an envelope
// (or an image) and records every request, so a test can check what was sent and with which token.
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/** An envelope with `value` or an error `code`; or an image's bytes, sent as the raw body. */
type Answer = {
  status?: number;
  value?: unknown;
  code?: string;
  image?: { type: string; bytes: Uint8Array<ArrayBuffer> };
};

/** A function answer sees the request; a promise it returns holds the call open until settled. */
type AnswerOf = Answer | ((req: SentRequest) => Answer | Promise<Answer>);

export function mockFetch(answers: Record<string, AnswerOf>) {
  const sent: SentRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const req: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: headers.get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(req);
    const answer = answers[`${req.method} ${req.path}`];
    if (!answer) throw new Error(`unexpected request ${req.method} ${req.path}`);
    const {
      status = 200,
      value = null,
      code,
      image,
    } = typeof answer === 'function' ? await answer(req) : answer;
    if (image) {
      return new Response(image.bytes, { status, headers: { 'content-type': image.type } });
    }
    const envelope = code ? { success: false, code, message: code } : { success: true, value };
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { sent, spy };
}

/** The query a paged console list sends for its first page. */
export const FIRST_PAGE = '?pageNo=1&pageSize=15';

/** A paged console list's answer holding every row on one page. */
export function onePage<T>(items: T[]) {
  return { items, total: items.length, totalPages: items.length === 0 ? 0 : 1 };
}
