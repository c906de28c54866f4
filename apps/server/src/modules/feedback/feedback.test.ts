// Feedback: anyone sends it (a few per address), support operators page through and handle it.
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { FEEDBACK_MAX_CHARS } from '@wps/contracts/system/feedback';
import { makeMember } from '../auth/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/content';
import { auditRows, countRows } from '../../../test/db-rows';
import { createOperatorToken } from '../../../test/operators';
import { makePayMember, proofIdOf } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSession } from '../session/session.service';
import { insertFeedback } from './feedback.queries';

let t: TestApp;
let support: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  support = await createOperatorToken(t, 'support');
  editor = await createOperatorToken(t, 'content');
});
afterAll(() => t.close());

// Each test sends from its own address, so the per-address limit of one does not touch another.
let lastOctet = 0;
const nextIp = () => `10.0.0.${(lastOctet += 1)}`;

function send(payload: unknown, options: { ip?: string; token?: string } = {}) {
  return t.call({
    method: 'PUT',
    url: '/wps/feedback',
    payload: payload as object,
    remoteAddress: options.ip ?? nextIp(),
    ...(options.token ? { token: options.token } : {}),
  });
}

async function page(n: number) {
  const res = await t.call({ method: 'GET', url: `/ops/api/feedback?page=${n}`, token: support });
  expect(res.status).toBe(200);
  return res.body.value as {
    items: Array<{ id: number; memberId: number | null; handled: boolean; [k: string]: unknown }>;
    totalPages: number;
  };
}

