// The event sink: framing, heartbeat, the session check at each heartbeat, one end for all causes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventSink } from './sse';

afterEach(() => {
  vi.useRealTimers();
});

function collect(stream: NodeJS.ReadableStream) {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  return () => chunks.join('');
}

describe('createEventSink', () => {
  it('frames events as JSON data lines and sends a comment at each heartbeat', async () => {
    vi.useFakeTimers();
    const sink = createEventSink({ heartbeatMs: 1000 });
    const text = collect(sink.stream);
    sink.send('balance', { balance: '1', note: 'two\nlines' });
    await vi.advanceTimersByTimeAsync(999);
    expect(text()).toBe('event: balance\ndata: {"balance":"1","note":"two\\nlines"}\n\n');
    await vi.advanceTimersByTimeAsync(1);
    expect(text()).toMatch(/\n\n:\n\n$/);
    sink.end();
  });

  it('ends when the check at a heartbeat says the session is gone, and runs onEnd once', async () => {
    vi.useFakeTimers();
    let isAllowed = true;
    const sink = createEventSink({ heartbeatMs: 1000, isStillAllowed: async () => isAllowed });
    collect(sink.stream);
    const ended = vi.fn();
    sink.onEnd(ended);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sink.isEnded).toBe(false);
    isAllowed = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sink.isEnded).toBe(true);
    sink.end();
    sink.send('balance', {});
    expect(ended).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    sink.onEnd(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('ends (and reports) when the check fails', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const sink = createEventSink({
      heartbeatMs: 1000,
      isStillAllowed: () => Promise.reject(new Error('database down')),
      onError,
    });
    collect(sink.stream);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sink.isEnded).toBe(true);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database down' }));
  });

  it('ends when the stream is torn down (the client went away)', () => {
    const sink = createEventSink();
    const ended = vi.fn();
    sink.onEnd(ended);
    sink.stream.destroy();
    return vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
  });
});
