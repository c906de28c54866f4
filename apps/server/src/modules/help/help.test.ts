// Help centre: the public articles by language and tag, the operators' CRUD, and hasHelpTag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpTags } from '@wps/contracts/system/help-center';
import { helpArticles } from '../../db/schema/content';
import { auditRows, countRows } from '../../../test/db-rows';
import {
  byKeys,
  expectListPages,
  expectPageBoundsRefused,
  readPage,
} from '../../../test/ops-list-pages';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hasHelpTag } from './help.queries';

let t: TestApp;
let editor: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createOperatorToken(t, 'content');
  support = await createOperatorToken(t, 'support');
});
afterAll(() => t.close());

interface Article {
  id: number;
  tag: string;
  title: string;
  content: string;
  sort: number;
}

async function helpCenter(query: string): Promise<Article[]> {
  const res = await t.call({ method: 'GET', url: `/wps/system/helpCenter?${query}` });
  expect(res.status).toBe(200);
  return res.body.value;
}

function validArticle(overrides: Record<string, unknown> = {}) {
  return {
    tag: 'deposit',
    sort: 5,
    title: { EN: 'Deposit limits', MY: 'ငွေသွင်း ကန့်သတ်ချက်' },
    content: { EN: 'The minimum is 5,000 Ks.' },
    ...overrides,
  };
}

