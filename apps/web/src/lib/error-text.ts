// The translated text for a failed call: the error code's `errors.<code>` message (spec 8).
// The English message from the server is for developers and is never shown.
import { ApiError } from './api-client';
import type { Translate } from './field-rules';

export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`);
  return t('errors.INTERNAL_ERROR');
}

/** The form field a server error points at ('body.username' -> 'username'), if any. */
export function errorField(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const match = /^body\.([A-Za-z]+)/.exec(error.field);
  return match ? match[1]! : null;
}
