// Builds the Fastify app: plugins in order (security, compression, errors), then the API
// modules, then the docs and the web app. Nothing here listens; main.ts does.
import { createLocalSocialEvents, createRedisSocialEvents } from './modules/messages/social-events';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import compress from '@fastify/compress';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { forgotPasswordByEmail } from '@wps/contracts/account/password';
import { isWebAppRoute } from '@wps/contracts/site-routes';
import type { Config } from './config';
import { setActivityTimeZone, storeActivityTimeZone } from './modules/activity/zone';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { answerClientError, installErrorHandler } from './http/error-handler';
import { redactedPaths, serializeRequest } from './http/log-redact';
import { installFormBody } from './http/form-body';
import { createRouter, type Router } from './http/route';
import { createGeoLookup } from './lib/geo';
import { AppError } from './errors';
import { findActiveOperator } from './modules/ops/ops.queries';
import { findLiveSession } from './modules/session/session.queries';
import { resolveSession, sessionOptions } from './modules/session/session.service';
import { createLocalSessionCache, createRedisSessionCache } from './modules/session/session-cache';
import { buildOpenApi } from './openapi/openapi';
import { createMailSender } from './providers/mail';
import { createSmsSender } from './providers/sms';
import { createPhoneAuth } from './providers/phone-auth';
import { registerModules } from './modules/register';
import {
  createLocalBalanceEvents,
  createRedisBalanceEvents,
} from './modules/wallet/balance-events';
import { registerOAuthRedirects } from './modules/oauth/oauth.redirects';
import { registerPaymentHttp } from './modules/deposits/deposits.webhook';
import { registerContentImageRoutes } from './modules/content-images/content-images.routes';
import { registerVendorWalletHttp } from './modules/vendor-wallet/vendor-wallet.http';
import { registerHouseRoutes } from './providers/game-vendors/house/house.routes';
import { keepLotteryDrawsAhead } from './modules/lottery/lottery.job';
import { injectSend } from './providers/game-vendors/vendor-client';
import { installStatusGate } from './modules/status/status.gate';
import { registerSimVendor } from './providers/game-vendors/sim/sim.routes';

export const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/ops/api/', '/docs'];

/** /ops and below (its API aside, answered before this): the console keeps its place in the hash. */
function isConsolePath(path: string): boolean {
  return path === '/ops' || path.startsWith('/ops/');
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
  router: Router;
}

function trustProxy(config: Config): string[] | false {
  const list = config.TRUSTED_PROXIES.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length > 0 ? list : false;
}

export interface BuildOptions {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: Writable;
}

