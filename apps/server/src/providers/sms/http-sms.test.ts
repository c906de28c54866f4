// The HTTP SMS provider against a local HTTP server standing in for a gateway.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, smsCodes } from '../../db/schema/accounts';
import { countRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ConfigError, loadConfig } from '../../config';
import { writeSetting } from '../../modules/settings/settings.queries';
import { WHITELABEL_KEY, readWhitelabel } from '../../modules/whitelabel/whitelabel.queries';
import { ProviderError } from '../http-post';
import { createHttpSmsSender } from './http-sms';
import {
  issueChallenge,
  solveChallengeForTest,
} from '../../modules/verification/challenge.service';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let server: Server;
let base: string;
let received: Received[] = [];
/** What the gateway answers next: a status, or 'hang' to never answer. */
let answer: number | 'hang' = 200;
/** The JSON the gateway answers with. */
let answerBody: unknown = {};
/** A database for the sender's outbox records (no app routes needed). */
let store: TestApp;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const text = await readBody(req);
    received.push({
      method: req.method!,
      url: req.url!,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: JSON.parse(text),
    });
    if (answer === 'hang') return;
    res.writeHead(answer, { 'content-type': 'application/json' }).end(JSON.stringify(answerBody));
  });
  store = await createTestApp({ seed: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await store.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = 200;
  answerBody = {};
});

const lastOutbox = async () =>
  (await store.deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0]!;

describe('createHttpSmsSender', () => {
  it('POSTs {to, text} as JSON with the bearer token', async () => {
    const sms = createHttpSmsSender(store.deps.db, { url: `${base}/send`, token: 'gateway-token' });
    await sms.send({ dialCode: '95', mobileNum: '9123456789' }, 'Your code is 123456.');
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/send',
        authorization: 'Bearer gateway-token',
        contentType: 'application/json',
        body: { to: '+959123456789', text: 'Your code is 123456.' },
      },
    ]);
  });

  it.each([400, 401, 404, 500, 503])('takes an answer of %i as a failure', async (status) => {
    answer = status;
    const sms = createHttpSmsSender(store.deps.db, { url: `${base}/send`, token: 't' });
    await expect(sms.send({ dialCode: '95', mobileNum: '9123456' }, 'x')).rejects.toThrow(
      new ProviderError(`SMS provider: the provider answered ${status}`),
    );
  });

  it('gives up after its timeout', async () => {
    answer = 'hang';
    const sms = createHttpSmsSender(store.deps.db, {
      url: `${base}/send`,
      token: 't',
      timeoutMs: 200,
    });
    const started = Date.now();
    await expect(sms.send({ dialCode: '95', mobileNum: '9123456' }, 'x')).rejects.toThrow(
      ProviderError,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('records a sent message with the gateway id, the code masked', async () => {
    answerBody = { id: 'gw-7781', status: 'delivered' };
    const sms = createHttpSmsSender(store.deps.db, { url: `${base}/send`, token: 't' });
    const before = Date.now();
    await sms.send({ dialCode: '95', mobileNum: '9123456789' }, 'Your code is 123456.');
    const row = await lastOutbox();
    expect(row).toMatchObject({
      channel: 'sms',
      recipient: '+959123456789',
      body: 'Your code is ••••••.',
      deliveryStatus: 'sent',
      providerMessageId: 'gw-7781',
      deliveryError: null,
    });
    expect(row.attemptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('records a message the gateway only queued (202 or status queued)', async () => {
    answer = 202;
    answerBody = { message_id: 42 };
    const sms = createHttpSmsSender(store.deps.db, { url: `${base}/send`, token: 't' });
    await sms.send({ dialCode: '95', mobileNum: '9123456' }, 'x');
    expect(await lastOutbox()).toMatchObject({ deliveryStatus: 'queued', providerMessageId: '42' });

    answer = 200;
    answerBody = { messageId: 'm-1', status: 'QUEUED' };
    await sms.send({ dialCode: '95', mobileNum: '9123456' }, 'x');
    expect(await lastOutbox()).toMatchObject({
      deliveryStatus: 'queued',
      providerMessageId: 'm-1',
    });
  });

  it('records a refusal as failed with the error, and still throws', async () => {
    answer = 503;
    const sms = createHttpSmsSender(store.deps.db, { url: `${base}/send`, token: 't' });
    await expect(sms.send({ dialCode: '95', mobileNum: '9123456' }, 'x')).rejects.toThrow(
      ProviderError,
    );
    const row = await lastOutbox();
    expect(row).toMatchObject({
      deliveryStatus: 'failed',
      providerMessageId: null,
      deliveryError: 'SMS provider: the provider answered 503',
    });
    expect(row.attemptedAt).toBeInstanceOf(Date);
  });

  it('fails clearly when nothing listens', async () => {
    const sms = createHttpSmsSender(store.deps.db, { url: 'http://127.0.0.1:1/send', token: 't' });
    await expect(sms.send({ dialCode: '95', mobileNum: '9123456' }, 'x')).rejects.toThrow(
      /SMS provider: request failed/,
    );
  });
});

describe('SMS_PROVIDER=http in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: `${base}/sms`, SMS_HTTP_TOKEN: 'app-token' },
    });
  });
  afterAll(() => t.close());

  const requestCode = async (ip: string) =>
    t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: {
        countryDialingCode: '66',
        mobileNo: '812345678',
        challenge: solveChallengeForTest(await issueChallenge(t.deps)),
      },
      remoteAddress: ip,
    });

  it('sends codes through the gateway, recording each try; a failed send can be retried', async () => {
    const flags = await readWhitelabel(t.deps.db);
    await writeSetting(t.deps.db, WHITELABEL_KEY, { ...flags, MOBILENUMREG3: true }, null);

    answer = 502;
    const failed = await requestCode('10.40.0.1');
    expect(failed.status).toBe(500);
    expect(failed.body.code).toBe('INTERNAL_ERROR');
    // The unsent code was forgotten: no countdown holds the retry back.
    expect(await countRows(t, smsCodes)).toBe(0);

    answer = 200;
    const ok = await requestCode('10.40.0.2');
    expect(ok.status).toBe(200);
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({
      url: '/sms',
      authorization: 'Bearer app-token',
      body: { to: '+66812345678', text: expect.stringMatching(/Your RoyalWin code is \d{6}\./) },
    });
    // Both tries are in the outbox with the gateway's answer, and without the code.
    const rows = await t.deps.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((r) => [r.recipient, r.deliveryStatus])).toEqual([
      ['+66812345678', 'failed'],
      ['+66812345678', 'sent'],
    ]);
    expect(rows[1]!.body).not.toMatch(/\d{6}/);
  });
});

describe('configuration', () => {
  it('defaults to the local providers', () => {
    expect(loadConfig({})).toMatchObject({ SMS_PROVIDER: 'local', MAIL_PROVIDER: 'local' });
  });

  it.each([
    [{ SMS_PROVIDER: 'http' }, 'SMS_HTTP_URL: required when SMS_PROVIDER is http'],
    [{ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example' }, 'SMS_HTTP_TOKEN: required'],
    [{ MAIL_PROVIDER: 'http', MAIL_HTTP_TOKEN: 'x' }, 'MAIL_HTTP_URL: required'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_HTTP_URL: 'not a url' }, 'SMS_HTTP_URL'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
