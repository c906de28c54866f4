// Messages through HTTP: an operator's message to one member, a segment (exactly who: an agent's
// tree, registration days in the site's zone) and everyone; the inbox with read state, delete and
// paging; the unread count, public state and the live badge on the member's balance stream; site
// messages for money events; nobody reads another member's messages; bad input.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createOperatorToken } from '../../../test/operators';
import { openSse } from '../../../test/sse-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { INBOX_WRITES } from './messages.routes';
import { writeSiteMessage } from './messages.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.opsToken();
});
afterAll(() => t?.close());

const send = (payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'POST', url: '/ops/api/messages', token, payload });
const inbox = (m: MoneyMember, page = 1) =>
  t.call({ method: 'GET', url: `/wps/messages?page=${page}`, token: m.token });
const unread = async (m: MoneyMember) =>
  (await t.call({ method: 'GET', url: '/wps/relay/CSP_unreadCount', token: m.token })).body.value
    .unreadMessage as number;
const messageCount = async () =>
  (
    (await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM messages`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows[0]!.n;

describe('messages', () => {
  it('delivers to one member: unread, read, deleted; others never see it', async () => {
    const a = await makeMoneyMember(t);
    const b = await makeMoneyMember(t);
    const sent = await send({
      audience: 'member',
      username: a.username,
      title: 'Hi',
      body: 'Hello A',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.value.recipients).toBe(1);
    const list = await inbox(a);
    expect(list.body.value.items[0]).toMatchObject({ title: 'Hi', body: 'Hello A', isRead: false });
    expect(await unread(a)).toBe(1);
    expect(
      (await inbox(b)).body.value.items.find((m: { title: string }) => m.title === 'Hi'),
    ).toBeUndefined();

    const messageId = list.body.value.items[0].id as number;
    // B cannot read or delete A's message: nothing changes for A.
    await t.call({
      method: 'POST',
      url: '/wps/messages/read',
      token: b.token,
      payload: { ids: [messageId] },
    });
    await t.call({
      method: 'POST',
      url: '/wps/messages/delete',
      token: b.token,
      payload: { ids: [messageId] },
    });
    expect(await unread(a)).toBe(1);
    expect(await unread(b)).toBe(0);

    const read = await t.call({
      method: 'POST',
      url: '/wps/messages/read',
      token: a.token,
      payload: { ids: [messageId] },
    });
    expect(read.body.value.unreadCount).toBe(0);
    expect((await inbox(a)).body.value.items[0]).toMatchObject({ id: messageId, isRead: true });
    await t.call({
      method: 'POST',
      url: '/wps/messages/delete',
      token: a.token,
      payload: { ids: [messageId] },
    });
    expect(
      (await inbox(a)).body.value.items.find((m: { id: number }) => m.id === messageId),
    ).toBeUndefined();
  });

  it('broadcasts to everyone as one row: new members registered later do not get it; per language', async () => {
    const my = await makeMoneyMember(t, { language: 'MY' });
    const en = await makeMoneyMember(t, { language: 'EN' });
    const before = await messageCount();
    const receiptsBefore = (
      (await t.deps.db.execute(
        sql`SELECT count(*)::int AS n FROM message_receipts`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n;
    const res = await send({ audience: 'all', language: 'MY', title: 'MY news', body: 'For MY' });
    expect(res.status).toBe(200);
    expect(await messageCount()).toBe(before + 1);
    const receiptsAfter = (
      (await t.deps.db.execute(
        sql`SELECT count(*)::int AS n FROM message_receipts`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n;
    expect(receiptsAfter).toBe(receiptsBefore);
    expect((await inbox(my)).body.value.items[0]).toMatchObject({
      title: 'MY news',
      isRead: false,
    });
    expect(
      (await inbox(en)).body.value.items.find((m: { title: string }) => m.title === 'MY news'),
    ).toBeUndefined();
    const later = await makeMoneyMember(t, { language: 'MY' });
    expect((await inbox(later)).body.value.items).toEqual([]);
    // Reading a broadcast is per member.
    const id = (await inbox(my)).body.value.items[0].id;
    await t.call({
      method: 'POST',
      url: '/wps/messages/read',
      token: my.token,
      payload: { ids: [id] },
    });
    expect(await unread(my)).toBe(0);
    const other = await makeMoneyMember(t, {
      language: 'MY',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    expect(await unread(other)).toBeGreaterThanOrEqual(1);
  });

  it('sends to a segment (rank level, label, registered between)', async () => {
    const vip = await makeMoneyMember(t, {
      rankLevel: 7,
      labels: [{ name: 'whale', colour: '#f00' }],
    });
    const plain = await makeMoneyMember(t, { rankLevel: 1 });
    const res = await send({
      audience: 'segment',
      segment: { rankLevels: [7], label: 'whale', registeredFrom: '2020-01-01' },
      title: 'VIP only',
      body: 'For whales',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value.recipients).toBeGreaterThanOrEqual(1);
    expect((await inbox(vip)).body.value.items[0]).toMatchObject({ title: 'VIP only' });
    expect(
      (await inbox(plain)).body.value.items.find((m: { title: string }) => m.title === 'VIP only'),
    ).toBeUndefined();
  });

  describe('exactly who a segment reaches', () => {
    // Its own operator: the admin's 20 sends a minute belong to the other tests.
    let sender: string;
    beforeAll(async () => {
      sender = await createOperatorToken(t, 'content');
    });

    /**
     * Sends to the segment; answers the usernames among `candidates` that got it (its receipts)
     * and the count the send answered. Each candidate who can sign in has it in the inbox (HTTP)
     * exactly when they got it.
     */
    async function receiversOf(segment: object, candidates: MoneyMember[], language?: string) {
      const title = `Segment ${randomBytes(4).toString('hex')}`;
      const res = await send(
        { audience: 'segment', segment, title, body: 'x', ...(language ? { language } : {}) },
        sender,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const id = res.body.value.id as number;
      const { rows } = (await t.deps.db.execute(
        sql`SELECT member_id FROM message_receipts WHERE message_id = ${id}`,
      )) as unknown as { rows: Array<{ member_id: number }> };
      const receipts = new Set(rows.map((r) => Number(r.member_id)));
      for (const m of candidates) {
        const list = await inbox(m);
        if (list.status !== 200) continue; // a disabled account cannot sign in
        const items = list.body.value.items as Array<{ id: number }>;
        expect(
          items.some((i) => i.id === id),
          m.username,
        ).toBe(receipts.has(m.id));
      }
      return {
        got: candidates
          .filter((m) => receipts.has(m.id))
          .map((m) => m.username)
          .sort(),
        recipients: res.body.value.recipients as number,
        receipts: receipts.size,
      };
    }
    const names = (...ms: MoneyMember[]) => ms.map((m) => m.username).sort();

    it("reaches an agent's whole downline, all levels, and nobody else", async () => {
      const agent = await makeMoneyMember(t, { accountType: 1 });
      const direct = await makeMoneyMember(t, { accountType: 1, uplineId: agent.id, rankLevel: 3 });
      const second = await makeMoneyMember(t, { uplineId: direct.id, rankLevel: 5 });
      const third = await makeMoneyMember(t, { uplineId: second.id, rankLevel: 3 });
      const inTreeEn = await makeMoneyMember(t, { uplineId: agent.id, language: 'EN' });
      // Left out: the agent itself, a trial account and a disabled one in the tree, the agent's
      // own upline, a sibling agent's tree.
      const trial = await makeMoneyMember(t, { uplineId: agent.id, accountType: 4 });
      const disabled = await makeMoneyMember(t, { uplineId: direct.id, status: 'disabled' });
      const upline = await makeMoneyMember(t, { accountType: 1 });
      await t.deps.db.execute(
        sql`UPDATE members SET upline_id = ${upline.id} WHERE id = ${agent.id}`,
      );
      const sibling = await makeMoneyMember(t, { accountType: 1, uplineId: upline.id });
      const siblingsPlayer = await makeMoneyMember(t, { uplineId: sibling.id });
      const everyone = [
        agent,
        direct,
        second,
        third,
        inTreeEn,
        trial,
        disabled,
        upline,
        sibling,
        siblingsPlayer,
      ];

      const tree = await receiversOf({ agent: agent.username.toUpperCase() }, everyone);
      expect(tree.got).toEqual(names(direct, second, third, inTreeEn));
      expect([tree.recipients, tree.receipts]).toEqual([4, 4]);

      // All conditions together: the tree and a rank level; the tree and a language.
      const ranked = await receiversOf({ agent: agent.username, rankLevels: [3] }, everyone);
      expect(ranked.got).toEqual(names(direct, third));
      expect([ranked.recipients, ranked.receipts]).toEqual([2, 2]);
      const english = await receiversOf({ agent: agent.username }, everyone, 'EN');
      expect(english.got).toEqual(names(inTreeEn));
      expect(english.recipients).toBe(1);

      // The upline's tree holds the agent and all below it.
      const above = await receiversOf({ agent: upline.username }, everyone);
      expect(above.got).toEqual(
        names(agent, direct, second, third, inTreeEn, sibling, siblingsPlayer),
      );
      expect(above.recipients).toBe(7);

      const unknown = await send(
        { audience: 'segment', segment: { agent: 'no-such-agent-xyz' }, title: 'x', body: 'y' },
        sender,
      );
      expect([unknown.status, unknown.body.code, unknown.body.field]).toEqual([
        404,
        'NOT_FOUND',
        'body.segment.agent',
      ]);
    });

    it('takes registeredFrom and registeredTo as whole days of the site zone (Asia/Yangon, UTC+6:30)', async () => {
      // A label of this test only, so the dates alone decide among these members.
      const label = `reg-${randomBytes(4).toString('hex')}`;
      const at = (iso: string) =>
        makeMoneyMember(t, { createdAt: new Date(iso), labels: [{ name: label, colour: '#000' }] });
      const lastOfNinth = await at('2001-03-09T17:29:59.999Z'); // 9 March, 23:59:59.999 in Yangon
      const firstOfTenth = await at('2001-03-09T17:30:00.000Z'); // 10 March, 00:00
      const lastOfTenth = await at('2001-03-10T17:29:59.999Z'); // 10 March, 23:59:59.999
      const firstOfEleventh = await at('2001-03-10T17:30:00.000Z'); // 11 March, 00:00
      const all = [lastOfNinth, firstOfTenth, lastOfTenth, firstOfEleventh];

      const cases: Array<[object, MoneyMember[]]> = [
        [{ registeredFrom: '2001-03-10', registeredTo: '2001-03-10' }, [firstOfTenth, lastOfTenth]],
        [{ registeredTo: '2001-03-10' }, [lastOfNinth, firstOfTenth, lastOfTenth]],
        [{ registeredTo: '2001-03-09' }, [lastOfNinth]],
        [{ registeredFrom: '2001-03-11' }, [firstOfEleventh]],
        [{ registeredFrom: '2001-03-09', registeredTo: '2001-03-11' }, all],
        [{ registeredTo: '2001-03-08' }, []],
      ];
      for (const [dates, want] of cases) {
        const r = await receiversOf({ label, ...dates }, all);
        expect(r.got, JSON.stringify(dates)).toEqual(names(...want));
        expect([r.recipients, r.receipts], JSON.stringify(dates)).toEqual([
          want.length,
          want.length,
        ]);
      }
    });
  });

  it('pages the inbox 10 at a time', async () => {
    const m = await makeMoneyMember(t);
    for (let i = 0; i < 12; i++) {
      await t.deps.db.transaction((tx) =>
        writeSiteMessage(tx as never, m.id, 'depositCredited', {
          reference: `D${i}`,
          amount: '100',
        }),
      );
    }
    const first = await inbox(m);
    expect(first.body.value.items).toHaveLength(10);
    expect(first.body.value.totalPages).toBe(2);
    expect(first.body.value.unreadCount).toBe(12);
    expect((await inbox(m, 2)).body.value.items).toHaveLength(2);
    expect((await inbox(m, 2)).body.value.items[1].params).toEqual({
      reference: 'D0',
      amount: '100',
    });
  });

  it("tells the badge live on the member's balance stream, and public state carries unreadMessage", async () => {
    const m = await makeMoneyMember(t);
    const stream = await openSse(t, '/wps/v2/wallets/stream', {
      authorization: `Bearer ${m.token}`,
    });
    expect(stream.res.status).toBe(200);
    const badges = async () => {
      const event = await stream.next(5000);
      expect(event?.event).toBe('balance');
      return (event!.data as { badges: unknown }).badges;
    };
    expect(await badges()).toEqual({ unreadMessage: 0, unreadChat: 0 });
    await send({ audience: 'member', username: m.username, title: 'Live', body: 'Now' });
    expect(await badges()).toEqual({ unreadMessage: 1, unreadChat: 0 });
    // A message to everyone reaches the open stream too (its read spread over 2 s).
    const all = await send({ audience: 'all', title: 'Everyone', body: 'Hello all' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(await badges()).toEqual({ unreadMessage: 2, unreadChat: 0 });
    // Reading one takes the badge down.
    const items = (await inbox(m)).body.value.items as Array<{ id: number; title: string }>;
    const live = items.find((x) => x.title === 'Live')!;
    const read = await t.call({
      method: 'POST',
      url: '/wps/messages/read',
      token: m.token,
      payload: { ids: [live.id] },
    });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(await badges()).toEqual({ unreadMessage: 1, unreadChat: 0 });
    stream.close();
    const state = await t.call({ method: 'GET', url: '/wps/messages/state', token: m.token });
    expect(state.body.value).toEqual({ unreadMessage: 1 });
    const visitor = await t.call({ method: 'GET', url: '/wps/messages/state' });
    expect(visitor.body.value).toEqual({ unreadMessage: 0 });
  });

  it('refuses bad input with 4xx and sends nothing', async () => {
    const m = await makeMoneyMember(t);
    const before = await messageCount();
    for (const payload of [
      {},
      { audience: 'member', title: 'x', body: 'y' },
      { audience: 'member', username: 'nobody-here-xyz', title: 'x', body: 'y' },
      { audience: 'segment', title: 'x', body: 'y' },
      { audience: 'segment', segment: { registeredFrom: '2025-02-30' }, title: 'x', body: 'y' },
      {
        audience: 'segment',
        segment: { registeredFrom: '2025-03-02', registeredTo: '2025-03-01' },
        title: 'x',
        body: 'y',
      },
      { audience: 'all', title: '', body: 'y' },
      { audience: 'all', title: 'x', body: 'y', language: 'XX' },
      { audience: 'all', title: 'x\u0000', body: 'y' },
    ]) {
      const res = await send(payload);
      expect([400, 404], JSON.stringify(payload)).toContain(res.status);
    }
    // A member cannot send; an operator cannot use the member inbox.
    expect((await send({ audience: 'all', title: 'x', body: 'y' }, m.token)).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/wps/messages', token: admin })).status).toBe(403);
    expect(await messageCount()).toBe(before);
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['a'] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/wps/messages/read',
        token: m.token,
        payload,
      });
      expect(res.status).toBe(400);
    }
    expect(
      (await t.call({ method: 'GET', url: '/wps/messages?page=0', token: m.token })).status,
    ).toBe(400);
    const content = await createOperatorToken(t, 'content');
    expect((await send({ audience: 'all', title: 'ok', body: 'by content' }, content)).status).toBe(
      200,
    );
  });

  it('refuses a member past INBOX_WRITES a minute with 429, and marks nothing', async () => {
    const a = await makeMoneyMember(t);
    const sent = await send({ audience: 'member', username: a.username, title: 'Rate', body: 'x' });
    expect(sent.status).toBe(200);
    const messageId = (await inbox(a)).body.value.items[0].id as number;
    // Reading and deleting another id (not the member's: ignored) uses the allowance.
    for (let i = 0; i < INBOX_WRITES.limit; i++) {
      const url = i % 2 === 0 ? '/wps/messages/read' : '/wps/messages/delete';
      const res = await t.call({ method: 'POST', url, token: a.token, payload: { ids: [1] } });
      expect(res.status, `call ${i + 1}`).toBe(200);
    }
    for (const url of ['/wps/messages/read', '/wps/messages/delete']) {
      const refused = await t.call({
        method: 'POST',
        url,
        token: a.token,
        payload: { ids: [messageId] },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await unread(a)).toBe(1);
    expect((await inbox(a)).body.value.items[0]).toMatchObject({ id: messageId, isRead: false });
  });
});
