// GCS_walletTransfer: cash between the main wallet and a transfer-mode vendor's game wallet.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { gameVendors } from '../../db/schema/content';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  cashOf,
  countTransactions,
  makeMoneyMember,
  newKey,
  type MoneyMember,
} from '../../../test/money-members';
import { createOperatorToken } from '../../../test/operators';
import { accountOf } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { updateMember } from '../member/member.queries';
import { FACTS_CACHE_MS } from './wallet-transfer.service';

let t: TestApp;

/** Seeded transfer-mode vendors (seed/wallets.ts), and a seamless one. */
const VENDOR = 'LOTUSLIVE';
const OTHER_VENDOR = 'GOALLINE';
const SEAMLESS = 'ROYALSLOTS';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/wps/relay/GCS_walletTransfer';
const send = (token: string | undefined, payload: unknown) =>
  t.call({ method: 'POST', url: URL, token, payload: payload as object });

async function gameOf(member: MoneyMember, vendor = VENDOR): Promise<bigint | null> {
  return (
    (await accountOf(t.deps.db, 'player_game', { member: member.id, vendor }))?.balance ?? null
  );
}

async function setVendor(
  vendor: string,
  patch: { isActive?: boolean; walletMode?: 'seamless' | 'transfer' },
) {
  await t.deps.db.update(gameVendors).set(patch).where(eq(gameVendors.vassalage, vendor));
}

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves cash into a game wallet and back, and answers both balances', async () => {
    const member = await makeMoneyMember(t, { cash: 10_000n });
    const events: number[] = [];
    const stop = t.deps.balanceEvents.subscribe(member.id, () => events.push(member.id));

    const into = await send(member.token, {
      idempotencyKey: newKey(),
      vendor: VENDOR,
      direction: 'IN',
      amount: '4000',
    });
    expect(into.status).toBe(200);
    expect(into.body.value).toEqual({
      transactionId: expect.any(Number),
      mainBalance: '6000',
      gameBalance: '4000',
    });
    const other = await send(member.token, {
      idempotencyKey: newKey(),
      vendor: OTHER_VENDOR,
      direction: 'IN',
      amount: '1000',
    });
    expect(other.body.value).toMatchObject({ mainBalance: '5000', gameBalance: '1000' });
    const out = await send(member.token, {
      idempotencyKey: newKey(),
      vendor: VENDOR,
      direction: 'OUT',
      amount: '2500',
    });
    expect(out.body.value).toMatchObject({ mainBalance: '7500', gameBalance: '1500' });

    expect(await cashOf(t, member.id)).toBe(7_500n);
    expect(await gameOf(member)).toBe(1_500n);
    expect(await gameOf(member, OTHER_VENDOR)).toBe(1_000n);
    expect(events).toHaveLength(3);
    stop();
    expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  });

  it('answers a replay identically and moves nothing; another body under the key is 409', async () => {
    const member = await makeMoneyMember(t, { cash: 10_000n });
    const body = { idempotencyKey: newKey(), vendor: VENDOR, direction: 'IN', amount: '3000' };
    const first = await send(member.token, body);
    await send(member.token, { ...body, idempotencyKey: newKey() });
    const replay = await send(member.token, body);
    expect(JSON.stringify(replay.body)).toBe(JSON.stringify(first.body));
    expect(await cashOf(t, member.id)).toBe(4_000n);
    expect(await gameOf(member)).toBe(6_000n);

    for (const change of [{ amount: '3001' }, { direction: 'OUT' }, { vendor: OTHER_VENDOR }]) {
      const res = await send(member.token, { ...body, ...change });
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(res.body.code).toBe('CONFLICT');
    }
    expect(await cashOf(t, member.id)).toBe(4_000n);
    expect(await gameOf(member)).toBe(6_000n);
    expect(await countTransactions(t, `wt:${member.id}:`)).toBe(2);
  });

  it("scopes keys to the member: another member's key is a new request of its own", async () => {
    const a = await makeMoneyMember(t, { cash: 10_000n });
    const b = await makeMoneyMember(t, { cash: 10_000n });
    const body = { idempotencyKey: newKey(), vendor: VENDOR, direction: 'IN', amount: '1000' };
    const first = await send(a.token, body);
    const second = await send(b.token, body);
    expect(second.status).toBe(200);
    expect(second.body.value.transactionId).not.toBe(first.body.value.transactionId);
    expect([await cashOf(t, a.id), await cashOf(t, b.id)]).toEqual([9_000n, 9_000n]);
  });

  it('refuses more than the wallet holds (409), moves nothing, and keeps the key usable', async () => {
    const member = await makeMoneyMember(t, { cash: 1_000n });
    const tooMuch = { idempotencyKey: newKey(), vendor: VENDOR, direction: 'IN', amount: '1001' };
    const res = await send(member.token, tooMuch);
    expect([res.status, res.body.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    const out = await send(member.token, {
      ...tooMuch,
      idempotencyKey: newKey(),
      direction: 'OUT',
      amount: '1',
    });
    expect([out.status, out.body.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    expect(await cashOf(t, member.id)).toBe(1_000n);
    // Not even the game wallet was opened: the refusal rolled everything back.
    expect(await gameOf(member)).toBe(null);
    expect(await countTransactions(t, `wt:${member.id}:`)).toBe(0);
    // The refused key was not used: the same key with a smaller amount is a new request.
    const ok = await send(member.token, { ...tooMuch, amount: '1000' });
    expect(ok.status).toBe(200);
  });

  it('refuses vendors that do not keep a wallet, but lets money out of one switched off', async () => {
    const member = await makeMoneyMember(t, { cash: 10_000n });
    for (const vendor of [SEAMLESS, 'NOSUCHVENDOR', VENDOR.toLowerCase()]) {
      const res = await send(member.token, {
        idempotencyKey: newKey(),
        vendor,
        direction: 'IN',
        amount: '100',
      });
      expect([res.status, res.body.code, res.body.field], vendor).toEqual([
        409,
        'VENDOR_UNAVAILABLE',
        'body.vendor',
      ]);
      const out = await send(member.token, {
        idempotencyKey: newKey(),
        vendor,
        direction: 'OUT',
        amount: '100',
      });
      expect(out.body.code, vendor).toBe('VENDOR_UNAVAILABLE');
    }
    expect(await cashOf(t, member.id)).toBe(10_000n);

    await send(member.token, {
      idempotencyKey: newKey(),
      vendor: OTHER_VENDOR,
      direction: 'IN',
      amount: '2000',
    });
    await setVendor(OTHER_VENDOR, { isActive: false });
    try {
      const into = await send(member.token, {
        idempotencyKey: newKey(),
        vendor: OTHER_VENDOR,
        direction: 'IN',
        amount: '100',
      });
      expect(into.body.code).toBe('VENDOR_UNAVAILABLE');
      const out = await send(member.token, {
        idempotencyKey: newKey(),
        vendor: OTHER_VENDOR,
        direction: 'OUT',
        amount: '2000',
      });
      expect(out.body.value).toMatchObject({ mainBalance: '10000', gameBalance: '0' });
    } finally {
      await setVendor(OTHER_VENDOR, { isActive: true });
    }
    // A vendor without a game wallet for this member stays refused for OUT when switched off.
    const fresh = await makeMoneyMember(t, { cash: 1_000n });
    await setVendor(OTHER_VENDOR, { walletMode: 'seamless' });
    try {
      const out = await send(fresh.token, {
        idempotencyKey: newKey(),
        vendor: OTHER_VENDOR,
        direction: 'OUT',
        amount: '100',
      });
      expect(out.body.code).toBe('VENDOR_UNAVAILABLE');
    } finally {
      await setVendor(OTHER_VENDOR, { walletMode: 'transfer' });
    }
  });

  describe('with its facts remembered (a second transfer with the vendor)', () => {
    afterEach(() => vi.useRealTimers());
    const transfer = (member: MoneyMember, direction: 'IN' | 'OUT', key = newKey()) =>
      send(member.token, { idempotencyKey: key, vendor: VENDOR, direction, amount: '1000' });

    it('checks the member in the posting: one disabled since is refused at once', async () => {
      const member = await makeMoneyMember(t, { cash: 10_000n });
      expect((await transfer(member, 'IN')).status).toBe(200);
      expect((await transfer(member, 'IN')).status).toBe(200);
      await updateMember(t.deps.db, member.id, { status: 'disabled' });
      const refused = await transfer(member, 'OUT');
      expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
      expect(await cashOf(t, member.id)).toBe(8_000n);
      expect(await gameOf(member)).toBe(2_000n);
    });

    it('answers a replay as recorded, without reading the key first', async () => {
      const member = await makeMoneyMember(t, { cash: 10_000n });
      await transfer(member, 'IN');
      const key = newKey();
      const first = await transfer(member, 'IN', key);
      const again = await transfer(member, 'IN', key);
      expect(again.body).toEqual(first.body);
      expect(await cashOf(t, member.id)).toBe(8_000n);
      const other = await send(member.token, {
        idempotencyKey: key,
        vendor: VENDOR,
        direction: 'OUT',
        amount: '1000',
      });
      expect([other.status, other.body.code]).toEqual([409, 'CONFLICT']);
    });

    it('reads the vendor again after FACTS_CACHE_MS: one switched off is then refused', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const member = await makeMoneyMember(t, { cash: 10_000n });
      await transfer(member, 'IN');
      await transfer(member, 'IN');
      await setVendor(VENDOR, { isActive: false });
      try {
        vi.setSystemTime(Date.now() + FACTS_CACHE_MS);
        const refused = await transfer(member, 'IN');
        expect(refused.body.code).toBe('VENDOR_UNAVAILABLE');
        expect(await cashOf(t, member.id)).toBe(8_000n);
      } finally {
        await setVendor(VENDOR, { isActive: true });
      }
    });
  });

  it('answers 50 identical concurrent requests alike, with one effect', async () => {
    const member = await makeMoneyMember(t, { cash: 100_000n });
    const body = {
      idempotencyKey: newKey('storm'),
      vendor: VENDOR,
      direction: 'IN',
      amount: '7000',
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(member.token, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await cashOf(t, member.id)).toBe(93_000n);
    expect(await gameOf(member)).toBe(7_000n);
    expect(await countTransactions(t, `wt:${member.id}:`)).toBe(1);
    expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  });

  it('answers concurrent copies alike once the game wallet exists, and other bodies at once 409', async () => {
    const member = await makeMoneyMember(t, { cash: 100_000n });
    const opened = await send(member.token, {
      idempotencyKey: newKey(),
      vendor: VENDOR,
      direction: 'IN',
      amount: '1',
    });
    expect(opened.status).toBe(200);
    const body = {
      idempotencyKey: newKey('storm'),
      vendor: VENDOR,
      direction: 'IN',
      amount: '5000',
    };
    const answers = await Promise.all(Array.from({ length: 30 }, () => send(member.token, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);

    const key = newKey('race');
    const racing = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(member.token, { ...body, idempotencyKey: key, amount: String(100 + i) }),
      ),
    );
    const won = racing.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of racing.filter((a) => a.status !== 200)) {
      expect([lost.status, lost.body.code, lost.body.field]).toEqual([
        409,
        'CONFLICT',
        'body.idempotencyKey',
      ]);
    }
    const amount = 100 + racing.indexOf(won[0]!);
    expect(await cashOf(t, member.id)).toBe(100_000n - 1n - 5_000n - BigInt(amount));
    expect(await gameOf(member)).toBe(1n + 5_000n + BigInt(amount));
    expect(await countTransactions(t, `wt:${member.id}:`)).toBe(3);
    expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  });

  const good = () => ({
    idempotencyKey: newKey(),
    vendor: VENDOR,
    direction: 'IN',
    amount: '1000',
  });
  it.each<[string, (b: Record<string, unknown>) => Record<string, unknown>, string]>([
    ['negative', (b) => ({ ...b, amount: '-1000' }), 'body.amount'],
    ['zero', (b) => ({ ...b, amount: '0' }), 'body.amount'],
    ['fractional', (b) => ({ ...b, amount: '1.5' }), 'body.amount'],
    ['huge', (b) => ({ ...b, amount: '10000000000000000' }), 'body.amount'],
    ['non-numeric', (b) => ({ ...b, amount: 'ten' }), 'body.amount'],
    ['number, not string', (b) => ({ ...b, amount: 1000 }), 'body.amount'],
    ['no key', ({ idempotencyKey: _k, ...b }) => b, 'body.idempotencyKey'],
    ['short key', (b) => ({ ...b, idempotencyKey: 'k1' }), 'body.idempotencyKey'],
    ['bad direction', (b) => ({ ...b, direction: 'in' }), 'body.direction'],
    ['no vendor', ({ vendor: _v, ...b }) => b, 'body.vendor'],
    ['unknown field', (b) => ({ ...b, memberId: 1 }), 'body.memberId'],
  ])('refuses %s (400) and moves nothing', async (_label, change, field) => {
    const member = await makeMoneyMember(t, { cash: 10_000n });
    const res = await send(member.token, change(good()));
    expect([res.status, res.body.code, res.body.field]).toEqual([400, 'VALIDATION_FAILED', field]);
    expect(await cashOf(t, member.id)).toBe(10_000n);
    expect(await gameOf(member)).toBe(null);
  });

  it('needs a live, real, enabled member session', async () => {
    const trial = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.trial });
    const disabled = await makeMoneyMember(t, { cash: 10_000n });
    await updateMember(t.deps.db, disabled.id, { status: 'disabled' });
    const operator = await createOperatorToken(t, 'admin');
    const cases: Array<[string | undefined, number, string]> = [
      [undefined, 401, 'NOT_LOGGED_IN'],
      [operator, 403, 'NOT_A_MEMBER'],
      [trial.token, 403, 'TRIAL_ACCOUNT'],
      [disabled.token, 403, 'ACCOUNT_DISABLED'],
    ];
    for (const [token, status, code] of cases) {
      const res = await send(token, good());
      expect([res.status, res.body.code], code).toEqual([status, code]);
    }
    expect(await cashOf(t, disabled.id)).toBe(10_000n);
    expect(await gameOf(disabled)).toBe(null);
  });
});
