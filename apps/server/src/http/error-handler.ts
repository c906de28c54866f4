// One error handler: AppError and Fastify's own errors become the envelope; a 5xx shows no detail.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { statusOf, type ErrorCode } from '@wps/contracts/errors';
import { AppError } from '../errors';

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'VALIDATION_FAILED',
  FST_ERR_ASYNC_CONSTRAINT: 'VALIDATION_FAILED',
};

function codeForStatus(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'VALIDATION_FAILED';
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'app error');
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .status(error.status)
        .send({ success: false, code: error.code, message: error.message, field: error.field });
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (mapped || (status >= 400 && status < 500)) {
      const code = mapped ?? codeForStatus(status);
      return reply.status(statusOf(code)).send({ success: false, code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side.',
    });
  });
}

/** Node's parser and timeout errors before a request exists, as their catalogue codes. */
const clientErrorCodes: Record<string, ErrorCode> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
};

const clientErrorMessages: Partial<Record<ErrorCode, string>> = {
  REQUEST_TIMEOUT: 'The request did not arrive in time.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
};

/**
 * Fastify's clientErrorHandler: an error on the connection before there is a request to answer
 * (a malformed request line, headers too large, a request too slow to arrive) is answered with
 * the envelope too, written on the socket, which is then closed.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorCodes[error.code ?? ''] ?? 'VALIDATION_FAILED';
  const status = statusOf(code);
  const body = JSON.stringify({
    success: false,
    code,
    message: clientErrorMessages[code] ?? 'Malformed request.',
  });
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
