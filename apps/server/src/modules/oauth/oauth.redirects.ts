// The two browser legs of a social login. They answer with redirects, not the JSON envelope, so
// they are plain Fastify routes; the status gate (maintenance, blocked regions) still applies to
// them as to every /wps call, and an unknown provider is the envelope's 404 NOT_FOUND.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { createRateLimiter } from '../../lib/rate-limit';
import * as oauth from './oauth.service';

/** A Host header as browsers send it: a name or IPv4 (or bracketed IPv6), and maybe a port. */
const HOST_RE = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** This site's origin for the redirect URI: PUBLIC_URL when set, else what the request says. */
function originOf(deps: Deps, request: FastifyRequest): string {
  const configured = deps.config.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  if (!HOST_RE.test(request.host)) {
    throw new AppError('VALIDATION_FAILED', 'Unusable Host header.', 'headers.host');
  }
  return `${request.protocol}://${request.host}`;
}

export function registerOAuthRedirects(app: FastifyInstance, deps: Deps): void {
  const limiter = createRateLimiter(deps.redis, {
    name: 'oauth-start',
    limit: oauth.START_LIMIT,
    windowMs: oauth.RATE_WINDOW_MS,
  });

  app.get<{ Params: { provider: string } }>(
    '/wps/session/oauth/:provider/start',
    { exposeHeadRoute: false },
    async (request, reply) => {
      const location = await oauth.startLogin(
        deps,
        limiter,
        request.params.provider,
        originOf(deps, request),
        request.ip,
      );
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  // GET only: a HEAD (a link checker, a prefetch) must not use the state up.
  app.get<{ Params: { provider: string }; Querystring: oauth.CallbackQuery }>(
    '/wps/session/oauth/:provider/callback',
    { exposeHeadRoute: false },
    async (request, reply) => {
      const location = await oauth.finishLogin(deps, request.params.provider, request.query, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
}
