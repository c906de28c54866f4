// Configuration from the environment, validated once at start.
import { z } from 'zod';

const ZPort = z.coerce.number().int().min(1).max(65535);

/** A timeout in milliseconds: at least 100 ms (0, "never", is not offered), at most an hour. */
const ZMillis = z.coerce.number().int().min(100).max(3_600_000);

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: ZPort.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /**
   * Put before every key this site keeps in Redis (rate limits), so several sites, or test runs,
   * can share one Redis without sharing counts. Channels (pub/sub) are not prefixed.
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{0,64}$/, 'letters, digits and _ . : - only, at most 64')
    .default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated IPs or CIDR ranges of proxies whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z.string().default(''),
  /** Password for the first operator account; generated and printed once when unset. */
  OPS_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  OPS_ADMIN_USERNAME: z
    .string()
    .regex(/^[a-z][a-z0-9_]{2,31}$/)
    .default('admin'),
  /** Hours an idle session stays valid. */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /**
   * Load demo data (vendors, banners, notices, demo members with money ...) into an empty
   * database. Unset: yes, except in production, where a demo player with 10,000.00 and a known
   * password must be asked for (`npm start`, the demo command, asks).
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /**
   * HTTP limits (docs/decisions.md "Timeouts and header size"): the whole request (headers and
   * body) must arrive within HTTP_REQUEST_TIMEOUT_MS and its headers within
   * HTTP_HEADERS_TIMEOUT_MS (else 408); a socket silent for HTTP_CONNECTION_TIMEOUT_MS is closed
   * (event streams are exempt: they stay open); an idle keep-alive socket is closed after
   * HTTP_KEEP_ALIVE_TIMEOUT_MS; headers over HTTP_MAX_HEADER_SIZE bytes are refused (431).
   */
  HTTP_REQUEST_TIMEOUT_MS: ZMillis.default(30_000),
  HTTP_HEADERS_TIMEOUT_MS: ZMillis.default(15_000),
  HTTP_CONNECTION_TIMEOUT_MS: ZMillis.default(60_000),
  // Above the 60 s idle timeout of common load balancers, so they, not we, close idle sockets.
  HTTP_KEEP_ALIVE_TIMEOUT_MS: ZMillis.default(72_000),
  HTTP_MAX_HEADER_SIZE: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024)
    .default(16 * 1024),
  /**
   * The site's time zone (IANA name): the calendar days of date filters (account records) are
   * days here, whatever the server's own zone. Myanmar by default.
   */
  SITE_TIME_ZONE: z
    .string()
    // A name, not an offset: PostgreSQL reads '+06:30' the POSIX way, as 6:30 west of UTC.
    .regex(/^[A-Za-z]+(\/[A-Za-z0-9_+-]+){0,2}$/, 'an IANA time zone name, e.g. Asia/Yangon')
    .refine(isTimeZone, 'not an IANA time zone name, e.g. Asia/Yangon')
    .default('Asia/Yangon'),
  /**
   * Social login (OAuth 2 / OpenID Connect authorization code flow with PKCE). A provider is
   * offered when its client id, secret and three endpoints are all set; see providers/oauth.
   */
  OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  OAUTH_GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  OAUTH_GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  OAUTH_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_FACEBOOK_AUTH_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  OAUTH_FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  OAUTH_FACEBOOK_USERINFO_URL: z
    .url()
    .default('https://graph.facebook.com/me?fields=id,name,email'),
  /**
   * This site's public origin, for OAuth redirect URIs and mailed links (e.g.
   * https://example.com). Required in production; elsewhere http://localhost:<PORT>. A link is
   * never built from the request's Host header, which the client chooses.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Folder of the built web app; served from the same origin when present. */
  WEB_DIST: z.string().optional(),
  /**
   * SMS (providers/sms): 'local' writes messages to the log and the outbox operators read (the
   * demo and tests); 'http' POSTs {to, text} as JSON with a bearer token to SMS_HTTP_URL.
   */
  SMS_PROVIDER: z.enum(['local', 'http']).default('local'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /**
   * Outside phone verification (providers/phone-auth, spec 4 and 8): 'off' (the default) uses
   * the site's own SMS codes; 'local' has registration and SMS login verify through the local
   * stand-in provider, whose signed ID token the site sends with channel 'sms'; 'firebase' through
   * Firebase phone auth (FIREBASE_PROJECT_ID and FIREBASE_API_KEY required).
   */
  PHONE_AUTH_PROVIDER: z.enum(['off', 'local', 'firebase']).default('off'),
  /** The Firebase project: the ID tokens' audience, and their issuer's last segment. */
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{2,61}[a-z0-9]$/, 'a Firebase project id (lowercase, digits, -)')
    .optional(),
  /**
   * The Firebase web app's API key. Public by design (it names the project to Google's API and
   * ships in every Firebase web page); the browser reads it from GET /wps/system/setting/account.
   */
  FIREBASE_API_KEY: z
    .string()
    .regex(/^[\w-]{10,100}$/, 'a Firebase web API key')
    .optional(),
  /** Google's public keys for Firebase ID tokens (a JWKS); overridden only by tests. */
  FIREBASE_JWKS_URL: z
    .url({ protocol: /^https?$/ })
    .default(
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    ),
  /**
   * Mail (providers/mail): 'local' as for SMS; 'http' POSTs {from, to, subject, text} as JSON
   * with a bearer token to MAIL_HTTP_URL.
   */
  MAIL_PROVIDER: z.enum(['local', 'http']).default('local'),
  MAIL_HTTP_URL: z.url().optional(),
  MAIL_HTTP_TOKEN: z.string().min(1).optional(),
  /** The sender address of mail (password-reset links). */
  MAIL_FROM: z.string().min(3).max(254).default('no-reply@localhost'),
  /**
   * The sandbox payment gateway (a local stand-in that creates money when 'Pay' is pressed):
   * on by default except in production. Real gateways are configured per channel with
   * PAYMENT_GATEWAY_URL_<CODE> and PAYMENT_GATEWAY_SECRET_<CODE> (providers/payment-gateway).
   */
  PAYMENT_SANDBOX: z.enum(['on', 'off']).optional(),
  /**
   * Operators who hold money or member permissions must turn TOTP two-factor on before anything
   * else. Default: on in production unless the demo data is loaded (see isOpsTwoFactorRequired).
   */
  OPS_REQUIRE_2FA: z.enum(['on', 'off']).optional(),
  /**
   * The agent settlement test clock (docs/decisions.md "Agent contracts and settlement"): 'on'
   * lets an operator's "settle now" name a time in the future, so an end-to-end test can settle
   * today. Refused in production.
   */
  AGENT_TEST_CLOCK: z.enum(['on', 'off']).default('off'),
});

