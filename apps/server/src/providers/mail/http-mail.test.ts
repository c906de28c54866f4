// The HTTP mail provider against a local HTTP server standing in for a mail service.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpMailSender } from './http-mail';

let server: Server;
let base: string;
const received: Array<{ authorization: string | undefined; body: unknown }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(data) });
      res.writeHead(req.url === '/fail' ? 422 : 202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('createHttpMailSender', () => {
  it('POSTs {from, to, subject, text} with the bearer token; 2xx is success', async () => {
    const mail = createHttpMailSender({
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
  });

  it('takes any other answer as a failure', async () => {
    const mail = createHttpMailSender({
      url: `${base}/fail`,
      token: 't',
      from: 'site@example.com',
    });
    await expect(mail.send('a@example.com', 's', 'b')).rejects.toThrow(
      'Mail provider: the provider answered 422',
    );
  });
});
