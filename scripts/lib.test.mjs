// npm test's look for a local Redis: only a server that answers PING with PONG counts.
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { failedTestLines, LOCAL_REDIS, redisAnswers, redisForTests } from './lib.mjs';

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

describe('redisForTests', () => {
  it('takes TEST_REDIS_URL, else the local Redis that answers', async () => {
    const asked = [];
    const answers = async (url) => (asked.push(url), true);
    expect(await redisForTests({ TEST_REDIS_URL: 'redis://ci:6379' }, answers)).toEqual({
      url: 'redis://ci:6379',
      skipped: null,
    });
    expect(asked).toEqual([]);
    expect(await redisForTests({}, answers)).toEqual({ url: LOCAL_REDIS, skipped: null });
    expect(asked).toEqual([LOCAL_REDIS]);
  });

  it('says loudly that the Redis tests are skipped when none answers', async () => {
    const { url, skipped } = await redisForTests({ TEST_REDIS_URL: '' }, async () => false);
    expect(url).toBe('');
    expect(skipped?.[0]).toBe(`SKIPPED: the Redis tests. No Redis answered at ${LOCAL_REDIS}.`);
    expect(skipped?.[1]).toMatch(/TEST_REDIS_URL/);
  });
});

describe('failedTestLines', () => {
  it('names each failed vitest and Playwright test once, without colours, with its error’s first line', () => {
    const output = [
      ' \x1b[31mFAIL\x1b[39m  \x1b[42m server \x1b[49m a.test.ts > captcha > sends pixels',
      '   × sends pixels 12ms',
      ' FAIL   server  a.test.ts > captcha > sends pixels',
      'AssertionError: expected 0 to be 900 // Object.is equality',
      ' FAIL   web  b.test.tsx > page > shows',
      '  1) [chromium] › tests/x.spec.ts:12:3 › a player deposits ─────────',
      '',
      '    Error: the server exited with 1:',
      '  ✓ passes',
      'Test Files  2 failed | 3 passed',
    ].join('\n');
    expect(failedTestLines(output)).toEqual([
      'FAIL   server  a.test.ts > captcha > sends pixels',
      '  AssertionError: expected 0 to be 900 // Object.is equality',
      'FAIL   web  b.test.tsx > page > shows',
      '1) [chromium] › tests/x.spec.ts:12:3 › a player deposits',
      '  Error: the server exited with 1:',
    ]);
    expect(failedTestLines('all 40 passed\n')).toEqual([]);
  });
});
