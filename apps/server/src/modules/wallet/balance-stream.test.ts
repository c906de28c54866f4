// The live balance stream over real HTTP (inject cannot read a response that never ends): the
// first event, one per change, only the member's own, refusals, cleanup, and a close that
// does not wait for open streams.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSse } from '../../../test/sse-client';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { makeMember } from '../auth/test-helpers';
import { startMemberSession } from '../member/member-session';
import { updateMember } from '../member/member.queries';
import { writeSiteMessage } from '../messages/messages.service';

const ctx = { ip: '203.0.113.9', userAgent: null };

/** A client of the stream: reads events in order; `next` resolves null when none came in time. */
function openStream(
  t: Pick<TestApp, 'app'>,
  token: string | null,
  headers: Record<string, string> = {},
) {
  return openSse(t, '/wps/v2/wallets/stream', {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...headers,
  });
}

async function credit(t: Pick<TestApp, 'deps'>, memberId: number, amount: bigint) {
  const house = await openAccount(t.deps.db, 'house', null);
  const cash = await openAccount(t.deps.db, 'player_cash', memberId);
  await post(t.deps.db, {
    key: `stream-test-${memberId}-${randomBytes(4).toString('hex')}`,
    kind: 'test.credit',
    entries: [
      { account: house.id, amount: -amount },
      { account: cash.id, amount },
    ],
  });
}

async function memberWithToken(t: TestApp) {
  const member = await makeMember(t);
  const { token } = await startMemberSession(t.deps, member, ctx);
  return { member, token };
}

const balanceEvent = (balance: string, badges = { unreadMessage: 0, unreadChat: 0 }) => ({
  event: 'balance',
  data: {
    balance,
    bonus: '0',
    held: '0',
    inGames: '0',
    locked: '0',
    withdrawable: balance,
    currency: 'MMK',
    isPlayMoney: false,
    badges,
  },
});

