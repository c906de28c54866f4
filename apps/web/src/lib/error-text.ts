// The translated text for a failed call: the error code's `errors.<code>` message (spec 8).
// The English message from the server is for developers and is never shown.
import { ApiError } from './api-client';
import type { Translate } from './field-rules';

export function errorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('errors.INTERNAL_ERROR');
  return waitText(error, t) ?? t(`errors.${error.code}`);
}

/** For a refusal that ends (429 with Retry-After), how long to wait; otherwise null. */
export function waitText(error: ApiError, t: Translate): string | null {
  const wait = error.retryAfterSeconds;
  if (error.code !== 'TOO_MANY_REQUESTS' || !wait) return null;
  // Under two minutes in seconds, else in whole minutes rounded up.
  return wait < 120
    ? t('retry.seconds', { count: wait })
    : t('retry.minutes', { count: Math.ceil(wait / 60) });
}

/** The form field a server error points at ('body.username' -> 'username'), if any. */
export function errorField(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const match = /^body\.([A-Za-z]+)/.exec(error.field);
  return match ? match[1]! : null;
}
