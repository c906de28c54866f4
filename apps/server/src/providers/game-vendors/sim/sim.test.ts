// The simulated vendors end to end: the job's calendar, bets debited through the vendor API into
// the ledger, settlement paying winners once, losers nothing, cancelled events back, and the
// game client's refusals (4xx, nothing moved).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { cashOf } from '../../../../test/money-members';
import { gameRounds, simBets, simEvents } from '../../../db/schema/games';
import { checkLedger } from '../../../ledger/check';
import { runJobOnce } from '../../../lib/jobs';
import { injectSend } from '../vendor-client';
import { simVendorsJob } from './sim.job';
import { settleSimEvents, type SimDeps } from './sim-settle';
import { placeSimBet } from './sim.service';
import { launched, simEvent, simGame, type SimGameFixture } from './test-helpers';

let t: TestApp;
let sim: SimDeps;
let live: SimGameFixture;
let sports: SimGameFixture;
let esports: SimGameFixture;
let cockfight: SimGameFixture;

beforeAll(async () => {
  t = await createTestApp();
  sim = { db: t.deps.db, send: injectSend(t.app) };
  live = await simGame(t, 'PEARLCASINO', 'LIVE', '/play/live');
  sports = await simGame(t, 'GOLDENGOAL', 'SPORTS', '/play/sports');
  esports = await simGame(t, 'PIXELARENA', 'ESPORTS', '/play/sports');
  cockfight = await simGame(t, 'DS88', 'COCKFIGHT', '/play/cockfight');
});
afterAll(() => t.close());

const clientKey = () => randomBytes(8).toString('hex');
const bet = (payload: object) => t.call({ method: 'POST', url: '/wps/sim/bet', payload });

async function betsOf(eventId: number) {
  return t.deps.db.select().from(simBets).where(eq(simBets.eventId, eventId));
}

async function endEvent(eventId: number, state: 'ended' | 'cancelled', result: object) {
  await t.deps.db.update(simEvents).set({ state, result }).where(eq(simEvents.id, eventId));
}

const result = (winner: string | null) => ({
  winner,
  score: null,
  cards: null,
  reason: winner ? null : 'abandoned',
});

describe('the sim-vendors job', () => {
  it('keeps each vendor supplied: tables, matches and fights scheduled, live, then ended', async () => {
    const t0 = new Date('2031-03-01T10:00:10Z');
    expect(await runJobOnce(t.deps, simVendorsJob, t0)).toBe('done');
    const eventsOf = async (vendorId: number) =>
      t.deps.db.select().from(simEvents).where(eq(simEvents.vendorId, vendorId));

    const hands = await eventsOf(live.vendorId);
    expect(hands.length).toBeGreaterThanOrEqual(2);
    expect(hands.every((h) => h.sport === 'baccarat' && h.state === 'scheduled')).toBe(true);
    // Every 30 s, betting open until the deal.
    const starts = hands.map((h) => h.startsAt.getTime()).sort((a, b) => a - b);
    expect(starts[1]! - starts[0]!).toBe(30_000);

    const matches = await eventsOf(sports.vendorId);
    expect(matches.some((m) => m.state === 'live')).toBe(true);
    expect(matches.some((m) => m.state === 'scheduled')).toBe(true);
    expect(new Set(matches.map((m) => m.sport))).toEqual(new Set(['football', 'basketball']));
    for (const m of matches) {
      const implied = Object.values(m.odds).reduce((s, o) => s + 1000 / o, 0);
      expect(implied).toBeGreaterThan(1); // the margin
      const minutes = (m.endsAt.getTime() - m.startsAt.getTime()) / 60_000;
      expect(minutes).toBeGreaterThanOrEqual(3);
      expect(minutes).toBeLessThanOrEqual(5);
    }
    const esportsRows = await eventsOf(esports.vendorId);
    expect(esportsRows.length).toBeGreaterThan(0);
    const fights = await eventsOf(cockfight.vendorId);
    expect(fights.every((f) => Object.keys(f.odds).sort().join() === 'draw,meron,wala')).toBe(true);

    // A run at the same moment creates nothing new.
    const before = (await t.deps.db.select().from(simEvents)).length;
    await runJobOnce(t.deps, simVendorsJob, t0);
    expect((await t.deps.db.select().from(simEvents)).length).toBe(before);

    // The job keeps running every 30 s for ten minutes: hands and matches end with results, and
    // new ones are always ahead.
    let t1 = t0;
    for (let i = 0; i < 20; i++) {
      t1 = new Date(t1.getTime() + 30_000);
      await runJobOnce(t.deps, simVendorsJob, t1);
    }
    const ended = (await eventsOf(live.vendorId)).filter((h) => h.state === 'ended');
    expect(ended.length).toBeGreaterThanOrEqual(18);
    for (const h of ended) {
      const r = h.result as { winner: string; cards: { player: string[]; banker: string[] } };
      expect(['player', 'banker', 'tie']).toContain(r.winner);
      expect(r.cards.player.length).toBeGreaterThanOrEqual(2);
    }
    expect(
      (await eventsOf(live.vendorId)).some((h) => h.state === 'scheduled' && h.startsAt > t1),
    ).toBe(true);
    const afterMatches = await eventsOf(sports.vendorId);
    const done = afterMatches.filter((m) => m.state === 'ended' || m.state === 'cancelled');
    expect(done.length).toBeGreaterThan(0);
    for (const m of done.filter((d) => d.state === 'ended')) {
      expect(Object.keys(m.odds)).toContain((m.result as { winner: string }).winner);
    }
    expect(afterMatches.some((m) => m.state === 'scheduled' && m.startsAt > t1)).toBe(true);
  });
});

