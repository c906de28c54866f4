// Launch tokens end with the account's sessions: after a logout, a password change, an
// operator's disable or an operator's password reset, a game launched before bets no more (the
// built-in slot's spin and an outside vendor's debit are refused), and a disabled member's debit
// is refused even on a live game session. Wins and rollbacks of bets already placed still
// settle: money owed is never lost.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/accounts';
import { checkLedger } from '../../ledger/check';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoSlot, type DemoSlot } from '../../providers/game-vendors/house/house-test-kit';
import { PASSWORD } from '../auth/test-helpers';
import {
  balanceOfAccount,
  launchToken,
  setUpVendor,
  type TestVendor,
} from '../vendor-wallet/test-kit';

let t: TestApp;
let v: TestVendor;
let slot: DemoSlot;

beforeAll(async () => {
  t = await createTestApp();
  v = await setUpVendor(t, 'LOTUSLIVE', { walletMode: 'seamless' });
  slot = await demoSlot(t);
});
afterAll(async () => {
  expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t.close();
});

const ref = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
const cash = (memberId: number) => balanceOfAccount(t, 'player_cash', memberId);

interface Playing {
  m: MoneyMember;
  /** The built-in slot's launch token. */
  slotToken: string;
  /** The outside vendor's launch token. */
  liveToken: string;
  /** A bet of 100 placed on the vendor while the session was live, and its round. */
  betTxId: string;
  roundId: string;
}

const spin = (token: string) =>
  t.call({
    method: 'POST',
    url: '/wps/house/slot/spin',
    payload: { token, stake: slot.minBet.toString(), lines: slot.lines, clientKey: ref('k') },
  });
const bet = (p: Playing, amount = 100n, roundId = ref('r'), txId = ref('b')) =>
  v.client.debit({
    token: p.liveToken,
    playerId: p.m.id,
    txId,
    roundId,
    gameCode: v.gameCode,
    amount,
  });

/** A member who launched both games and played each once. */
async function playing(): Promise<Playing> {
  const m = await makeMoneyMember(t, { cash: 1_000_000n });
  const launched = await t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    token: m.token,
    payload: { gameCode: slot.gameCode },
  });
  expect(launched.status).toBe(200);
  const slotToken = new URL(launched.body.value.url, 'http://x').searchParams.get('token')!;
  const p = {
    m,
    slotToken,
    liveToken: await launchToken(t, m.token, v.gameCode),
    betTxId: ref('b'),
    roundId: ref('r'),
  };
  expect((await spin(slotToken)).status).toBe(200);
  expect((await bet(p, 100n, p.roundId, p.betTxId)).code).toBe('OK');
  return p;
}

/** Neither game bets any more; the open bet's win still reaches the player. */
async function expectGamesEnded(p: Playing) {
  const before = await cash(p.m.id);
  const spun = await spin(p.slotToken);
  expect(spun.status).toBe(401);
  expect(spun.body.code).toBe('LAUNCH_TOKEN_INVALID');
  expect((await bet(p)).code).toBe('INVALID_TOKEN');
  expect(await cash(p.m.id)).toBe(before);
  const win = await v.client.credit({
    playerId: p.m.id,
    txId: ref('w'),
    roundId: p.roundId,
    gameCode: v.gameCode,
    amount: 500n,
  });
  expect(win.code).toBe('OK');
  expect(await cash(p.m.id)).toBe(before + 500n);
}

describe('launch tokens end with the account', () => {
  it('after a logout', async () => {
    const p = await playing();
    const out = await t.call({ method: 'DELETE', url: '/wps/session/logout', token: p.m.token });
    expect(out.status).toBe(200);
    await expectGamesEnded(p);
  });

  it('after a password change (the session that changed it stays, its games end)', async () => {
    const p = await playing();
    const changed = await t.call({
      method: 'POST',
      url: '/wps/member/password',
      token: p.m.token,
      payload: {
        oldPassword: PASSWORD,
        newPassword: 'Changed123',
        confirmNewPassword: 'Changed123',
      },
    });
    expect(changed.status).toBe(200);
    await expectGamesEnded(p);
  });

  it("after an operator's disable", async () => {
    const p = await playing();
    const disabled = await t.call({
      method: 'POST',
      url: `/ops/api/members/${p.m.id}/status`,
      token: await t.opsToken(),
      payload: { status: 'disabled' },
    });
    expect(disabled.status).toBe(200);
    await expectGamesEnded(p);
  });

  it("after an operator's password reset", async () => {
    const p = await playing();
    const reset = await t.call({
      method: 'POST',
      url: `/ops/api/members/${p.m.id}/password/reset`,
      token: await t.opsToken(),
    });
    expect(reset.status).toBe(200);
    await expectGamesEnded(p);
  });

  it("refuses a disabled member's debit even on a live game session; a rollback still pays back", async () => {
    const p = await playing();
    // Disabled behind the console's back: the game sessions were not ended.
    await t.deps.db.update(members).set({ status: 'disabled' }).where(eq(members.id, p.m.id));
    const before = await cash(p.m.id);
    expect((await bet(p)).code).toBe('INVALID_TOKEN');
    const spun = await spin(p.slotToken);
    expect(spun.status).toBeGreaterThanOrEqual(400);
    expect(await cash(p.m.id)).toBe(before);
    const back = await v.client.rollback({
      playerId: p.m.id,
      txId: ref('rb'),
      refTxId: p.betTxId,
      roundId: p.roundId,
    });
    expect(back.code).toBe('OK');
    expect(await cash(p.m.id)).toBe(before + 100n);
  });
});