describe('GET /wps/v2/wallets/stream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('sends the balance at once, as GET balance does, then the new balance after a change', async () => {
    const { member, token } = await memberWithToken(t);
    await credit(t, member.id, 12_345n);
    // Compression would hold the events back: the stream is never compressed.
    const stream = await openStream(t, token, { 'accept-encoding': 'gzip, br' });
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    expect(stream.res.headers.get('cache-control')).toBe('no-store');

    const first = await stream.next();
    const viaGet = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token });
    const unread = await t.call({ method: 'GET', url: '/wps/messages/state', token });
    expect(first).toEqual({
      event: 'balance',
      data: { ...viaGet.body.value, badges: { ...unread.body.value, unreadChat: 0 } },
    });
    expect(first).toEqual(balanceEvent('12345'));

    await credit(t, member.id, 5n);
    t.deps.balanceEvents.publish([member.id]);
    expect(await stream.next()).toEqual(balanceEvent('12350'));
    stream.close();
  });

  it("sends nothing for another member's change, nor for a publish that changed nothing", async () => {
    const a = await memberWithToken(t);
    const b = await memberWithToken(t);
    const streamA = await openStream(t, a.token);
    const streamB = await openStream(t, b.token);
    expect(await streamA.next()).toEqual(balanceEvent('0'));
    expect(await streamB.next()).toEqual(balanceEvent('0'));

    await credit(t, b.member.id, 700n);
    t.deps.balanceEvents.publish([b.member.id]);
    expect(await streamB.next()).toEqual(balanceEvent('700'));
    t.deps.balanceEvents.publish([a.member.id]);
    expect(await streamA.next(500)).toBeNull();
    streamA.close();
    streamB.close();
  });

  it('sends a money notice with the balance, even when the balance did not change', async () => {
    const { member, token } = await memberWithToken(t);
    const stream = await openStream(t, token);
    expect(await stream.next()).toEqual(balanceEvent('0'));
    const notice = { kind: 'withdrawalPaid', reference: 'W0000000000000001', amount: '5000' };
    t.deps.balanceEvents.publish([member.id], notice as never);
    expect(await stream.next()).toEqual({
      event: 'balance',
      data: { ...balanceEvent('0').data, notices: [notice] },
    });
    // Told once: the next change carries no notice.
    await credit(t, member.id, 9n);
    t.deps.balanceEvents.publish([member.id]);
    expect(await stream.next()).toEqual(balanceEvent('9'));
    stream.close();
  });

  it('sends one event for a burst of changes', async () => {
    const { member, token } = await memberWithToken(t);
    const stream = await openStream(t, token);
    expect(await stream.next()).toEqual(balanceEvent('0'));
    // Three transactions commit, each publishing after it; the events arrive together.
    for (const amount of [1n, 2n, 3n]) await credit(t, member.id, amount);
    for (let i = 0; i < 3; i++) t.deps.balanceEvents.publish([member.id]);
    expect(await stream.next()).toEqual(balanceEvent('6'));
    expect(await stream.next(500)).toBeNull();
    stream.close();
  });

  it("carries the member's badges: again when a message is written for them, not for another's", async () => {
    const a = await memberWithToken(t);
    const b = await memberWithToken(t);
    const stream = await openStream(t, a.token);
    expect(await stream.next()).toEqual(balanceEvent('0'));
    // A message on the member's own topic (an operator's, a read, a chat answer).
    await writeSiteMessage(t.deps.db, a.member.id, 'bonusReleased', { amount: '100' });
    t.deps.socialEvents.publish(`member:${a.member.id}`);
    expect(await stream.next()).toEqual(balanceEvent('0', { unreadMessage: 1, unreadChat: 0 }));
    // The money events' site messages are written in the transaction that publishes the balance.
    await writeSiteMessage(t.deps.db, a.member.id, 'depositCredited', {
      amount: '5',
      reference: 'D1',
    });
    await credit(t, a.member.id, 5n);
    t.deps.balanceEvents.publish([a.member.id]);
    expect(await stream.next()).toEqual(balanceEvent('5', { unreadMessage: 2, unreadChat: 0 }));
    // Another member's message tells this stream nothing.
    await writeSiteMessage(t.deps.db, b.member.id, 'bonusReleased', { amount: '100' });
    t.deps.socialEvents.publish(`member:${b.member.id}`);
    expect(await stream.next(500)).toBeNull();
    stream.close();
  });

  it('refuses without a live member session, with the envelope', async () => {
    const none = await openStream(t, null);
    expect(none.res.status).toBe(401);
    expect(await none.res.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });

    const unknown = await openStream(t, 'x'.repeat(43));
    expect(unknown.res.status).toBe(401);
    expect(await unknown.res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });

    const ops = await openStream(t, await t.opsToken());
    expect(await ops.res.json()).toMatchObject({ code: 'NOT_A_MEMBER' });

    const { member, token } = await memberWithToken(t);
    await updateMember(t.deps.db, member.id, { status: 'disabled' });
    const disabled = await openStream(t, token);
    expect(disabled.res.status).toBe(403);
    expect(await disabled.res.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
  });

  it('unsubscribes when the client goes away', async () => {
    const { member, token } = await memberWithToken(t);
    const subscribe = t.deps.balanceEvents.subscribe;
    const live = new Set<() => void>();
    const spy = vi.spyOn(t.deps.balanceEvents, 'subscribe').mockImplementation((id, listener) => {
      const stop = subscribe(id, listener);
      const entry = () => {
        live.delete(entry);
        stop();
      };
      live.add(entry);
      return entry;
    });
    try {
      const stream = await openStream(t, token);
      expect(await stream.next()).toEqual(balanceEvent('0'));
      expect(live.size).toBe(1);
      stream.close();
      await vi.waitFor(() => expect(live.size).toBe(0));
      // Ends the stream of a member disabled meanwhile, at the next change, and unsubscribes.
      const again = await openStream(t, token);
      expect(await again.next()).toEqual(balanceEvent('0'));
      await updateMember(t.deps.db, member.id, { status: 'disabled' });
      t.deps.balanceEvents.publish([member.id]);
      await again.ended;
      expect(live.size).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('closing the app with a stream open', () => {
  it('ends the stream and does not wait for the client', async () => {
    const t = await createTestApp({ seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await memberWithToken(t);
    const stream = await openStream(t, token);
    expect(await stream.next()).toEqual(balanceEvent('0'));
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await stream.ended;
    expect(stream.isDone()).toBe(true);
  });
});

// Runs where a Redis server is named (CI sets TEST_REDIS_URL): two server processes on one
// database, as behind a load balancer.
describe.runIf(process.env.TEST_REDIS_URL)('two server processes sharing Redis', () => {
  it('a change committed through one reaches a stream held by the other', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REDIS_URL: process.env.TEST_REDIS_URL!,
    });
    const one = await buildApp(config, database);
    const two = await buildApp(config, database);
    try {
      await two.app.listen({ port: 0, host: '127.0.0.1' });
      await one.app.ready();
      const { member, token } = await memberWithToken(one as unknown as TestApp);
      const stream = await openStream(two, token);
      expect(await stream.next()).toEqual(balanceEvent('0'));
      await credit(one, member.id, 4242n);
      // Two's subscriber connection may still be subscribing: publish until it hears.
      let event = null;
      for (let i = 0; i < 20 && !event; i++) {
        one.deps.balanceEvents.publish([member.id]);
        event = await stream.next(250);
      }
      expect(event).toEqual(balanceEvent('4242'));
      stream.close();
    } finally {
      await Promise.all([one.app.close(), two.app.close()]);
      await database.close();
    }
  });
});