export async function buildApp(
  config: Config,
  database: Pick<Database, 'db'>,
  options: BuildOptions = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // No secret in the log: launch tokens and OAuth codes ride in query strings.
      redact: redactedPaths,
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.BODY_LIMIT,
    // Slow requests end (docs/decisions.md "Timeouts and header size"); event streams undo the
    // connection timeout for their own socket (http/route.ts).
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      maxHeaderSize: config.HTTP_MAX_HEADER_SIZE,
      // Node looks for requests over their time every 30 s by default: a limit of 30 s would
      // then mean up to 60.
      connectionsCheckingInterval: Math.min(1_000, config.HTTP_HEADERS_TIMEOUT_MS),
    },
    clientErrorHandler: answerClientError,
    trustProxy: trustProxy(config),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
  });
  // While closing, answers end their keep-alive connection so close() is not held up by it.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
  });

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, keyPrefix: config.REDIS_KEY_PREFIX })
    : null;
  if (redis) {
    redis.on('error', (error) => app.log.error({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  setActivityTimeZone(config.SITE_TIME_ZONE);
  await storeActivityTimeZone(database.db, config.SITE_TIME_ZONE);
  const deps: Deps = {
    db: database.db,
    config,
    log: app.log,
    geo: createGeoLookup(),
    redis,
    sms: createSmsSender(config, database.db, app.log),
    phoneAuth: createPhoneAuth(config),
    mail: createMailSender(config, database.db, app.log),
    balanceEvents: redis ? createRedisBalanceEvents(redis, app.log) : createLocalBalanceEvents(),
    socialEvents: redis ? createRedisSocialEvents(redis, app.log) : createLocalSocialEvents(),
    sessionCache: redis ? createRedisSessionCache(redis, app.log) : createLocalSessionCache(),
    // Sends are only made once the app is ready (app.inject waits for it), so the routes
    // registered below are there.
    vendorSend: injectSend(app),
  };
  app.addHook('onClose', async () => {
    await deps.balanceEvents.close();
    await deps.socialEvents.close();
    deps.sessionCache.close();
  });

  // Firebase phone auth runs in the page: Google's reCAPTCHA (its script and challenge frame,
  // Google's published CSP list) and calls to Identity Toolkit. Other sites allow none of it.
  const firebase = config.PHONE_AUTH_PROVIDER === 'firebase';
  const google = (...sources: string[]) => (firebase ? sources : []);
  // The security headers, as @fastify/helmet would set them; its hook builds the middleware
  // (and parses the CSP) again on every request, here it is built once.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...google('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'),
        ],
        styleSrc: ["'self'"],
        // blob: object URLs of images fetched with a bearer token (payment proofs) or picked
        // for upload; only this origin's scripts can make them.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...google('https://identitytoolkit.googleapis.com')],
        frameSrc: [
          "'self'",
          ...google('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The customer-service pop-up is opened with window.open and must keep its opener-free window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.NODE_ENV === 'production',
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(compress, { threshold: 1024 });
  installErrorHandler(app);
  // The spec sends forgot-password-by-email form-encoded; every other call takes JSON only.
  installFormBody(app, [forgotPasswordByEmail.path]);

  const router = createRouter(
    app,
    (token) => resolveSession(sessionOptions(deps), token),
    // Read-only: an open stream must not keep an idle session alive.
    {
      isCallerLive: async (caller) =>
        (await findLiveSession(deps.db, caller.tokenHash, new Date())) !== null,
      authorizeOperator: async (caller, permission) => {
        const operator = await findActiveOperator(deps.db, caller.id);
        if (!operator) throw new AppError('SESSION_EXPIRED');
        if (!operator.permissions.includes(permission)) {
          throw new AppError('FORBIDDEN', `This needs the permission ${permission}.`);
        }
      },
    },
  );
  installStatusGate(app, deps);
  registerModules(router, deps);
  registerOAuthRedirects(app, deps);
  registerPaymentHttp(app, router, deps);
  registerContentImageRoutes(app, router, deps);
  registerSimVendor(router, deps);
  registerVendorWalletHttp(app, router, deps);
  registerHouseRoutes(router, deps);
  // docs/provably-fair.md promises the next draws of every lottery always exist: made here, as
  // the app gets ready (after main.ts has loaded the demo data, before it listens), not only at
  // the lottery job's first run up to seconds after the site first answers.
  app.addHook('onReady', () => keepLotteryDrawsAhead(deps, new Date()));

  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApi(router.contracts) as never },
  });
  // validatorUrl null: the docs page must not call an outside validator service.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { validatorUrl: null },
  });

  const webDist = config.WEB_DIST;
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${'/'}assets${'/'}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isApi = apiPrefixes.some((p) => path.startsWith(p));
    // A missing file (a stale hashed chunk after a deploy, say) is a plain 404: answering it with
    // the app's HTML would make the browser refuse it as the wrong type instead of failing clearly.
    const isFile = /\.[A-Za-z0-9]+$/.test(path) && !isWebAppRoute(path);
    if (!isApi && !isFile && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      // The operators' console is a page of its own (ops.html), with its own bundle.
      if (isConsolePath(path)) return reply.code(200).sendFile('ops.html');
      // History mode: every page of the web app (the spec's table and the game clients) is the
      // web app; anything else is the web app's not-found screen, with a 404 status.
      return reply.code(isWebAppRoute(path) ? 200 : 404).sendFile('index.html');
    }
    return reply.code(404).send({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: `No route ${request.method} ${path}`,
    });
  });

  return { app, deps, router };
}
