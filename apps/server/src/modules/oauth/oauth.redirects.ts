// The two browser legs of a social login. They answer with redirects, not the JSON envelope, so
// they are plain Fastify routes; the status gate (maintenance, blocked regions) still applies to
// them as to every /wps call, and an unknown provider is the envelope's 404 NOT_FOUND.
import type { FastifyInstance } from 'fastify';
import { siteOriginOf } from '../../config';
import type { Deps } from '../../deps';
import { createRateLimiter } from '../../lib/rate-limit';
import * as oauth from './oauth.service';

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
        // The configured origin, never the Host header (docs/decisions.md).
        siteOriginOf(deps.config),
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
