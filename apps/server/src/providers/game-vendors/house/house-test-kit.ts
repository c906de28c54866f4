// Set-up for the built-in vendor's tests: a house vendor with credentials, a game of each engine,
// members with cash and a launch token made the way the launch call makes it (a vendor_sessions
// row holding the token's SHA-256), and the ledger facts the "nothing moved" checks compare.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gameVendors } from '../../../db/schema/content';
import { games, pvpRooms, vendorCredentials, vendorSessions } from '../../../db/schema/games';
import { ledgerTransactions } from '../../../db/schema/ledger';
import { accountOf, type AccountKind, type AccountOwner } from '../../../ledger/accounts';
import { checkLedger } from '../../../ledger/check';
import { makeMoneyMember, type MoneyMember } from '../../../../test/money-members';
import type { TestApp } from '../../../../test/test-app';

export const LOCAL_IPS = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

export interface HouseGameFixture {
  vendorId: number;
  vendorCode: string;
  gameId: number;
  gameCode: string;
}

/**
 * The seeded vendor `vassalage` with credentials the house signs with, and an active game of
 * it played by `engine` (inserted, or updated when the code exists).
 */
export async function houseGame(
  t: TestApp,
  p: {
    vassalage: string;
    gameCode: string;
    engine: 'slot' | 'fish' | 'pvp';
    minBet: bigint;
    lines?: number;
  },
): Promise<HouseGameFixture> {
  const db = t.deps.db;
  const [vendor] = await db
    .select({ id: gameVendors.id, gameType: gameVendors.gameType })
    .from(gameVendors)
    .where(eq(gameVendors.vassalage, p.vassalage));
  if (!vendor) throw new Error(`no vendor ${p.vassalage}`);
  const secret = randomBytes(24).toString('hex');
  const launchUrl = `/play/${p.engine}`;
  await db
    .insert(vendorCredentials)
    .values({ vendorId: vendor.id, secret, allowedIps: LOCAL_IPS, launchUrl })
    .onConflictDoNothing();
  const row = {
    vendorId: vendor.id,
    gameType: vendor.gameType,
    gameCode: p.gameCode,
    names: { EN: `House ${p.gameCode}`, MY: `အိမ် ${p.gameCode}` },
    searchText: `house ${p.gameCode.toLowerCase()}`,
    art: `/images/games/${p.gameCode}.svg`,
    minBet: p.minBet,
    lines: p.lines ?? 0,
    engine: p.engine,
    isActive: true,
    trialEnabled: true,
  };
  const [game] = await db
    .insert(games)
    .values(row)
    .onConflictDoUpdate({ target: games.gameCode, set: row })
    .returning({ id: games.id });
  return { vendorId: vendor.id, vendorCode: p.vassalage, gameId: game!.id, gameCode: p.gameCode };
}

export interface Player extends MoneyMember {
  /** A launch token of the fixture's game. */
  launch: string;
}

/** A launch token for the member and game, stored as the launch call stores it. */
export async function launchFor(
  t: TestApp,
  memberId: number,
  game: HouseGameFixture,
  options: { isTrial?: boolean; expiresInMs?: number } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.deps.db.insert(vendorSessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    memberId,
    vendorId: game.vendorId,
    gameId: game.gameId,
    isTrial: options.isTrial ?? false,
    expiresAt: new Date(Date.now() + (options.expiresInMs ?? 3_600_000)),
  });
  return token;
}

export async function player(t: TestApp, game: HouseGameFixture, cash: bigint): Promise<Player> {
  const member = await makeMoneyMember(t, { cash });
  return { ...member, launch: await launchFor(t, member.id, game) };
}

export async function balanceOf(t: TestApp, kind: AccountKind, owner: AccountOwner) {
  return (await accountOf(t.deps.db, kind, owner))?.balance ?? 0n;
}

export async function ledgerCount(t: TestApp): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(ledgerTransactions);
  return row!.n;
}

export async function expectLedgerOk(t: TestApp) {
  const check = await checkLedger(t.deps.db);
  expect(check.problems).toEqual([]);
}

export const houseCall = (t: TestApp, url: string, payload: object) =>
  t.call({ method: 'POST', url, payload });

export interface DemoSlot {
  gameCode: string;
  minBet: bigint;
  lines: number;
}

/** An active demo slot of the built-in slot vendor (the games seed step makes them). */
export async function demoSlot(t: TestApp, options: { trial?: boolean } = {}): Promise<DemoSlot> {
  const [row] = await t.deps.db
    .select({ gameCode: games.gameCode, minBet: games.minBet, lines: games.lines })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(
      and(
        eq(gameVendors.vassalage, 'ROYALSLOTS'),
        eq(games.engine, 'slot'),
        eq(games.isActive, true),
        options.trial ? eq(games.trialEnabled, true) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no demo slot${options.trial ? ' with trial play' : ''}`);
  return row;
}

// ---------------------------------------------------------------------------------------------
// PvP tables

let roomSort = 0;

/** A fresh room of the card game (stakes 10 to 1,000): each test its own table. */
export async function newPvpRoom(t: TestApp, game: HouseGameFixture, seats = 4): Promise<number> {
  const [room] = await t.deps.db
    .insert(pvpRooms)
    .values({
      gameId: game.gameId,
      names: { EN: `Room ${++roomSort}` },
      minBet: 10n,
      maxBet: 1_000n,
      seats,
      sort: roomSort,
    })
    .returning({ id: pvpRooms.id });
  return room!.id;
}

/** The game client's PvP calls, on the app `app()` gives (a test's app is made in beforeAll). */
export function pvpCalls(app: () => TestApp) {
  return {
    sit: (p: Player, roomId: number, seatNo: number) =>
      houseCall(app(), '/wps/house/pvp/sit', { token: p.launch, roomId, seatNo }),
    leave: (p: Player) => houseCall(app(), '/wps/house/pvp/leave', { token: p.launch }),
    bet: (p: Player, roomId: number, stake: string, clientSeed = `seed-${p.id}`) =>
      houseCall(app(), '/wps/house/pvp/bet', { token: p.launch, roomId, stake, clientSeed }),
    table: (p: Player, roomId: number) =>
      app().call({
        method: 'GET',
        url: `/wps/house/pvp/table?token=${p.launch}&roomId=${roomId}`,
      }),
  };
}