/**
 * An http message provider without its URL or token, or Firebase phone auth without its project,
 * would fail at the first use: refuse at start.
 */
function providerIssues(config: z.infer<typeof ZEnv>): string[] {
  const issues: string[] = [];
  for (const kind of ['SMS', 'MAIL'] as const) {
    if (config[`${kind}_PROVIDER`] !== 'http') continue;
    for (const key of [`${kind}_HTTP_URL`, `${kind}_HTTP_TOKEN`] as const) {
      if (!config[key]) issues.push(`  ${key}: required when ${kind}_PROVIDER is http`);
    }
  }
  if (config.PHONE_AUTH_PROVIDER === 'firebase') {
    for (const key of ['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY'] as const) {
      if (!config[key]) issues.push(`  ${key}: required when PHONE_AUTH_PROVIDER is firebase`);
    }
  }
  return issues;
}

/** Settings that only make sense together, or that production must have. */
function crossIssues(config: z.infer<typeof ZEnv>): string[] {
  const issues: string[] = [];
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    issues.push(
      "  PUBLIC_URL: required in production: this site's public origin, e.g. https://example.com " +
        '(mailed links and OAuth redirects are built from it, never from the Host header)',
    );
  }
  if (config.NODE_ENV === 'production' && config.AGENT_TEST_CLOCK === 'on') {
    issues.push(
      '  AGENT_TEST_CLOCK: cannot be on in production (it settles periods that have not ended)',
    );
  }
  if (config.HTTP_HEADERS_TIMEOUT_MS > config.HTTP_REQUEST_TIMEOUT_MS) {
    issues.push('  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
  return issues;
}

export type Config = Omit<z.infer<typeof ZEnv>, 'SEED_DEMO'> & { SEED_DEMO: boolean };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`);
  }
  const issues = [...providerIssues(parsed.data), ...crossIssues(parsed.data)];
  if (issues.length > 0) {
    throw new ConfigError(`Invalid configuration in the environment:\n${issues.join('\n')}`);
  }
  const { SEED_DEMO, ...rest } = parsed.data;
  return {
    ...rest,
    SEED_DEMO: SEED_DEMO === undefined ? rest.NODE_ENV !== 'production' : SEED_DEMO === 'true',
  };
}

/**
 * This site's origin (scheme://host[:port], no trailing slash) for links it hands out: PUBLIC_URL,
 * or outside production (where it is required) http://localhost:<PORT>.
 */
export function siteOriginOf(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** The start-up log's line on demo data: whether it is loaded, and why. */
export function demoDataLine(config: Config, env: NodeJS.ProcessEnv = process.env): string {
  const why =
    env.SEED_DEMO !== undefined
      ? `SEED_DEMO=${env.SEED_DEMO}`
      : `SEED_DEMO unset, NODE_ENV=${config.NODE_ENV}`;
  return config.SEED_DEMO ? `demo data loaded (${why})` : `demo data not loaded (${why})`;
}

/**
 * OPS_REQUIRE_2FA when set; otherwise on in production without the demo data, so a real site
 * gets it and `npm start`'s demo (demo data loaded) stays one step. Off in tests unless set.
 */
export function isOpsTwoFactorRequired(
  config: Pick<Config, 'NODE_ENV' | 'OPS_REQUIRE_2FA' | 'SEED_DEMO'>,
): boolean {
  if (config.OPS_REQUIRE_2FA) return config.OPS_REQUIRE_2FA === 'on';
  return config.NODE_ENV === 'production' && !config.SEED_DEMO;
}

export type OAuthProviderName = 'google' | 'facebook';

export interface OAuthProviderConfig {
  name: OAuthProviderName;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** The social login providers whose client id and secret are set, google first. */
export function oauthProvidersOf(config: Config): OAuthProviderConfig[] {
  const providers: OAuthProviderConfig[] = [];
  if (config.OAUTH_GOOGLE_CLIENT_ID && config.OAUTH_GOOGLE_CLIENT_SECRET) {
    providers.push({
      name: 'google',
      clientId: config.OAUTH_GOOGLE_CLIENT_ID,
      clientSecret: config.OAUTH_GOOGLE_CLIENT_SECRET,
      authUrl: config.OAUTH_GOOGLE_AUTH_URL,
      tokenUrl: config.OAUTH_GOOGLE_TOKEN_URL,
      userinfoUrl: config.OAUTH_GOOGLE_USERINFO_URL,
    });
  }
  if (config.OAUTH_FACEBOOK_CLIENT_ID && config.OAUTH_FACEBOOK_CLIENT_SECRET) {
    providers.push({
      name: 'facebook',
      clientId: config.OAUTH_FACEBOOK_CLIENT_ID,
      clientSecret: config.OAUTH_FACEBOOK_CLIENT_SECRET,
      authUrl: config.OAUTH_FACEBOOK_AUTH_URL,
      tokenUrl: config.OAUTH_FACEBOOK_TOKEN_URL,
      userinfoUrl: config.OAUTH_FACEBOOK_USERINFO_URL,
    });
  }
  return providers;
}
