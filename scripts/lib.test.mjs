// npm test's look for a local Redis: only a server that answers PING with PONG counts.
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { redisAnswers } from './lib.mjs';

const servers = [];
const sockets = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A TCP server on a free port that treats each connection with `onConnection`; its redis:// URL. */
async function fakeServer(onConnection) {
  const server = createServer((socket) => {
    sockets.push(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `redis://127.0.0.1:${server.address().port}`;
}

describe('redisAnswers', () => {
  it('is true for a server that answers PING with PONG', async () => {
    const url = await fakeServer((socket) =>
      socket.once('data', (data) => {
        expect(data.toString()).toBe('PING\r\n');
        socket.end('+PONG\r\n');
      }),
    );
    expect(await redisAnswers(url)).toBe(true);
  });

  it('is false for another answer, a closed connection, silence and no server', async () => {
    const refuses = await fakeServer((socket) =>
      socket.end('-NOAUTH Authentication required.\r\n'),
    );
    const hangsUp = await fakeServer((socket) => socket.destroy());
    const silent = await fakeServer(() => undefined);
    const closed = await fakeServer(() => undefined);
    await new Promise((r) => servers.pop().close(r));
    const started = Date.now();
    expect(
      await Promise.all([refuses, hangsUp, silent, closed].map((url) => redisAnswers(url, 300))),
    ).toEqual([false, false, false, false]);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
