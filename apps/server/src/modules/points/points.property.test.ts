// The points ledger as a property of the real service (issue 19): random sequences of earning
// (settled rounds), the vendor rolling a settled bet back (the accrual may go below zero),
// redemptions of goods (any quantity, more than the stock or the points too) and of bonus
// credits, operator approvals and rejections, and conversions to cash, through HTTP on a test
// app, for a fresh member and a goods reward with a small stock each run. Each call is checked
// against a small model of points and stock as it answers, and none answers 5xx; after the
// sequence, from the database and the ledger: earned = spent on redemptions still standing +
// converted + balance (read through the API), rejections gave their points back, the stock never
// went below zero and is its start less what was redeemed and not rejected, and ledger:check
// finds nothing new.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOf } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { makeMoneyMember, TEST_PAYMENT_PASSWORD } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { launchToken, setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';

// 1 point per 100 minor units of valid bet; 100 points convert to 1,000, at least 10 at a time.
const SETTINGS = {
  enabled: true,
  deposit: { points: 0, per: '100' },
  earnRules: [{ gameType: '*', points: 1, per: '100' }],
  convertPoints: 100,
  convertAmount: '1000',
  convertMin: 10,
};
const SHIPPING = { name: 'Aung Aung', phone: '+95 9123456', address: '1 Main Road, Yangon' };

let t: TestApp;
let v: TestVendor;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  v = await setUpVendor(t, 'ROYALSLOTS');
  admin = await t.opsToken();
  const put = await t.call({
    method: 'PUT',
    url: '/ops/api/points/settings',
    token: admin,
    payload: SETTINGS,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

// A settled losing round of `stake`: stake / 100 points, the fraction kept for the next.
const earn = (min: bigint) =>
  fc.record({ kind: fc.constant('earn' as const), stake: fc.noBias(fc.bigInt(min, 8_000n)) });
const op = fc.oneof(
  { weight: 3, arbitrary: earn(300n) },
  // The vendor rolls back the bet of the `pick`-th round still standing: its valid bet, and so
  // its points, are taken back from the accrual (which may go below zero: points already credited
  // stay, later earnings fill the hole first).
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('unwind' as const), pick: fc.nat(11) }),
  },
  // Mostly goods (held for the operator), sometimes a bonus credit (approved at once).
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('redeem' as const),
      quantity: fc.oneof(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 6 })),
      goods: fc.oneof(
        { weight: 3, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    }),
  },
  // Reject or approve a redemption: mostly one in process (the `pick`-th of them), sometimes one
  // decided already (`again`, or when none is in process), which must be refused.
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(11),
      reject: fc.oneof(
        { weight: 2, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      again: fc.oneof(
        { weight: 3, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('convert' as const),
      points: fc.integer({ min: 1, max: 40 }),
    }),
  },
);

/** A call to the app: whatever it answers, never a 5xx. */
async function send(options: Parameters<TestApp['call']>[0]) {
  const res = await t.call(options);
  expect(res.status, `${options.url} ${JSON.stringify(res.body)}`).toBeLessThan(500);
  return res;
}

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

