import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { walletBalanceStream } from '@wps/contracts/wallet/balance-stream';
import { fakeEventStream } from '../test/fake-event-stream';
import { FakeResponder, stubFetch } from '../test/render-app';
import { endpoint } from './endpoint';
import {
  createEventParser,
  reconnectDelayMs,
  useEventStream,
  type EventStreamOptions,
  type ServerEvent,
} from './event-stream';

describe('createEventParser', () => {
  it('reads events from pieces split anywhere, skipping comments', () => {
    const events: ServerEvent[] = [];
    const feed = createEventParser((e) => events.push(e));
    const text =
      ':\n\nevent: balance\ndata: {"a":1}\n\n: heartbeat\n\nevent: other\r\ndata: x\r\n\r\n';
    for (const piece of text.match(/[\s\S]{1,3}/g)!) feed(piece);
    expect(events).toEqual([
      { event: 'balance', data: '{"a":1}' },
      { event: 'other', data: 'x' },
    ]);
  });

  it('joins data lines, and names an unnamed event message', () => {
    const events: ServerEvent[] = [];
    const feed = createEventParser((e) => events.push(e));
    feed('data: one\ndata:two\n\nevent: empty\n\n');
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});

describe('reconnectDelayMs', () => {
  it('grows from about 1 s to at most 30 s', () => {
    expect(reconnectDelayMs(0)).toBeGreaterThanOrEqual(500);
    expect(reconnectDelayMs(0)).toBeLessThanOrEqual(1000);
    expect(reconnectDelayMs(3)).toBeGreaterThanOrEqual(4000);
    expect(reconnectDelayMs(20)).toBeLessThanOrEqual(30_000);
    expect(reconnectDelayMs(20)).toBeGreaterThanOrEqual(15_000);
  });
});

const path = '/wps/v2/wallets/stream';
const streamEndpoint = endpoint<typeof walletBalanceStream>('GET', path);
const balance = (value: string) =>
  `event: balance\ndata: ${JSON.stringify({ balance: value, bonus: '0', held: '0', inGames: '0', currency: 'MMK', isPlayMoney: false })}\n\n`;

function renderStream(overrides: Partial<EventStreamOptions<typeof walletBalanceStream>> = {}) {
  const onData = vi.fn();
  const onRefused = vi.fn();
  const delays: number[] = [];
  const view = renderHook(
    (props: Partial<EventStreamOptions<typeof walletBalanceStream>>) =>
      useEventStream(streamEndpoint, {
        enabled: true,
        event: 'balance',
        onData,
        onRefused,
        delayMs: (attempt) => {
          delays.push(attempt);
          return 5;
        },
        ...props,
      }),
    { initialProps: overrides },
  );
  return { ...view, onData, onRefused, delays };
}

describe('useEventStream', () => {
  beforeEach(() => {
    sessionStorage.setItem('token', 'a-session-token-of-43-characters-xxxxxxxxxx');
  });
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends the token in the Authorization header, not the URL, and passes each event on', async () => {
    const stream = fakeEventStream();
    const fetchMock = stubFetch({ [path]: stream.responder });
    const { onData, unmount } = renderStream();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(path);
    expect(stream.latest().headers.authorization).toBe(
      'Bearer a-session-token-of-43-characters-xxxxxxxxxx',
    );
    stream.latest().push(balance('100'));
    stream.latest().push(':\n\nevent: other\ndata: {}\n\n');
    stream.latest().push(balance('250'));
    await vi.waitFor(() => expect(onData).toHaveBeenCalledTimes(2));
    expect(onData.mock.calls.map(([v]) => v.balance)).toEqual(['100', '250']);
    unmount();
    expect(stream.latest().signal?.aborted).toBe(true);
  });

  it('reconnects after the stream ends, waiting longer each time until an event arrives', async () => {
    const stream = fakeEventStream();
    stubFetch({ [path]: stream.responder });
    const { delays, onData, unmount } = renderStream();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.latest().end();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(2));
    stream.latest().end();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(3));
    expect(delays).toEqual([0, 1]);
    stream.latest().push(balance('5'));
    await vi.waitFor(() => expect(onData).toHaveBeenCalledTimes(1));
    stream.latest().end();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(4));
    expect(delays).toEqual([0, 1, 0]);
    unmount();
  });

  it('closes while disabled and opens again when enabled', async () => {
    const stream = fakeEventStream();
    stubFetch({ [path]: stream.responder });
    const { rerender, unmount } = renderStream();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    rerender({ enabled: false });
    expect(stream.latest().signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stream.connections).toHaveLength(1);
    rerender({ enabled: true });
    await vi.waitFor(() => expect(stream.connections).toHaveLength(2));
    unmount();
  });

  it('reports a refusal and tries again later', async () => {
    const refusals = [401, 200];
    const stream = fakeEventStream();
    stubFetch({
      [path]: new FakeResponder((init) =>
        refusals.shift() === 401
          ? Response.json({ success: false, code: 'SESSION_EXPIRED' }, { status: 401 })
          : stream.responder.respond(init),
      ),
    });
    const { onRefused, unmount } = renderStream();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onRefused.mock.calls[0]![0]).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    unmount();
  });
});
