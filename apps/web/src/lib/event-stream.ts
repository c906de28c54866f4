// Server-sent events read with fetch, so the session token goes in the Authorization header:
// EventSource cannot send headers, and tokens never go in URLs. While enabled, the stream is kept
// open, reconnecting with a growing, jittered wait after each end or failure.
import { useEffect, useRef } from 'react';
import type { Contract, ValueOf } from '@wps/contracts/http';
import type { Endpoint } from './endpoint';
import { getToken } from './session-storage';

export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * The SSE format: 'field: value' lines, a blank line ends an event, ':' starts a comment, data
 * lines join with '\n'. Returns a function fed the text as it arrives, in any pieces.
 */
export function createEventParser(onEvent: (event: ServerEvent) => void): (text: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  return (text) => {
    buffer += text;
    // A trailing '\r' may be the first half of '\r\n': its line waits for the next piece.
    const end = buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
    const lines = buffer.slice(0, end).split(/\r\n|\r|\n/);
    buffer = lines.pop()! + buffer.slice(end);
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
  };
}

/** The server refused the stream (not logged in, say): the status and the envelope's code. */
export class StreamRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`stream refused (${status} ${code ?? ''})`);
  }
}

/**
 * Reads one stream until it ends: resolves then, and on abort. Throws StreamRefused when the
 * server answers with an error, and the network's error when the connection fails.
 */
export async function readEventStream(
  path: string,
  {
    signal,
    onEvent,
    withSession = true,
    headers: extraHeaders,
  }: {
    signal: AbortSignal;
    onEvent: (event: ServerEvent) => void;
    /** False for a game client's stream, which carries its launch token instead of the session. */
    withSession?: boolean;
    /** Extra request headers (the support chat's visitor token). */
    headers?: Record<string, string>;
  },
): Promise<void> {
  const token = withSession ? getToken() : null;
  const headers: Record<string, string> = { accept: 'text/event-stream', ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const res = await fetch(path, { headers, signal, cache: 'no-store' });
    if (!res.ok || !res.body) {
      const envelope = (await res.json().catch(() => null)) as { code?: string } | null;
      throw new StreamRefused(res.status, envelope?.code);
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const parse = createEventParser(onEvent);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parse(value);
    }
  } catch (error) {
    if (signal.aborted) return;
    throw error;
  }
}

/** The wait before reconnect attempt `attempt` (0, 1, ...): 1 s doubling to 30 s, jittered. */
export function reconnectDelayMs(attempt: number): number {
  const ceiling = Math.min(30_000, 1000 * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

export interface EventStreamOptions<C extends Contract> {
  /** The stream is open only while this is true (logged in, page visible ...). */
  enabled: boolean;
  /** The event name the contract gives; other events are ignored. */
  event: string;
  onData: (value: ValueOf<C>) => void;
  /** The server refused (status 4xx): e.g. ask the session whether it still holds. */
  onRefused?: (refusal: StreamRefused) => void;
  delayMs?: (attempt: number) => number;
}

/** Keeps `endpoint`'s event stream open while enabled; each event's JSON goes to onData. */
export function useEventStream<C extends Contract>(
  endpoint: Endpoint<C>,
  options: EventStreamOptions<C>,
): void {
  // The latest callbacks, without reopening the stream when they change.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { enabled, event } = options;
  const path = endpoint.path;

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const connect = async () => {
      try {
        await readEventStream(path, {
          signal: abort.signal,
          onEvent: (e) => {
            if (e.event !== event) return;
            // A connection that delivered an event was a good one: the next wait starts short.
            attempt = 0;
            latest.current.onData(JSON.parse(e.data) as ValueOf<C>);
          },
        });
      } catch (error) {
        if (error instanceof StreamRefused) latest.current.onRefused?.(error);
      }
      if (abort.signal.aborted) return;
      const delay = (latest.current.delayMs ?? reconnectDelayMs)(attempt);
      attempt += 1;
      timer = setTimeout(() => void connect(), delay);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [enabled, event, path]);
}
