// Account records (ODSFE2_MemTransDet): the caller's main wallet movements from the ledger, by
// type group and by calendar day in the site's time zone, newest first, paged.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { openAccount } from '../../ledger/accounts';
import { hold, postHold, voidHold } from '../../ledger/holds';
import { post } from '../../ledger/post';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  makeMoneyMember,
  newKey,
  TEST_PAYMENT_PASSWORD,
  type MoneyMember,
} from '../../../test/money-members';
import { updateMember } from '../member/member.queries';
import { createPlayer, opsAction, withdraw } from '../withdrawals/withdrawal-test-kit';
import { insertDraw } from '../lottery/api-test-kit';
import { createLottery } from '../lottery/draws-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const records = (token: string | undefined, query: Record<string, string | number> = {}) =>
  t.call({
    method: 'GET',
    url: '/wps/relay/ODSFE2_MemTransDet',
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

/** Posts house <-> the member's cash as `kind`; returns the transaction id. */
async function houseMove(
  member: { id: number },
  kind: string,
  amount: bigint,
  metadata: Record<string, string> = {},
): Promise<number> {
  const house = await openAccount(t.deps.db, 'house', null);
  const cash = await openAccount(t.deps.db, 'player_cash', member.id);
  const result = await post(t.deps.db, {
    key: newKey(`rec-${kind}`),
    kind,
    entries: [
      { account: house.id, amount: -amount },
      { account: cash.id, amount },
    ],
    metadata,
  });
  return result.transactionId;
}

async function setTime(transactionIds: number[], at: string) {
  await t.deps.db
    .update(ledgerTransactions)
    .set({ createdAt: new Date(at) })
    .where(inArray(ledgerTransactions.id, transactionIds));
}

/** A member with one movement of every type group, through the real calls where there are some. */
async function memberWithHistory(): Promise<{ member: MoneyMember; upline: MoneyMember }> {
  const upline = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.agent, cash: 50_000n });
  const member = await makeMoneyMember(t, { uplineId: upline.id });
  await houseMove(member, 'deposit', 100_000n, { reference: 'D-REF-1' });
  const cash = await openAccount(t.deps.db, 'player_cash', member.id);
  const h = await hold(t.deps.db, {
    key: newKey('rec-hold'),
    from: cash.id,
    amount: 10_000n,
    metadata: { reference: 'W-REF-1' },
  });
  await voidHold(t.deps.db, {
    key: newKey('rec-void'),
    holdId: h.holdId,
    metadata: { reference: 'W-REF-1' },
  });
  const up = await t.call({
    method: 'POST',
    url: '/wps/member/transfer/upline',
    token: member.token,
    payload: { idempotencyKey: newKey(), amount: '5000', paymentPassword: TEST_PAYMENT_PASSWORD },
  });
  expect(up.status).toBe(200);
  const down = await t.call({
    method: 'POST',
    url: '/wps/member/transfer/downline',
    token: upline.token,
    payload: {
      idempotencyKey: newKey(),
      username: member.username,
      amount: '2000',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    },
  });
  expect(down.status).toBe(200);
  const wallet = await t.call({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    token: member.token,
    payload: { idempotencyKey: newKey(), vendor: 'LOTUSLIVE', direction: 'IN', amount: '3000' },
  });
  expect(wallet.status).toBe(200);
  await houseMove(member, 'bet', -1_000n);
  await houseMove(member, 'win', 2_500n);
  await houseMove(member, 'adjustment', 700n, { remark: 'goodwill' });
  // A withdrawal paid out: the hold leaves the main wallet, the payout leaves the held one (and
  // is not listed: the withdrawal is listed once, as its money leaves the main wallet).
  const paid = await hold(t.deps.db, {
    key: newKey('rec-hold2'),
    from: cash.id,
    amount: 4_000n,
    metadata: { reference: 'W-REF-2' },
  });
  await postHold(t.deps.db, {
    key: newKey('rec-paid'),
    holdId: paid.holdId,
    to: (await openAccount(t.deps.db, 'clearing', 'manual-payout')).id,
    kind: 'withdrawal',
    metadata: { reference: 'W-REF-2' },
  });
  return { member, upline };
}

