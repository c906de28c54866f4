// A server-sent event stream a test controls: each call of the fake path opens one; the test
// pushes text into the latest, ends it, and sees how it was asked for and whether it was aborted.
import { FakeResponder } from './render-app';

export interface FakeStreamConnection {
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
  push(text: string): void;
  end(): void;
}

export function fakeEventStream() {
  const connections: FakeStreamConnection[] = [];
  const encoder = new TextEncoder();
  const responder = new FakeResponder((init) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    // As a real fetch does: aborting errors the body being read.
    init?.signal?.addEventListener('abort', () =>
      controller.error(new DOMException('The operation was aborted.', 'AbortError')),
    );
    connections.push({
      headers: { ...(init?.headers as Record<string, string>) },
      signal: init?.signal ?? undefined,
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    responder,
    connections,
    latest: () => connections.at(-1)!,
  };
}
