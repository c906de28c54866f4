// The HTTP mail provider against a local HTTP server standing in for a mail service.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createHttpMailSender } from './http-mail';

let server: Server;
let base: string;
let store: TestApp;
const received: Array<{ authorization: string | undefined; body: unknown }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(data) });
      if (req.url === '/fail') res.writeHead(422).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"mail-99"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store = await createTestApp({ seed: false });
});
afterAll(async () => {
  await store.close();
  await new Promise((resolve) => server.close(resolve));
});

const lastOutbox = async () =>
  (await store.deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0]!;

describe('createHttpMailSender', () => {
  it('POSTs {from, to, subject, text} with the bearer token; 2xx is success', async () => {
    const mail = createHttpMailSender(store.deps.db, {
      url: `${base}/send`,
      token: 'mail-token',
      from: 'site@example.com',
    });
    await mail.send('member@example.com', 'Reset your password', 'Open https://example.com/r/abc');
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer mail-token',
      body: {
        from: 'site@example.com',
        to: 'member@example.com',
        subject: 'Reset your password',
        text: 'Open https://example.com/r/abc',
      },
    });
    // Recorded with the service's id; the link's token is not kept for operators to read.
    expect(await lastOutbox()).toMatchObject({
      channel: 'mail',
      recipient: 'member@example.com',
      subject: 'Reset your password',
      body: 'Open https://example.com/…',
      deliveryStatus: 'sent',
      providerMessageId: 'mail-99',
      deliveryError: null,
    });
  });

  it('takes any other answer as a failure', async () => {
    const mail = createHttpMailSender(store.deps.db, {
      url: `${base}/fail`,
      token: 't',
      from: 'site@example.com',
    });
    await expect(mail.send('a@example.com', 's', 'b')).rejects.toThrow(
      'Mail provider: the provider answered 422',
    );
    expect(await lastOutbox()).toMatchObject({
      recipient: 'a@example.com',
      deliveryStatus: 'failed',
      providerMessageId: null,
      deliveryError: 'Mail provider: the provider answered 422',
    });
  });
});
