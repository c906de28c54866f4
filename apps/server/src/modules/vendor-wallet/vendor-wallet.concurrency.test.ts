// The vendor API under concurrency on PostgreSQL: many bets of one player at once (each correct,
// none lost, none beyond the balance), one txId sent many times at once (one effect), a bet racing
// its rollback (exactly one of "bet then refund" or "bet refused"), a win racing a rollback in one
// round (one of them refused). Skipped on PGlite, whose single connection runs everything one
// after another and so proves nothing here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/check';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { balanceOfAccount, launchToken, setUpVendor, type TestVendor } from './test-kit';

let t: TestApp;
let v: TestVendor;
let n = 0;
const id = (prefix: string) => `${prefix}-${++n}`;

describe.runIf(process.env.TEST_DATABASE_URL)(
  'the vendor API under concurrency (PostgreSQL)',
  () => {
    beforeAll(async () => {
      t = await createTestApp({ poolSize: 24 });
      v = await setUpVendor(t, 'ROYALSLOTS');
    });
    afterAll(async () => {
      if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
      await t?.close();
    });

    async function player(cash: bigint): Promise<MoneyMember & { launch: string }> {
      const m = await makeMoneyMember(t, { cash });
      return { ...m, launch: await launchToken(t, m.token, v.gameCode) };
    }
    const bet = (
      p: { id: number; launch: string },
      txId: string,
      roundId: string,
      amount: bigint,
    ) =>
      v.client.debit({
        token: p.launch,
        playerId: p.id,
        txId,
        roundId,
        gameCode: v.gameCode,
        amount,
      });

    it('takes 60 different bets of one player at once: exactly as many as the cash covers', async () => {
      const p = await player(3_000n);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => bet(p, id('b'), `r-${i % 7}-${p.id}`, 100n)),
      );
      const ok = answers.filter((a) => a.code === 'OK');
      expect(ok).toHaveLength(30);
      expect(answers.filter((a) => a.code === 'INSUFFICIENT_FUNDS')).toHaveLength(30);
      expect(await balanceOfAccount(t, 'player_cash', p.id)).toBe(0n);
    });

    it('gives one txId sent 20 times at once exactly one effect, every answer OK', async () => {
      const p = await player(1_000n);
      const txId = id('b');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => bet(p, txId, 'r-same', 250n)),
      );
      expect(answers.map((a) => a.code)).toEqual(Array(20).fill('OK'));
      expect(await balanceOfAccount(t, 'player_cash', p.id)).toBe(750n);
      // And 20 copies of one win at once.
      const win = {
        playerId: p.id,
        txId: id('w'),
        roundId: 'r-same',
        gameCode: v.gameCode,
        amount: 100n,
      };
      const wins = await Promise.all(Array.from({ length: 20 }, () => v.client.credit(win)));
      expect(wins.every((a) => a.code === 'OK')).toBe(true);
      expect(await balanceOfAccount(t, 'player_cash', p.id)).toBe(850n);
    });

    it('settles a bet racing its rollback one way or the other, never both or neither', async () => {
      const p = await player(100_000n);
      const outcomes = new Set<string>();
      await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const txId = id('b');
          const roundId = `race-${i}-${p.id}`;
          const [b, r] = await Promise.all([
            bet(p, txId, roundId, 10n + BigInt(i)),
            v.client.rollback({ playerId: p.id, txId: id('rb'), refTxId: txId, roundId }),
          ]);
          outcomes.add(`${b.code}/${r.code}`);
          // Bet then rollback: nets to zero. Rollback first: the bet is refused. Either way, 0.
          expect([
            ['OK', 'OK'],
            ['BET_ROLLED_BACK', 'TX_NOT_FOUND'],
          ]).toContainEqual([b.code, r.code]);
        }),
      );
      expect(await balanceOfAccount(t, 'player_cash', p.id)).toBe(100_000n);
      expect(outcomes.size).toBeGreaterThanOrEqual(1);
    });

    it('lets a win and a rollback racing in one round not both through', async () => {
      const p = await player(100_000n);
      let expected = 100_000n;
      await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const txId = id('b');
          const roundId = `wr-${i}-${p.id}`;
          expect((await bet(p, txId, roundId, 100n)).code).toBe('OK');
          const [w, r] = await Promise.all([
            v.client.credit({
              playerId: p.id,
              txId: id('w'),
              roundId,
              gameCode: v.gameCode,
              amount: 500n,
            }),
            v.client.rollback({ playerId: p.id, txId: id('rb'), refTxId: txId, roundId }),
          ]);
          expect([
            ['OK', 'ROLLBACK_AFTER_WIN'],
            ['BET_ROLLED_BACK', 'OK'],
          ]).toContainEqual([w.code, r.code]);
          expected += w.code === 'OK' ? 400n : 0n;
        }),
      );
      expect(await balanceOfAccount(t, 'player_cash', p.id)).toBe(expected);
    });

    it('keeps many players betting and winning at once correct', async () => {
      const players = await Promise.all(Array.from({ length: 16 }, () => player(10_000n)));
      await Promise.all(
        players.flatMap((p) =>
          Array.from({ length: 10 }, async (_, i) => {
            const roundId = `many-${i}-${p.id}`;
            expect((await bet(p, id('b'), roundId, 300n)).code).toBe('OK');
            const win = {
              playerId: p.id,
              txId: id('w'),
              roundId,
              gameCode: v.gameCode,
              amount: BigInt(i * 50),
            };
            expect((await v.client.credit(win)).code).toBe('OK');
            expect((await v.client.endRound({ playerId: p.id, roundId })).code).toBe('OK');
          }),
        ),
      );
      // 10 bets of 300 and wins of 0, 50, ... 450 (2,250 in all).
      for (const p of players) {
        expect(await balanceOfAccount(t, 'player_cash', p.id)).toBe(10_000n - 3_000n + 2_250n);
      }
    });
  },
);
