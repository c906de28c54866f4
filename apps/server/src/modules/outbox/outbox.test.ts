// The outbox as support operators see it (the HTTP providers' records: providers/*/http-*.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let support: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  support = await createOperatorToken(t, 'support');
  editor = await createOperatorToken(t, 'content');
  // Sent through the providers, as the services send.
  for (let i = 0; i < 17; i++) {
    await t.deps.sms.send({ dialCode: '95', mobileNum: '9100000' }, `message ${i}`);
  }
  await t.deps.sms.send({ dialCode: '95', mobileNum: '9200000' }, 'to the other number');
  await t.deps.mail.send('someone@example.com', 'Reset your password', 'Open the link.');
});
afterAll(() => t.close());

const list = (query: string, token: string | null = support) =>
  t.call({ method: 'GET', url: `/ops/api/outbox${query}`, ...(token ? { token } : {}) });

describe('GET /ops/api/outbox', () => {
  it('lists 15 a page, newest first, SMS and mail', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.value.totalPages).toBe(2);
    expect(first.body.value.items).toHaveLength(15);
    expect(first.body.value.items[0]).toEqual({
      id: expect.any(Number),
      channel: 'mail',
      to: 'someone@example.com',
      subject: 'Reset your password',
      body: 'Open the link.',
      createdAt: expect.any(String),
      // The local provider hands nothing over: kept, queued, never attempted.
      deliveryStatus: 'queued',
      providerMessageId: null,
      deliveryError: null,
      attemptedAt: null,
    });
    expect(first.body.value.items[1]).toMatchObject({
      channel: 'sms',
      to: '+959200000',
      subject: null,
      body: 'to the other number',
    });
    const ids = first.body.value.items.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list('?page=2');
    expect(second.body.value.items).toHaveLength(4);
    expect(second.body.value.items.at(-1).body).toBe('message 0');
    expect((await list('?page=3')).body.value.items).toEqual([]);
  });

  it('filters by the exact recipient', async () => {
    const res = await list(`?to=${encodeURIComponent('+959200000')}`);
    expect(res.body.value).toMatchObject({ totalPages: 1 });
    expect(res.body.value.items.map((m: { body: string }) => m.body)).toEqual([
      'to the other number',
    ]);
    const partial = await list(`?to=${encodeURIComponent('+9592')}`);
    expect(partial.body.value).toEqual({ items: [], totalPages: 0 });
    const hostile = await list(`?to=${encodeURIComponent("' OR 1=1 --")}`);
    expect(hostile.body.value.items).toEqual([]);
    const mail = await list('?to=someone%40example.com');
    expect(mail.body.value.items).toHaveLength(1);
  });

  it('refuses callers without a session (401) and without the support role (403)', async () => {
    expect((await list('', null)).status).toBe(401);
    const res = await list('', editor);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await list('', await t.opsToken())).status).toBe(200);
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=10001', `to=${'x'.repeat(255)}`, 'size=50'])(
    'refuses the query %s',
    async (query) => {
      const res = await list(`?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    },
  );
});