describe('POST /wps/sim/bet', () => {
  it('debits the stake through the vendor API, once per clientKey', async () => {
    const { member, token } = await launched(t, sports, 10_000n);
    const event = await simEvent(t, sports.vendorId);
    const payload = {
      token,
      gameCode: sports.gameCode,
      eventId: event.id,
      selection: 'home',
      stake: '1500',
      clientKey: clientKey(),
    };
    const first = await bet(payload);
    expect(first.status).toBe(200);
    expect(first.body.value.balance).toBe('8500');
    expect(first.body.value.bet).toMatchObject({ state: 'open', odds: 2100, stake: '1500' });
    expect(await cashOf(t, member.id)).toBe(8500n);

    // The same key again: the same bet, nothing debited twice.
    const again = await bet(payload);
    expect(again.status).toBe(200);
    expect(again.body.value.bet.betRef).toBe(first.body.value.bet.betRef);
    expect(await cashOf(t, member.id)).toBe(8500n);
    expect(await betsOf(event.id)).toHaveLength(1);
    // ... but the key with another stake is a conflict.
    expect((await bet({ ...payload, stake: '1600' })).status).toBe(409);

    const round = await t.deps.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.memberId, member.id));
    expect(round).toHaveLength(1);
    expect(round[0]).toMatchObject({ betTotal: 1500n, state: 'open' });

    const list = await t.call({
      method: 'GET',
      url: `/wps/sim/bets?token=${token}&gameCode=${sports.gameCode}`,
    });
    expect(list.body.value.bets).toHaveLength(1);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('refuses bad input with a 4xx and moves nothing', async () => {
    const { member, token } = await launched(t, sports, 10_000n);
    const event = await simEvent(t, sports.vendorId);
    const good = {
      token,
      gameCode: sports.gameCode,
      eventId: event.id,
      selection: 'home',
      stake: '1000',
      clientKey: clientKey(),
    };
    const cases: Array<[object, number, string]> = [
      [{ ...good, stake: '0' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, stake: '1.5' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, stake: 100 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, selection: 'meron' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, selection: 'nobody' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, clientKey: 'short' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, extra: 1 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, stake: '99' }, 400, 'BET_OUT_OF_RANGE'],
      [{ ...good, stake: '500001' }, 400, 'BET_OUT_OF_RANGE'],
      [{ ...good, eventId: 999_999_999 }, 404, 'NOT_FOUND'],
      [{ ...good, gameCode: 'NO_SUCH_GAME' }, 409, 'GAME_UNAVAILABLE'],
      [{ ...good, gameCode: live.gameCode }, 401, 'LAUNCH_TOKEN_INVALID'],
      [{ ...good, token: 'x'.repeat(43) }, 401, 'LAUNCH_TOKEN_INVALID'],
      [{ ...good, stake: '20000' }, 409, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await bet(payload);
      expect([res.status, res.body.code], JSON.stringify(payload)).toEqual([status, code]);
    }
    // Another vendor's event is not found at this one.
    const elsewhere = await simEvent(t, esports.vendorId, {
      sport: 'dota2',
      odds: { home: 1800, away: 1950 },
    });
    expect((await bet({ ...good, eventId: elsewhere.id })).status).toBe(404);
    expect(await cashOf(t, member.id)).toBe(10_000n);
    expect(await betsOf(event.id)).toHaveLength(0);
  });

  it('answers BET_CLOSED once betting has closed', async () => {
    const { member, token } = await launched(t, live, 10_000n);
    // A baccarat hand closes when it is dealt.
    const hand = await simEvent(t, live.vendorId, {
      sport: 'baccarat',
      home: 'Player',
      away: 'Banker',
      odds: { player: 2000, banker: 1950, tie: 9000 },
      startsAt: new Date(Date.now() + 20_000),
      endsAt: new Date(Date.now() + 26_000),
    });
    const body = {
      token,
      gameCode: live.gameCode,
      eventId: hand.id,
      selection: 'banker' as const,
      stake: '1000',
      clientKey: clientKey(),
    };
    const atDeal = new Date(hand.startsAt.getTime());
    await expect(placeSimBet(sim, body, atDeal)).rejects.toMatchObject({ code: 'BET_CLOSED' });
    // A match takes in-play bets until its last minute.
    const match = await simEvent(t, sports.vendorId, {
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 120_000),
      state: 'live',
    });
    const sportsLaunch = await launched(t, sports, 10_000n);
    const inPlay = {
      token: sportsLaunch.token,
      gameCode: sports.gameCode,
      eventId: match.id,
      selection: 'draw' as const,
      stake: '1000',
      clientKey: clientKey(),
    };
    const lastMinute = new Date(match.endsAt.getTime() - 60_000);
    await expect(placeSimBet(sim, inPlay, lastMinute)).rejects.toMatchObject({
      code: 'BET_CLOSED',
    });
    const placed = await placeSimBet(sim, inPlay, new Date(lastMinute.getTime() - 1));
    expect(placed.bet.state).toBe('open');
    // Over HTTP (the real clock), an ended event.
    const over = await simEvent(t, live.vendorId, {
      sport: 'baccarat',
      odds: { player: 2000, banker: 1950, tie: 9000 },
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() - 54_000),
      state: 'ended',
    });
    const res = await bet({ ...body, eventId: over.id, clientKey: clientKey() });
    expect([res.status, res.body.code]).toEqual([409, 'BET_CLOSED']);
    expect(await cashOf(t, member.id)).toBe(10_000n);
  });
});

