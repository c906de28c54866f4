// Usernames are compared in one spelling, made here and nowhere else: registration, login, the
// look-ups and the operators' searches all go through usernameKey. SQL compares it with
// lower(username): for the ASCII names USERNAME_PATTERN allows, that is the same lower-casing.
// (JavaScript's toLowerCase and PostgreSQL's lower() differ beyond ASCII: U+0130 'İ' becomes
// 'i' + U+0307 in one and 'i' in the other, which let 'vİctim' count its failures apart from
// 'victim' yet log in as 'victim'.)
import { USERNAME_PATTERN } from '@wps/contracts/account/fields';

/** The spelling usernames are compared in: trimmed, ASCII letters in lower case, nothing else. */
export function usernameKey(raw: string): string {
  return raw.trim().replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** The key of a name within the username rule, or null: no account can have such a name. */
export function normaliseUsername(raw: string): string | null {
  const name = raw.trim();
  return USERNAME_PATTERN.test(name) ? usernameKey(name) : null;
}
