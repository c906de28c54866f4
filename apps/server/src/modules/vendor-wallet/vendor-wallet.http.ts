// The seamless-wallet API's routes. A vendor signs the raw body, so these are plain Fastify
// routes in a scope whose JSON parser keeps the bytes (as the payment webhook does); the router
// only lists them in the OpenAPI document. Every answer is HTTP 200 with a code in the body, as
// vendors expect: a bad signature, bad JSON or a crash included.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  VENDOR_API_PREFIX,
  VENDOR_CODE_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VENDOR_TIMESTAMP_TOLERANCE_MS,
  vendorApiContracts,
  ZAuthenticateRequest,
  ZBalanceRequest,
  ZCreditRequest,
  ZDebitRequest,
  ZEndRoundRequest,
  ZRollbackRequest,
} from '@wps/contracts/games/vendor-api';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { isVendorSignature } from '../../providers/game-vendors/vendor-client';
import { createTtlCache } from '../../lib/ttl-cache';
import * as q from './vendor-wallet.queries';
import * as service from './vendor-wallet.service';

/** Far above any real call. */
export const VENDOR_BODY_LIMIT = 16 * 1024;

/** Credentials are read at most this often per vendor (a changed secret or list applies then). */
const CREDENTIALS_CACHE_MS = 5_000;

function credentialsCache(db: Db) {
  const cache = createTtlCache<string, q.VendorFacts[]>(CREDENTIALS_CACHE_MS, 1000);
  return async (code: string): Promise<q.VendorFacts[]> => {
    const hit = cache.get(code);
    if (hit) return hit;
    const rows = await q.findVendorsByCode(db, code);
    cache.set(code, rows);
    return rows;
  };
}

/** 127.0.0.1 arrives as ::ffff:127.0.0.1 on a dual-stack socket: both spellings match. */
export function isAllowedIp(ip: string, allowed: readonly string[]): boolean {
  const plain = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  return allowed.some((a) => a === ip || a === plain || a === `::ffff:${plain}`);
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

type Handler = (
  deps: Deps,
  vendor: service.CallingVendor,
  body: never,
) => Promise<service.VendorReply>;

const calls: Array<[string, z.ZodType, Handler]> = [
  ['authenticate', ZAuthenticateRequest, service.authenticate as Handler],
  ['balance', ZBalanceRequest, service.balance as Handler],
  ['debit', ZDebitRequest, service.debit as Handler],
  ['credit', ZCreditRequest, service.credit as Handler],
  ['rollback', ZRollbackRequest, service.rollback as Handler],
  ['endRound', ZEndRoundRequest, service.endRound as Handler],
];

/**
 * Who is calling: the vendor whose secret signed these bytes at a time near ours, from an
 * address on its list; or the code to answer.
 */
async function identify(
  request: FastifyRequest,
  raw: Buffer,
  credentials: (code: string) => Promise<q.VendorFacts[]>,
): Promise<service.CallingVendor | { code: 'INVALID_SIGNATURE' | 'IP_NOT_ALLOWED' }> {
  const code = header(request, VENDOR_CODE_HEADER);
  const timestamp = header(request, VENDOR_TIMESTAMP_HEADER);
  const signature = header(request, VENDOR_SIGNATURE_HEADER);
  if (!/^[A-Za-z0-9_]{1,50}$/.test(code) || !/^[0-9]{1,16}$/.test(timestamp)) {
    return { code: 'INVALID_SIGNATURE' };
  }
  if (Math.abs(Date.now() - Number(timestamp)) > VENDOR_TIMESTAMP_TOLERANCE_MS) {
    return { code: 'INVALID_SIGNATURE' };
  }
  const vendor = (await credentials(code)).find((v) =>
    isVendorSignature(v.secret, timestamp, raw, signature),
  );
  if (!vendor) return { code: 'INVALID_SIGNATURE' };
  if (!isAllowedIp(request.ip, vendor.allowedIps)) return { code: 'IP_NOT_ALLOWED' };
  return { vendorId: vendor.vendorId, vassalage: vendor.vassalage, walletMode: vendor.walletMode };
}

export function registerVendorWalletHttp(app: FastifyInstance, router: Router, deps: Deps): void {
  for (const contract of vendorApiContracts) router.document(contract);
  const credentials = credentialsCache(deps.db);
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Any content type: the bytes are what was signed; the JSON is read after the check.
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // What fails before the handler (a body over the limit, a broken stream) is still HTTP 200
    // with a code: a vendor reads only the body.
    scope.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'vendor API failed');
      void reply
        .code(200)
        .header('cache-control', 'no-store')
        .send({ code: status < 500 ? 'INVALID_REQUEST' : 'INTERNAL_ERROR' });
    });
    for (const [name, schema, handle] of calls) {
      scope.post(
        `${VENDOR_API_PREFIX}/${name}`,
        { bodyLimit: VENDOR_BODY_LIMIT },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          try {
            const raw = request.body instanceof Buffer ? request.body : Buffer.alloc(0);
            const vendor = await identify(request, raw, credentials);
            if ('code' in vendor) return vendor;
            let json: unknown;
            try {
              json = JSON.parse(raw.toString('utf8'));
            } catch {
              return { code: 'INVALID_REQUEST' };
            }
            const parsed = schema.safeParse(json);
            if (!parsed.success) return { code: 'INVALID_REQUEST' };
            return await handle(deps, vendor, parsed.data as never);
          } catch (error) {
            request.log.error({ err: error }, `vendor API ${name} failed`);
            return { code: 'INTERNAL_ERROR' };
          }
        },
      );
    }
  });
}
