// A server-sent events client for tests over real HTTP (inject cannot read a response that never
// ends): reads events in order; `next` resolves null when none came in time.
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

export interface ServerEvent {
  event: string;
  data: any;
}

export async function openSse(
  t: Pick<TestApp, 'app'>,
  path: string,
  headers: Record<string, string> = {},
) {
  const { port } = t.app.server.address() as AddressInfo;
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers, signal: abort.signal });
  const events: ServerEvent[] = [];
  const waiters: Array<() => void> = [];
  let isDone = false;
  const reading = (async () => {
    if (!res.ok || !res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (fields.event) {
            events.push({ event: fields.event, data: JSON.parse(fields.data ?? '') });
          }
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // Aborted by the test.
    } finally {
      isDone = true;
      waiters.splice(0).forEach((w) => w());
    }
  })();
  return {
    res,
    async next(ms = 3000): Promise<ServerEvent | null> {
      const deadline = Date.now() + ms;
      while (events.length === 0 && !isDone && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, deadline - Date.now());
        });
      }
      return events.shift() ?? null;
    },
    /** Resolves once the server has ended the stream. */
    ended: reading,
    isDone: () => isDone,
    close: () => abort.abort(),
  };
}