describe('GET /wps/relay/ODSFE2_MemTransDet', () => {
  /** One history for the read-only filter cases. */
  let shared: ReturnType<typeof memberWithHistory> | undefined;

  it("lists the main wallet's movements newest first, signed, with balances and references", async () => {
    const { member, upline } = await memberWithHistory();
    const res = await records(member.token);
    expect(res.status).toBe(200);
    const { list, total, totalPages, timeZone } = res.body.value;
    expect([total, totalPages, timeZone]).toEqual([10, 1, 'Asia/Yangon']);
    expect(
      list.map(
        (r: {
          type: string;
          amount: string;
          balanceAfter: string;
          reference: string | null;
          withdrawalState: string | null;
        }) => [r.type, r.amount, r.balanceAfter, r.reference, r.withdrawalState],
      ),
    ).toEqual([
      // These holds belong to no withdrawal request, so they have no state.
      ['hold', '-4000', '92200', 'W-REF-2', null],
      ['adjustment', '700', '96200', null, null],
      ['win', '2500', '95500', null, null],
      ['bet', '-1000', '93000', null, null],
      ['wallet_transfer_in', '-3000', '94000', 'Lotus Live', null],
      ['transfer_downline', '2000', '97000', upline.username, null],
      ['transfer_upline', '-5000', '95000', upline.username, null],
      ['hold_void', '10000', '100000', 'W-REF-1', null],
      ['hold', '-10000', '90000', 'W-REF-1', null],
      ['deposit', '100000', '100000', 'D-REF-1', null],
    ]);
    expect(list[1].remark).toBe('goodwill');
    expect(new Date(list[0].time).toISOString()).toBe(list[0].time);
    // The upline sees its own side of the same transfers, naming the member.
    const theirs = await records(upline.token, { type: 'transfer' });
    expect(
      theirs.body.value.list.map((r: { amount: string; reference: string }) => [
        r.amount,
        r.reference,
      ]),
    ).toEqual([
      ['-2000', member.username],
      ['5000', member.username],
    ]);
  });

  it('lists a withdrawal once, with its state as it moves from pending to paid', async () => {
    const player = await createPlayer(t, { cash: 100_000n });
    const reference = await withdraw(t, player, '30000');
    const rowsOf = async () =>
      (await records(player.token, { pageSize: 100 })).body.value.list.filter(
        (r: { reference: string | null }) => r.reference === reference,
      );
    expect(await rowsOf()).toEqual([
      expect.objectContaining({ type: 'hold', amount: '-30000', withdrawalState: 'pending' }),
    ]);
    expect((await opsAction(t, reference, 'approve')).status).toBe(200);
    expect((await opsAction(t, reference, 'mark-paid', { payoutRef: 'BANK-9' })).status).toBe(200);
    // Paid out of the hold: still one row, now saying paid.
    expect(await rowsOf()).toEqual([
      expect.objectContaining({ type: 'hold', amount: '-30000', withdrawalState: 'paid' }),
    ]);
    // Another member's withdrawal reference names no state here.
    const other = await createPlayer(t, { cash: 100_000n });
    const theirs = await withdraw(t, other, '10000');
    const mine = (await records(player.token, { pageSize: 100 })).body.value.list;
    expect(JSON.stringify(mine)).not.toContain(theirs);
  });

  it("names a lottery bet's lottery in the asked language, never its game code", async () => {
    const member = await makeMoneyMember(t);
    await houseMove(member, 'deposit', 10_000n, { reference: 'D-LOT' });
    const lottery = await createLottery(
      t.deps.db,
      'sea4d',
      {},
      {
        names: { EN: 'Lucky 4D', MY: 'ကံကောင်း 4D' },
      },
    );
    const draw = await insertDraw(t, lottery, { numero: '20261121', inMinutes: 60 });
    const house = await openAccount(t.deps.db, 'house', null);
    const cash = await openAccount(t.deps.db, 'player_cash', member.id);
    await post(t.deps.db, {
      key: newKey('rec-lot'),
      kind: 'bet',
      entries: [
        { account: cash.id, amount: -500n },
        { account: house.id, amount: 500n },
      ],
      metadata: { reference: `${lottery.gameCode} 20261121`, drawId: draw.id, betId: 1 },
    });
    const referenceIn = async (language: string) =>
      (await records(member.token, { type: 'bet', language })).body.value.list[0].reference;
    expect(await referenceIn('EN')).toBe('Lucky 4D 20261121');
    expect(await referenceIn('MY')).toBe('ကံကောင်း 4D 20261121');
    // A language the lottery has no name in: its English name.
    expect(await referenceIn('VI')).toBe('Lucky 4D 20261121');
    expect(JSON.stringify((await records(member.token)).body.value)).not.toContain(
      lottery.gameCode,
    );
  });

  it.each([
    ['deposit', ['deposit']],
    ['withdrawal', ['hold', 'hold_void', 'hold']],
    ['transfer', ['transfer_downline', 'transfer_upline']],
    ['wallet', ['wallet_transfer_in']],
    ['bet', ['bet']],
    ['win', ['win']],
    ['other', ['adjustment']],
  ])('filters type %s to its kinds', async (type, kinds) => {
    shared ??= memberWithHistory();
    const { member } = await shared;
    const res = await records(member.token, { type });
    expect(res.body.value.list.map((r: { type: string }) => r.type)).toEqual(kinds);
    expect(res.body.value.total).toBe(kinds.length);
  });

  it("takes startDate and endDate as whole days in the site's time zone (Asia/Yangon, UTC+6:30)", async () => {
    const member = await makeMoneyMember(t);
    // Posted in time order: entry ids (the list's order) and times agree, as they do live.
    const before = await houseMove(member, 'deposit', 300n); // 23:59 on 9 March in Yangon
    const late = await houseMove(member, 'deposit', 100n); // 23:45 on 10 March in Yangon
    const early = await houseMove(member, 'deposit', 200n); // 00:15 on 11 March in Yangon
    await setTime([late], '2024-03-10T17:15:00Z');
    await setTime([early], '2024-03-10T17:45:00Z');
    await setTime([before], '2024-03-09T17:29:00Z');
    const amounts = async (query: Record<string, string>) =>
      (await records(member.token, query)).body.value.list.map((r: { amount: string }) => r.amount);
    expect(await amounts({ startDate: '2024-03-10', endDate: '2024-03-10' })).toEqual(['100']);
    expect(await amounts({ startDate: '2024-03-11', endDate: '2024-03-11' })).toEqual(['200']);
    expect(await amounts({ startDate: '2024-03-10' })).toEqual(['200', '100']);
    expect(await amounts({ endDate: '2024-03-09' })).toEqual(['300']);
    expect(await amounts({ startDate: '2024-03-09', endDate: '2024-03-11' })).toEqual([
      '200',
      '100',
      '300',
    ]);
    expect(await amounts({ startDate: '2024-03-12' })).toEqual([]);
  });

  it('pages by 15 by default and up to 100', async () => {
    const member = await makeMoneyMember(t);
    for (let i = 1; i <= 32; i++) await houseMove(member, 'deposit', BigInt(i));
    const first = await records(member.token);
    expect(first.body.value).toMatchObject({ total: 32, totalPages: 3 });
    expect(first.body.value.list.map((r: { amount: string }) => r.amount).slice(0, 3)).toEqual([
      '32',
      '31',
      '30',
    ]);
    expect(first.body.value.list).toHaveLength(15);
    const third = await records(member.token, { pageNo: 3 });
    expect(third.body.value.list.map((r: { amount: string }) => r.amount)).toEqual(['2', '1']);
    const big = await records(member.token, { pageSize: 100 });
    expect(big.body.value).toMatchObject({ total: 32, totalPages: 1 });
    expect(big.body.value.list).toHaveLength(32);
    const past = await records(member.token, { pageNo: 4 });
    expect(past.body.value).toMatchObject({ list: [], total: 32, totalPages: 3 });
  });

  it("never shows another member's entries", async () => {
    const { member } = await memberWithHistory();
    const other = await memberWithHistory();
    const stranger = await makeMoneyMember(t);
    await houseMove(stranger, 'deposit', 123_456n, { reference: 'NOT-YOURS' });
    const mine = (await records(member.token, { pageSize: 100 })).body.value;
    const cash = await openAccount(t.deps.db, 'player_cash', member.id);
    expect(mine.total).toBe(10);
    expect(JSON.stringify(mine)).not.toContain('NOT-YOURS');
    expect(JSON.stringify(mine)).not.toContain(other.member.username);
    // Every listed entry is one of the caller's own wallets.
    const owners = await t.deps.db
      .select({ account: ledgerEntries.accountId })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.id,
          mine.list.map((r: { id: number }) => r.id),
        ),
      );
    expect(new Set(owners.map((o) => o.account))).toEqual(new Set([cash.id]));
    // A query cannot name another member or account.
    for (const extra of [
      { memberId: other.member.id } as Record<string, string | number>,
      { accountId: cash.id },
      { username: other.member.username },
    ]) {
      const res = await records(other.member.token, extra);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('shows a trial account its play money, and a new member nothing', async () => {
    const trial = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.trial });
    const housePlay = await openAccount(t.deps.db, 'house_play', null);
    const play = await openAccount(t.deps.db, 'player_play', trial.id);
    await post(t.deps.db, {
      key: newKey('rec-play'),
      kind: 'freeplay',
      entries: [
        { account: housePlay.id, amount: -50_000n },
        { account: play.id, amount: 50_000n },
      ],
    });
    const res = await records(trial.token);
    expect(
      res.body.value.list.map((r: { type: string; amount: string }) => [r.type, r.amount]),
    ).toEqual([['freeplay', '50000']]);
    const fresh = await makeMoneyMember(t);
    expect((await records(fresh.token)).body.value).toEqual({
      list: [],
      total: 0,
      totalPages: 0,
      timeZone: 'Asia/Yangon',
    });
  });

  it.each([
    [{ type: 'bonus' }, 'query.type'],
    [{ startDate: '2024-13-01' }, 'query.startDate'],
    [{ startDate: '2024-02-30' }, 'query.startDate'],
    [{ endDate: '10-03-2024' }, 'query.endDate'],
    [{ startDate: '2024-03-11', endDate: '2024-03-10' }, 'query.startDate'],
    [{ pageSize: 0 }, 'query.pageSize'],
    [{ pageSize: 101 }, 'query.pageSize'],
    [{ pageSize: 'ten' }, 'query.pageSize'],
    [{ pageNo: 0 }, 'query.pageNo'],
    [{ pageNo: 1.5 }, 'query.pageNo'],
  ])('refuses %o (400)', async (query, field) => {
    const member = await makeMoneyMember(t);
    const res = await records(member.token, query);
    expect([res.status, res.body.code, res.body.field]).toEqual([400, 'VALIDATION_FAILED', field]);
  });

  it('needs a live, enabled member session', async () => {
    expect((await records(undefined)).body.code).toBe('NOT_LOGGED_IN');
    expect((await records(await t.opsToken())).body.code).toBe('NOT_A_MEMBER');
    const disabled = await makeMoneyMember(t);
    await updateMember(t.deps.db, disabled.id, { status: 'disabled' });
    const res = await records(disabled.token);
    expect([res.status, res.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
  });
});
