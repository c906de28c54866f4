// Notices and banners: the public announcements call and the operators' CRUD, through HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, notices } from '../../db/schema/content';
import { auditRows, countRows } from '../../../test/db-rows';
import {
  byKeys,
  expectListPages,
  expectPageBoundsRefused,
  readPage,
} from '../../../test/ops-list-pages';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let editor: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  editor = await createOperatorToken(t, 'content');
  support = await createOperatorToken(t, 'support');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

async function announcements(query = 'language=EN') {
  const res = await t.call({ method: 'GET', url: `${ANNOUNCEMENTS}?${query}` });
  expect(res.status).toBe(200);
  return res.body.value as {
    player: Array<{ id: number; type: string; title: string; content: string }>;
    banners: Array<{ bannerId: number; groupName: string; url: string; title: string }>;
    popup: Array<{ id: number; title: string }>;
    promotion: Array<{ id: number; title: string }>;
  };
}

function validNotice(overrides: Record<string, unknown> = {}) {
  return {
    type: 'PL',
    title: { EN: 'Test notice', MY: 'စမ်းသပ် သတိပေးချက်' },
    content: { EN: 'Line one.\n\nLine two.' },
    startsAt: at(-HOUR),
    endsAt: null,
    sort: 5,
    ...overrides,
  };
}

function validBanner(overrides: Record<string, unknown> = {}) {
  return {
    groupName: 'w_vip',
    title: { EN: 'VIP banner' },
    image: { EN: '/banners/w_vip-1.svg' },
    linkageType: 1,
    link: '/vip',
    startsAt: at(-HOUR),
    endsAt: null,
    sort: 5,
    ...overrides,
  };
}

async function createNotice(body: Record<string, unknown>) {
  const res = await t.call({
    method: 'POST',
    url: '/ops/api/notices',
    token: editor,
    payload: body,
  });
  expect(res.status).toBe(200);
  return res.body.value as { id: number };
}

