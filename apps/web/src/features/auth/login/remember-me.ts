// Remember-me (spec 3 "Storage", 9): the last username, the remember flag and the last SMS login
// (dial code and mobile) in cookies for one day. No password is ever kept here or anywhere else
// by the site: the login form is a real form with autocomplete attributes, so the browser's
// password manager offers to save it (docs/decisions.md).
export const REMEMBER_MS = 86_400_000;

const USERNAME_COOKIE = 'lastUsername';
const REMEMBER_COOKIE = 'rememberMe';
const SMS_COOKIE = 'lastSmsLogin';

function writeCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const life = value === null ? 'Max-Age=0' : `Max-Age=${REMEMBER_MS / 1000}`;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; ${life}; Path=/; SameSite=Lax${secure}`;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface Remembered {
  remember: boolean;
  username: string;
  sms: { countryDialingCode: string; mobileNum: string } | null;
}

export function readRemembered(): Remembered {
  let sms: Remembered['sms'] = null;
  const raw = readCookie(SMS_COOKIE);
  if (raw) {
    const [countryDialingCode, mobileNum] = raw.split(' ');
    if (countryDialingCode && mobileNum && /^\d+$/.test(countryDialingCode + mobileNum)) {
      sms = { countryDialingCode, mobileNum };
    }
  }
  return {
    remember: readCookie(REMEMBER_COOKIE) === '1',
    username: readCookie(USERNAME_COOKIE) ?? '',
    sms,
  };
}

/** After a successful login: keep (or forget) who logged in, never how. */
export function rememberLogin(
  remember: boolean,
  login: { username: string } | { countryDialingCode: string; mobileNum: string },
): void {
  writeCookie(REMEMBER_COOKIE, remember ? '1' : null);
  if (!remember) {
    writeCookie(USERNAME_COOKIE, null);
    writeCookie(SMS_COOKIE, null);
    return;
  }
  if ('username' in login) writeCookie(USERNAME_COOKIE, login.username);
  else writeCookie(SMS_COOKIE, `${login.countryDialingCode} ${login.mobileNum}`);
}
