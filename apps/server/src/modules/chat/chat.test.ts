// Support chat through HTTP: a member and a visitor talk to support, an operator answers from
// the inbox, the player's stream carries the answer live, history is kept; images are the
// member's own uploads; nobody reads another's conversation; bad input changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMoneyMember } from '../../../test/money-members';
import { createOperatorToken } from '../../../test/operators';
import { pngBytes } from '../../../test/payments-kit';
import { openSse } from '../../../test/sse-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CHAT_SENDS_PER_MINUTE } from './chat.routes';
import { CONVERSATIONS_PAGE } from './chat.service';

let t: TestApp;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  support = await createOperatorToken(t, 'support');
});
afterAll(() => t?.close());

const PNG = pngBytes();
const chatCount = async () =>
  (
    (await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM chat_messages`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows[0]!.n;

describe('support chat', () => {
  it('a member writes, support answers in /ops, the member sees it live and in history', async () => {
    const m = await makeMoneyMember(t);
    const stream = await openSse(t, '/wps/chat/stream', { authorization: `Bearer ${m.token}` });
    // The badges ride on the member's balance stream.
    const social = await openSse(t, '/wps/v2/wallets/stream', {
      authorization: `Bearer ${m.token}`,
    });
    const badges = async () => ((await social.next())?.data as { badges: unknown }).badges;
    expect(stream.res.status).toBe(200);
    expect(await badges()).toEqual({ unreadMessage: 0, unreadChat: 0 });
    const inbox = await openSse(t, '/ops/api/support/stream', {
      authorization: `Bearer ${support}`,
    });
    expect(inbox.res.status).toBe(200);

    const sent = await t.call({
      method: 'POST',
      url: '/wps/chat/messages',
      token: m.token,
      payload: { text: 'I need help' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const conversationId = sent.body.value.conversationId as number;
    expect((await stream.next())?.data).toMatchObject({ sender: 'player', text: 'I need help' });
    expect((await inbox.next())?.data).toMatchObject({ conversationId, text: 'I need help' });

    const list = await t.call({
      method: 'GET',
      url: '/ops/api/support/conversations',
      token: support,
    });
    expect(
      list.body.value.items.find((c: { id: number }) => c.id === conversationId),
    ).toMatchObject({
      name: m.username,
      isVisitor: false,
      unread: 1,
      lastText: 'I need help',
    });
    const answer = await t.call({
      method: 'POST',
      url: `/ops/api/support/conversations/${conversationId}/messages`,
      token: support,
      payload: { text: 'How can I help?' },
    });
    expect(answer.status).toBe(200);
    expect((await stream.next())?.data).toMatchObject({
      sender: 'operator',
      text: 'How can I help?',
    });
    expect(await badges()).toEqual({ unreadMessage: 0, unreadChat: 1 });

    const history = await t.call({ method: 'GET', url: '/wps/chat/messages', token: m.token });
    expect(history.body.value.messages.map((x: { text: string }) => x.text)).toEqual([
      'I need help',
      'How can I help?',
    ]);
    expect(await badges()).toEqual({ unreadMessage: 0, unreadChat: 0 });
    const seen = await t.call({
      method: 'GET',
      url: `/ops/api/support/conversations/${conversationId}/messages`,
      token: support,
    });
    expect(seen.body.value.conversation.unread).toBe(0);
    stream.close();
    social.close();
    inbox.close();
  });

  it('a visitor chats with a name and a token; another token reads nothing', async () => {
    const start = await t.call({
      method: 'POST',
      url: '/wps/chat/visitor',
      payload: { name: 'Guest Ko' },
    });
    expect(start.status).toBe(200);
    const token = start.body.value.token as string;
    const headers = { 'x-chat-token': token };
    const sent = await t.call({
      method: 'POST',
      url: '/wps/chat/messages',
      headers,
      payload: { text: 'hello' },
    });
    expect(sent.status).toBe(200);
    const list = await t.call({
      method: 'GET',
      url: '/ops/api/support/conversations',
      token: support,
    });
    expect(
      list.body.value.items.find((c: { id: number }) => c.id === start.body.value.conversationId),
    ).toMatchObject({
      name: 'Guest Ko',
      isVisitor: true,
    });
    const other = await t.call({
      method: 'POST',
      url: '/wps/chat/visitor',
      payload: { name: 'Other' },
    });
    const theirs = await t.call({
      method: 'GET',
      url: '/wps/chat/messages',
      headers: { 'x-chat-token': other.body.value.token },
    });
    expect(theirs.body.value.messages).toEqual([]);
    // A made-up token is no conversation.
    const fake = await t.call({
      method: 'GET',
      url: '/wps/chat/messages',
      headers: { 'x-chat-token': 'A'.repeat(43) },
    });
    expect(fake.status).toBe(401);
    // A visitor may not attach an image.
    const image = await t.call({
      method: 'POST',
      url: '/wps/chat/messages',
      headers,
      payload: { text: '', proofId: 1 },
    });
    expect(image.status).toBe(403);
  });

  it("a member attaches their own image, not another member's; members read only their own chat", async () => {
    const a = await makeMoneyMember(t);
    const b = await makeMoneyMember(t);
    const upload = await t.call({
      method: 'POST',
      url: '/wps/payment/proofs',
      token: a.token,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const proofId = upload.body.value.proofId as number;
    const withImage = await t.call({
      method: 'POST',
      url: '/wps/chat/messages',
      token: a.token,
      payload: { text: '', proofId },
    });
    expect(withImage.status).toBe(200);
    expect(withImage.body.value.proofId).toBe(proofId);
    const before = await chatCount();
    const stolen = await t.call({
      method: 'POST',
      url: '/wps/chat/messages',
      token: b.token,
      payload: { text: 'x', proofId },
    });
    expect(stolen.status).toBe(404);
    expect(await chatCount()).toBe(before);
    const bHistory = await t.call({ method: 'GET', url: '/wps/chat/messages', token: b.token });
    expect(bHistory.body.value.messages).toEqual([]);
    // Support reads the image; a member cannot use the ops calls.
    const ops = await t.call({
      method: 'GET',
      url: '/ops/api/support/conversations',
      token: a.token,
    });
    expect(ops.status).toBe(401);
  });

  it('refuses bad input with 4xx and stores nothing', async () => {
    const m = await makeMoneyMember(t);
    const before = await chatCount();
    for (const payload of [
      {},
      { text: '' },
      { text: 'x'.repeat(1001) },
      { text: 'a', proofId: 0 },
      { text: 'a', extra: 1 },
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/wps/chat/messages',
        token: m.token,
        payload,
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await t.call({ method: 'POST', url: '/wps/chat/messages', payload: { text: 'hi' } })).status,
    ).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: '/wps/chat/visitor', payload: { name: 'x' } })).status,
    ).toBe(400);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/ops/api/support/conversations/99999/messages',
          token: support,
          payload: { text: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/ops/api/support/conversations/abc/messages',
          token: support,
          payload: { text: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(await chatCount()).toBe(before);
  });

  it('refuses a member past CHAT_SENDS_PER_MINUTE lines with 429, and stores nothing', async () => {
    const m = await makeMoneyMember(t);
    const say = (text: string) =>
      t.call({ method: 'POST', url: '/wps/chat/messages', token: m.token, payload: { text } });
    for (let i = 0; i < CHAT_SENDS_PER_MINUTE; i++) {
      expect((await say(`line ${i}`)).status, `line ${i}`).toBe(200);
    }
    const before = await chatCount();
    const refused = await say('one too many');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await chatCount()).toBe(before);
    const history = await t.call({ method: 'GET', url: '/wps/chat/messages', token: m.token });
    expect(history.body.value.messages.map((x: { text: string }) => x.text)).not.toContain(
      'one too many',
    );
  });
  it('pages the inbox on the server, 20 a page, newest first, each conversation once', async () => {
    // 25 closed visitor conversations, a minute apart, each with a message (made in SQL: the
    // visitor chat's own per-address limit would take 25 addresses).
    await t.deps.db.execute(sql`
      WITH c AS (
        INSERT INTO chat_conversations (visitor_token_hash, visitor_name, status, last_message_at)
        SELECT 'paging-' || g, 'Paging ' || g, 'closed', now() - g * interval '1 minute'
          FROM generate_series(1, 25) AS g
        RETURNING id)
      INSERT INTO chat_messages (conversation_id, sender, text)
      SELECT id, 'player', 'hello' FROM c`);
    const page = async (n: number) => {
      const res = await t.call({
        method: 'GET',
        url: `/ops/api/support/conversations?status=closed&page=${n}`,
        token: support,
      });
      expect(res.status).toBe(200);
      return res.body.value as {
        items: Array<{ id: number; lastMessageAt: string }>;
        totalPages: number;
      };
    };
    const first = await page(1);
    expect(first.items).toHaveLength(CONVERSATIONS_PAGE);
    const seen = [...first.items];
    for (let n = 2; n <= first.totalPages; n++) seen.push(...(await page(n)).items);
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(25);
    expect(first.totalPages).toBe(Math.ceil(seen.length / CONVERSATIONS_PAGE));
    const times = seen.map((c) => Date.parse(c.lastMessageAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await page(first.totalPages + 1)).items).toEqual([]);
  });
});
