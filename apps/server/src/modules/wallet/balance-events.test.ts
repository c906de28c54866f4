// Balance-changed events: in one process, and between processes through Redis pub/sub.
import { describe, expect, it, vi } from 'vitest';
import { useRedisPair } from '../../../test/test-app';
import { createLocalBalanceEvents, parseBalanceMessage } from './balance-events';

describe('local balance events', () => {
  it("calls a member's listeners once per publish, and no one else's", async () => {
    const events = createLocalBalanceEvents();
    const seven = vi.fn();
    const eight = vi.fn();
    const stop = events.subscribe(7, seven);
    events.subscribe(8, eight);
    events.publish([7, 7, 9]);
    expect(seven).toHaveBeenCalledTimes(1);
    expect(eight).not.toHaveBeenCalled();
    stop();
    events.publish([7]);
    expect(seven).toHaveBeenCalledTimes(1);
    await events.close();
    events.publish([8]);
    expect(eight).not.toHaveBeenCalled();
  });
});

describe('parseBalanceMessage', () => {
  const notice = { kind: 'depositCredited', reference: 'D1', amount: '100' } as const;
  it('reads a member id, with or without a notice', () => {
    expect(parseBalanceMessage('42')).toEqual({ memberId: 42, notice: null });
    expect(parseBalanceMessage(`42 ${JSON.stringify(notice)}`)).toEqual({ memberId: 42, notice });
  });

  it('drops anything malformed rather than tell a member something false', () => {
    for (const message of [
      '',
      '0',
      '-1',
      'x',
      '42 ',
      '42 {',
      '42 {"kind":"bonus","reference":"D1","amount":"1"}',
      '42 {"kind":"depositCredited","reference":"D1","amount":"1.5"}',
      `${'9'.repeat(17)}`,
    ]) {
      expect(parseBalanceMessage(message), message).toBeNull();
    }
  });
});

// Runs where a Redis server is named (CI sets TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('balance events through Redis', () => {
  const pair = useRedisPair();

  it('a change published by one server process reaches listeners in another', async () => {
    // Ids far above any test database's, so other test files on the same Redis do not interfere.
    const member = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    const heard = vi.fn();
    const other = vi.fn();
    pair.two.deps.balanceEvents.subscribe(member, heard);
    pair.two.deps.balanceEvents.subscribe(member + 1, other);
    // The subscriber connection may still be connecting: publish until it hears.
    await vi.waitFor(
      () => {
        pair.one.deps.balanceEvents.publish([member]);
        expect(heard).toHaveBeenCalled();
      },
      { timeout: 5000, interval: 50 },
    );
    expect(other).not.toHaveBeenCalled();

    // The publishing process hears its own change too, once: through Redis, not also locally.
    const own = vi.fn();
    pair.one.deps.balanceEvents.subscribe(member, own);
    await vi.waitFor(
      () => {
        pair.one.deps.balanceEvents.publish([member]);
        expect(own).toHaveBeenCalled();
      },
      { timeout: 5000, interval: 50 },
    );
    await new Promise((r) => setTimeout(r, 200));
    own.mockClear();
    pair.one.deps.balanceEvents.publish([member]);
    await vi.waitFor(() => expect(own).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 200));
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('carries a money notice between processes', async () => {
    const member = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    const notice = {
      kind: 'withdrawalPaid',
      reference: 'W0000000000000009',
      amount: '2500',
    } as const;
    const heard: unknown[] = [];
    pair.two.deps.balanceEvents.subscribe(member, (n) => heard.push(n));
    await vi.waitFor(
      () => {
        pair.one.deps.balanceEvents.publish([member], notice);
        expect(heard).toContainEqual(notice);
      },
      { timeout: 5000, interval: 50 },
    );
  });
});
