// No secret reaches the log: the access log's URLs keep their paths and plain parameters, but the
// values of token-like query parameters (game launch tokens, OAuth codes, reset tokens) are
// replaced; bearer tokens in headers never appear.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { REDACTED, redactUrl } from './log-redact';

const SECRET = 'Sx7Secret0LaunchToken0123456789abcdef';

let database: Database;
let built: BuiltApp;
let log = '';

beforeAll(async () => {
  database = await openTestDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  built = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), database, {
    logStream,
  });
  await built.app.ready();
});
afterAll(async () => {
  await built.app.close();
  await database.close();
});

describe('the access log', () => {
  it.each([
    `/play/slot?token=${SECRET}&gameCode=SLOT1`,
    `/wps/sim/events?gameCode=LIVE1&token=${SECRET}`,
    `/wps/session/oauth/google/callback?code=${SECRET}&state=${SECRET}`,
    `/?resetToken=${SECRET}`,
    `/wps/sim/events?TOKEN=${SECRET}`,
    `/wps/sim/events?%74oken=${SECRET}`,
  ])('logs %s without the secret', async (url) => {
    log = '';
    await built.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${SECRET}`, cookie: `sid=${SECRET}` },
    });
    const lines = log.trim().split('\n');
    const logged = lines.map((line) => JSON.parse(line) as { req?: { url: string } });
    const incoming = logged.find((l) => l.req);
    expect(incoming?.req?.url).toContain(REDACTED);
    expect(incoming?.req?.url.split('?')[0]).toBe(url.split('?')[0]);
    expect(log).not.toContain(SECRET);
  });
});

describe('redactUrl', () => {
  it('replaces only the values of secret-looking keys', () => {
    expect(redactUrl('/play/slot?token=abc&gameCode=SLOT1&lang=en')).toBe(
      `/play/slot?token=${REDACTED}&gameCode=SLOT1&lang=en`,
    );
    expect(redactUrl('/x?sig=1&signature=2&api_key=3&password=4&client_secret=5')).toBe(
      `/x?sig=${REDACTED}&signature=${REDACTED}&api_key=${REDACTED}&password=${REDACTED}&client_secret=${REDACTED}`,
    );
    expect(redactUrl('/x')).toBe('/x');
    expect(redactUrl('/x?flag&page=2')).toBe('/x?flag&page=2');
    // A key that does not decode is compared as it is.
    expect(redactUrl('/x?%E0%A4%A=1&token=2')).toBe(`/x?%E0%A4%A=1&token=${REDACTED}`);
  });
});
