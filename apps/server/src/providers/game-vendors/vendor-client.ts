// A vendor's side of the seamless-wallet API: signs each call with the vendor's secret and reads
// the answer. The built-in vendors (house games, simulated books) run in this server and use it
// through injectSend, so their money takes exactly the path an outside vendor's does: the same
// route, signature check, allow-list and idempotency.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  VENDOR_API_PREFIX,
  VENDOR_CODE_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  vendorCodes,
  type VendorCode,
} from '@wps/contracts/games/vendor-api';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema/content';
import { vendorCredentials } from '../../db/schema/games';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';

export type { VendorCode };

/** Carries one signed call to the API and brings back its answer. */
export interface VendorSend {
  (req: { path: string; headers: Record<string, string>; body: string }): Promise<{
    status: number;
    body: string;
  }>;
}

export type VendorAnswer<T> =
  ({ code: 'OK' } & T) | { code: Exclude<VendorCode, 'OK'>; balance?: string };

export interface VendorClient {
  readonly vendor: string;
  authenticate(token: string): Promise<
    VendorAnswer<{
      playerId: number;
      username: string;
      currency: string;
      balance: string;
      isTrial: boolean;
    }>
  >;
  balance(playerId: number): Promise<VendorAnswer<{ balance: string; currency: string }>>;
  debit(p: {
    token: string;
    playerId: number;
    txId: string;
    roundId: string;
    gameCode: string;
    amount: bigint;
  }): Promise<VendorAnswer<{ balance: string; txId: string }>>;
  credit(p: {
    playerId: number;
    txId: string;
    roundId: string;
    gameCode: string;
    amount: bigint;
  }): Promise<VendorAnswer<{ balance: string; txId: string }>>;
  rollback(p: {
    playerId: number;
    txId: string;
    refTxId: string;
    roundId: string;
  }): Promise<VendorAnswer<{ balance: string; txId: string }>>;
  endRound(p: { playerId: number; roundId: string }): Promise<VendorAnswer<{ balance: string }>>;
}

/** Lower-case hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export function vendorSignature(
  secret: string,
  timestamp: string,
  rawBody: string | Buffer,
): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** Whether `given` is the signature of this body: compared in constant time. */
export function isVendorSignature(
  secret: string,
  timestamp: string,
  rawBody: string | Buffer,
  given: string,
): boolean {
  const expected = Buffer.from(vendorSignature(secret, timestamp, rawBody), 'hex');
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The three headers of a signed call. */
export function signedHeaders(
  vendor: string,
  secret: string,
  body: string,
  now: number = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    [VENDOR_CODE_HEADER]: vendor,
    [VENDOR_TIMESTAMP_HEADER]: timestamp,
    [VENDOR_SIGNATURE_HEADER]: vendorSignature(secret, timestamp, body),
  };
}

const knownCodes = new Set<string>(vendorCodes);

export function createVendorClient(opts: {
  vendor: string;
  secret: string;
  send: VendorSend;
}): VendorClient {
  const { vendor, secret, send } = opts;
  async function call<T>(name: string, payload: Record<string, unknown>): Promise<VendorAnswer<T>> {
    const body = JSON.stringify(payload);
    const answer = await send({
      path: `${VENDOR_API_PREFIX}/${name}`,
      headers: signedHeaders(vendor, secret, body),
      body,
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      parsed = null;
    }
    const code = (parsed as { code?: unknown } | null)?.code;
    if (answer.status !== 200 || typeof code !== 'string' || !knownCodes.has(code)) {
      // Not an answer of the API (a proxy's error page, a crash): the caller retries the same txId.
      return { code: 'INTERNAL_ERROR' };
    }
    return parsed as VendorAnswer<T>;
  }
  return {
    vendor,
    authenticate: (token) => call('authenticate', { token }),
    balance: (playerId) => call('balance', { playerId }),
    debit: (p) => call('debit', { ...p, amount: p.amount.toString() }),
    credit: (p) => call('credit', { ...p, amount: p.amount.toString() }),
    rollback: (p) => call('rollback', { ...p }),
    endRound: (p) => call('endRound', { ...p }),
  };
}

/**
 * Sends through the app itself (app.inject) from 127.0.0.1: no socket, but the same route,
 * signature check and allow-list an outside vendor meets.
 */
export function injectSend(app: FastifyInstance): VendorSend {
  return async ({ path, headers, body }) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: body,
      remoteAddress: '127.0.0.1',
    });
    return { status: response.statusCode, body: response.body };
  };
}

/** A vendor's secret by its code (vassalage), or null when it has no credentials. */
export async function vendorSecret(db: Db, vendorCode: string): Promise<string | null> {
  const rows = await db
    .select({ secret: vendorCredentials.secret })
    .from(vendorCredentials)
    .innerJoin(gameVendors, eq(gameVendors.id, vendorCredentials.vendorId))
    .where(eq(gameVendors.vassalage, vendorCode))
    .limit(1);
  return rows[0]?.secret ?? null;
}

/** Per database (tests run several), by vendor code. */
const secretCache = new WeakMap<Db, TtlCache<string, string>>();
const SECRET_CACHE_MS = 60_000;

/**
 * The client a local vendor (HOUSE, SIMS) signs with: the secret read from vendor_credentials
 * (cached a minute). Throws when the vendor has no credentials row (the games seed makes them).
 */
export async function localVendorClient(
  deps: { db: Db; send: VendorSend },
  vendorCode: string,
): Promise<VendorClient> {
  let cache = secretCache.get(deps.db);
  if (!cache) secretCache.set(deps.db, (cache = createTtlCache(SECRET_CACHE_MS)));
  let secret = cache.get(vendorCode) ?? null;
  if (secret === null) {
    secret = await vendorSecret(deps.db, vendorCode);
    if (secret === null) throw new Error(`vendor ${vendorCode} has no credentials`);
    cache.set(vendorCode, secret);
  }
  return createVendorClient({ vendor: vendorCode, secret, send: deps.send });
}

/** Forget a database's cached secrets (after a rotation). */
export function forgetVendorSecrets(db: Db): void {
  secretCache.delete(db);
}