async function createBanner(body: Record<string, unknown>) {
  const res = await t.call({
    method: 'POST',
    url: '/ops/api/banners',
    token: editor,
    payload: body,
  });
  expect(res.status).toBe(200);
  return res.body.value as { id: number };
}

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('groups the demo notices and banners: player (PL, H), banners, popup, promotion', async () => {
    const value = await announcements('types=B,PL,PU,PR,H&platform=W&execution=true&language=EN');
    expect(value.player.map((n) => n.type).sort()).toEqual(['H', 'PL', 'PL', 'PL']);
    expect(value.popup).toHaveLength(1);
    expect(value.promotion).toHaveLength(2);
    expect(value.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(3);
    expect(value.banners.map((b) => b.groupName)).toEqual(
      expect.arrayContaining(['w_register', 'w_login', 'w_forget', 'w_rng', 'w_cockfight']),
    );
    for (const banner of value.banners) {
      expect(banner.url).toMatch(/^\/banners\/w_[A-Za-z]+-\d\.svg$/);
    }
    expect(value.popup[0]!.title).toBe('Keep your account safe');
  });

  it('answers in the asked language, Burmese by default', async () => {
    const my = await announcements('language=MY');
    const none = await announcements('');
    expect(my.popup[0]!.title).toBe('သင့်အကောင့်ကို လုံခြုံအောင် ထိန်းသိမ်းပါ');
    expect(none).toEqual(my);
  });

  it('falls back to EN where a language has no text', async () => {
    const { id } = await createNotice(
      validNotice({ type: 'PU', title: { EN: 'Only in English' }, content: { EN: 'EN body' } }),
    );
    const th = await announcements('language=TH');
    const notice = th.popup.find((n) => n.id === id);
    expect(notice).toMatchObject({ title: 'Only in English', content: 'EN body' });
    // Demo content has MY and EN only: Thai visitors read English.
    expect(th.popup.find((n) => n.id !== id)!.title).toBe('Keep your account safe');
    const { id: bannerId } = await createBanner(
      validBanner({ title: { EN: 'EN title', MY: 'MY ခေါင်းစဉ်' } }),
    );
    const my = await announcements('language=MY');
    expect(my.banners.find((b) => b.bannerId === bannerId)).toMatchObject({
      title: 'MY ခေါင်းစဉ်',
      url: '/banners/w_vip-1.svg',
    });
  });

  it('shows only live ones: started, not ended, active', async () => {
    const live = await createNotice(validNotice({ endsAt: at(HOUR), title: { EN: 'live' } }));
    const future = await createNotice(validNotice({ startsAt: at(HOUR), title: { EN: 'future' } }));
    const ended = await createNotice(
      validNotice({ startsAt: at(-2 * HOUR), endsAt: at(-HOUR), title: { EN: 'ended' } }),
    );
    const inactive = await createNotice(validNotice({ isActive: false, title: { EN: 'off' } }));
    const liveBanner = await createBanner(validBanner({ endsAt: at(HOUR) }));
    const futureBanner = await createBanner(validBanner({ startsAt: at(HOUR) }));
    const offBanner = await createBanner(validBanner({ isActive: false }));
    const value = await announcements();
    const ids = value.player.map((n) => n.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(inactive.id);
    const bannerIds = value.banners.map((b) => b.bannerId);
    expect(bannerIds).toContain(liveBanner.id);
    expect(bannerIds).not.toContain(futureBanner.id);
    expect(bannerIds).not.toContain(offBanner.id);
  });

  it('sorts by sort, then newest first', async () => {
    const second = await createNotice(validNotice({ type: 'PR', sort: 2, title: { EN: 'b' } }));
    const first = await createNotice(validNotice({ type: 'PR', sort: 1, title: { EN: 'a' } }));
    const older = await createNotice(
      validNotice({ type: 'PR', sort: 2, startsAt: at(-3 * HOUR), title: { EN: 'c' } }),
    );
    const ids = (await announcements('types=PR&language=EN')).promotion.map((n) => n.id);
    expect(ids.slice(0, 3)).toEqual([first.id, second.id, older.id]);
  });

  it('returns only the asked types, the other groups empty', async () => {
    const popupOnly = await announcements('types=PU');
    expect(popupOnly.popup.length).toBeGreaterThan(0);
    expect(popupOnly.player).toEqual([]);
    expect(popupOnly.banners).toEqual([]);
    expect(popupOnly.promotion).toEqual([]);
    const bannersOnly = await announcements('types=B');
    expect(bannersOnly.banners.length).toBeGreaterThan(0);
    expect(bannersOnly.popup).toEqual([]);
    const homeOnly = await announcements('types=H&language=EN');
    expect(homeOnly.player.map((n) => n.type)).toEqual(['H']);
  });

  it.each([
    ['types=X', 'query.types'],
    ['types=PL,', 'query.types'],
    ["types=PL';DROP TABLE notices;--", 'query.types'],
    ['types=PL&types=PU', 'query.types'],
    [`types=${'PL,'.repeat(30)}PL`, 'query.types'],
    ['platform=M', 'query.platform'],
    ['execution=maybe', 'query.execution'],
    ['language=FR', 'query.language'],
    ['language=<script>', 'query.language'],
    ['page=1', 'query.page'],
  ])('refuses the query %s', async (query, field) => {
    const res = await t.call({ method: 'GET', url: `${ANNOUNCEMENTS}?${query}` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field });
  });
});

