// Launches and leaves of one member at once, on PostgreSQL: the member's moves run one at a time,
// so the money is always whole in one place (the main wallet or one game wallet), every move
// carries the whole of it, and nothing goes negative or is moved twice. Skipped on PGlite, whose
// single connection runs everything one after another and so proves nothing here.
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeMoneyMember, newKey, type MoneyMember } from '../../../test/money-members';
import { setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';

describe.runIf(process.env.TEST_DATABASE_URL)(
  'own-wallet auto-transfers at once (PostgreSQL)',
  () => {
    let t: TestApp;
    let live: TestVendor;
    let sports: TestVendor;
    let slots: TestVendor;

    beforeAll(async () => {
      t = await createTestApp({ poolSize: 24 });
      live = await setUpVendor(t, 'LOTUSLIVE', { walletMode: 'transfer' });
      sports = await setUpVendor(t, 'GOALLINE', { walletMode: 'transfer' });
      slots = await setUpVendor(t, 'ROYALSLOTS', { walletMode: 'seamless' });
    });
    afterAll(async () => {
      if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
      await t?.close();
    });

    const launch = (m: MoneyMember, gameCode: string) =>
      t.call({
        method: 'POST',
        url: '/wps/game/launchGame',
        token: m.token,
        payload: { gameCode },
      });
    const leave = (m: MoneyMember, vendor: string) =>
      t.call({
        method: 'POST',
        url: '/wps/relay/GCS_gameWalletLeave',
        token: m.token,
        payload: { idempotencyKey: newKey(), vendor },
      });

    /** Every wallet of the member (cash and game wallets) with its balance. */
    async function walletsOf(m: MoneyMember): Promise<bigint[]> {
      const rows = await t.deps.db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.memberId, m.id));
      return rows.map((r) => r.balance);
    }

    /** The amounts the member's automatic moves put into the main wallet (+) or took out (-). */
    async function autoMoves(m: MoneyMember): Promise<bigint[]> {
      const txs = await t.deps.db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, `auto:${m.id}:%`));
      if (txs.length === 0) return [];
      const entries = await t.deps.db
        .select({
          amount: ledgerEntries.amount,
          kind: ledgerAccounts.kind,
          member: ledgerAccounts.memberId,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          inArray(
            ledgerEntries.transactionId,
            txs.map((x) => x.id),
          ),
        );
      return entries
        .filter((e) => e.kind === 'player_cash' && e.member === m.id)
        .map((e) => e.amount);
    }

    async function expectWhole(m: MoneyMember, total: bigint) {
      const wallets = await walletsOf(m);
      expect(wallets.every((b) => b >= 0n)).toBe(true);
      expect(wallets.reduce((a, b) => a + b, 0n)).toBe(total);
      // All of it in one place: never split by two moves reading the same balance.
      expect(wallets.filter((b) => b > 0n)).toEqual([total]);
      // Each move carried the whole amount, in or out: none twice, none partial.
      for (const amount of await autoMoves(m)) expect([total, -total]).toContain(amount);
    }

    it('takes 24 launches of three vendors at once one after another', async () => {
      const m = await makeMoneyMember(t, { cash: 10_000n });
      const codes = [live.gameCode, sports.gameCode, slots.gameCode];
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) => launch(m, codes[i % 3]!)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(24).fill(200));
      await expectWhole(m, 10_000n);
    });

    it('takes launches racing leaves of the same vendor without losing or doubling money', async () => {
      const m = await makeMoneyMember(t, { cash: 7_000n });
      const calls = Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0 ? launch(m, live.gameCode) : leave(m, 'LOTUSLIVE'),
      );
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
      await expectWhole(m, 7_000n);
      // Leaving once more brings it all home, wherever it was.
      await leave(m, 'LOTUSLIVE');
      await launch(m, slots.gameCode);
      expect((await balances(t.deps.db, m.id)).player_cash).toBe(7_000n);
    });

    it('answers one leave key sent 20 times at once with one move', async () => {
      const m = await makeMoneyMember(t, { cash: 3_000n });
      await launch(m, sports.gameCode);
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.call({
            method: 'POST',
            url: '/wps/relay/GCS_gameWalletLeave',
            token: m.token,
            payload: { idempotencyKey: key, vendor: 'GOALLINE' },
          }),
        ),
      );
      for (const a of answers)
        expect(a.body.value).toEqual({ returned: '3000', mainBalance: '3000' });
      expect((await balances(t.deps.db, m.id)).player_cash).toBe(3_000n);
      await expectWhole(m, 3_000n);
    });
  },
);
