// Every operators' API call goes through here: it sends the operator's token (never the
// player's) and tells the console when that token is no longer accepted.
import type { Contract, BodyOf, ParamsOf, QueryOf, ValueOf } from '@wps/contracts/http';
import { ApiError, callApi } from '../../../lib/api-client';

const TOKEN_KEY = 'opsToken';

export function getOpsToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setOpsToken(token: string | null): void {
  if (token === null) sessionStorage.removeItem(TOKEN_KEY);
  else sessionStorage.setItem(TOKEN_KEY, token);
}

let onOpsSessionLost: (() => void) | null = null;
export function setOpsSessionLostHandler(handler: (() => void) | null): void {
  onOpsSessionLost = handler;
}

let onEnrolmentRequired: (() => void) | null = null;
/** Called when the server answers TWO_FACTOR_ENROLMENT_REQUIRED (OPS_REQUIRE_2FA). */
export function setOpsEnrolmentRequiredHandler(handler: (() => void) | null): void {
  onEnrolmentRequired = handler;
}

function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && ['SESSION_EXPIRED', 'NOT_LOGGED_IN'].includes(error.code);
}

function dropSession(): void {
  setOpsToken(null);
  onOpsSessionLost?.();
}

type OpsInput<C> = {
  body?: BodyOf<C>;
  query?: QueryOf<C>;
  params?: ParamsOf<C>;
  /** An upload's raw body (an image), sent with its own type. */
  raw?: Blob;
};

export async function callOps<C extends Contract>(
  contract: C,
  input: OpsInput<C> = {},
): Promise<ValueOf<C>> {
  try {
    // `null` rather than undefined: without an operator token nothing is sent at all.
    return await callApi(contract, { ...input, token: getOpsToken() });
  } catch (error) {
    if (isSessionLost(error) && contract.access === 'operator') dropSession();
    if (error instanceof ApiError && error.code === 'TWO_FACTOR_ENROLMENT_REQUIRED') {
      onEnrolmentRequired?.();
    }
    throw error;
  }
}

/**
 * An image only operators and its owner may see (a payment proof): fetched with the operator's
 * token, since an <img src> cannot send one. A refusal comes as the usual JSON envelope.
 */
export async function fetchOpsImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getOpsToken();
  let res: Response;
  try {
    res = await fetch(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 'Network link abnormal', 0);
  }
  if (res.ok) return res.blob();
  let code: ApiError['code'] = 'INTERNAL_ERROR';
  try {
    const envelope = (await res.json()) as { code?: ApiError['code'] };
    code = envelope.code ?? code;
  } catch {
    // Not an envelope: the status says enough.
  }
  const error = new ApiError(code, code, res.status);
  if (isSessionLost(error)) dropSession();
  throw error;
}
