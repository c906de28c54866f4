// Own-wallet vendors' automatic transfers (auto-transfer.service.ts): the main wallet follows the
// member into the launched vendor's game wallet, comes back from other vendors' wallets at a
// launch, and comes back when the member leaves; the operators' switch; bad and hostile input.
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { auditLog } from '../../db/schema/core';
import { ledgerTransactions } from '../../db/schema/ledger';
import { accountOf } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  cashOf,
  countTransactions,
  makeMoneyMember,
  newKey,
  type MoneyMember,
} from '../../../test/money-members';
import { setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';
import { defaultMoneySettings } from '../money-settings/money-settings.queries';
import { MOVES_PER_WINDOW } from './auto-transfer.service';

let t: TestApp;
let live: TestVendor;
let sports: TestVendor;
let slots: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  live = await setUpVendor(t, 'LOTUSLIVE', { walletMode: 'transfer' });
  sports = await setUpVendor(t, 'GOALLINE', { walletMode: 'transfer' });
  slots = await setUpVendor(t, 'ROYALSLOTS', { walletMode: 'seamless' });
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

const launch = (member: { token: string }, gameCode: string) =>
  t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    token: member.token,
    payload: { gameCode },
  });
const leave = (token: string | undefined, payload: unknown) =>
  t.call({
    method: 'POST',
    url: '/wps/relay/GCS_gameWalletLeave',
    token,
    payload: payload as object,
  });

async function gameOf(member: MoneyMember, vendor: string): Promise<bigint> {
  return (await accountOf(t.deps.db, 'player_game', { member: member.id, vendor }))?.balance ?? 0n;
}

async function setAutoTransfer(on: boolean) {
  const res = await t.call({
    method: 'PUT',
    url: '/ops/api/system/setting/money',
    token: await t.opsToken(),
    payload: { ...defaultMoneySettings, autoTransferOnLaunch: on },
  });
  expect(res.status).toBe(200);
}

describe('launching an own-wallet vendor', () => {
  it('moves the whole main wallet in and says how much', async () => {
    const m = await makeMoneyMember(t, { cash: 10_000n });
    const res = await launch(m, live.gameCode);
    expect(res.status).toBe(200);
    expect(res.body.value.wallet).toEqual({
      returned: '0',
      mainBalance: '0',
      gameWallet: {
        vendor: 'LOTUSLIVE',
        displayName: 'Lotus Live',
        movedIn: '10000',
        balance: '10000',
      },
    });
    expect(await cashOf(t, m.id)).toBe(0n);
    expect(await gameOf(m, 'LOTUSLIVE')).toBe(10_000n);
    // The vendor sees the money: its first bet is no longer "insufficient balance".
    const token = new URL(res.body.value.url, 'http://x').searchParams.get('token')!;
    expect(await live.client.authenticate(token)).toMatchObject({ code: 'OK', balance: '10000' });
  });

  it('brings another vendor’s wallet back first, then moves everything into the new one', async () => {
    const m = await makeMoneyMember(t, { cash: 6_000n });
    await launch(m, live.gameCode);
    const res = await launch(m, sports.gameCode);
    expect(res.body.value.wallet).toEqual({
      returned: '6000',
      mainBalance: '0',
      gameWallet: expect.objectContaining({ vendor: 'GOALLINE', movedIn: '6000', balance: '6000' }),
    });
    expect(await gameOf(m, 'LOTUSLIVE')).toBe(0n);
    expect(await gameOf(m, 'GOALLINE')).toBe(6_000n);
  });

  it('brings every game wallet back when a vendor without its own wallet opens', async () => {
    const m = await makeMoneyMember(t, { cash: 3_000n });
    await launch(m, live.gameCode);
    const res = await launch(m, slots.gameCode);
    expect(res.body.value.wallet).toEqual({
      returned: '3000',
      mainBalance: '3000',
      gameWallet: null,
    });
    expect(await cashOf(t, m.id)).toBe(3_000n);
  });

  it('moves nothing and opens the game when the main wallet is empty', async () => {
    const m = await makeMoneyMember(t);
    const res = await launch(m, live.gameCode);
    expect(res.status).toBe(200);
    expect(res.body.value.wallet.gameWallet).toMatchObject({ movedIn: '0', balance: '0' });
    expect(await countTransactions(t, `auto:${m.id}:`)).toBe(0);
  });

  it('moves nothing for free play', async () => {
    const m = await makeMoneyMember(t, { cash: 2_000n });
    const res = await t.call({
      method: 'POST',
      url: '/wps/relay/GCS_gameTrialLaunch',
      token: m.token,
      payload: { gameCode: live.gameCode },
    });
    expect(res.status).toBe(200);
    expect(res.body.value.wallet).toBeUndefined();
    expect(await cashOf(t, m.id)).toBe(2_000n);
  });
});

