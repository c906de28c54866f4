// The one error type services throw; the error handler turns it into the envelope.
import { statusOf, type ErrorCode } from '@wps/contracts/errors';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  /** For a refusal that ends: seconds until a retry may succeed (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    field?: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message ?? code);
    this.code = code;
    this.status = statusOf(code);
    this.field = field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
