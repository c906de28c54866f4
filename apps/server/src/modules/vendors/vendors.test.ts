// Game vendors and game types for the navigation, and the operators' vendor edits.
import { gameTypes } from '@wps/contracts/content/game-nav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors } from '../../db/schema/content';
import { auditRows } from '../../../test/db-rows';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let editor: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createOperatorToken(t, 'content');
  support = await createOperatorToken(t, 'support');
});
afterAll(() => t.close());

interface Vendor {
  gameType: string;
  vassalage: string;
  displayName: string;
  accountTypeId: number;
  isHot: 0 | 1;
  logo: string;
}
interface NavItem {
  gameType: string;
  page: string;
  name: string;
  cards: Array<{ vassalage: string; isHot: 0 | 1 }>;
  gameClassify: string[];
}
interface OpsVendor extends Omit<Vendor, 'isHot'> {
  id: number;
  isHot: boolean;
  sort: number;
  isActive: boolean;
}

async function vendors(): Promise<Vendor[]> {
  const res = await t.call({
    method: 'GET',
    url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop',
  });
  expect(res.status).toBe(200);
  return res.body.value;
}

async function navItems(query = ''): Promise<NavItem[]> {
  const res = await t.call({ method: 'GET', url: `/wps/relay/GCSGAME_getVassGameType?${query}` });
  expect(res.status).toBe(200);
  return res.body.value;
}

async function opsVendors(): Promise<OpsVendor[]> {
  const res = await t.call({ method: 'GET', url: '/ops/api/vendors', token: support });
  expect(res.status).toBe(200);
  return res.body.value;
}

async function vendorId(vassalage: string): Promise<number> {
  return (await opsVendors()).find((v) => v.vassalage === vassalage)!.id;
}

