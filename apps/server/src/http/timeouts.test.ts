// HTTP limits on a real listening server (inject has no sockets): a request trickled in too slowly
// is answered 408 and closed; headers over the size limit are 431; a malformed request line is
// 400; all three in the envelope. An event stream outlives the connection timeout.
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestApp } from '../../test/test-app';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { makeMember } from '../modules/auth/test-helpers';
import { startMemberSession } from '../modules/member/member-session';

const REQUEST_TIMEOUT_MS = 1_000;
const HEADERS_TIMEOUT_MS = 600;
const CONNECTION_TIMEOUT_MS = 1_500;

let database: Database;
let built: BuiltApp;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT_MS),
  });
  built = await buildApp(config, database);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  port = (built.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await built.app.close();
  await database.close();
});

interface Exchange {
  /** Everything the server wrote before it closed the connection. */
  answer: string;
  /** Milliseconds from connecting to the server closing the connection. */
  closedAfterMs: number;
}

/**
 * Opens a socket, writes `first`, then one byte of `trickle` every `everyMs` until the server
 * closes the connection (or `giveUpMs` passes: then closedAfterMs is Infinity).
 */
function converse(first: string, trickle = '', everyMs = 200, giveUpMs = 5_000) {
  return new Promise<Exchange>((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]!);
    }, everyMs);
    const finish = (closedAfterMs: number) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(Infinity), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(performance.now() - started));
    socket.write(first);
  });
}

function envelopeOf(answer: string): { status: number; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe('timeouts', () => {
  it('answers a body trickled in slower than the request timeout with 408 and closes', async () => {
    const headers =
      'POST /wps/session/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    // One byte every 200 ms: the socket is never idle, but the body would take 40 s.
    const { answer, closedAfterMs } = await converse(headers, '{'.padEnd(200, ' '));
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
    expect(envelopeOf(answer)).toEqual({
      status: 408,
      body: { success: false, code: 'REQUEST_TIMEOUT', message: expect.any(String) },
    });
  });

  it('answers headers trickled in slower than the headers timeout with 408', async () => {
    const { answer, closedAfterMs } = await converse(
      'GET /wps/system/status HTTP/1.1\r\n',
      'X-Slow: ' + 'a'.repeat(100),
      100,
    );
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 1_500);
    expect(envelopeOf(answer).status).toBe(408);
  });

  it('still answers a request that arrives in time', async () => {
    const { answer } = await converse(
      'GET /wps/system/status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(answer.startsWith('HTTP/1.1 200')).toBe(true);
  });

  it('keeps an event stream open past the connection timeout', async () => {
    const member = await makeMember({ deps: built.deps } as TestApp);
    const { token } = await startMemberSession(built.deps, member, {
      ip: '203.0.113.9',
      userAgent: null,
    });
    const { answer, closedAfterMs } = await converse(
      `GET /wps/v2/wallets/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      '',
      200,
      CONNECTION_TIMEOUT_MS + 1_500,
    );
    expect(answer).toContain('text/event-stream');
    expect(answer).toContain('event: balance');
    // Still open when the test gave up, well after the connection timeout.
    expect(closedAfterMs).toBe(Infinity);
  });
});

describe('connection-level errors answer the envelope', () => {
  it('431 for headers over the size limit (16 KiB by default)', async () => {
    const { answer } = await converse(
      `GET /wps/system/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`,
    );
    expect(envelopeOf(answer)).toEqual({
      status: 431,
      body: { success: false, code: 'HEADERS_TOO_LARGE', message: expect.any(String) },
    });
  });

  it('400 for a malformed request line', async () => {
    const { answer } = await converse('THIS IS NOT HTTP\r\n\r\n');
    expect(envelopeOf(answer)).toEqual({
      status: 400,
      body: { success: false, code: 'VALIDATION_FAILED', message: 'Malformed request.' },
    });
  });
});
