// Property test: random sequences of deposits, transfers, holds, posts, voids, replays and
// conflicting reuses of keys, checked after every step against a model of the balances and
// against the ledger's own invariants.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { ledgerAccounts } from '../db/schema/ledger';
import { fundedCash } from '../../test/ledger-kit';
import { openTestDatabase } from '../../test/test-app';
import { balances, openAccount, type LedgerAccount } from './accounts';
import { checkLedger } from './check';
import { hold, postHold, voidHold } from './holds';
import { post } from './post';

const PLAYERS = 3;

const amount = fc.bigInt({ min: 1n, max: 400n });
const player = fc.nat({ max: PLAYERS - 1 });
const op = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), to: player, amount }),
  fc.record({ type: fc.constant('transfer' as const), from: player, to: player, amount }),
  fc.record({ type: fc.constant('hold' as const), from: player, amount }),
  fc.record({
    type: fc.constant('post' as const),
    hold: fc.nat(),
    // The share of the held amount posted, in percent (100 = all, the default).
    percent: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ type: fc.constant('void' as const), hold: fc.nat() }),
  // Repeat an earlier step with its key: same content is a replay, changed content a conflict.
  fc.record({ type: fc.constant('replay' as const), step: fc.nat(), change: fc.boolean() }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

let database: Database;
let house: LedgerAccount;
beforeAll(async () => {
  database = await openTestDatabase();
  house = await openAccount(database.db, 'house', null);
});
afterAll(async () => {
  await database?.close();
});

let run = 0;

describe('the ledger under random operation sequences', () => {
  it('matches a model of the balances and keeps every invariant after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const db = database.db;
        run += 1;
        const cash = await Promise.all(Array.from({ length: PLAYERS }, () => fundedCash(db, 0n)));
        const [houseRow] = await db
          .select({ balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.id, house.id));
        const model = {
          house: houseRow!.balance,
          cash: cash.map(() => 0n),
          held: cash.map(() => 0n),
          holds: [] as Array<{
            id: number;
            player: number;
            amount: bigint;
            state: 'pending' | 'done';
          }>,
        };
        // What each step sent, to repeat it later: its call and whether it had an effect.
        const done: Array<{ call: (change: boolean) => Promise<unknown>; applied: boolean }> = [];

        for (const [i, step] of ops.entries()) {
          const key = `p${run}-${i}`;
          const outcome = await runStep(step, key);
          done.push(outcome);
          const check = await checkLedger(db);
          expect(check.problems, `after step ${i} ${JSON.stringify(step, replacer)}`).toEqual([]);
          for (let p = 0; p < PLAYERS; p++) {
            const b = await balances(db, cash[p]!.memberId!);
            expect(b.player_cash, `cash of ${p} after step ${i}`).toBe(model.cash[p]);
            expect(b.player_held, `held of ${p} after step ${i}`).toBe(model.held[p]);
          }
          const [h] = await db
            .select({ balance: ledgerAccounts.balance })
            .from(ledgerAccounts)
            .where(eq(ledgerAccounts.id, house.id));
          expect(h!.balance).toBe(model.house);
        }

        async function runStep(
          step: Op,
          key: string,
        ): Promise<{ call: (change: boolean) => Promise<unknown>; applied: boolean }> {
          switch (step.type) {
            case 'deposit': {
              const call = (change: boolean) =>
                post(db, {
                  key,
                  kind: 'deposit',
                  entries: [
                    { account: house.id, amount: -(step.amount + (change ? 1n : 0n)) },
                    { account: cash[step.to]!.id, amount: step.amount + (change ? 1n : 0n) },
                  ],
                });
              await call(false);
              model.house -= step.amount;
              model.cash[step.to]! += step.amount;
              return { call, applied: true };
            }
            case 'transfer': {
              if (step.from === step.to) return { call: async () => undefined, applied: false };
              const call = (change: boolean) =>
                post(db, {
                  key,
                  kind: 'transfer',
                  entries: [
                    { account: cash[step.from]!.id, amount: -step.amount },
                    { account: cash[step.to]!.id, amount: step.amount },
                  ],
                  metadata: change ? { note: 'changed' } : {},
                });
              if (step.amount > model.cash[step.from]!) {
                await expect(call(false)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
                return { call, applied: false };
              }
              await call(false);
              model.cash[step.from]! -= step.amount;
              model.cash[step.to]! += step.amount;
              return { call, applied: true };
            }
            case 'hold': {
              const call = (change: boolean) =>
                hold(db, {
                  key,
                  from: cash[step.from]!.id,
                  amount: step.amount,
                  metadata: change ? { note: 'changed' } : {},
                });
              if (step.amount > model.cash[step.from]!) {
                await expect(call(false)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
                return { call, applied: false };
              }
              const result = await call(false);
              model.cash[step.from]! -= step.amount;
              model.held[step.from]! += step.amount;
              model.holds.push({
                id: result.holdId,
                player: step.from,
                amount: step.amount,
                state: 'pending',
              });
              return { call, applied: true };
            }
            case 'post':
            case 'void': {
              const h = model.holds[step.hold % Math.max(1, model.holds.length)];
              if (!h) return { call: async () => undefined, applied: false };
              const part =
                step.type === 'post' ? (h.amount * BigInt(step.percent)) / 100n || 1n : 0n;
              const call = (change: boolean) =>
                step.type === 'post'
                  ? postHold(db, {
                      key,
                      holdId: h.id,
                      to: house.id,
                      amount: part,
                      metadata: change ? { note: 'changed' } : {},
                    })
                  : voidHold(db, {
                      key,
                      holdId: h.id,
                      metadata: change ? { note: 'changed' } : {},
                    });
              if (h.state !== 'pending') {
                await expect(call(false)).rejects.toMatchObject({ code: 'CONFLICT' });
                return { call, applied: false };
              }
              await call(false);
              h.state = 'done';
              model.held[h.player]! -= h.amount;
              model.cash[h.player]! += h.amount - part;
              model.house += part;
              return { call, applied: true };
            }
            case 'replay': {
              const earlier = done[step.step % Math.max(1, done.length)];
              if (!earlier?.applied) return { call: async () => undefined, applied: false };
              if (step.change) {
                await expect(earlier.call(true)).rejects.toMatchObject({ code: 'CONFLICT' });
              } else {
                const again = (await earlier.call(false)) as {
                  replayed?: boolean;
                  transaction?: { replayed: boolean };
                };
                expect(again.replayed ?? again.transaction?.replayed).toBe(true);
              }
              return { call: async () => undefined, applied: false };
            }
          }
        }
      }),
      { numRuns: 20 },
    );
  });
});

function replacer(_: string, value: unknown) {
  return typeof value === 'bigint' ? `${value}n` : value;
}
