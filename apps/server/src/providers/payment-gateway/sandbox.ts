// The sandbox gateway: a local STAND-IN for an outside payment gateway, so a deposit can be tried
// end to end on a fresh machine. It is not a real payment: pressing Pay creates money. It is on
// by default outside production and off in production unless PAYMENT_SANDBOX=on.
//
// It behaves as an outside party would: it knows a payment only from the signed pay link that
// createPayment made (never from our tables), and it reports the outcome through the public
// webhook POST /wps/payment/gateway/<code>/webhook, signed with its own secret, which our side
// checks exactly as it checks a real gateway's delivery.
//
// The delivery is made in-process with Fastify's inject(), not over the network to PUBLIC_URL:
// it still goes through the same route, body parser, status gate, signature check and service as
// an outside request, but works with no PUBLIC_URL set, behind any proxy or TLS front, and in
// tests without a listening port. (A real gateway would retry failed deliveries; the sandbox
// shows the refusal on its page instead.)
//
// Its secret: PAYMENT_GATEWAY_SECRET_SANDBOX when set, else 32 random bytes made once per database
// and kept in the settings table (never in the repository).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { gatewayWebhook, type TGatewayEvent } from '@wps/contracts/payment/gateway-webhook';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { readSetting, seedSetting } from '../../modules/settings/settings.queries';
import {
  backPath,
  gatewayEnvName,
  parseGatewayEvent,
  type GatewayPayment,
  type PaymentGateway,
} from './gateway';
import { signatureHeaders, verifySignature } from './signature';

export const SANDBOX_SECRET_KEY = 'secret.sandbox-gateway';
export const SANDBOX_PAY_ROUTE = '/sandbox-gateway/pay/:reference';
const SANDBOX_CSS_PATH = '/sandbox-gateway/sandbox.css';

export function isSandboxAllowed(config: Pick<Config, 'NODE_ENV' | 'PAYMENT_SANDBOX'>): boolean {
  return config.PAYMENT_SANDBOX
    ? config.PAYMENT_SANDBOX === 'on'
    : config.NODE_ENV !== 'production';
}

const ZSecret = z.string().regex(/^[0-9a-f]{64}$/);
const secrets = new WeakMap<Db, string>();

/** Insert-if-absent, then read back: several server processes starting together agree. */
export async function sandboxSecret(
  deps: Pick<Deps, 'db'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const configured = env[gatewayEnvName('SECRET', 'sandbox')];
  if (configured) return configured;
  const cached = secrets.get(deps.db);
  if (cached) return cached;
  let secret = await readSetting(deps.db, SANDBOX_SECRET_KEY, ZSecret.nullable(), null);
  if (!secret) {
    await seedSetting(deps.db, SANDBOX_SECRET_KEY, randomBytes(32).toString('hex'));
    secret = await readSetting(deps.db, SANDBOX_SECRET_KEY, ZSecret, '');
  }
  secrets.set(deps.db, secret);
  return secret;
}

/** The pay link's fields, signed so the amount cannot be edited in the address bar. */
interface PayLink {
  channel: string;
  reference: string;
  amount: string;
  currency: string;
}

const linkSignature = (secret: string, link: PayLink) =>
  createHmac('sha256', secret)
    .update(`pay-link|${link.channel}|${link.reference}|${link.amount}|${link.currency}`)
    .digest('hex');

function payLink(secret: string, link: PayLink): string {
  const query = new URLSearchParams({
    channel: link.channel,
    amount: link.amount,
    currency: link.currency,
    sig: linkSignature(secret, link),
  });
  return `/sandbox-gateway/pay/${link.reference}?${query}`;
}