describe('PUT /wps/feedback', () => {
  it('stores a visitor’s feedback with the address and no member', async () => {
    const res = await send(
      {
        type: 'payment',
        content: '  My deposit took an hour to arrive.  ',
        contact: '09 123 456 789',
      },
      { ip: '10.1.0.1' },
    );
    expect(res.status).toBe(200);
    const { id } = res.body.value;
    const stored = (await page(1)).items.find((item) => item.id === id);
    expect(stored).toEqual({
      id,
      type: 'payment',
      content: 'My deposit took an hour to arrive.',
      contact: '09 123 456 789',
      memberId: null,
      proofIds: [],
      ip: '10.1.0.1',
      createdAt: expect.any(String),
      handled: false,
    });
  });

  it('stores the member id when a member sends it, and a blank contact as none', async () => {
    const member = await makeMember(t);
    const token = await createSession(
      { db: t.deps.db, ttlHours: 1 },
      { kind: 'member', id: member.id, ip: null, userAgent: null },
    );
    const res = await send(
      { type: 'game', content: 'Please add more fishing games.', contact: ' ' },
      { token },
    );
    expect(res.status).toBe(200);
    const stored = (await page(1)).items.find((item) => item.id === res.body.value.id);
    expect(stored).toMatchObject({ memberId: member.id, contact: null });
  });

  it('does not take an operator session for a member', async () => {
    const res = await send({ type: 'other', content: 'Sent by an operator.' }, { token: support });
    const stored = (await page(1)).items.find((item) => item.id === res.body.value.id);
    expect(stored!.memberId).toBeNull();
  });

  it('answers 429 with Retry-After after 5 in 10 minutes from one address, and stores nothing more', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i++) {
      const ok = await send({ type: 'suggestion', content: `Suggestion number ${i}` }, { ip });
      expect(ok.status).toBe(200);
    }
    const before = await countRows(t, feedback);
    const refused = await send({ type: 'suggestion', content: 'One too many.' }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    // When to come back: the oldest of the five leaves the 10-minute window in about that long.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await countRows(t, feedback)).toBe(before);
    const other = await send(
      { type: 'suggestion', content: 'From elsewhere.' },
      { ip: '10.2.0.2' },
    );
    expect(other.status).toBe(200);
  });

  it('does not count refused input against the limit', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 6; i++) {
      expect((await send({ type: 'spam', content: 'Not a type.' }, { ip })).status).toBe(400);
    }
    expect((await send({ type: 'bug', content: 'Still allowed.' }, { ip })).status).toBe(200);
  });

  it.each<[string, unknown, string]>([
    ['an unknown type', { type: 'spam', content: 'Hello there' }, 'body.type'],
    ['a number as type', { type: 1, content: 'Hello there' }, 'body.type'],
    ['no content', { type: 'bug' }, 'body.content'],
    ['too short content', { type: 'bug', content: ' hi  ' }, 'body.content'],
    [
      'content past 140 characters',
      { type: 'bug', content: 'x'.repeat(FEEDBACK_MAX_CHARS + 1) },
      'body.content',
    ],
    ['4 images', { type: 'bug', content: 'Hello there', proofIds: [1, 2, 3, 4] }, 'body.proofIds'],
    ['one image twice', { type: 'bug', content: 'Hello there', proofIds: [1, 1] }, 'body.proofIds'],
    ['an empty image list', { type: 'bug', content: 'Hello there', proofIds: [] }, 'body.proofIds'],
    [
      'an image id as text',
      { type: 'bug', content: 'Hello there', proofIds: ['1'] },
      'body.proofIds.0',
    ],
    ['content as an object', { type: 'bug', content: { text: 'Hello there' } }, 'body.content'],
    ['a NUL byte', { type: 'bug', content: 'Hello\u0000there' }, 'body.content'],
    ['an escape sequence', { type: 'bug', content: 'Hello \u001b[31mred' }, 'body.content'],
    [
      'an oversized contact',
      { type: 'bug', content: 'Hello there', contact: 'x'.repeat(121) },
      'body.contact',
    ],
    [
      'a contact on two lines',
      { type: 'bug', content: 'Hello there', contact: 'a\nb' },
      'body.contact',
    ],
    [
      'a number as contact',
      { type: 'bug', content: 'Hello there', contact: 959123 },
      'body.contact',
    ],
    ['an unknown field', { type: 'bug', content: 'Hello there', memberId: 1 }, 'body.memberId'],
    ['an ip field', { type: 'bug', content: 'Hello there', ip: '1.2.3.4' }, 'body.ip'],
  ])('refuses %s with 400 and stores nothing', async (_name, payload, field) => {
    const before = await countRows(t, feedback);
    const res = await send(payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await countRows(t, feedback)).toBe(before);
  });

  it('takes exactly 140 characters', async () => {
    const res = await send({ type: 'bug', content: 'y'.repeat(FEEDBACK_MAX_CHARS) });
    expect(res.status).toBe(200);
  });

  it('keeps up to 3 of the member’s own uploaded images with the feedback', async () => {
    const member = await makePayMember(t);
    const ids = [
      await proofIdOf(t, member.token),
      await proofIdOf(t, member.token),
      await proofIdOf(t, member.token),
    ];
    const res = await send(
      { type: 'bug', content: 'The button is grey.', proofIds: ids },
      { token: member.token },
    );
    expect(res.status).toBe(200);
    const stored = (await page(1)).items.find((item) => item.id === res.body.value.id);
    expect(stored).toMatchObject({ memberId: member.id, proofIds: ids });
  });

  it('refuses images from a visitor, a trial account or another member, storing nothing', async () => {
    const owner = await makePayMember(t);
    const other = await makePayMember(t);
    const trial = await makePayMember(t, { accountType: ACCOUNT_TYPE.trial });
    const proofId = await proofIdOf(t, owner.token);
    const body = { type: 'bug', content: 'See the picture.', proofIds: [proofId] };
    const before = await countRows(t, feedback);
    const visitor = await send(body);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('NOT_LOGGED_IN');
    const stranger = await send(body, { token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ code: 'NOT_FOUND', field: 'body.proofIds' });
    const play = await send(body, { token: trial.token });
    expect(play.status).toBe(403);
    expect(await countRows(t, feedback)).toBe(before);
  });

  it('keeps markup as plain text', async () => {
    const content = '<img src=x onerror=alert(1)> looks broken';
    const res = await send({ type: 'bug', content });
    const stored = (await page(1)).items.find((item) => item.id === res.body.value.id);
    expect(stored!.content).toBe(content);
  });

  it('refuses letters buried under stacked combining marks (Zalgo text), keeps Burmese', async () => {
    const zalgo = `H${'\u0336\u0317\u0353\u031e\u0349\u0316\u0354\u0330\u0339\u0320'.repeat(3)}ello`;
    const before = await countRows(t, feedback);
    for (const payload of [
      { type: 'bug', content: zalgo },
      { type: 'bug', content: 'Fine text', contact: zalgo },
    ]) {
      const res = await send(payload);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await countRows(t, feedback)).toBe(before);
    // Burmese stacks several marks on a consonant: that is language, not Zalgo.
    const burmese = await send({ type: 'other', content: 'ကျွန်ုပ်တို့ ငွေသွင်းမှု မရောက်ပါ' });
    expect(burmese.status).toBe(200);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await send({ type: 'bug', content: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });
});