describe('GET /wps/relay/GCSGAME_newGameVendor', () => {
  it('lists the demo vendors of every game type in navigation order', async () => {
    const list = await vendors();
    expect(list.length).toBeGreaterThanOrEqual(50);
    const types = list.map((v) => v.gameType);
    expect([...new Set(types)]).toEqual([...gameTypes]);
    expect(types).toEqual(
      [...types].sort((a, b) => gameTypes.indexOf(a as never) - gameTypes.indexOf(b as never)),
    );
    for (const type of gameTypes) {
      const count = types.filter((x) => x === type).length;
      expect(count, type).toBeGreaterThanOrEqual(5);
      expect(count, type).toBeLessThanOrEqual(12);
    }
    expect(list[0]).toEqual({
      gameType: 'RNG',
      vassalage: 'ROYALSLOTS',
      displayName: 'Royal Slots',
      accountTypeId: expect.any(Number),
      isHot: 1,
      logo: '/images/vendors/ROYALSLOTS.svg',
    });
    expect(list.some((v) => v.isHot === 0)).toBe(true);
    expect(new Set(list.map((v) => v.accountTypeId)).size).toBe(list.length);
  });

  it.each([
    ['platform=mobile', 'query.platform'],
    ['language=KO', 'query.language'],
    ['gameType=RNG', 'query.gameType'],
  ])('refuses the query %s', async (query, field) => {
    const res = await t.call({ method: 'GET', url: `/wps/relay/GCSGAME_newGameVendor?${query}` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});

describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
  it('gives the nine game types in navigation order with their vendor cards', async () => {
    const items = await navItems('language=EN');
    expect(items.map((i) => i.gameType)).toEqual([...gameTypes]);
    const rng = items[0]!;
    expect(rng).toMatchObject({ page: '/rng', name: 'Slots' });
    expect(rng.cards[0]).toEqual({ vassalage: 'ROYALSLOTS', isHot: 1 });
    expect(rng.gameClassify).toEqual(['SCRATCH', 'VIDEO_POKER', 'TABLE_GAMES', 'ARCADE', 'SLOTS']);
    expect(items.find((i) => i.gameType === 'LOTT')!.page).toBe('/elott');
    for (const item of items.slice(1)) expect(item.gameClassify).toEqual([]);
    const all = await vendors();
    for (const item of items) {
      expect(item.cards.map((c) => c.vassalage)).toEqual(
        all.filter((v) => v.gameType === item.gameType).map((v) => v.vassalage),
      );
    }
  });

  it('names the types in the asked language (Burmese by default, EN for TY) and adds bingo for TY', async () => {
    expect((await navItems('language=MY'))[1]!.name).toBe('တိုက်ရိုက်ကာစီနို');
    expect((await navItems())[1]!.name).toBe('တိုက်ရိုက်ကာစီနို');
    const ty = await navItems('language=TY');
    expect(ty[1]!.name).toBe('Live Casino');
    expect(ty[0]!.gameClassify).toContain('BINGO');
  });

  it('shows at most 30 vendor cards per type', async () => {
    await t.deps.db.insert(gameVendors).values(
      Array.from({ length: 30 }, (_, i) => ({
        gameType: 'ESPORTS' as const,
        vassalage: `EXTRA${i}`,
        displayName: `Extra ${i}`,
        accountTypeId: 9000 + i,
        logo: `/images/vendors/EXTRA${i}.svg`,
        sort: 1000 + i,
      })),
    );
    const esports = (await navItems()).find((i) => i.gameType === 'ESPORTS')!;
    expect(esports.cards).toHaveLength(30);
    expect(esports.cards[0]!.vassalage).toBe('PIXELARENA');
  });

  it('refuses an unknown language', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getVassGameType?language=fr',
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('query.language');
  });
});

describe('operators: vendors', () => {
  it('changes the hot flag, order, name and visibility, auditing each change', async () => {
    const id = await vendorId('MOONGATE');
    const hot = await t.call({
      method: 'PATCH',
      url: `/ops/api/vendors/${id}`,
      token: editor,
      payload: { isHot: true, sort: 1, displayName: 'Moon Gate Slots' },
    });
    expect(hot.status).toBe(200);
    expect(hot.body.value).toMatchObject({
      id,
      isHot: true,
      sort: 1,
      displayName: 'Moon Gate Slots',
    });
    const rng = (await navItems()).find((i) => i.gameType === 'RNG')!;
    expect(rng.cards[0]).toEqual({ vassalage: 'MOONGATE', isHot: 1 });
    expect((await vendors()).find((v) => v.vassalage === 'MOONGATE')!.displayName).toBe(
      'Moon Gate Slots',
    );

    const hidden = await t.call({
      method: 'PATCH',
      url: `/ops/api/vendors/${id}`,
      token: editor,
      payload: { isActive: false },
    });
    expect(hidden.body.value).toMatchObject({ isActive: false, isHot: true });
    expect((await vendors()).map((v) => v.vassalage)).not.toContain('MOONGATE');
    expect((await navItems())[0]!.cards.map((c) => c.vassalage)).not.toContain('MOONGATE');
    expect((await opsVendors()).find((v) => v.id === id)!.isActive).toBe(false);

    const audit = (await auditRows(t, 'content.vendor.')).filter(
      (r) => r.subject === 'vendor:RNG:MOONGATE',
    );
    expect(audit.map((r) => r.detail)).toEqual([
      { isHot: true, sort: 1, displayName: 'Moon Gate Slots' },
      { isActive: false },
    ]);
  });

  it('answers 404 for a vendor that does not exist', async () => {
    const res = await t.call({
      method: 'PATCH',
      url: '/ops/api/vendors/999999',
      token: editor,
      payload: { isHot: true },
    });
    expect(res.status).toBe(404);
  });

  it('refuses callers without a session (401) and without the content role (403)', async () => {
    const id = await vendorId('JADEDRAGON');
    expect((await t.call({ method: 'GET', url: '/ops/api/vendors' })).status).toBe(401);
    const anonymous = await t.call({
      method: 'PATCH',
      url: `/ops/api/vendors/${id}`,
      payload: { isHot: true },
    });
    expect(anonymous.status).toBe(401);
    const forbidden = await t.call({
      method: 'PATCH',
      url: `/ops/api/vendors/${id}`,
      token: support,
      payload: { isHot: true },
    });
    expect(forbidden.status).toBe(403);
    expect((await opsVendors()).find((v) => v.id === id)!.isHot).toBe(false);
  });

  it.each<[string, unknown, string]>([
    ['an empty change', {}, 'body'],
    ['a string hot flag', { isHot: 'yes' }, 'body.isHot'],
    ['a numeric hot flag', { isHot: 1 }, 'body.isHot'],
    ['a negative sort', { sort: -1 }, 'body.sort'],
    ['a fractional sort', { sort: 2.5 }, 'body.sort'],
    ['a blank name', { displayName: '  ' }, 'body.displayName'],
    ['an oversized name', { displayName: 'x'.repeat(61) }, 'body.displayName'],
    ['a name with a NUL byte', { displayName: 'Jade\u0000' }, 'body.displayName'],
    ['a name on two lines', { displayName: 'Jade\nDragon' }, 'body.displayName'],
    ['a new vassalage', { vassalage: 'HACKED' }, 'body.vassalage'],
    ['a new game type', { gameType: 'LIVE' }, 'body.gameType'],
    ['a new logo', { logo: 'https://example.com/x.svg' }, 'body.logo'],
  ])('refuses %s with 400 and changes nothing', async (_name, payload, field) => {
    const id = await vendorId('JADEDRAGON');
    const before = (await opsVendors()).find((v) => v.id === id);
    const res = await t.call({
      method: 'PATCH',
      url: `/ops/api/vendors/${id}`,
      token: editor,
      payload: payload as object,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect((await opsVendors()).find((v) => v.id === id)).toEqual(before);
  });

  it('refuses a bad id with 400', async () => {
    const res = await t.call({
      method: 'PATCH',
      url: '/ops/api/vendors/x',
      token: editor,
      payload: { isHot: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('params.id');
  });
});