describe('GET /wps/system/helpCenter', () => {
  it('lists the demo articles grouped by tag: general, agent, term', async () => {
    const articles = await helpCenter('language=EN');
    expect(articles.map((a) => a.tag)).toEqual([
      'general',
      'general',
      'general',
      'agent',
      'agent',
      'agent',
      'term',
      'term',
      'term',
    ]);
    expect(articles[0]!.title).toBe('How to register');
    expect(articles.every((a) => a.content.length > 100)).toBe(true);
  });

  it('filters by tag', async () => {
    const agent = await helpCenter('tag=agent&language=EN');
    expect(agent.map((a) => a.title)).toEqual([
      'Affiliate commission',
      'How to join the affiliate programme',
      'Commission payouts',
    ]);
  });

  it('answers in Burmese by default and falls back to EN for a language without text', async () => {
    const my = await helpCenter('tag=term&language=MY');
    expect(my[0]!.title).toBe('စည်းမျဉ်းနှင့် စည်းကမ်းချက်များ');
    expect(await helpCenter('tag=term')).toEqual(my);
    const vi = await helpCenter('tag=term&language=VI');
    expect(vi[0]!.title).toBe('Terms and conditions');
  });

  it.each([
    ['tag=casino', 'query.tag'],
    ['tag=agent%27%20OR%201%3D1', 'query.tag'],
    ['language=xx', 'query.language'],
    ['language=EN&language=MY', 'query.language'],
    ['limit=5', 'query.limit'],
  ])('refuses the query %s', async (query, field) => {
    const res = await t.call({ method: 'GET', url: `/wps/system/helpCenter?${query}` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});

describe('hasHelpTag', () => {
  it('is true for a tag with articles and false for one without', async () => {
    expect(await hasHelpTag(t.deps.db, 'agent')).toBe(true);
    expect(await hasHelpTag(t.deps.db, 'withdraw')).toBe(false);
    const created = await t.call({
      method: 'POST',
      url: '/ops/api/help',
      token: editor,
      payload: validArticle({ tag: 'withdraw' }),
    });
    expect(await hasHelpTag(t.deps.db, 'withdraw')).toBe(true);
    await t.call({
      method: 'DELETE',
      url: `/ops/api/help/${created.body.value.id}`,
      token: editor,
    });
    expect(await hasHelpTag(t.deps.db, 'withdraw')).toBe(false);
  });
});

describe('operators: help articles', () => {
  it('creates, lists, updates and deletes an article, auditing each change', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/ops/api/help',
      token: editor,
      payload: validArticle(),
    });
    expect(created.status).toBe(200);
    const article = created.body.value;
    expect(article).toMatchObject({ tag: 'deposit', sort: 5, content: { EN: expect.any(String) } });

    const list = await readPage(t, '/ops/api/help', support, 'pageSize=100');
    expect(list.items).toContainEqual(article);
    expect((await helpCenter('tag=deposit&language=MY'))[0]).toMatchObject({
      id: article.id,
      title: 'ငွေသွင်း ကန့်သတ်ချက်',
      content: 'The minimum is 5,000 Ks.',
    });

    const updated = await t.call({
      method: 'PUT',
      url: `/ops/api/help/${article.id}`,
      token: editor,
      payload: validArticle({ tag: 'account', title: { EN: 'Account limits' } }),
    });
    expect(updated.body.value).toMatchObject({ id: article.id, tag: 'account' });
    expect(await helpCenter('tag=deposit')).toEqual([]);

    const deleted = await t.call({
      method: 'DELETE',
      url: `/ops/api/help/${article.id}`,
      token: editor,
    });
    expect(deleted.status).toBe(200);
    const missing = await t.call({
      method: 'PUT',
      url: `/ops/api/help/${article.id}`,
      token: editor,
      payload: validArticle(),
    });
    expect(missing.status).toBe(404);
    const audit = (await auditRows(t, 'content.help.')).filter(
      (row) => row.subject === `help:${article.id}`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'content.help.create',
      'content.help.update',
      'content.help.delete',
    ]);
  });

  it('refuses callers without a session (401) and without the content role (403)', async () => {
    const before = await countRows(t, helpArticles);
    expect((await t.call({ method: 'GET', url: '/ops/api/help' })).status).toBe(401);
    const anonymous = await t.call({
      method: 'POST',
      url: '/ops/api/help',
      payload: validArticle(),
    });
    expect(anonymous.status).toBe(401);
    const forbidden = await t.call({
      method: 'POST',
      url: '/ops/api/help',
      token: support,
      payload: validArticle(),
    });
    expect(forbidden.status).toBe(403);
    const first = (await readPage<{ id: number }>(t, '/ops/api/help', support)).items[0]!;
    const put = await t.call({
      method: 'PUT',
      url: `/ops/api/help/${first.id}`,
      token: support,
      payload: validArticle(),
    });
    expect(put.status).toBe(403);
    const del = await t.call({
      method: 'DELETE',
      url: `/ops/api/help/${first.id}`,
      token: support,
    });
    expect(del.status).toBe(403);
    expect(await countRows(t, helpArticles)).toBe(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown tag', { tag: 'casino' }, 'body.tag'],
    ['a number as tag', { tag: 3 }, 'body.tag'],
    ['no tag', { tag: undefined }, 'body.tag'],
    ['a negative sort', { sort: -5 }, 'body.sort'],
    ['a string sort', { sort: 'first' }, 'body.sort'],
    ['no EN title', { title: { MY: 'ခေါင်းစဉ်' } }, 'body.title.EN'],
    ['an oversized title', { title: { EN: 'x'.repeat(201) } }, 'body.title.EN'],
    ['a title on two lines', { title: { EN: 'one\ntwo' } }, 'body.title.EN'],
    ['oversized content', { content: { EN: 'x'.repeat(20_001) } }, 'body.content.EN'],
    ['a NUL byte in content', { content: { EN: 'a\u0000' } }, 'body.content.EN'],
    ['an array as content', { content: ['EN'] }, 'body.content'],
    ['an unknown language', { content: { EN: 'a', XX: 'b' } }, 'body.content.XX'],
    ['an unknown field', { html: '<b>bold</b>' }, 'body.html'],
  ])('refuses %s with 400 and changes nothing', async (_name, overrides, field) => {
    const before = await countRows(t, helpArticles);
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/help',
      token: editor,
      payload: validArticle(overrides),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await countRows(t, helpArticles)).toBe(before);
  });

  it('refuses a bad id with 400', async () => {
    const res = await t.call({ method: 'DELETE', url: '/ops/api/help/1e3', token: editor });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('params.id');
  });
});

describe('operators: help articles, paged on the server', () => {
  type OpsArticle = { id: number; tag: (typeof helpTags)[number]; sort: number };

  it('pages the articles by tag (in the tags’ order) and display order, with their total', async () => {
    for (const [tag, sort] of [
      ['withdraw', 3],
      ['deposit', 9],
      ['withdraw', 1],
      ['agent', 2],
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/ops/api/help',
        token: editor,
        payload: validArticle({ tag, sort }),
      });
      expect(res.status).toBe(200);
    }
    await expectListPages<OpsArticle>(
      t,
      '/ops/api/help',
      support,
      byKeys(
        (a) => helpTags.indexOf(a.tag),
        (a) => a.sort,
        (a) => a.id,
      ),
    );
  });

  it('refuses a page or size out of bounds with 400, changing nothing', async () => {
    await expectPageBoundsRefused(t, '/ops/api/help', support);
  });
});
