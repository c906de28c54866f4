// Duplicate storms: 50 identical requests (same key, same body) sent at once to each money call
// give one effect and 50 identical answers. On PostgreSQL they race on separate connections; on
// PGlite they queue on its one connection, which still checks the replay path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countCastTransactions,
  createCast,
  requestOf,
  verifyWorkload,
  type Cast,
  type MoneyOp,
  type Outcome,
} from './money-workload';
import { createTestApp, type TestApp } from './test-app';

const STORM = 50;

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp({ poolSize: STORM + 4 });
  cast = await createCast(t.deps.db, { players: 4, agents: 1, playerFunds: 100_000n });
});
afterAll(() => t?.close());

/** Sends the operation STORM times at once; every answer as text. */
async function storm(op: MoneyOp) {
  const { url, token, body } = requestOf(cast, op);
  return Promise.all(
    Array.from({ length: STORM }, () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      }),
    ),
  );
}

describe('50 identical concurrent money requests', () => {
  const outcomes: Outcome[] = [];
  let serial = 0;
  const key = () => `op-${cast.tag}-${serial++}`;

  it.each([
    [
      'GCS_walletTransfer IN',
      (): MoneyOp => ({
        kind: 'walletIn',
        key: key(),
        player: 0,
        vendor: cast.vendors[0]!,
        amount: 30_000n,
      }),
    ],
    [
      'GCS_walletTransfer OUT',
      (): MoneyOp => ({
        kind: 'walletOut',
        key: key(),
        player: 0,
        vendor: cast.vendors[0]!,
        amount: 12_345n,
      }),
    ],
    [
      'transfer to the upline',
      (): MoneyOp => ({ kind: 'upline', key: key(), player: 1, amount: 40_000n }),
    ],
    [
      'transfer to a downline',
      (): MoneyOp => ({ kind: 'downline', key: key(), agent: 0, player: 2, amount: 25_000n }),
    ],
    // The whole balance: a second effect would have to drive it below zero.
    [
      'GCS_walletTransfer IN of all the cash',
      (): MoneyOp => ({
        kind: 'walletIn',
        key: key(),
        player: 3,
        vendor: cast.vendors[0]!,
        amount: 100_000n,
      }),
    ],
  ])('%s: one effect, 50 identical answers', async (_, makeOp) => {
    const op = makeOp();
    const before = await countCastTransactions(t.deps.db, cast);
    const answers = await storm(op);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(STORM).fill(200));
    const first = answers[0]!.body;
    expect(JSON.parse(first)).toMatchObject({ success: true });
    for (const a of answers) expect(a.body).toBe(first);
    expect(await countCastTransactions(t.deps.db, cast)).toBe(before + 1);
    outcomes.push({ op, applied: true, status: 200, code: '', text: first, attempts: 1, ms: 0 });
    // Every storm so far, exactly once each, and every balance as those effects leave it.
    expect(await verifyWorkload(t.deps.db, cast, outcomes)).toEqual([]);
  });
});
