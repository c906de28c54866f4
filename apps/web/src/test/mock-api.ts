// A fetch stand-in for component tests: answers "METHOD /path" with an envelope (or an error
// code, or a raw body for an outside service) and records what was sent: the JSON body parsed, a file body as the Blob itself. An
// answer may be a function of the request and may return a promise (to hold a call open). The
// site's consolidated settings (time zone, currency label) are answered as the fixtures have them
// unless a test answers them itself: every page on the site has them.
import { vi } from 'vitest';
import { makeConsolidated } from './fixtures';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | null;
  authorization: string | null;
  /** The parsed JSON body, or the raw text of another text body. */
  body: unknown;
  /** A Blob or File body (an upload), as sent. */
  blob: Blob | null;
}

export type MockAnswer = {
  status?: number;
  value?: unknown;
  code?: string;
  field?: string;
  /** A body sent as it is, without the envelope: an outside service's answer (Google's). */
  raw?: unknown;
};
export type MockAnswers = Record<
  string,
  MockAnswer | ((req: SentRequest) => MockAnswer | Promise<MockAnswer>)
>;

const defaults: MockAnswers = {
  'GET /wps/system/settings/consolidated': () => ({ value: makeConsolidated() }),
};

export function mockApi(answers: MockAnswers) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const contentType = headers.get('content-type');
    const raw = init?.body;
    const req: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      contentType,
      authorization: headers.get('authorization'),
      body: typeof raw === 'string' && contentType === 'application/json' ? JSON.parse(raw) : raw,
      blob: raw instanceof Blob ? raw : null,
    };
    sent.push(req);
    const answer = answers[`${req.method} ${req.path}`] ?? defaults[`${req.method} ${req.path}`];
    if (!answer) {
      return new Response(
        JSON.stringify({ success: false, code: 'ROUTE_NOT_FOUND', message: req.path }),
        { status: 404, headers: { 'content-type': 'application/json' } },
      );
    }
    const {
      status,
      value = null,
      code,
      field,
      raw: rawAnswer,
    } = typeof answer === 'function' ? await answer(req) : answer;
    const envelope =
      rawAnswer !== undefined
        ? rawAnswer
        : code
          ? { success: false, code, message: code, field }
          : { success: true, value };
    return new Response(JSON.stringify(envelope), {
      status: status ?? (code ? 400 : 200),
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const to = (method: string, path: string) =>
    sent.filter((r) => r.method === method && r.path === path);
  return { sent, fetchMock, to };
}
