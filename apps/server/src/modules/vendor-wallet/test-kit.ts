// Vendors for the vendor API's tests: credentials with a known secret, a game, a launched member,
// and a client signing as the vendor through app.inject.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { gameVendors } from '../../db/schema/content';
import { games, vendorCredentials } from '../../db/schema/games';
import { accountOf, type AccountKind, type AccountOwner } from '../../ledger/accounts';
import {
  createVendorClient,
  injectSend,
  type VendorClient,
  type VendorSend,
} from '../../providers/game-vendors/vendor-client';
import type { TestApp } from '../../../test/test-app';

export const LOCAL_IPS = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

export interface TestVendor {
  vendorId: number;
  vassalage: string;
  secret: string;
  gameCode: string;
  client: VendorClient;
}

/** Sends as app.inject from `ip`. */
export function sendFrom(t: TestApp, ip: string): VendorSend {
  return async ({ path, headers, body }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: body,
      remoteAddress: ip,
    });
    return { status: res.statusCode, body: res.body };
  };
}

/**
 * A seeded vendor given a known secret, the local allow-list and a launch URL, and an active game
 * of it with trial play on.
 */
export async function setUpVendor(
  t: TestApp,
  vassalage: string,
  options: { allowedIps?: string[]; walletMode?: 'seamless' | 'transfer' } = {},
): Promise<TestVendor> {
  const db = t.deps.db;
  const [vendor] = await db
    .select({ id: gameVendors.id, gameType: gameVendors.gameType })
    .from(gameVendors)
    .where(eq(gameVendors.vassalage, vassalage));
  if (!vendor) throw new Error(`no vendor ${vassalage}`);
  if (options.walletMode) {
    await db
      .update(gameVendors)
      .set({ walletMode: options.walletMode })
      .where(eq(gameVendors.id, vendor.id));
  }
  const secret = randomBytes(24).toString('hex');
  const allowedIps = options.allowedIps ?? LOCAL_IPS;
  await db
    .insert(vendorCredentials)
    .values({ vendorId: vendor.id, secret, allowedIps, launchUrl: '/play/test' })
    .onConflictDoUpdate({
      target: vendorCredentials.vendorId,
      set: { secret, allowedIps, launchUrl: '/play/test' },
    });
  const gameCode = `VT_${vassalage}`;
  await db
    .insert(games)
    .values({
      vendorId: vendor.id,
      gameType: vendor.gameType,
      gameCode,
      names: { EN: `Test ${vassalage}` },
      searchText: `test ${vassalage.toLowerCase()}`,
      art: `/images/games/${gameCode}.svg`,
      trialEnabled: true,
    })
    .onConflictDoNothing();
  await db
    .update(games)
    .set({ isActive: true })
    .where(and(eq(games.gameCode, gameCode), eq(games.vendorId, vendor.id)));
  return {
    vendorId: vendor.id,
    vassalage,
    secret,
    gameCode,
    client: createVendorClient({ vendor: vassalage, secret, send: injectSend(t.app) }),
  };
}

/** Launches the vendor's test game for the member (real money, or trial) and returns the token. */
export async function launchToken(
  t: TestApp,
  memberToken: string,
  gameCode: string,
  trial = false,
): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: trial ? '/wps/relay/GCS_gameTrialLaunch' : '/wps/game/launchGame',
    token: memberToken,
    payload: { gameCode },
  });
  if (!res.body.success) throw new Error(`launch failed: ${JSON.stringify(res.body)}`);
  return new URL(res.body.value.url, 'http://x').searchParams.get('token')!;
}

/** A ledger account's balance (0 when never opened). */
export async function balanceOfAccount(
  t: TestApp,
  kind: AccountKind,
  owner: AccountOwner,
): Promise<bigint> {
  return (await accountOf(t.deps.db, kind, owner))?.balance ?? 0n;
}

/** How many ledger transactions the vendor's calls made. */
export async function vendorPostings(t: TestApp, vendorId: number): Promise<number> {
  const result = (await t.deps.db.execute(
    sql`SELECT count(*)::int AS n FROM ledger_transactions
         WHERE idempotency_key LIKE ${`vendor:${vendorId}:%`}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}
