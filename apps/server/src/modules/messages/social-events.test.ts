// The social events (chat lines, inbox badges) between server processes through Redis: a support
// answer published by the process that wrote it reaches the chat stream a player holds open on
// another process (the topics chat.service publishes: conv:<id> and support); malformed channel
// messages are dropped.
import { describe, expect, it, vi } from 'vitest';
import { useRedisPair } from '../../../test/test-app';
import { parseSocialMessage } from './social-events';

describe('parseSocialMessage', () => {
  it('reads the topics the site publishes, and drops anything else', () => {
    expect(parseSocialMessage('conv:7 {"text":"hi"}')).toEqual({
      topic: 'conv:7',
      payload: { text: 'hi' },
    });
    expect(parseSocialMessage('member:42')).toEqual({ topic: 'member:42', payload: null });
    for (const message of ['', 'conv:0', 'conv:x', 'members:1', 'support {', 'other {"a":1}']) {
      expect(parseSocialMessage(message), message).toBeNull();
    }
  });
});

// Runs where a Redis server is named (CI sets TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('social events through Redis', () => {
  const pair = useRedisPair();

  it("a support answer written on one process reaches the player's chat stream on another", async () => {
    // A conversation id far above any test database's, so other files on this Redis do not meet it.
    const conversation = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    const line = { id: 1, sender: 'operator', text: 'How can I help?' };
    const player = vi.fn();
    const stranger = vi.fn();
    pair.two.deps.socialEvents.subscribe(`conv:${conversation}`, player);
    pair.two.deps.socialEvents.subscribe(`conv:${conversation + 1}`, stranger);
    // The subscriber connection may still be connecting: publish until it hears.
    await vi.waitFor(
      () => {
        pair.one.deps.socialEvents.publish(`conv:${conversation}`, line);
        expect(player).toHaveBeenCalledWith(line);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(stranger).not.toHaveBeenCalled();
  });
});
