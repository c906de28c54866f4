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

type OpsInput<C> = { body?: BodyOf<C>; query?: QueryOf<C>; params?: ParamsOf<C> };

export async function callOps<C extends Contract>(
  contract: C,
  input: OpsInput<C> = {},
): Promise<ValueOf<C>> {
  try {
    // `null` rather than undefined: without an operator token nothing is sent at all.
    return await callApi(contract, { ...input, token: getOpsToken() });
  } catch (error) {
    const lost =
      error instanceof ApiError && ['SESSION_EXPIRED', 'NOT_LOGGED_IN'].includes(error.code);
    if (lost && contract.access === 'operator') {
      setOpsToken(null);
      onOpsSessionLost?.();
    }
    throw error;
  }
}
