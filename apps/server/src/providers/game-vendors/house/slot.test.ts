// The built-in slot through its game client's calls: money only through the vendor API into the
// ledger, a retry answered from the stored round, refusals that move nothing, the jackpot, the
// seed rotation and a round recomputed from the revealed seed.
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoundRng, createRoundRng, sha256Hex } from '@wps/games/fair';
import { spin, slotVariantFor } from '@wps/games/slot';
import {
  fairSeeds,
  gameRounds,
  games,
  houseRounds,
  vendorTransactions,
} from '../../../db/schema/games';
import { openAccount, vendorBalance } from '../../../ledger/accounts';
import { post } from '../../../ledger/post';
import { cashOf } from '../../../../test/money-members';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { localVendorClient, injectSend } from '../vendor-client';
import {
  balanceOf,
  expectLedgerOk,
  houseCall,
  houseGame,
  launchFor,
  ledgerCount,
  player,
  type HouseGameFixture,
} from './house-test-kit';
import { openPlay } from './play';
import { JACKPOT_FUND_BPS, playRound, roundRefOf } from './rounds';

let t: TestApp;
let game: HouseGameFixture;

const SPIN = '/wps/house/slot/spin';
const key = () => `spin-${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  game = await houseGame(t, {
    vassalage: 'ROYALSLOTS',
    gameCode: 'HT_SLOT',
    engine: 'slot',
    minBet: 10n,
    lines: 20,
  });
});
afterAll(() => t.close());

async function houseRoundsOf(memberId: number) {
  return t.deps.db
    .select({ house: houseRounds, round: gameRounds })
    .from(houseRounds)
    .innerJoin(gameRounds, eq(gameRounds.id, houseRounds.roundId))
    .where(eq(gameRounds.memberId, memberId))
    .orderBy(houseRounds.nonce);
}

describe('POST /wps/house/session', () => {
  it("answers the player, balance, the slot's rules and RTP and a fresh seed at nonce 0", async () => {
    const p = await player(t, game, 5_000n);
    const res = await houseCall(t, '/wps/house/session', { token: p.launch, language: 'MY' });
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v.player).toEqual({ playerId: p.id, username: p.username, isTrial: false });
    expect(v.balance).toBe('5000');
    expect(v.game).toMatchObject({
      code: 'HT_SLOT',
      name: 'အိမ် HT_SLOT',
      vendor: 'ROYALSLOTS',
      engine: 'slot',
      minBet: '10',
      maxBet: '10000',
      lines: 20,
    });
    const def = slotVariantFor('HT_SLOT', 20);
    expect(v.game.slot.variant).toBe(def.id);
    expect(v.game.slot.reels).toEqual(def.reels);
    expect(v.game.slot.paylines).toHaveLength(20);
    expect(v.game.rtp).toBeGreaterThan(0.8);
    expect(v.game.rtp).toBeLessThan(1);
    expect(v.seed.nonce).toBe(0);
    expect(v.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // The same seed until it is rotated.
    const again = await houseCall(t, '/wps/house/session', { token: p.launch });
    expect(again.body.value.seed).toEqual(v.seed);
    expect(again.body.value.game.name).toBe('House HT_SLOT');
  });

  it('refuses an unknown or expired token with LAUNCH_TOKEN_INVALID', async () => {
    const unknown = await houseCall(t, '/wps/house/session', {
      token: randomBytes(32).toString('base64url'),
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('LAUNCH_TOKEN_INVALID');

    const p = await player(t, game, 0n);
    const expired = await launchFor(t, p.id, game, { expiresInMs: -1000 });
    const res = await houseCall(t, '/wps/house/session', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('LAUNCH_TOKEN_INVALID');
  });
  it('refuses a game switched off with GAME_UNAVAILABLE, and moves nothing', async () => {
    const off = await houseGame(t, {
      vassalage: 'ROYALSLOTS',
      gameCode: 'HT_SLOT_OFF',
      engine: 'slot',
      minBet: 10n,
      lines: 20,
    });
    const p = await player(t, off, 1_000n);
    await t.deps.db.update(games).set({ isActive: false }).where(eq(games.id, off.gameId));
    const before = await ledgerCount(t);
    const session = await houseCall(t, '/wps/house/session', { token: p.launch });
    expect(session.status).toBe(409);
    expect(session.body.code).toBe('GAME_UNAVAILABLE');
    const res = await houseCall(t, SPIN, {
      token: p.launch,
      stake: '10',
      lines: 20,
      clientKey: key(),
    });
    expect(res.body.code).toBe('GAME_UNAVAILABLE');
    expect(await ledgerCount(t)).toBe(before);
    expect(await cashOf(t, p.id)).toBe(1_000n);
  });
});

describe('POST /wps/house/slot/spin', () => {
  it('debits stake x lines and credits the win through the vendor API, once per clientKey', async () => {
    const p = await player(t, game, 10_000n);
    const jackpotBefore = await balanceOf(t, 'jackpot', null);
    const houseBefore = await balanceOf(t, 'house', null);
    const vendorBefore = await vendorBalance(t.deps.db, 'ROYALSLOTS');
    const body = { token: p.launch, stake: '10', lines: 20, clientKey: key() };

    const res = await houseCall(t, SPIN, body);
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v.bet).toBe('200');
    expect(v.nonce).toBe(0);
    expect(v.reels).toHaveLength(5);
    expect(v.jackpotWin).toBe('0');
    const win = BigInt(v.win);
    expect(win).toBe(
      v.wins.reduce((s: bigint, w: { win: string }) => s + BigInt(w.win), 0n) +
        BigInt(v.scatterWin),
    );
    expect(await cashOf(t, p.id)).toBe(10_000n - 200n + win);
    expect(v.balance).toBe(String(10_000n - 200n + win));
    // The vendor's account took the bet and paid the win; the house fed the jackpot 1 %.
    expect(await vendorBalance(t.deps.db, 'ROYALSLOTS')).toBe(vendorBefore + 200n - win);
    const fund = (200n * JACKPOT_FUND_BPS) / 10_000n;
    expect(fund).toBe(2n);
    expect(await balanceOf(t, 'jackpot', null)).toBe(jackpotBefore + fund);
    expect(await balanceOf(t, 'house', null)).toBe(houseBefore - fund);

    // The API's round: one bet, one win, ended; the house round holds the draw.
    const [row] = await houseRoundsOf(p.id);
    expect(row!.round).toMatchObject({ state: 'ended', betTotal: 200n, winTotal: win });
    expect(row!.round.id).toBe(v.roundId);
    expect(row!.house).toMatchObject({ nonce: 0, engine: 'slot', win });
    const txs = await t.deps.db
      .select({ txRef: vendorTransactions.txRef, kind: vendorTransactions.kind })
      .from(vendorTransactions)
      .where(eq(vendorTransactions.roundId, v.roundId));
    const ref = roundRefOf(p.id, game.gameId, body.clientKey);
    expect(txs.map((x) => x.txRef).sort()).toEqual([`${ref}:bet`, `${ref}:win`]);
    await expectLedgerOk(t);

    // The same request again: the same answer, nothing moves, no new nonce.
    const before = await ledgerCount(t);
    const again = await houseCall(t, SPIN, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await ledgerCount(t)).toBe(before);
    expect(await cashOf(t, p.id)).toBe(10_000n - 200n + win);
    expect(await houseRoundsOf(p.id)).toHaveLength(1);

    // The same key with another bet is a conflict, and moves nothing either.
    const other = await houseCall(t, SPIN, { ...body, stake: '20', lines: 10 });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'CONFLICT', field: 'body.clientKey' });
    expect(await ledgerCount(t)).toBe(before);

    // A new key is a new round with the next nonce.
    const next = await houseCall(t, SPIN, { ...body, clientKey: key() });
    expect(next.body.value.nonce).toBe(1);
    await expectLedgerOk(t);
  });

  it('refuses a bet above the balance with INSUFFICIENT_FUNDS and moves nothing', async () => {
    const p = await player(t, game, 150n);
    const before = await ledgerCount(t);
    const res = await houseCall(t, SPIN, {
      token: p.launch,
      stake: '10',
      lines: 20,
      clientKey: key(),
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await cashOf(t, p.id)).toBe(150n);
    expect(await ledgerCount(t)).toBe(before);
    expect(await houseRoundsOf(p.id)).toHaveLength(0);
    const session = await houseCall(t, '/wps/house/session', { token: p.launch });
    expect(session.body.value.seed.nonce).toBe(0);
  });

  it('answers bad input with 4xx and moves nothing', async () => {
    const p = await player(t, game, 100_000n);
    const base = { token: p.launch, stake: '10', lines: 20, clientKey: key() };
    const before = await ledgerCount(t);
    const cases: Array<[object, number, string, string?]> = [
      [{ stake: '0' }, 400, 'VALIDATION_FAILED', 'body.stake'],
      [{ stake: '-10' }, 400, 'VALIDATION_FAILED', 'body.stake'],
      [{ stake: '1.5' }, 400, 'VALIDATION_FAILED', 'body.stake'],
      [{ stake: 10 }, 400, 'VALIDATION_FAILED', 'body.stake'],
      [{ lines: 0 }, 400, 'VALIDATION_FAILED', 'body.lines'],
      [{ lines: 21 }, 400, 'VALIDATION_FAILED', 'body.lines'],
      [{ lines: 2.5 }, 400, 'VALIDATION_FAILED', 'body.lines'],
      [{ clientKey: 'short' }, 400, 'VALIDATION_FAILED', 'body.clientKey'],
      // Below the minimum bet (10 per spin) and above 1000 x it.
      [{ stake: '1', lines: 5 }, 400, 'BET_OUT_OF_RANGE'],
      [{ stake: '501', lines: 20 }, 400, 'BET_OUT_OF_RANGE'],
      [{ token: 'not a token' }, 400, 'VALIDATION_FAILED', 'body.token'],
      [{ token: randomBytes(32).toString('base64url') }, 401, 'LAUNCH_TOKEN_INVALID'],
      [{ extra: 1 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [patch, status, code, field] of cases) {
      const res = await houseCall(t, SPIN, { ...base, ...patch });
      expect({ patch, status: res.status, code: res.body.code }).toEqual({ patch, status, code });
      if (field) expect(res.body.field).toBe(field);
    }
    expect(await ledgerCount(t)).toBe(before);
    expect(await cashOf(t, p.id)).toBe(100_000n);
    expect(await houseRoundsOf(p.id)).toHaveLength(0);
    // The largest bet allowed goes through.
    const max = await houseCall(t, SPIN, { ...base, stake: '500', lines: 20 });
    expect(max.status).toBe(200);
  });

  it('pays the whole jackpot pool on a hit: house -> jackpot -> vendor -> player', async () => {
    const p = await player(t, game, 1_000n);
    // Start the pool at a known amount.
    const jackpot = await openAccount(t.deps.db, 'jackpot', null);
    const house = await openAccount(t.deps.db, 'house', null);
    await post(t.deps.db, {
      key: `test-jackpot-pool:${p.id}`,
      kind: 'jackpot_fund',
      entries: [
        { account: house.id, amount: -50_000n },
        { account: jackpot.id, amount: 50_000n },
      ],
    });
    const pool = await balanceOf(t, 'jackpot', null);
    // The member's seed is made on first use; find a client seed whose nonce 0 hits the jackpot.
    await houseCall(t, '/wps/house/session', { token: p.launch });
    const [seed] = await t.deps.db.select().from(fairSeeds).where(eq(fairSeeds.memberId, p.id));
    const def = slotVariantFor('HT_SLOT', 20);
    const blocks = (clientSeed: string) => (cursor: number) =>
      new Uint8Array(
        createHmac('sha256', seed!.serverSeed).update(`${clientSeed}:0:${cursor}`).digest(),
      );
    const hits = (candidate: string) =>
      spin(def, RoundRng.fromBlocks(blocks(candidate)), 1n, 20).jackpot;
    let i = 0;
    while (!hits(`jp-${i}`)) i++;
    const clientSeed = `jp-${i}`;
    await t.deps.db.update(fairSeeds).set({ clientSeed }).where(eq(fairSeeds.id, seed!.id));

    const res = await houseCall(t, SPIN, {
      token: p.launch,
      stake: '1',
      lines: 20,
      clientKey: key(),
    });
    expect(res.status).toBe(200);
    const v = res.body.value;
    // The pool had this spin's funding (1 % of 20, rounded down: 0) added before the hit.
    expect(v.jackpotWin).toBe(String(pool));
    const lineWin = BigInt(v.win) - pool;
    expect(await cashOf(t, p.id)).toBe(1_000n - 20n + lineWin + pool);
    expect(await balanceOf(t, 'jackpot', null)).toBe(0n);
    const [row] = await houseRoundsOf(p.id);
    expect(row!.house.outcome).toMatchObject({ jackpotHit: true, jackpotWin: String(pool) });
    expect(row!.round.winTotal).toBe(lineWin + pool);
    await expectLedgerOk(t);
  });
});

describe('provably fair seeds and verification', () => {
  it('verifies a round: hidden seed first, revealed by rotation, outcome recomputed by the engine', async () => {
    const p = await player(t, game, 100_000n);
    const spins = [];
    for (let i = 0; i < 3; i++) {
      const res = await houseCall(t, SPIN, {
        token: p.launch,
        stake: String(5 + i),
        lines: 20 - i,
        clientKey: key(),
      });
      expect(res.status).toBe(200);
      spins.push(res.body.value);
    }
    const verifyOf = (roundId: number) =>
      t.call({ method: 'GET', url: `/wps/house/rounds/${roundId}` });
    const hidden = await verifyOf(spins[2].roundId);
    expect(hidden.status).toBe(200);
    expect(hidden.body.value).toMatchObject({
      engine: 'slot',
      gameCode: 'HT_SLOT',
      vendor: 'ROYALSLOTS',
      nonce: 2,
      serverSeed: null,
      bet: { stake: '7', lines: 18, variant: slotVariantFor('HT_SLOT', 20).id },
    });
    const { serverSeedHash, clientSeed } = hidden.body.value;

    const rotated = await houseCall(t, '/wps/house/seed/rotate', { token: p.launch });
    expect(rotated.status).toBe(200);
    const { revealed, next } = rotated.body.value;
    expect(revealed).toMatchObject({ serverSeedHash, clientSeed, lastNonce: 2 });
    expect(await sha256Hex(revealed.serverSeed)).toBe(serverSeedHash);
    expect(next).toMatchObject({ clientSeed, nonce: 0 });
    expect(next.serverSeedHash).not.toBe(serverSeedHash);

    for (const s of spins) {
      const res = await verifyOf(s.roundId);
      const r = res.body.value;
      expect(r.serverSeed).toBe(revealed.serverSeed);
      // Recompute with the engine alone from what the verify page is given.
      const def = slotVariantFor(r.gameCode, 20);
      const rng = await createRoundRng(r.serverSeed, r.clientSeed, r.nonce);
      const again = spin(def, rng, BigInt(r.bet.stake), r.bet.lines);
      expect(again.grid).toEqual(s.reels);
      expect(again.grid).toEqual(r.outcome.reels);
      expect(again.win.toString()).toBe(r.win);
      expect(again.win.toString()).toBe(s.win);
    }
    const seedInfo = await t.call({ method: 'GET', url: `/wps/house/fair/${serverSeedHash}` });
    expect(seedInfo.body.value).toMatchObject({ serverSeed: revealed.serverSeed, rounds: 3 });
    const nextInfo = await t.call({ method: 'GET', url: `/wps/house/fair/${next.serverSeedHash}` });
    expect(nextInfo.body.value).toMatchObject({ serverSeed: null, rounds: 0, revealedAt: null });

    // The next round plays the new pair from nonce 0.
    const after = await houseCall(t, SPIN, {
      token: p.launch,
      stake: '5',
      lines: 20,
      clientKey: key(),
    });
    expect(after.body.value).toMatchObject({ nonce: 0, serverSeedHash: next.serverSeedHash });
  });

  it('a chosen client seed reveals the old pair and plays with the new one', async () => {
    const p = await player(t, game, 10_000n);
    const first = await houseCall(t, SPIN, {
      token: p.launch,
      stake: '5',
      lines: 20,
      clientKey: key(),
    });
    const res = await houseCall(t, '/wps/house/seed/client', {
      token: p.launch,
      clientSeed: 'my-lucky-seed:7',
    });
    expect(res.status).toBe(200);
    expect(res.body.value.revealed.lastNonce).toBe(0);
    expect(res.body.value.revealed.serverSeedHash).toBe(first.body.value.serverSeedHash);
    expect(res.body.value.next).toMatchObject({ clientSeed: 'my-lucky-seed:7', nonce: 0 });
    const spun = await houseCall(t, SPIN, {
      token: p.launch,
      stake: '5',
      lines: 20,
      clientKey: key(),
    });
    const round = await t.call({
      method: 'GET',
      url: `/wps/house/rounds/${spun.body.value.roundId}`,
    });
    expect(round.body.value).toMatchObject({ clientSeed: 'my-lucky-seed:7', nonce: 0 });

    for (const clientSeed of ['', 'has space', 'x'.repeat(65), 'ünïcode']) {
      const bad = await houseCall(t, '/wps/house/seed/client', { token: p.launch, clientSeed });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('body.clientSeed');
    }
    const active = await t.deps.db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.memberId, p.id), sql`${fairSeeds.revealedAt} is null`));
    expect(active).toHaveLength(1);
  });

  it('answers NOT_FOUND for an unknown round or seed', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/house/rounds/999999999' });
    expect(res.status).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/wps/house/rounds/abc' });
    expect(bad.status).toBe(400);
    const seed = await t.call({ method: 'GET', url: `/wps/house/fair/${'0'.repeat(64)}` });
    expect(seed.status).toBe(404);
  });
});

describe('interrupted rounds', () => {
  it('a retry after the bet went through (the request died before the draw) draws and pays once', async () => {
    const p = await player(t, game, 1_000n);
    const clientKey = key();
    const ref = roundRefOf(p.id, game.gameId, clientKey);
    const client = await localVendorClient(
      { db: t.deps.db, send: injectSend(t.app) },
      'ROYALSLOTS',
    );
    const debit = await client.debit({
      token: p.launch,
      playerId: p.id,
      txId: `${ref}:bet`,
      roundId: ref,
      gameCode: 'HT_SLOT',
      amount: 100n,
    });
    expect(debit.code).toBe('OK');
    const res = await houseCall(t, SPIN, { token: p.launch, stake: '5', lines: 20, clientKey });
    expect(res.status).toBe(200);
    expect(await cashOf(t, p.id)).toBe(1_000n - 100n + BigInt(res.body.value.win));
    await expectLedgerOk(t);
  });

  it('a round drawn but not paid (the win credit failed) is paid once: by a retry or the next session', async () => {
    const house = { db: t.deps.db, send: injectSend(t.app) };
    const spec = (clientKey: string) => ({
      clientKey,
      engine: 'slot' as const,
      bet: { stake: '1', lines: 1, variant: 'test' },
      amount: 100n,
      prefetch: 8,
      hasJackpot: false,
      // A fixed win, so the payout is known.
      draw: () => ({ outcome: { fixed: true }, win: 250n }),
    });
    for (const finish of ['retry', 'session'] as const) {
      const p = await player(t, game, 1_000n);
      const play = await openPlay(house, p.launch, 'slot');
      // The API is down for the credit: the round is drawn, the bet taken, nothing paid yet.
      const broken = {
        ...play,
        client: { ...play.client, credit: async () => ({ code: 'INTERNAL_ERROR' as const }) },
      };
      const clientKey = key();
      await expect(playRound(t.deps.db, broken, spec(clientKey))).rejects.toMatchObject({
        code: 'INTERNAL_ERROR',
      });
      expect(await cashOf(t, p.id)).toBe(900n);
      if (finish === 'retry') {
        const again = await playRound(t.deps.db, play, spec(clientKey));
        expect(again).toMatchObject({ win: 250n, balance: '1150' });
        // Once more: the stored round, nothing more paid.
        await playRound(t.deps.db, play, spec(clientKey));
      } else {
        await t.deps.db
          .update(gameRounds)
          .set({ startedAt: sql`now() - interval '11 minutes'` })
          .where(eq(gameRounds.memberId, p.id));
        const session = await houseCall(t, '/wps/house/session', { token: p.launch });
        expect(session.body.value.balance).toBe('1150');
        await houseCall(t, '/wps/house/session', { token: p.launch });
      }
      expect(await cashOf(t, p.id)).toBe(1_150n);
      const [row] = await houseRoundsOf(p.id);
      expect(row!.round).toMatchObject({ state: 'ended', betTotal: 100n, winTotal: 250n });
    }
    await expectLedgerOk(t);
  });

  it('a bet left undrawn is given back when the player opens the game again', async () => {
    const p = await player(t, game, 1_000n);
    const ref = roundRefOf(p.id, game.gameId, key());
    const client = await localVendorClient(
      { db: t.deps.db, send: injectSend(t.app) },
      'ROYALSLOTS',
    );
    await client.debit({
      token: p.launch,
      playerId: p.id,
      txId: `${ref}:bet`,
      roundId: ref,
      gameCode: 'HT_SLOT',
      amount: 300n,
    });
    expect(await cashOf(t, p.id)).toBe(700n);
    // Recent: still left alone (its request may be drawing it).
    await houseCall(t, '/wps/house/session', { token: p.launch });
    expect(await cashOf(t, p.id)).toBe(700n);
    await t.deps.db
      .update(gameRounds)
      .set({ startedAt: sql`now() - interval '11 minutes'` })
      .where(eq(gameRounds.roundRef, ref));
    const session = await houseCall(t, '/wps/house/session', { token: p.launch });
    expect(session.body.value.balance).toBe('1000');
    expect(await cashOf(t, p.id)).toBe(1_000n);
    const [round] = await t.deps.db.select().from(gameRounds).where(eq(gameRounds.roundRef, ref));
    expect(round).toMatchObject({ state: 'ended', refundTotal: 300n });
    await expectLedgerOk(t);
  });
});
