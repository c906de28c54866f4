// The translated text for a failed call: the error code's `errors.<code>` message (spec 8).
// The English message from the server is for developers and is never shown.
import { errorCodes } from '@wps/contracts/errors';
import { ApiError } from './api-client';
import { PhoneAuthError } from './phone-auth';

const known = new Set<string>([...errorCodes, 'NETWORK_ERROR']);
import type { Translate } from './field-rules';

export function errorText(error: unknown, t: Translate): string {
  // The outside phone-auth provider's failures carry the spec's own codes and texts.
  // Its too-many-requests says 5 minutes (spec 8) only where no shorter or longer wait is known.
  if (error instanceof PhoneAuthError) {
    const wait = error.code === 'too-many-requests' ? error.retryAfterSeconds : undefined;
    return wait ? waitTextOf(wait, t) : t(`phoneAuth.${error.code}`);
  }
  if (!(error instanceof ApiError)) return t('errors.INTERNAL_ERROR');
  // A code this build does not know (a newer server's): "Unknown error", never the raw code.
  return waitText(error, t) ?? t(known.has(error.code) ? `errors.${error.code}` : 'errors.UNKNOWN');
}

/** For a refusal that ends (429 with Retry-After), how long to wait; otherwise null. */
export function waitText(error: ApiError, t: Translate): string | null {
  const wait = error.retryAfterSeconds;
  if (error.code !== 'TOO_MANY_REQUESTS' || !wait) return null;
  return waitTextOf(wait, t);
}

/** Under two minutes in seconds, else in whole minutes rounded up (300 s: "5 minutes"). */
function waitTextOf(seconds: number, t: Translate): string {
  return seconds < 120
    ? t('retry.seconds', { count: seconds })
    : t('retry.minutes', { count: Math.ceil(seconds / 60) });
}

/** The form field a server error points at ('body.username' -> 'username'), if any. */
export function errorField(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const match = /^body\.([A-Za-z]+)/.exec(error.field);
  return match ? match[1]! : null;
}
