// The session lives in session storage (spec 3 "Session values: token, isAgent, username"; spec 4:
// logged in means a token exists).
const TOKEN_KEY = 'token';
const USERNAME_KEY = 'username';
const IS_AGENT_KEY = 'isAgent';
const ACCOUNT_TYPE_KEY = 'accountType';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function setToken(token: string | null): void {
  if (token === null) sessionStorage.removeItem(TOKEN_KEY);
  else sessionStorage.setItem(TOKEN_KEY, token);
}

export interface SessionWho {
  username: string;
  isAgent: boolean;
  /** Spec 6: 4 is a restricted trial account (the action guard reads it). */
  accountType?: number;
}

/** Who is logged in, as the login answered; null without a session or before it was kept. */
export function getSessionWho(): SessionWho | null {
  const username = read(USERNAME_KEY);
  if (username === null || getToken() === null) return null;
  const accountType = Number(read(ACCOUNT_TYPE_KEY) ?? Number.NaN);
  return {
    username,
    isAgent: read(IS_AGENT_KEY) === 'true',
    ...(Number.isInteger(accountType) ? { accountType } : {}),
  };
}

export function setSessionWho(who: SessionWho): void {
  sessionStorage.setItem(USERNAME_KEY, who.username);
  sessionStorage.setItem(IS_AGENT_KEY, String(who.isAgent));
  if (who.accountType !== undefined) {
    sessionStorage.setItem(ACCOUNT_TYPE_KEY, String(who.accountType));
  }
}
