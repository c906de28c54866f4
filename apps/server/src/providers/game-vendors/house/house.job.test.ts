// The house's scheduled job: interrupted rounds of players who never come back are finished
// through the vendor API (a drawn round paid, an undrawn bet given back) once they are older than
// RESUME_AFTER_SECONDS, exactly once however often the job runs; newer ones are left alone.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../../db/schema/games';
import { runJobOnce } from '../../../lib/jobs';
import { cashOf } from '../../../../test/money-members';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { localVendorClient } from '../vendor-client';
import { expectLedgerOk, houseGame, player, type HouseGameFixture } from './house-test-kit';
import { houseRoundsJob } from './house.job';
import { openPlay } from './play';
import { finishInterruptedRounds, playRound, roundRefOf, type RoundSpec } from './rounds';

let t: TestApp;
let game: HouseGameFixture;

beforeAll(async () => {
  t = await createTestApp();
  game = await houseGame(t, {
    vassalage: 'ROYALSLOTS',
    gameCode: 'HJ_SLOT',
    engine: 'slot',
    minBet: 10n,
    lines: 20,
  });
});
afterAll(() => t.close());

const key = () => `job-${randomBytes(6).toString('hex')}`;

const spec = (clientKey: string): RoundSpec => ({
  clientKey,
  engine: 'slot',
  bet: { stake: '1', lines: 1, variant: 'test' },
  amount: 100n,
  prefetch: 8,
  hasJackpot: false,
  // A fixed win, so the payout is known.
  draw: () => ({ outcome: { fixed: true }, win: 250n }),
});

/** A round drawn whose win credit failed: the bet (100) taken, the win (250) owed. */
async function drawnUnpaid(cash: bigint) {
  const p = await player(t, game, cash);
  const play = await openPlay({ db: t.deps.db, send: t.deps.vendorSend }, p.launch, 'slot');
  const broken = {
    ...play,
    client: { ...play.client, credit: async () => ({ code: 'INTERNAL_ERROR' as const }) },
  };
  const clientKey = key();
  await expect(playRound(t.deps.db, broken, spec(clientKey))).rejects.toMatchObject({
    code: 'INTERNAL_ERROR',
  });
  return { p, ref: roundRefOf(p.id, game.gameId, clientKey) };
}

/** A bet debited whose round was never drawn (the request died after the debit). */
async function undrawn(cash: bigint, amount: bigint) {
  const p = await player(t, game, cash);
  const ref = roundRefOf(p.id, game.gameId, key());
  const client = await localVendorClient(
    { db: t.deps.db, send: t.deps.vendorSend },
    game.vendorCode,
  );
  const debit = await client.debit({
    token: p.launch,
    playerId: p.id,
    txId: `${ref}:bet`,
    roundId: ref,
    gameCode: game.gameCode,
    amount,
  });
  expect(debit.code).toBe('OK');
  return { p, ref };
}

async function age(ref: string, minutes: number) {
  await t.deps.db
    .update(gameRounds)
    .set({ startedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(gameRounds.roundRef, ref));
}

async function roundOf(ref: string) {
  const [row] = await t.deps.db.select().from(gameRounds).where(eq(gameRounds.roundRef, ref));
  return row!;
}

describe('the house-interrupted-rounds job', () => {
  it('pays a drawn round whose win credit failed once, however often it runs', async () => {
    const { p, ref } = await drawnUnpaid(1_000n);
    expect(await cashOf(t, p.id)).toBe(900n);
    await age(ref, 11);

    expect(await runJobOnce(t.deps, houseRoundsJob)).toBe('done');
    expect(await cashOf(t, p.id)).toBe(1_150n);
    expect(await roundOf(ref)).toMatchObject({ state: 'ended', betTotal: 100n, winTotal: 250n });
    // Again, and two finishers at once (two processes, or the job beside a session's resume).
    await runJobOnce(t.deps, houseRoundsJob);
    const finisher = { db: t.deps.db, send: t.deps.vendorSend };
    await Promise.all([
      finishInterruptedRounds(finisher, new Date()),
      finishInterruptedRounds(finisher, new Date()),
    ]);
    expect(await cashOf(t, p.id)).toBe(1_150n);
    expect(await roundOf(ref)).toMatchObject({ state: 'ended', winTotal: 250n });
    await expectLedgerOk(t);
  });

  it('two finishers at once on a fresh interrupted round still pay it once', async () => {
    const { p, ref } = await drawnUnpaid(1_000n);
    await age(ref, 11);
    const finisher = { db: t.deps.db, send: t.deps.vendorSend };
    await Promise.all([
      finishInterruptedRounds(finisher, new Date()),
      finishInterruptedRounds(finisher, new Date()),
      runJobOnce(t.deps, houseRoundsJob),
    ]);
    expect(await cashOf(t, p.id)).toBe(1_150n);
    expect(await roundOf(ref)).toMatchObject({ state: 'ended', winTotal: 250n });
    await expectLedgerOk(t);
  });

  it('gives back a bet left undrawn for more than 10 minutes', async () => {
    const { p, ref } = await undrawn(1_000n, 300n);
    expect(await cashOf(t, p.id)).toBe(700n);
    await age(ref, 11);
    await runJobOnce(t.deps, houseRoundsJob);
    expect(await cashOf(t, p.id)).toBe(1_000n);
    expect(await roundOf(ref)).toMatchObject({ state: 'ended', refundTotal: 300n });
    await runJobOnce(t.deps, houseRoundsJob);
    expect(await cashOf(t, p.id)).toBe(1_000n);
    await expectLedgerOk(t);
  });

  it('leaves newer rounds alone (their requests may still be finishing them)', async () => {
    const paid = await drawnUnpaid(1_000n);
    const bet = await undrawn(1_000n, 300n);
    // 9 minutes: within RESUME_AFTER_SECONDS (an undrawn one may still be inside the draw window
    // at its start); and a fresh one.
    await age(paid.ref, 9);
    await runJobOnce(t.deps, houseRoundsJob);
    expect(await cashOf(t, paid.p.id)).toBe(900n);
    expect(await cashOf(t, bet.p.id)).toBe(700n);
    expect((await roundOf(paid.ref)).state).toBe('open');
    expect((await roundOf(bet.ref)).state).toBe('open');

    // Once they are old enough, the next run finishes both.
    await age(paid.ref, 11);
    await age(bet.ref, 11);
    await runJobOnce(t.deps, houseRoundsJob);
    expect(await cashOf(t, paid.p.id)).toBe(1_150n);
    expect(await cashOf(t, bet.p.id)).toBe(1_000n);
    await expectLedgerOk(t);
  });
});