describe('points through the real service under random sequences', () => {
  it('earned = spent + converted + balance, rejections give points back, stock never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.noBias(fc.integer({ min: 1, max: 5 })),
        fc.integer({ min: 5, max: 20 }),
        fc.integer({ min: 5, max: 20 }),
        // Most runs would spend their first calls refused for want of points: start with some.
        fc
          .tuple(earn(1_000n), fc.array(op, { minLength: 5, maxLength: 11, size: 'max' }))
          .map(([first, rest]) => [first, ...rest]),
        async (stock0, goodsPrice, bonusPrice, ops) => {
          // Problems an earlier (failing) run left are not this run's: while fast-check shrinks,
          // only a sequence that makes a new one fails for it.
          const before = new Set((await checkLedger(t.deps.db)).problems);
          const member = await makeMoneyMember(t, { cash: 1_000_000n });
          const launch = await launchToken(t, member.token, v.gameCode);
          const reward = async (payload: object) => {
            const res = await send({
              method: 'POST',
              url: '/ops/api/points/rewards',
              token: admin,
              payload,
            });
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            return res.body.value.id as number;
          };
          const goodsId = await reward({
            kind: 'goods',
            names: { EN: 'Cap' },
            points: goodsPrice,
            stock: stock0,
          });
          const bonusId = await reward({
            kind: 'bonus',
            names: { EN: 'Bonus 1' },
            points: bonusPrice,
            bonusAmount: '100',
            stock: null,
          });
          const key = (label: string) => `${label}-${randomBytes(8).toString('hex')}`;
          const stockNow = async () =>
            (
              await one<{ left: number }>(
                sql`SELECT stock AS left FROM point_rewards WHERE id = ${goodsId}`,
              )
            ).left;

          // The model. Settled valid bets accrue millionths of a point (10,000 per minor unit at
          // 1 per 100); every redeem, convert and balance read first credits the whole points
          // accrued (none while the accrual is below zero), keeping the rest.
          let accrual = 0n;
          let earned = 0n;
          let standing = 0n;
          let converted = 0n;
          let stock = stock0;
          const flush = () => {
            const whole = accrual > 0n ? accrual / 1_000_000n : 0n;
            earned += whole;
            accrual -= whole * 1_000_000n;
          };
          const balance = () => earned - standing - converted;
          const rounds: Array<{ roundId: string; betId: string; stake: bigint }> = [];
          const redemptions: Array<{ id: number; quantity: number; cost: bigint; status: string }> =
            [];

          for (const o of ops) {
            if (o.kind === 'earn') {
              const roundId = key('r');
              const betId = key('b');
              const debit = await v.client.debit({
                token: launch,
                playerId: member.id,
                txId: betId,
                roundId,
                gameCode: v.gameCode,
                amount: o.stake,
              });
              expect(debit.code).toBe('OK');
              const credit = await v.client.credit({
                playerId: member.id,
                txId: key('w'),
                roundId,
                gameCode: v.gameCode,
                amount: 0n,
              });
              expect(credit.code).toBe('OK');
              accrual += o.stake * 10_000n;
              rounds.push({ roundId, betId, stake: o.stake });
            } else if (o.kind === 'unwind') {
              const [round] = rounds.splice(o.pick % Math.max(rounds.length, 1), 1);
              if (!round) continue; // no round standing
              const back = await v.client.rollback({
                playerId: member.id,
                txId: key('rb'),
                refTxId: round.betId,
                roundId: round.roundId,
              });
              expect(back.code).toBe('OK');
              accrual -= round.stake * 10_000n;
            } else if (o.kind === 'redeem') {
              const cost = BigInt((o.goods ? goodsPrice : bonusPrice) * o.quantity);
              // One active bonus at a time (docs/decisions.md): a bonus credit is refused while
              // the last one's wagering is not met, and nothing moves.
              const { active } = await one<{ active: boolean }>(sql`
                SELECT count(*) > 0 AS active FROM bonuses
                 WHERE member_id = ${member.id} AND status = 'active'`);
              const res = await send({
                method: 'POST',
                url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
                token: member.token,
                payload: {
                  idempotencyKey: key('redeem'),
                  rewardId: o.goods ? goodsId : bonusId,
                  quantity: o.quantity,
                  ...(o.goods ? { shipping: SHIPPING } : {}),
                  paymentPassword: TEST_PAYMENT_PASSWORD,
                },
              });
              flush();
              const refusals = [
                ...(o.goods && stock < o.quantity ? ['OUT_OF_STOCK'] : []),
                ...(balance() < cost ? ['INSUFFICIENT_POINTS'] : []),
              ];
              if (refusals.length === 0 && !o.goods && active) refusals.push('BONUS_ACTIVE');
              if (refusals.length === 0) {
                expect(res.status, JSON.stringify(res.body)).toBe(200);
                const status = o.goods ? 'process' : 'approved';
                expect(res.body.value.redemption).toMatchObject({
                  status,
                  quantity: o.quantity,
                  points: Number(cost),
                  amount: o.goods ? '0' : String(100 * o.quantity),
                });
                if (o.goods) stock -= o.quantity;
                standing += cost;
                redemptions.push({
                  id: res.body.value.redemption.id,
                  quantity: o.quantity,
                  cost,
                  status,
                });
                expect(res.body.value.points).toBe(String(balance()));
              } else {
                expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
                expect(refusals).toContain(res.body.code);
              }
            } else if (o.kind === 'decide') {
              const wanted = redemptions.filter((r) => (r.status === 'process') !== o.again);
              const pool = wanted.length > 0 ? wanted : redemptions;
              const r = pool[o.pick % Math.max(pool.length, 1)];
              if (!r) continue; // nothing redeemed yet
              const decision = o.reject ? 'rejected' : 'approved';
              const res = await send({
                method: 'POST',
                url: `/ops/api/points/redemptions/${r.id}/review`,
                token: admin,
                payload: { decision },
              });
              if (r.status === 'process') {
                expect(res.status, JSON.stringify(res.body)).toBe(200);
                expect(res.body.value.status).toBe(decision);
                r.status = decision;
                if (o.reject) {
                  stock += r.quantity;
                  standing -= r.cost;
                }
              } else {
                expect(res.status, JSON.stringify(res.body)).toBe(409);
                expect(res.body.code).toBe('INVALID_STATE');
              }
            } else {
              const res = await send({
                method: 'POST',
                url: '/wps/relay/passwordCheck/MCS2_convertPoint',
                token: member.token,
                payload: {
                  idempotencyKey: key('convert'),
                  points: o.points,
                  paymentPassword: TEST_PAYMENT_PASSWORD,
                },
              });
              flush();
              const refusals = [
                ...(o.points < SETTINGS.convertMin ? ['AMOUNT_OUT_OF_RANGE'] : []),
                ...(balance() < BigInt(o.points) ? ['INSUFFICIENT_POINTS'] : []),
              ];
              if (refusals.length === 0) {
                expect(res.status, JSON.stringify(res.body)).toBe(200);
                // 100 points to 1,000: 10 per point, nothing to round.
                expect(res.body.value.amount).toBe(String(o.points * 10));
                converted += BigInt(o.points);
                expect(res.body.value.points).toBe(String(balance()));
              } else {
                expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
                expect(refusals).toContain(res.body.code);
              }
            }
            const left = await stockNow();
            expect(left).toBeGreaterThanOrEqual(0);
            expect(left).toBe(stock);
          }

          // What the database and the ledger say, after the sequence; the balance through the API.
          const read = await send({
            method: 'GET',
            url: '/wps/relay/MCS2_getPointBalance',
            token: member.token,
          });
          expect(read.status).toBe(200);
          flush();
          const held = BigInt(read.body.value.points);
          const account = await accountOf(t.deps.db, 'player_points', member.id);
          const byKind = async (kind: string) =>
            BigInt(
              (
                await one<{ total: string }>(sql`
                  SELECT coalesce(sum(e.amount), 0)::text AS total
                    FROM ledger_entries e JOIN ledger_transactions x ON x.id = e.transaction_id
                   WHERE e.account_id = ${account?.id ?? 0} AND x.kind = ${kind}`)
              ).total,
            );
          const ledgerEarned = await byKind('points_earn');
          const redeemed = -(await byKind('points_redeem'));
          const refunded = await byKind('points_refund');
          const ledgerConverted = -(await byKind('points_convert'));
          const rows = await one<{ standing: string; rejected: string; taken: number }>(sql`
            SELECT coalesce(sum(points) FILTER (WHERE status <> 'rejected'), 0)::text AS standing,
                   coalesce(sum(points) FILTER (WHERE status = 'rejected'), 0)::text AS rejected,
                   coalesce(sum(quantity) FILTER (WHERE status <> 'rejected'
                                                    AND reward_id = ${goodsId}), 0)::int AS taken
              FROM point_redemptions WHERE member_id = ${member.id}`);
          const spent = BigInt(rows.standing);

          expect(ledgerEarned).toBe(spent + ledgerConverted + held);
          // Rejections gave back exactly what they had taken, and nothing else was given back.
          expect(refunded).toBe(BigInt(rows.rejected));
          expect(redeemed - refunded).toBe(spent);
          const left = await stockNow();
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBe(stock0 - rows.taken);
          // And each figure as the model has it, the fraction still accruing too.
          expect([ledgerEarned, spent, ledgerConverted, held]).toEqual([
            earned,
            standing,
            converted,
            balance(),
          ]);
          expect(read.body.value.pendingMicro).toBe(String(accrual > 0n ? accrual : 0n));
          const cash = await one<{ total: string }>(sql`
            SELECT coalesce(sum(e.amount), 0)::text AS total
              FROM ledger_entries e
              JOIN ledger_transactions x ON x.id = e.transaction_id
              JOIN ledger_accounts a ON a.id = e.account_id
             WHERE a.member_id = ${member.id} AND a.kind = 'player_cash'
               AND x.kind = 'points_convert'`);
          expect(BigInt(cash.total)).toBe(converted * 10n);
          const after = (await checkLedger(t.deps.db)).problems;
          expect(after.filter((p) => !before.has(p))).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
    // About 4 s alone on PGlite. A failure prints its seed and its shortest failing sequence.
  }, 120_000);
});