describe('operators: notices', () => {
  it('creates, lists, updates and deletes a notice, auditing each change', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/ops/api/notices',
      token: editor,
      payload: validNotice({ title: { EN: 'Fresh', MY: 'အသစ်' } }),
    });
    expect(created.status).toBe(200);
    const notice = created.body.value;
    expect(notice).toMatchObject({
      type: 'PL',
      title: { EN: 'Fresh', MY: 'အသစ်' },
      endsAt: null,
      sort: 5,
      isActive: true,
    });

    const list = await readPage(t, '/ops/api/notices', support, 'pageSize=100');
    expect(list.items).toContainEqual(notice);

    const updated = await t.call({
      method: 'PUT',
      url: `/ops/api/notices/${notice.id}`,
      token: editor,
      payload: validNotice({ type: 'H', title: { EN: 'Changed' }, isActive: false }),
    });
    expect(updated.body.value).toMatchObject({
      id: notice.id,
      type: 'H',
      title: { EN: 'Changed' },
      isActive: false,
    });
    expect((await announcements()).player.map((n) => n.id)).not.toContain(notice.id);

    const deleted = await t.call({
      method: 'DELETE',
      url: `/ops/api/notices/${notice.id}`,
      token: admin,
    });
    expect(deleted.body).toEqual({ success: true, value: null });
    const again = await t.call({
      method: 'DELETE',
      url: `/ops/api/notices/${notice.id}`,
      token: admin,
    });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('NOT_FOUND');

    const audit = (await auditRows(t, 'content.notice.')).filter(
      (row) => row.subject === `notice:${notice.id}`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'content.notice.create',
      'content.notice.update',
      'content.notice.delete',
    ]);
    expect(audit[2]!.detail).toMatchObject({ id: notice.id, title: { EN: 'Changed' } });
  });

  it('answers 404 for updating a notice that does not exist, and changes nothing', async () => {
    const before = await countRows(t, notices);
    const res = await t.call({
      method: 'PUT',
      url: '/ops/api/notices/999999',
      token: editor,
      payload: validNotice(),
    });
    expect(res.status).toBe(404);
    expect(await countRows(t, notices)).toBe(before);
  });

  it('keeps hostile-looking text as plain text, byte for byte', async () => {
    const text = '<script>alert("x")</script> \' OR 1=1; -- ${7*7} {{7*7}}';
    const { id } = await createNotice(validNotice({ title: { EN: text }, content: { EN: text } }));
    const found = (await announcements()).player.find((n) => n.id === id);
    expect(found).toMatchObject({ title: text, content: text });
  });

  it('refuses callers without a session (401) and without the content role (403)', async () => {
    const before = await countRows(t, notices);
    const anonymous = await t.call({
      method: 'POST',
      url: '/ops/api/notices',
      payload: validNotice(),
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('NOT_LOGGED_IN');
    const list = await t.call({ method: 'GET', url: '/ops/api/notices' });
    expect(list.status).toBe(401);
    const bogus = await t.call({ method: 'GET', url: '/ops/api/notices', token: 'x'.repeat(43) });
    expect(bogus.status).toBe(401);
    expect(bogus.body.code).toBe('SESSION_EXPIRED');
    const first = (await readPage<{ id: number }>(t, '/ops/api/notices', admin)).items[0]!;
    for (const [method, url] of [
      ['POST', '/ops/api/notices'],
      ['PUT', `/ops/api/notices/${first.id}`],
      ['DELETE', `/ops/api/notices/${first.id}`],
    ] as const) {
      const res = await t.call({
        method,
        url,
        token: support,
        ...(method === 'DELETE' ? {} : { payload: validNotice() }),
      });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect(await countRows(t, notices)).toBe(before);
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each<[string, Record<string, unknown>, string]>([
    ['a banner type', { type: 'B' }, 'body.type'],
    ['a number as type', { type: 5 }, 'body.type'],
    ['no type', { type: undefined }, 'body.type'],
    ['no EN title', { title: { MY: 'မြန်မာ' } }, 'body.title.EN'],
    ['a string as title', { title: 'Hello' }, 'body.title'],
    ['a blank EN title', { title: { EN: '   ' } }, 'body.title.EN'],
    ['an oversized title', { title: { EN: long(201) } }, 'body.title.EN'],
    ['a title with a line break', { title: { EN: 'a\nb' } }, 'body.title.EN'],
    ['a NUL byte', { title: { EN: 'a\u0000b' } }, 'body.title.EN'],
    ['an unknown language', { title: { EN: 'a', FR: 'b' } }, 'body.title.FR'],
    ['a null text', { title: { EN: 'a', MY: null } }, 'body.title.MY'],
    ['oversized content', { content: { EN: long(10_001) } }, 'body.content.EN'],
    ['a control character', { content: { EN: 'bell\u0007' } }, 'body.content.EN'],
    ['a lone surrogate', { content: { EN: 'x\ud800y' } }, 'body.content.EN'],
    ['a word as startsAt', { startsAt: 'yesterday' }, 'body.startsAt'],
    ['a number as startsAt', { startsAt: 1_700_000_000 }, 'body.startsAt'],
    ['a date without time', { startsAt: '2026-01-01' }, 'body.startsAt'],
    ['no endsAt', { endsAt: undefined }, 'body.endsAt'],
    ['an end before the start', { endsAt: at(-2 * HOUR) }, 'body.endsAt'],
    ['a negative sort', { sort: -1 }, 'body.sort'],
    ['a fractional sort', { sort: 1.5 }, 'body.sort'],
    ['a huge sort', { sort: 1e12 }, 'body.sort'],
    ['a string sort', { sort: '3' }, 'body.sort'],
    ['a string isActive', { isActive: 'yes' }, 'body.isActive'],
    ['an unknown field', { id: 7 }, 'body.id'],
  ])('refuses %s with 400 and changes nothing', async (_name, overrides, field) => {
    const before = await countRows(t, notices);
    const audits = (await auditRows(t, 'content.notice.')).length;
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/notices',
      token: editor,
      payload: validNotice(overrides),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field });
    expect(await countRows(t, notices)).toBe(before);
    expect((await auditRows(t, 'content.notice.')).length).toBe(audits);
  });

  it('refuses bodies that are not an object, and oversized bodies', async () => {
    const before = await countRows(t, notices);
    // The last one is refused by the JSON parser itself (prototype poisoning).
    for (const payload of ['[]', 'null', '"notice"', '{"type":', '{"__proto__":{"x":1}}']) {
      const res = await t.call({
        method: 'POST',
        url: '/ops/api/notices',
        token: editor,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.status, payload).toBe(400);
    }
    const huge = await t.call({
      method: 'POST',
      url: '/ops/api/notices',
      token: editor,
      payload: validNotice({ content: { EN: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(huge.status).toBe(413);
    expect(await countRows(t, notices)).toBe(before);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1%3BDROP'])(
    'refuses the id %s with 400',
    async (id) => {
      const res = await t.call({ method: 'DELETE', url: `/ops/api/notices/${id}`, token: editor });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'params.id' });
    },
  );
});

describe('operators: banners', () => {
  it('creates, lists, updates and deletes a banner, auditing each change', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/ops/api/banners',
      token: editor,
      payload: validBanner({ linkageType: 2, link: 'https://example.com/promo?id=3' }),
    });
    expect(created.status).toBe(200);
    const banner = created.body.value;
    expect(banner).toMatchObject({ groupName: 'w_vip', linkageType: 2, isActive: true });

    const list = await readPage(t, '/ops/api/banners', support, 'pageSize=100');
    expect(list.items).toContainEqual(banner);

    const updated = await t.call({
      method: 'PUT',
      url: `/ops/api/banners/${banner.id}`,
      token: editor,
      payload: validBanner({ groupName: 'w_help', linkageType: 0, link: null }),
    });
    expect(updated.body.value).toMatchObject({ id: banner.id, groupName: 'w_help', link: null });
    const live = (await announcements('types=B')).banners.find((b) => b.bannerId === banner.id);
    expect(live).toMatchObject({ groupName: 'w_help', linkageType: 0, link: null });

    const deleted = await t.call({
      method: 'DELETE',
      url: `/ops/api/banners/${banner.id}`,
      token: editor,
    });
    expect(deleted.status).toBe(200);
    expect((await announcements('types=B')).banners.map((b) => b.bannerId)).not.toContain(
      banner.id,
    );
    const audit = (await auditRows(t, 'content.banner.')).filter(
      (row) => row.subject === `banner:${banner.id}`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'content.banner.create',
      'content.banner.update',
      'content.banner.delete',
    ]);
  });

  it('accepts a site route with a query or a hash as a linkageType 1 link', async () => {
    for (const link of ['/promotions', '/help#agent', '/rng?page=slots', '/games/RNG']) {
      await createBanner(validBanner({ link }));
    }
  });

  it('refuses callers without a session (401) and without the content role (403)', async () => {
    const before = await countRows(t, banners);
    const anonymous = await t.call({
      method: 'POST',
      url: '/ops/api/banners',
      payload: validBanner(),
    });
    expect(anonymous.status).toBe(401);
    const forbidden = await t.call({
      method: 'POST',
      url: '/ops/api/banners',
      token: support,
      payload: validBanner(),
    });
    expect(forbidden.status).toBe(403);
    const del = await t.call({ method: 'DELETE', url: '/ops/api/banners/1', token: support });
    expect(del.status).toBe(403);
    expect(await countRows(t, banners)).toBe(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown group', { groupName: 'w_nope' }, 'body.groupName'],
    ['a linkageType of 3', { linkageType: 3 }, 'body.linkageType'],
    ['a string linkageType', { linkageType: '1' }, 'body.linkageType'],
    ['a link on a linkageType 0 banner', { linkageType: 0, link: '/vip' }, 'body.link'],
    ['no link on a linkageType 1 banner', { link: null }, 'body.link'],
    ['a protocol-relative link', { link: '//evil.example' }, 'body.link'],
    ['a backslash link', { link: '/\\evil.example' }, 'body.link'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'body.link'],
    ['a link to no route', { link: '/admin' }, 'body.link'],
    ['a dotted path', { link: '/../vip' }, 'body.link'],
    ['an outside address as linkageType 1', { link: 'https://example.com' }, 'body.link'],
    ['http for linkageType 2', { linkageType: 2, link: 'http://example.com' }, 'body.link'],
    ['a site path for linkageType 2', { linkageType: 2, link: '/vip' }, 'body.link'],
    [
      'credentials in the address',
      { linkageType: 2, link: 'https://user:pw@example.com' },
      'body.link',
    ],
    ['an oversized link', { link: `/vip?${'x'.repeat(500)}` }, 'body.link'],
    ['an outside image', { image: { EN: 'https://example.com/a.png' } }, 'body.image.EN'],
    ['a climbing image path', { image: { EN: '/banners/../secret.svg' } }, 'body.image.EN'],
    ['a script as image', { image: { EN: 'javascript:alert(1)' } }, 'body.image.EN'],
    ['an image that is no picture', { image: { EN: '/banners/a.html' } }, 'body.image.EN'],
    ['no EN image', { image: { MY: '/banners/a.svg' } }, 'body.image.EN'],
    ['no EN title', { title: { MY: 'a' } }, 'body.title.EN'],
    ['an oversized title', { title: { EN: 'x'.repeat(201) } }, 'body.title.EN'],
    ['an end before the start', { endsAt: at(-2 * HOUR) }, 'body.endsAt'],
    ['a sort above the range', { sort: 10_001 }, 'body.sort'],
    ['an unknown field', { bannerId: 1 }, 'body.bannerId'],
  ])('refuses %s with 400 and changes nothing', async (_name, overrides, field) => {
    const before = await countRows(t, banners);
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/banners',
      token: editor,
      payload: validBanner(overrides),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field });
    expect(await countRows(t, banners)).toBe(before);
  });

  it('refuses a bad update and leaves the banner as it was', async () => {
    const { id } = await createBanner(validBanner({ title: { EN: 'Before' } }));
    const res = await t.call({
      method: 'PUT',
      url: `/ops/api/banners/${id}`,
      token: editor,
      payload: validBanner({ title: { EN: 'After' }, linkageType: 2, link: 'javascript:x' }),
    });
    expect(res.status).toBe(400);
    const list = await readPage<{ id: number; title: unknown }>(
      t,
      '/ops/api/banners',
      editor,
      'pageSize=100',
    );
    expect(list.items.find((b) => b.id === id)!.title).toEqual({ EN: 'Before' });
  });
});

describe('operators: notices and banners, paged on the server', () => {
  type Notice = { id: number; type: string; sort: number };
  type Banner = { id: number; groupName: string; sort: number };

  it('pages the notices by type and display order, with their total', async () => {
    for (const [type, sort] of [
      ['PU', 3],
      ['PL', 9],
      ['H', 1],
      ['PL', 0],
    ] as const) {
      await createNotice(validNotice({ type, sort }));
    }
    await expectListPages<Notice>(
      t,
      '/ops/api/notices',
      support,
      byKeys(
        (n) => n.type,
        (n) => n.sort,
        (n) => n.id,
      ),
    );
  });

  it('pages the banners by group and display order, with their total', async () => {
    for (const [groupName, sort] of [
      ['w_vip', 3],
      ['w_help', 9],
      ['w_vip', 1],
      ['w_help', 2],
    ]) {
      await createBanner(validBanner({ groupName, sort }));
    }
    await expectListPages<Banner>(
      t,
      '/ops/api/banners',
      support,
      byKeys(
        (b) => b.groupName,
        (b) => b.sort,
        (b) => b.id,
      ),
    );
  });

  it('refuses a page or size out of bounds with 400, changing nothing', async () => {
    await expectPageBoundsRefused(t, '/ops/api/notices', support);
    await expectPageBoundsRefused(t, '/ops/api/banners', support);
  });
});
