// The error catalogue: every stable code the API can answer with, and its HTTP status.
// The web maps each code to a translated message (i18n key `errors.<code>`).
export const errorCatalogue = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BODY_TOO_LARGE: 413,
  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,
  BAD_CREDENTIALS: 401,
  FORBIDDEN: 403,
  REGION_BLOCKED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  MAINTENANCE: 503,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return errorCatalogue[code];
}
