// The member page through HTTP: the search on every field, the profile with balances and
// lists, the actions (labels, notes, sessions, devices) and the audit trail they leave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDevices } from '../../db/schema/accounts';
import { memberNotes } from '../../db/schema/back-office';
import { memberBankAccounts } from '../../db/schema/payments';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { countRows } from '../../../test/db-rows';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findMemberByUsername } from '../member/member.queries';
import { insertAudit } from '../ops/ops.queries';

let t: TestApp;
let admin: string;
let support: string;
let content: string;
let m: MoneyMember;
const DEVICE = 'ab12'.repeat(16);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  support = await createOperatorToken(t, 'support');
  content = await createOperatorToken(t, 'content');
  const agent = (await findMemberByUsername(t.deps.db, 'agent01'))!;
  m = await makeMoneyMember(t, {
    username: 'findme_7',
    dialCode: '95',
    mobileNum: '9791234567',
    email: 'Find.Me@Example.com',
    payeeName: 'Aung Kyaw',
    registerIp: '198.51.100.77',
    uplineId: agent.id,
    cash: 12_345n,
  });
  await t.deps.db.insert(memberBankAccounts).values({
    memberId: m.id,
    bankName: 'KBZ',
    accountName: 'Aung Kyaw',
    accountNumber: '0011223344556',
  });
  await t.deps.db.insert(memberDevices).values({ memberId: m.id, deviceHash: DEVICE });
});
afterAll(() => t.close());

const search = async (by: string, q: string) => {
  const res = await t.call({
    method: 'GET',
    url: `/ops/api/members?by=${by}&q=${encodeURIComponent(q)}`,
    token: support,
  });
  expect(res.status).toBe(200);
  return res.body.value.items.map((x: { username: string }) => x.username) as string[];
};

