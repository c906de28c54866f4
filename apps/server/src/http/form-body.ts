// Form-encoded bodies (application/x-www-form-urlencoded), for the few calls the spec sends that
// way (forgot password by email). Other routes keep refusing them with 415, as before.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Parses form bodies into a plain object of strings for the routes in `paths` only. A repeated
 * field is refused (it would otherwise be silently dropped or merged); a field named like an
 * Object.prototype member becomes an own property, which the contract's strict schema refuses.
 */
export function installFormBody(app: FastifyInstance, paths: readonly string[]): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!paths.includes(request.routeOptions.url ?? '')) {
        done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'This call takes JSON.'), undefined);
        return;
      }
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) {
        if (Object.hasOwn(fields, name)) {
          done(
            new AppError('VALIDATION_FAILED', `Field body.${name} given twice.`, `body.${name}`),
            undefined,
          );
          return;
        }
        Object.defineProperty(fields, name, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      done(null, fields);
    },
  );
}