describe('POST /wps/relay/GCS_gameWalletLeave', () => {
  it('brings the game wallet back once per key', async () => {
    const m = await makeMoneyMember(t, { cash: 8_000n });
    await launch(m, live.gameCode);
    // The game was played a little: what is there now comes back, whatever it is.
    await t.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: m.token,
      payload: { idempotencyKey: newKey(), vendor: 'LOTUSLIVE', direction: 'OUT', amount: '500' },
    });
    const key = newKey();
    const first = await leave(m.token, { idempotencyKey: key, vendor: 'LOTUSLIVE' });
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({ returned: '7500', mainBalance: '8000' });
    const again = await leave(m.token, { idempotencyKey: key, vendor: 'LOTUSLIVE' });
    expect(again.body.value).toEqual(first.body.value);
    const fresh = await leave(m.token, { idempotencyKey: newKey(), vendor: 'LOTUSLIVE' });
    expect(fresh.body.value).toEqual({ returned: '0', mainBalance: '8000' });
    expect(await countTransactions(t, `auto:${m.id}:leave:`)).toBe(1);
    const [posted] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `auto:${m.id}:leave:%`));
    expect(posted).toMatchObject({ kind: 'wallet_transfer_out' });
    expect(posted!.metadata).toMatchObject({ vendor: 'LOTUSLIVE', auto: 'leave' });
  });

  it("never touches another member's game wallet", async () => {
    const owner = await makeMoneyMember(t, { cash: 4_000n });
    const other = await makeMoneyMember(t, { cash: 100n });
    await launch(owner, live.gameCode);
    const res = await leave(other.token, { idempotencyKey: newKey(), vendor: 'LOTUSLIVE' });
    expect(res.body.value).toEqual({ returned: '0', mainBalance: '100' });
    expect(await gameOf(owner, 'LOTUSLIVE')).toBe(4_000n);
    expect(await cashOf(t, other.id)).toBe(100n);
  });

  it.each([
    ['no body fields', {}],
    ['an unknown field', { idempotencyKey: 'k-12345678', vendor: 'LOTUSLIVE', amount: '1' }],
    ['a short key', { idempotencyKey: 'k', vendor: 'LOTUSLIVE' }],
    ['a hostile vendor', { idempotencyKey: 'k-12345678', vendor: "x'; DROP TABLE members;--" }],
    ['a huge vendor', { idempotencyKey: 'k-12345678', vendor: 'V'.repeat(5000) }],
    ['a number as vendor', { idempotencyKey: 'k-12345678', vendor: 7 }],
  ])('refuses %s with 400 and moves nothing', async (_name, payload) => {
    const m = await makeMoneyMember(t, { cash: 1_000n });
    await launch(m, live.gameCode);
    const res = await leave(m.token, payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(await gameOf(m, 'LOTUSLIVE')).toBe(1_000n);
  });

  it('refuses an unknown vendor (404), a caller without a session (401) and a trial account', async () => {
    const m = await makeMoneyMember(t, { cash: 1_000n });
    await launch(m, live.gameCode);
    const unknown = await leave(m.token, { idempotencyKey: newKey(), vendor: 'NOSUCHVENDOR' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    const anonymous = await leave(undefined, { idempotencyKey: newKey(), vendor: 'LOTUSLIVE' });
    expect(anonymous.status).toBe(401);
    const trial = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.trial });
    const refused = await leave(trial.token, { idempotencyKey: newKey(), vendor: 'LOTUSLIVE' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await gameOf(m, 'LOTUSLIVE')).toBe(1_000n);
  });

  it(`answers 429 after ${MOVES_PER_WINDOW} moves of one member within the window`, async () => {
    const m = await makeMoneyMember(t, { cash: 1_000n });
    const codes: number[] = [];
    for (let i = 0; i < MOVES_PER_WINDOW + 3; i++) {
      codes.push((await leave(m.token, { idempotencyKey: newKey(), vendor: 'LOTUSLIVE' })).status);
    }
    expect(codes.slice(0, MOVES_PER_WINDOW).every((c) => c === 200)).toBe(true);
    expect(codes.slice(MOVES_PER_WINDOW)).toEqual([429, 429, 429]);
    // Another member is not held back by this one.
    const other = await makeMoneyMember(t);
    expect(
      (await leave(other.token, { idempotencyKey: newKey(), vendor: 'LOTUSLIVE' })).status,
    ).toBe(200);
  });
});

describe('the operators’ switch', () => {
  it('is on by default, audited when changed, and off moves nothing either way', async () => {
    const ops = await t.opsToken();
    const read = await t.call({ method: 'GET', url: '/ops/api/system/setting/money', token: ops });
    expect(read.body.value.autoTransferOnLaunch).toBe(true);
    const m = await makeMoneyMember(t, { cash: 5_000n });
    await launch(m, live.gameCode);
    await setAutoTransfer(false);
    try {
      const [audit] = await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'system.money')))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit!.detail).toMatchObject({ autoTransferOnLaunch: false });
      const res = await launch(m, sports.gameCode);
      expect(res.status).toBe(200);
      expect(res.body.value.wallet).toBeUndefined();
      const left = await leave(m.token, { idempotencyKey: newKey(), vendor: 'LOTUSLIVE' });
      expect(left.body.value).toEqual({ returned: '0', mainBalance: '0' });
      expect(await gameOf(m, 'LOTUSLIVE')).toBe(5_000n);
      expect(await gameOf(m, 'GOALLINE')).toBe(0n);
    } finally {
      await setAutoTransfer(true);
    }
  });

  it('refuses a switch that is not a boolean', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/ops/api/system/setting/money',
      token: await t.opsToken(),
      payload: { ...defaultMoneySettings, autoTransferOnLaunch: 'yes' },
    });
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