export async function createSandboxGateway(
  deps: Pick<Deps, 'db'>,
  code: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PaymentGateway> {
  const secret = await sandboxSecret(deps, env);
  return {
    async createPayment(payment: GatewayPayment) {
      const redirectUrl = payLink(secret, {
        channel: code,
        reference: payment.reference,
        amount: payment.amount.toString(),
        currency: payment.currency,
      });
      return { redirectUrl };
    },
    verifyWebhook(headers, rawBody, now) {
      verifySignature(secret, headers, rawBody, now);
      return parseGatewayEvent(rawBody);
    },
    // The sandbox "pays" at once; its reference is derived from ours, so a retry is the same payout.
    async payout(withdrawal) {
      return { payoutRef: `SBX-${withdrawal.reference}`, status: 'paid' };
    },
  };
}

const ZPayLinkQuery = z.object({
  channel: z.string().regex(/^[a-z0-9-]{2,40}$/),
  amount: z.string().regex(/^[1-9][0-9]{0,15}$/),
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});
const ZReference = z.string().regex(/^[A-Z0-9]{6,40}$/);

/** The link's fields when its signature is right, else null. */
function readPayLink(secret: string, reference: unknown, query: unknown): PayLink | null {
  const ref = ZReference.safeParse(reference);
  const parsed = ZPayLinkQuery.safeParse(query);
  if (!ref.success || !parsed.success) return null;
  const link = { ...parsed.data, reference: ref.data };
  const expected = Buffer.from(linkSignature(secret, link), 'hex');
  return timingSafeEqual(expected, Buffer.from(parsed.data.sig, 'hex')) ? link : null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Minor units as the page shows them: 123456 -> 1,234.56. */
export function formatMinor(amount: string): string {
  const padded = amount.padStart(3, '0');
  const major = padded.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${major}.${padded.slice(-2)}`;
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  // No inline script or style: the site's CSP forbids both, and a form POST needs neither.
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_CSS_PATH}">
</head><body><main>
<p class="badge">Sandbox gateway &mdash; test payments only, no real money moves</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const CSS = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d1f23;margin:0}
main{max-width:28rem;margin:3rem 1rem;background:#fff;padding:1.5rem;border-radius:.5rem;
box-shadow:0 1px 4px rgba(0,0,0,.15)}.badge{background:#fff3cd;color:#664d03;padding:.5rem;
border-radius:.25rem;font-size:.875rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#555}dd{margin:0;font-weight:600}.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.25rem;border:1px solid #888;cursor:pointer}
button[value=completed]{background:#1a7f37;color:#fff;border-color:#1a7f37}
a{color:#0b5cad}@media(min-width:30rem){main{margin:3rem auto}}
@media(prefers-color-scheme:dark){body{background:#15161a;color:#e6e7ea}main{background:#23252b}
dt{color:#aaa}a{color:#7cb7ff}}`;

/** The sandbox's pages: GET shows the payment, POST (Pay or Fail) reports it by webhook. */
export function registerSandboxGateway(root: FastifyInstance, deps: Deps): void {
  root.register(async (scope) => {
    // Its own form parser, for the Pay / Fail buttons (the site's takes only listed paths).
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(SANDBOX_CSS_PATH, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css').send(CSS),
    );

    const closedPage = (reply: FastifyReply) =>
      page(reply, 404, 'Payment not found', '<p>This pay link is not valid.</p>');

    scope.get<{ Params: { reference: string } }>(
      SANDBOX_PAY_ROUTE,
      { exposeHeadRoute: false },
      async (request, reply) => {
        if (!isSandboxAllowed(deps.config)) return closedPage(reply);
        const link = readPayLink(
          await sandboxSecret(deps),
          request.params.reference,
          request.query,
        );
        if (!link) return closedPage(reply);
        const action = escapeHtml(request.url);
        return page(
          reply,
          200,
          'Pay with the sandbox',
          `<dl><dt>Reference</dt><dd>${escapeHtml(link.reference)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatMinor(link.amount))} ${escapeHtml(link.currency)}</dd></dl>
<form method="post" action="${action}"><div class="actions">
<button type="submit" name="result" value="completed">Pay</button>
<button type="submit" name="result" value="failed">Fail</button>
</div></form>
<p><a href="${escapeHtml(backPath(link.reference))}">Back to the site without paying</a></p>`,
        );
      },
    );

    scope.post<{ Params: { reference: string }; Body: unknown }>(
      SANDBOX_PAY_ROUTE,
      async (request, reply) => {
        if (!isSandboxAllowed(deps.config)) return closedPage(reply);
        const secret = await sandboxSecret(deps);
        const link = readPayLink(secret, request.params.reference, request.query);
        const result = z
          .object({ result: z.enum(['completed', 'failed']) })
          .safeParse(request.body);
        if (!link || !result.success) return closedPage(reply);
        const event: TGatewayEvent = {
          // One event per outcome of a payment: pressing Pay twice is a replayed delivery.
          eventId: `sbx-${link.reference}-${result.data.result}`,
          reference: link.reference,
          status: result.data.result,
          amount: link.amount,
          currency: link.currency,
          gatewayRef: `SBX-${link.reference}`,
        };
        const rawBody = Buffer.from(JSON.stringify(event));
        const delivery = await root.inject({
          method: 'POST',
          url: gatewayWebhook.path.replace(':channelCode', link.channel),
          headers: { 'content-type': 'application/json', ...signatureHeaders(secret, rawBody) },
          payload: rawBody,
        });
        if (delivery.statusCode === 200) {
          return reply.header('cache-control', 'no-store').redirect(backPath(link.reference), 303);
        }
        const answer = (() => {
          try {
            return delivery.json() as { code?: string; message?: string };
          } catch {
            return {};
          }
        })();
        return page(
          reply,
          409,
          'The site refused the payment report',
          `<p>${escapeHtml(answer.code ?? String(delivery.statusCode))}: ${escapeHtml(answer.message ?? '')}</p>
<p><a href="${escapeHtml(backPath(link.reference))}">Back to the site</a></p>`,
        );
      },
    );
  });
}