describe('member search', () => {
  it.each([
    ['username', 'FINDME'],
    ['mobile', '09791234'],
    ['mobile', '+95 979 123 4567'],
    ['email', 'find.me@'],
    ['name', 'aung k'],
    ['bank', '0011 2233 44556'],
    ['ip', '198.51.100.77'],
    ['ip', '203.0.113.10'],
    ['device', DEVICE.slice(0, 12)],
    ['agent', 'AGENT01'],
  ])('finds the member by %s "%s"', async (by, q) => {
    expect(await search(by, q)).toContain('findme_7');
  });

  it.each([
    ['mobile', '9999'],
    ['email', 'find.me@other'],
    ['bank', '00112233'],
    ['ip', '198.51.100.7'],
    ['device', 'ffff'],
    ['agent', 'findme_7'],
    ['name', '%'],
  ])('does not find it by %s "%s"', async (by, q) => {
    expect(await search(by, q)).not.toContain('findme_7');
  });

  it('refuses an unknown field', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/ops/api/members?by=password&q=x',
      token: support,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /ops/api/members/:id', () => {
  it('shows profile, balances, labels, bank accounts, sessions and devices to support', async () => {
    const res = await t.call({ method: 'GET', url: `/ops/api/members/${m.id}`, token: support });
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v).toMatchObject({
      id: m.id,
      username: 'findme_7',
      mobile: '+95 9791234567',
      payeeName: 'Aung Kyaw',
      upline: 'agent01',
      kyc: 'none',
      clubLabel: { labelName: 'VIP 1', rankLevel: 1 },
      balances: {
        cash: '12345',
        bonus: '0',
        held: '0',
        commission: '0',
        points: '0',
        gameWallets: [],
      },
    });
    expect(v.bankAccounts).toEqual([
      expect.objectContaining({ bankName: 'KBZ', accountNumber: '0011223344556', removedAt: null }),
    ]);
    expect(v.sessions).toHaveLength(1);
    expect(v.sessions[0].ip).toBe('203.0.113.10');
    expect(v.devices).toEqual([expect.objectContaining({ deviceHash: DEVICE })]);
  });

  it("shows the member's points beside the money, as whole points", async () => {
    const holder = await makeMoneyMember(t, { cash: 500n });
    const site = await openAccount(t.deps.db, 'points', null);
    const mine = await openAccount(t.deps.db, 'player_points', holder.id);
    await post(t.deps.db, {
      key: `points:earn:${holder.id}:1`,
      kind: 'points_earn',
      entries: [
        { account: site.id, amount: -1_250n },
        { account: mine.id, amount: 1_250n },
      ],
    });
    const res = await t.call({
      method: 'GET',
      url: `/ops/api/members/${holder.id}`,
      token: support,
    });
    expect(res.status).toBe(200);
    expect(res.body.value.balances).toMatchObject({ cash: '500', points: '1250' });
  });

  it("shows the member's game wallets, each by its vendor, beside the cash left", async () => {
    const player = await makeMoneyMember(t, { cash: 10_000n });
    for (const [vendor, amount] of [
      ['GOALLINE', '2500'],
      ['LOTUSLIVE', '700'],
    ]) {
      const moved = await t.call({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        token: player.token,
        payload: {
          idempotencyKey: `ops-detail-${vendor}-${player.id}`,
          vendor,
          direction: 'IN',
          amount,
        },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const res = await t.call({
      method: 'GET',
      url: `/ops/api/members/${player.id}`,
      token: support,
    });
    expect(res.body.value.balances.cash).toBe('6800');
    expect(
      [...res.body.value.balances.gameWallets].sort((a, b) => a.vendor.localeCompare(b.vendor)),
    ).toEqual([
      { vendor: 'GOALLINE', balance: '2500' },
      { vendor: 'LOTUSLIVE', balance: '700' },
    ]);
  });

  it('is 404 for an unknown member, 403 for a role without support, 401 without a session', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/ops/api/members/999999', token: support })).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/ops/api/members/${m.id}`, token: content })).status,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: `/ops/api/members/${m.id}` })).status).toBe(401);
  });

  it('pages the ledger, payments and rounds', async () => {
    const ledger = await t.call({
      method: 'GET',
      url: `/ops/api/members/${m.id}/ledger`,
      token: support,
    });
    expect(ledger.body.value).toEqual({
      items: [
        expect.objectContaining({ account: 'player_cash', amount: '12345', balanceAfter: '12345' }),
      ],
      totalPages: 1,
    });
    const payments = await t.call({
      method: 'GET',
      url: `/ops/api/members/${m.id}/payments?direction=deposit`,
      token: support,
    });
    expect(payments.body.value).toEqual({ items: [], totalPages: 0 });
    const rounds = await t.call({
      method: 'GET',
      url: `/ops/api/members/${m.id}/rounds?page=1`,
      token: support,
    });
    expect(rounds.body.value).toEqual({ items: [], totalPages: 0 });
    const bad = await t.call({
      method: 'GET',
      url: `/ops/api/members/${m.id}/payments?direction=both`,
      token: support,
    });
    expect(bad.status).toBe(400);
  });
});

describe('actions on the member page', () => {
  it('sets labels and VIP rank (admin), audited on the member', async () => {
    const labels = [{ name: 'VIP watch', colour: '#FF8800' }];
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/ops/api/members/${m.id}/labels`,
          token: support,
          payload: { labels, rankLevel: 3 },
        })
      ).status,
    ).toBe(403);
    const res = await t.call({
      method: 'PUT',
      url: `/ops/api/members/${m.id}/labels`,
      token: admin,
      payload: { labels, rankLevel: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.value.labels).toEqual([{ name: 'VIP watch', colour: '#ff8800' }]);
    expect(res.body.value.clubLabel).toEqual({ labelName: 'VIP 3', rankLevel: 3 });
    const bad = await t.call({
      method: 'PUT',
      url: `/ops/api/members/${m.id}/labels`,
      token: admin,
      payload: { labels: [{ name: 'x', colour: 'red' }], rankLevel: 3 },
    });
    expect(bad.status).toBe(400);
  });

  it('adds a note (support) and refuses an empty one', async () => {
    const before = await countRows(t, memberNotes);
    const empty = await t.call({
      method: 'POST',
      url: `/ops/api/members/${m.id}/notes`,
      token: support,
      payload: { body: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(await countRows(t, memberNotes)).toBe(before);
    const res = await t.call({
      method: 'POST',
      url: `/ops/api/members/${m.id}/notes`,
      token: support,
      payload: { body: 'Called about a deposit.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.value.notes[0]).toMatchObject({
      body: 'Called about a deposit.',
      operator: expect.stringMatching(/^support_/),
    });
  });

  it('forgets a device and ends the sessions (admin)', async () => {
    const forget = await t.call({
      method: 'POST',
      url: `/ops/api/members/${m.id}/devices/forget`,
      token: admin,
      payload: { deviceHash: DEVICE },
    });
    expect(forget.status).toBe(200);
    expect(forget.body.value.devices).toEqual([]);
    const again = await t.call({
      method: 'POST',
      url: `/ops/api/members/${m.id}/devices/forget`,
      token: admin,
      payload: { deviceHash: DEVICE },
    });
    expect(again.status).toBe(404);
    const sessionId = forget.body.value.sessions[0].id;
    const revoke = await t.call({
      method: 'POST',
      url: `/ops/api/members/${m.id}/sessions/revoke`,
      token: admin,
      payload: { sessionId },
    });
    expect(revoke.status).toBe(200);
    expect(revoke.body.value.sessions).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/wps/member/info', token: m.token })).status).toBe(
      401,
    );
    const unknown = await t.call({
      method: 'POST',
      url: `/ops/api/members/${m.id}/sessions/revoke`,
      token: admin,
      payload: { sessionId },
    });
    expect(unknown.status).toBe(404);
  });

  it('lists what operators did to the member, newest first, with who did it', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/ops/api/members/${m.id}/audit`,
      token: support,
    });
    expect(res.status).toBe(200);
    expect(res.body.value.items.map((a: { action: string }) => a.action)).toEqual([
      'member.sessions.revoke',
      'member.device.forget',
      'member.note',
      'member.labels',
    ]);
    expect(res.body.value.items[3].operator).toBe('admin');
  });

  it("lists operators' decisions whose subject is a payment of the member's, not the member's own acts", async () => {
    const adminId = (await t.call({ method: 'GET', url: '/ops/api/me', token: admin })).body.value
      .id as number;
    await insertAudit(t.deps.db, {
      actorKind: 'member',
      actorId: m.id,
      action: 'withdrawal.request',
      subject: 'wd:trail-test',
      memberId: m.id,
    });
    await insertAudit(t.deps.db, {
      actorKind: 'operator',
      actorId: adminId,
      action: 'withdrawal.approve',
      subject: 'wd:trail-test',
      memberId: m.id,
    });
    const res = await t.call({
      method: 'GET',
      url: `/ops/api/members/${m.id}/audit`,
      token: support,
    });
    const actions = res.body.value.items.map((a: { action: string }) => a.action);
    expect(actions[0]).toBe('withdrawal.approve');
    expect(actions).not.toContain('withdrawal.request');
  });
});
