// GCS_merchantWallet and /wps/member/info/funds/consolidated: the main wallet with the game
// wallets of transfer-mode vendors, and the contract flags operators set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { gameVendors } from '../../db/schema/content';
import { openAccount } from '../../ledger/accounts';
import { hold } from '../../ledger/holds';
import { post } from '../../ledger/post';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeMoneyMember, newKey, type MoneyMember } from '../../../test/money-members';
import { writeContractFlags, defaultContractFlags } from '../contract-flags/contract-flags.queries';
import { updateMember } from '../member/member.queries';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
const MERCHANT = '/wps/relay/GCS_merchantWallet';
const FUNDS = '/wps/member/info/funds/consolidated';

async function toGame(member: MoneyMember, vendor: string, amount: string) {
  const res = await t.call({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    token: member.token,
    payload: { idempotencyKey: newKey(), vendor, direction: 'IN', amount },
  });
  expect(res.status).toBe(200);
}

async function setVendor(
  vendor: string,
  patch: { isActive?: boolean; walletMode?: 'seamless' | 'transfer' },
) {
  await t.deps.db.update(gameVendors).set(patch).where(eq(gameVendors.vassalage, vendor));
}

describe('GET /wps/relay/GCS_merchantWallet', () => {
  it('adds the game wallets of the transfer-mode vendors to the main wallet', async () => {
    const member = await makeMoneyMember(t, { cash: 10_000n });
    await toGame(member, 'GOALLINE', '2500');
    const res = await get(MERCHANT, member.token);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      sumBalance: '10000',
      isSingle: false,
      wallets: [
        // Navigation order, then code: both are first of their game type.
        { vendor: 'GOALLINE', displayName: 'Goal Line Sports', balance: '2500' },
        { vendor: 'LOTUSLIVE', displayName: 'Lotus Live', balance: '0' },
      ],
    });
  });

  it('keeps listing a stopped vendor while money is in its wallet; single when none keeps one', async () => {
    const member = await makeMoneyMember(t, { cash: 10_000n });
    await toGame(member, 'LOTUSLIVE', '4000');
    await setVendor('LOTUSLIVE', { walletMode: 'seamless' });
    await setVendor('GOALLINE', { isActive: false });
    try {
      const res = await get(MERCHANT, member.token);
      expect(res.body.value).toEqual({
        sumBalance: '10000',
        isSingle: true,
        wallets: [{ vendor: 'LOTUSLIVE', displayName: 'Lotus Live', balance: '4000' }],
      });
      const fresh = await makeMoneyMember(t, { cash: 500n });
      expect((await get(MERCHANT, fresh.token)).body.value).toEqual({
        sumBalance: '500',
        isSingle: true,
        wallets: [],
      });
    } finally {
      await setVendor('LOTUSLIVE', { walletMode: 'transfer' });
      await setVendor('GOALLINE', { isActive: true });
    }
  });

  it("shows only the caller's own wallets", async () => {
    const member = await makeMoneyMember(t, { cash: 1_000n });
    const other = await makeMoneyMember(t, { cash: 90_000n });
    await toGame(other, 'LOTUSLIVE', '80000');
    expect((await get(MERCHANT, member.token)).body.value.sumBalance).toBe('1000');
    expect(
      (await get(MERCHANT, member.token)).body.value.wallets.map(
        (w: { balance: string }) => w.balance,
      ),
    ).toEqual(['0', '0']);
  });

  it('shows a trial account its play money alone', async () => {
    const trial = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.trial });
    const housePlay = await openAccount(t.deps.db, 'house_play', null);
    const play = await openAccount(t.deps.db, 'player_play', trial.id);
    await post(t.deps.db, {
      key: newKey('funds-play'),
      kind: 'freeplay',
      entries: [
        { account: housePlay.id, amount: -7_000n },
        { account: play.id, amount: 7_000n },
      ],
    });
    expect((await get(MERCHANT, trial.token)).body.value).toEqual({
      sumBalance: '7000',
      isSingle: true,
      wallets: [],
    });
    expect((await get(FUNDS, trial.token)).body.value).toMatchObject({
      balance: '7000',
      gameWallets: [],
      sumBalance: '7000',
      currency: 'PLAY',
    });
  });
});

describe('GET /wps/member/info/funds/consolidated', () => {
  it('answers cash, bonus, held, game wallets, their sum and the contract flags', async () => {
    const member = await makeMoneyMember(t, { cash: 20_000n });
    await toGame(member, 'LOTUSLIVE', '3000');
    const cash = await openAccount(t.deps.db, 'player_cash', member.id);
    await hold(t.deps.db, { key: newKey('funds-hold'), from: cash.id, amount: 5_000n });
    const res = await get(FUNDS, member.token);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      balance: '12000',
      bonus: '0',
      held: '5000',
      gameWallets: [
        { vendor: 'GOALLINE', displayName: 'Goal Line Sports', balance: '0' },
        { vendor: 'LOTUSLIVE', displayName: 'Lotus Live', balance: '3000' },
      ],
      sumBalance: '15000',
      currency: 'MMK',
      contract: defaultContractFlags,
      contractsOffered: defaultContractFlags,
    });
  });

  it('answers which kinds the site offers from the settings operators edit (no offer waits)', async () => {
    const member = await makeMoneyMember(t);
    const flags = {
      dailysalreqtype: true,
      divtypereq: false,
      contracthoursalreqtype: true,
      realtimesalreqtype: false,
    };
    await writeContractFlags(t.deps.db, flags, 1);
    try {
      const value = (await get(FUNDS, member.token)).body.value;
      expect(value.contractsOffered).toEqual(flags);
      expect(value.contract).toEqual(defaultContractFlags);
    } finally {
      await writeContractFlags(t.deps.db, defaultContractFlags, 1);
    }
  });

  it('needs a live, enabled member session (both calls)', async () => {
    const disabled = await makeMoneyMember(t);
    await updateMember(t.deps.db, disabled.id, { status: 'disabled' });
    for (const url of [MERCHANT, FUNDS]) {
      expect((await get(url)).body.code).toBe('NOT_LOGGED_IN');
      expect((await get(url, await t.opsToken())).body.code).toBe('NOT_A_MEMBER');
      const res = await get(url, disabled.token);
      expect([res.status, res.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
      const extra = await t.call({
        method: 'GET',
        url,
        token: disabled.token,
        query: { memberId: '1' },
      });
      expect(extra.status).toBe(400);
    }
  });
});