describe('operators: feedback', () => {
  it('pages 15 at a time, newest first', async () => {
    for (let i = 0; i < 20; i++) {
      await insertFeedback(t.deps.db, { type: 'other', content: `bulk ${i}`, ip: '10.9.0.1' });
    }
    const total = await countRows(t, feedback);
    const first = await page(1);
    expect(first.totalPages).toBe(Math.ceil(total / 15));
    expect(first.items).toHaveLength(15);
    const ids = first.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.items[0]!.content).toBe('bulk 19');
    const last = await page(first.totalPages);
    expect(last.items).toHaveLength(total - 15 * (first.totalPages - 1));
    expect((await page(first.totalPages + 1)).items).toEqual([]);
  });

  it('marks feedback handled once, auditing the change once', async () => {
    const { id } = await insertFeedback(t.deps.db, { type: 'bug', content: 'to handle' });
    const url = `/ops/api/feedback/${id}/handled`;
    const first = await t.call({ method: 'POST', url, token: support });
    expect(first.body.value).toMatchObject({ id, handled: true });
    const second = await t.call({ method: 'POST', url, token: support });
    expect(second.body.value).toMatchObject({ id, handled: true });
    const audit = (await auditRows(t, 'feedback.handled')).filter(
      (r) => r.subject === `feedback:${id}`,
    );
    expect(audit).toHaveLength(1);
    expect((await page(1)).items.find((item) => item.id === id)!.handled).toBe(true);
  });

  it('answers 404 for feedback that does not exist', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/feedback/999999/handled',
      token: support,
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('refuses callers without a session (401) and without the support role (403)', async () => {
    const { id } = await insertFeedback(t.deps.db, { type: 'bug', content: 'private' });
    expect((await t.call({ method: 'GET', url: '/ops/api/feedback' })).status).toBe(401);
    const post = await t.call({ method: 'POST', url: `/ops/api/feedback/${id}/handled` });
    expect(post.status).toBe(401);
    const list = await t.call({ method: 'GET', url: '/ops/api/feedback', token: editor });
    expect(list.status).toBe(403);
    const mark = await t.call({
      method: 'POST',
      url: `/ops/api/feedback/${id}/handled`,
      token: editor,
    });
    expect(mark.status).toBe(403);
    expect((await page(1)).items.find((item) => item.id === id)!.handled).toBe(false);
    const admin = await t.call({
      method: 'GET',
      url: '/ops/api/feedback',
      token: await t.opsToken(),
    });
    expect(admin.status).toBe(200);
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=10001', 'size=50'])(
    'refuses the query %s',
    async (query) => {
      const res = await t.call({
        method: 'GET',
        url: `/ops/api/feedback?${query}`,
        token: support,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    },
  );

  it.each(['abc', '0', '12abc', '99999999999'])('refuses the id %s', async (id) => {
    const res = await t.call({
      method: 'POST',
      url: `/ops/api/feedback/${id}/handled`,
      token: support,
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('params.id');
  });
});
