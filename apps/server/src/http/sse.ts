// Server-sent events over a streamed response: the event framing, a heartbeat comment that keeps
// proxies from closing an idle connection, and one end that every cause (client gone, session
// gone, app closing, handler done) goes through, so subscriptions are always cleaned up.
import { PassThrough } from 'node:stream';

/** How often a quiet stream sends a comment line. Proxies commonly drop a connection idle 30-60 s. */
export const HEARTBEAT_MS = 25_000;

export interface EventSink {
  /** Writes one event; `data` goes out as JSON on one line. Ignored once ended. */
  send(event: string, data: unknown): void;
  /** Ends the stream; the client sees a clean end (and may reconnect). */
  end(): void;
  /** Runs `fn` once when the stream ends, whatever the cause (at once if it already has). */
  onEnd(fn: () => void): void;
  readonly isEnded: boolean;
}

export interface SinkOptions {
  heartbeatMs?: number;
  /** Asked at every heartbeat; false ends the stream (the session was revoked or expired). */
  isStillAllowed?: () => Promise<boolean>;
  /** A failing `isStillAllowed` (database down): logged, and the stream ends. */
  onError?: (error: unknown) => void;
}

export function createEventSink(
  options: SinkOptions = {},
): EventSink & { readonly stream: PassThrough } {
  const stream = new PassThrough();
  const endListeners: Array<() => void> = [];
  let isEnded = false;

  const finish = () => {
    if (isEnded) return;
    isEnded = true;
    clearInterval(heartbeat);
    for (const fn of endListeners.splice(0)) fn();
  };
  // 'close' comes after a normal end and when the response was torn down (client gone).
  stream.on('close', finish);

  const heartbeat = setInterval(() => {
    if (isEnded) return;
    stream.write(':\n\n');
    options
      .isStillAllowed?.()
      .then((isAllowed) => {
        if (!isAllowed) sink.end();
      })
      .catch((error: unknown) => {
        options.onError?.(error);
        sink.end();
      });
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  const sink = {
    stream,
    get isEnded() {
      return isEnded;
    },
    send(event: string, data: unknown) {
      if (isEnded) return;
      stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (isEnded) return;
      finish();
      stream.end();
    },
    onEnd(fn: () => void) {
      if (isEnded) fn();
      else endListeners.push(fn);
    },
  };
  return sink;
}