describe('settlement', () => {
  it("pays winners once (run twice), keeps losers' stakes and ends every round", async () => {
    const event = await simEvent(t, sports.vendorId);
    const winner = await launched(t, sports, 10_000n);
    const loser = await launched(t, sports, 10_000n);
    const place = (l: { token: string }, selection: 'home' | 'away', stake: string) =>
      placeSimBet(
        sim,
        {
          token: l.token,
          gameCode: sports.gameCode,
          eventId: event.id,
          selection,
          stake,
          clientKey: clientKey(),
        },
        new Date(),
      );
    await place(winner, 'home', '1000');
    await place(winner, 'home', '500');
    await place(loser, 'away', '2000');
    expect(await cashOf(t, winner.member.id)).toBe(8500n);
    expect(await cashOf(t, loser.member.id)).toBe(8000n);

    await endEvent(event.id, 'ended', { ...result('home'), score: { home: 2, away: 1 } });
    const now = new Date();
    const first = await settleSimEvents(sim, now);
    expect(first.settled).toBe(3);
    // A second run (a crash and a restart) finds nothing and pays nothing again.
    const second = await settleSimEvents(sim, now);
    expect(second.settled).toBe(0);
    // And settling the same event again bypassing the bets' states (the wallet's txIds alone).
    await t.deps.db
      .update(simBets)
      .set({ state: 'open', settledAt: null })
      .where(eq(simBets.eventId, event.id));
    await settleSimEvents(sim, now);

    // 1000 x 2.100 + 500 x 2.100 = 3150 back.
    expect(await cashOf(t, winner.member.id)).toBe(8500n + 3150n);
    expect(await cashOf(t, loser.member.id)).toBe(8000n);
    const bets = await betsOf(event.id);
    expect(bets.map((b) => [b.state, b.payout]).sort()).toEqual(
      [
        ['lost', 0n],
        ['won', 1050n],
        ['won', 2100n],
      ].sort(),
    );
    const rounds = await t.deps.db.select().from(gameRounds);
    const mine = rounds.filter((r) => [winner.member.id, loser.member.id].includes(r.memberId));
    expect(mine).toHaveLength(2);
    expect(mine.every((r) => r.state === 'ended')).toBe(true);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('a bet whose debit went unanswered stays pending (shown open) until settlement gives it back', async () => {
    const event = await simEvent(t, sports.vendorId);
    const l = await launched(t, sports, 10_000n);
    // The debit arrives but its answer is lost, and the rollback that follows never arrives.
    const lossy: SimDeps = {
      db: t.deps.db,
      send: async (req) => {
        if (req.path.endsWith('/rollback')) return { status: 502, body: '' };
        const answer = await sim.send(req);
        return req.path.endsWith('/debit') ? { status: 502, body: '' } : answer;
      },
    };
    const body = {
      token: l.token,
      gameCode: sports.gameCode,
      eventId: event.id,
      selection: 'home' as const,
      stake: '1000',
      clientKey: clientKey(),
    };
    await expect(placeSimBet(lossy, body, new Date())).rejects.toMatchObject({
      code: 'VENDOR_UNAVAILABLE',
    });
    expect(await cashOf(t, l.member.id)).toBe(9_000n);
    const [pending] = await betsOf(event.id);
    expect([pending!.state, pending!.gameCode, pending!.settledAt]).toEqual([
      'pending',
      sports.gameCode,
      null,
    ]);
    const listed = await t.call({
      method: 'GET',
      url: `/wps/sim/bets?token=${l.token}&gameCode=${sports.gameCode}`,
    });
    expect(listed.body.value.bets[0]).toMatchObject({ state: 'open', payout: null });

    await endEvent(event.id, 'ended', result('home'));
    const report = await settleSimEvents(sim, new Date());
    expect(report.settled).toBe(1);
    // Given back, not paid as a win: its debit was never confirmed.
    expect(await cashOf(t, l.member.id)).toBe(10_000n);
    const [after] = await betsOf(event.id);
    expect([after!.state, after!.payout]).toEqual(['void', 1000n]);
    expect((await settleSimEvents(sim, new Date())).settled).toBe(0);
    expect(await cashOf(t, l.member.id)).toBe(10_000n);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('gives every stake back when the event is cancelled', async () => {
    const event = await simEvent(t, esports.vendorId, {
      sport: 'csgo',
      odds: { home: 1700, away: 2050 },
    });
    const a = await launched(t, esports, 5_000n);
    const b = await launched(t, esports, 5_000n);
    for (const [l, selection] of [
      [a, 'home'],
      [b, 'away'],
    ] as const) {
      await placeSimBet(
        sim,
        {
          token: l.token,
          gameCode: esports.gameCode,
          eventId: event.id,
          selection,
          stake: '1200',
          clientKey: clientKey(),
        },
        new Date(),
      );
    }
    expect(await cashOf(t, a.member.id)).toBe(3800n);
    await endEvent(event.id, 'cancelled', result(null));
    await settleSimEvents(sim, new Date());
    await settleSimEvents(sim, new Date());
    expect(await cashOf(t, a.member.id)).toBe(5000n);
    expect(await cashOf(t, b.member.id)).toBe(5000n);
    expect((await betsOf(event.id)).every((x) => x.state === 'void' && x.payout === 1200n)).toBe(
      true,
    );
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });

  it('baccarat: a tie pays tie bets 8:1 and gives player and banker bets back; the job settles', async () => {
    const hand = await simEvent(t, live.vendorId, {
      sport: 'baccarat',
      home: 'Player',
      away: 'Banker',
      odds: { player: 2000, banker: 1950, tie: 9000 },
    });
    const l = await launched(t, live, 10_000n);
    for (const selection of ['player', 'banker', 'tie'] as const) {
      await placeSimBet(
        sim,
        {
          token: l.token,
          gameCode: live.gameCode,
          eventId: hand.id,
          selection,
          stake: '1000',
          clientKey: clientKey(),
        },
        new Date(),
      );
    }
    expect(await cashOf(t, l.member.id)).toBe(7000n);
    await endEvent(hand.id, 'ended', {
      winner: 'tie',
      score: null,
      cards: { player: ['10S', '7H'], banker: ['KD', '7C'], playerPoints: 7, bankerPoints: 7 },
      reason: null,
    });
    // Through the job: settlement runs after its transaction commits.
    await runJobOnce(t.deps, simVendorsJob, new Date());
    expect(await cashOf(t, l.member.id)).toBe(7000n + 1000n + 1000n + 9000n);
    const states = (await betsOf(hand.id))
      .map((b) => `${b.selection}:${b.state}:${b.payout}`)
      .sort();
    expect(states).toEqual(['banker:void:1000', 'player:void:1000', 'tie:won:9000']);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });
});

describe('the game client reads', () => {
  it('session, events and the match feed', async () => {
    const { member, token } = await launched(t, sports, 2_500n);
    const session = await t.call({
      method: 'POST',
      url: '/wps/sim/session',
      payload: { token, gameCode: sports.gameCode },
    });
    expect(session.status).toBe(200);
    expect(session.body.value).toMatchObject({
      player: { playerId: member.id, isTrial: false },
      balance: '2500',
      vendor: { code: 'GOLDENGOAL', gameType: 'SPORTS' },
      sports: ['football', 'basketball'],
      limits: { minStake: '100', maxStake: '500000' },
    });
    await simEvent(t, sports.vendorId, { isFeatured: true });
    const events = await t.call({
      method: 'GET',
      url: `/wps/sim/events?token=${token}&gameCode=${sports.gameCode}&sport=football`,
    });
    expect(events.status).toBe(200);
    expect(events.body.value.events.length).toBeGreaterThan(0);
    expect(
      events.body.value.events[0].prices.map((p: { selection: string }) => p.selection),
    ).toEqual(['home', 'draw', 'away']);
    const wrongSport = await t.call({
      method: 'GET',
      url: `/wps/sim/events?token=${token}&gameCode=${sports.gameCode}&sport=dota2`,
    });
    expect(wrongSport.status).toBe(400);

    const feed = await t.call({ method: 'GET', url: '/wps/relay/GCSGAME_getGameMatchV2' });
    expect(feed.status).toBe(200);
    const { hot, featured, leaderboard } = feed.body.value;
    expect(hot.length).toBeGreaterThan(0);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((m: { state: string }) => m.state !== 'ended')).toBe(true);
    expect(leaderboard.length).toBeGreaterThan(0);
    expect(leaderboard[0].rank).toBe(1);
    const bad = await t.call({ method: 'GET', url: '/wps/relay/GCSGAME_getGameMatchV2?limit=0' });
    expect(bad.status).toBe(400);
  });
});
