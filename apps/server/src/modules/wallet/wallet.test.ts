// The wallet balance: read from the ledger, real money and play money apart, members only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { makeMember } from '../auth/test-helpers';
import { startMemberSession } from '../member/member-session';
import { updateMember } from '../member/member.queries';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = { ip: '203.0.113.9', userAgent: null };

async function tokenOf(member: Awaited<ReturnType<typeof makeMember>>): Promise<string> {
  return (await startMemberSession(t.deps, member, ctx)).token;
}

async function credit(kind: 'player_cash' | 'player_play', memberId: number, amount: bigint) {
  const house = await openAccount(t.deps.db, kind === 'player_play' ? 'house_play' : 'house', null);
  const account = await openAccount(t.deps.db, kind, memberId);
  await post(t.deps.db, {
    key: `wallet-test-${kind}-${memberId}-${amount}`,
    kind: 'test.credit',
    entries: [
      { account: house.id, amount: -amount },
      { account: account.id, amount },
    ],
  });
}

const balanceOf = (token?: string) =>
  t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token });

describe('GET /wps/v2/wallets/balance', () => {
  it('is 0 for a new member, before any ledger account exists', async () => {
    const member = await makeMember(t);
    const res = await balanceOf(await tokenOf(member));
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      balance: '0',
      bonus: '0',
      held: '0',
      locked: '0',
      withdrawable: '0',
      inGames: '0',
      currency: 'MMK',
      isPlayMoney: false,
    });
  });

  it("shows the member's cash in minor units, exactly, as a decimal string", async () => {
    const member = await makeMember(t);
    await credit('player_cash', member.id, 999_999_999_999_999n);
    const res = await balanceOf(await tokenOf(member));
    expect(res.body.value).toMatchObject({ balance: '999999999999999', currency: 'MMK' });
  });

  it('says apart what game wallets hold, outside the main balance', async () => {
    const member = await makeMember(t);
    await credit('player_cash', member.id, 3_500n);
    const token = await tokenOf(member);
    const moved = await t.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token,
      payload: {
        idempotencyKey: 'wallet-test-in',
        vendor: 'LOTUSLIVE',
        direction: 'IN',
        amount: '2500',
      },
    });
    expect(moved.status).toBe(200);
    const res = await balanceOf(token);
    expect(res.body.value).toMatchObject({ balance: '1000', inGames: '2500' });
  });

  it('shows a trial account its play money, never as real money', async () => {
    const member = await makeMember(t, { accountType: ACCOUNT_TYPE.trial, password: null });
    await credit('player_play', member.id, 500_000n);
    const res = await balanceOf(await tokenOf(member));
    expect(res.body.value).toEqual({
      balance: '500000',
      bonus: '0',
      held: '0',
      locked: '0',
      withdrawable: '0',
      inGames: '0',
      currency: 'PLAY',
      isPlayMoney: true,
    });
  });

  it('needs a live member session', async () => {
    expect((await balanceOf()).body.code).toBe('NOT_LOGGED_IN');
    expect((await balanceOf('x'.repeat(43))).body.code).toBe('SESSION_EXPIRED');
    const member = await makeMember(t);
    const token = await tokenOf(member);
    await updateMember(t.deps.db, member.id, { status: 'disabled' });
    const res = await balanceOf(token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_DISABLED');
  });
});
