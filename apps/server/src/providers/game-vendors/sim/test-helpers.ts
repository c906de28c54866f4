// Test setup for the simulated vendors: what the games seed and the launch would have made (a
// game per vendor, its credentials, a launch session), made here so these tests do not wait on
// them; existing rows (the games seed's) are kept.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/test-app';
import { gameVendors } from '../../../db/schema/content';
import { games, simEvents, vendorCredentials, vendorSessions } from '../../../db/schema/games';
import { makeMoneyMember, type MoneyMember } from '../../../../test/money-members';

export interface SimGameFixture {
  vendorId: number;
  vendor: string;
  gameCode: string;
}

/** A game of `vendor` (type `gameType`) with the vendor's credentials. */
export async function simGame(
  t: TestApp,
  vendor: string,
  gameType: 'LIVE' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT',
  launchUrl: string,
): Promise<SimGameFixture> {
  let [row] = await t.deps.db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(and(eq(gameVendors.vassalage, vendor), eq(gameVendors.gameType, gameType)));
  if (!row) {
    [row] = await t.deps.db
      .insert(gameVendors)
      .values({ gameType, vassalage: vendor, displayName: vendor, accountTypeId: 1, logo: '' })
      .returning({ id: gameVendors.id });
  }
  const vendorId = row!.id;
  await t.deps.db
    .insert(vendorCredentials)
    .values({
      vendorId,
      secret: randomBytes(32).toString('hex'),
      allowedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      launchUrl,
    })
    .onConflictDoNothing();
  const gameCode = `SIMT_${vendor}`;
  await t.deps.db
    .insert(games)
    .values({
      vendorId,
      gameType,
      gameCode,
      names: { EN: `${vendor} test game` },
      searchText: `${vendor.toLowerCase()} test game`,
      art: '',
      minBet: 100n,
    })
    .onConflictDoNothing();
  return { vendorId, vendor, gameCode };
}

/** A funded member and a live launch token for `game`. */
export async function launched(
  t: TestApp,
  game: SimGameFixture,
  cash: bigint,
): Promise<{ member: MoneyMember; token: string }> {
  const member = await makeMoneyMember(t, { cash });
  const token = randomBytes(32).toString('base64url');
  const [g] = await t.deps.db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.gameCode, game.gameCode));
  await t.deps.db.insert(vendorSessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    memberId: member.id,
    vendorId: game.vendorId,
    gameId: g!.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { member, token };
}

/** An event of the vendor, open for bets unless told otherwise. */
export async function simEvent(
  t: TestApp,
  vendorId: number,
  fields: Partial<typeof simEvents.$inferInsert> = {},
): Promise<typeof simEvents.$inferSelect> {
  const [row] = await t.deps.db
    .insert(simEvents)
    .values({
      vendorId,
      sport: 'football',
      league: 'Test League',
      home: 'Home FC',
      away: 'Away FC',
      odds: { home: 2100, draw: 3300, away: 3500 },
      startsAt: new Date(Date.now() + 60_000),
      endsAt: new Date(Date.now() + 300_000),
      ...fields,
    })
    .returning();
  return row!;
}
