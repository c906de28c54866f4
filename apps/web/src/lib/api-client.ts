// The typed API client: one function that calls a contract and unwraps the envelope.
// Screens never build URLs by hand; they call a feature hook that calls this.
import type { Contract, BodyOf, ParamsOf, QueryOf, ValueOf, Envelope } from '@wps/contracts/http';
import type { ErrorCode } from '@wps/contracts/errors';
import type { Endpoint } from './endpoint';
import { getToken } from './session-storage';

/** The code only the client gives: no answer (REQUEST_TIMEOUT, too late, is the server's too). */
export type ClientErrorCode = 'NETWORK_ERROR';

/**
 * How long a call may take before it fails with REQUEST_TIMEOUT ("page took too long, check
 * network", spec 8): the server's own limit on a request (HTTP_REQUEST_TIMEOUT_MS, 30 s) and a
 * little more; a file sent as the body (a proof image, up to 5 MB) gets longer.
 */
export const REQUEST_TIMEOUT_MS = 35_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly status: number,
    readonly field?: string,
    /** For a refusal that ends (429): the seconds the server's Retry-After says to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

function retryAfter(res: Response): number | undefined {
  const seconds = Number(res.headers.get('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

type Input<C> = {
  body?: BodyOf<C>;
  query?: QueryOf<C>;
  params?: ParamsOf<C>;
  signal?: AbortSignal;
  /**
   * A session token to send instead of the stored player token (the operators' console keeps its
   * own). Calls made with it never end the player's session when it has expired.
   */
  token?: string | null;
  /**
   * Send the body form-encoded (application/x-www-form-urlencoded) instead of as JSON, for the
   * calls the spec gives that shape (forgot password by email). Every body value is sent as its
   * string; the server reads it against the same contract.
   */
  encoding?: 'json' | 'form';
  /** Extra request headers (the support chat's visitor token). */
  headers?: Record<string, string>;
  /**
   * A file sent as the whole body with its own content type (payment proof images), for the
   * calls whose contract has no JSON body.
   */
  raw?: Blob;
  /** Let the request outlive the page (a call made as the page goes away: fetch's keepalive). */
  keepalive?: boolean;
  /** The time limit (REQUEST_TIMEOUT_MS; UPLOAD_TIMEOUT_MS with `raw`). */
  timeoutMs?: number;
};

function encodeBody(body: unknown, encoding: 'json' | 'form'): string {
  if (encoding === 'json') return JSON.stringify(body);
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.set(key, String(value));
  }
  return form.toString();
}

function buildUrl(
  path: string,
  params: Record<string, unknown> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_m, key: string) =>
    encodeURIComponent(String(params?.[key] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) search.set(k, String(v));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** Called when the server says the session is gone, so the app can drop its logged-in state. */
let onSessionLost: (() => void) | null = null;
export function setSessionLostHandler(handler: (() => void) | null): void {
  onSessionLost = handler;
}

/**
 * Called when the server says the session must change its password first (an operator's
 * one-time password, the default or an expired one), so the app can show the change screen.
 */
let onPasswordChangeRequired: (() => void) | null = null;
export function setPasswordChangeRequiredHandler(handler: (() => void) | null): void {
  onPasswordChangeRequired = handler;
}

/** Calls a contract, or an endpoint typed by one (see endpoint.ts). */
export function callApi<C extends Contract>(contract: C, input?: Input<C>): Promise<ValueOf<C>>;
export function callApi<C extends Contract>(
  endpoint: Endpoint<C>,
  input?: Input<C>,
): Promise<ValueOf<C>>;
export async function callApi<C extends Contract>(
  contract: C | Endpoint<C>,
  input: Input<C> = {},
): Promise<ValueOf<C>> {
  const token = input.token !== undefined ? input.token : getToken();
  const headers: Record<string, string> = { accept: 'application/json', ...input.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const encoding = input.encoding ?? 'json';
  if (input.body !== undefined) {
    headers['content-type'] =
      encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  } else if (input.raw !== undefined) {
    headers['content-type'] = input.raw.type || 'application/octet-stream';
  }
  // The caller's signal still cancels (AbortError, as before); the time limit fails the call.
  const limit = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      limit.abort();
    },
    input.timeoutMs ?? (input.raw !== undefined ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS),
  );
  const cancel = () => limit.abort();
  if (input.signal?.aborted) limit.abort();
  else input.signal?.addEventListener('abort', cancel, { once: true });
  let res: Response;
  let envelope: Envelope<ValueOf<C>>;
  try {
    res = await fetch(
      buildUrl(
        contract.path,
        input.params as Record<string, unknown>,
        input.query as Record<string, unknown>,
      ),
      {
        method: contract.method,
        headers,
        body: input.body === undefined ? input.raw : encodeBody(input.body, encoding),
        signal: limit.signal,
        ...(input.keepalive && { keepalive: true }),
      },
    );
    try {
      envelope = (await res.json()) as Envelope<ValueOf<C>>;
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError('INTERNAL_ERROR', `Unexpected response (${res.status})`, res.status);
    }
  } catch (error) {
    if (timedOut) throw new ApiError('REQUEST_TIMEOUT', 'The request took too long', 0);
    if (error instanceof ApiError || (error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 'Network link abnormal', 0);
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', cancel);
  }
  if (!envelope.success) {
    const code = envelope.code ?? 'INTERNAL_ERROR';
    if (code === 'SESSION_EXPIRED' && input.token === undefined) onSessionLost?.();
    if (code === 'PASSWORD_CHANGE_REQUIRED' && input.token === undefined) {
      onPasswordChangeRequired?.();
    }
    throw new ApiError(code, envelope.message ?? code, res.status, envelope.field, retryAfter(res));
  }
  return envelope.value as ValueOf<C>;
}
