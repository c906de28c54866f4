// Game vendors and game types for the navigation, and the operators' vendor edits.
import { gameTypes } from '@wps/contracts/content/game-nav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameVendors } from '../../db/schema/content';
import { gameRounds, vendorCredentials } from '../../db/schema/games';
import { makeMoneyMember, newKey, type MoneyMember } from '../../../test/money-members';
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
  walletMode: 'seamless' | 'transfer';
  keyUpdatedAt: string | null;
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

/** Every vendor: the demo's fit one page of the largest size. */
async function opsVendors(): Promise<OpsVendor[]> {
  const res = await t.call({ method: 'GET', url: '/ops/api/vendors?pageSize=100', token: support });
  expect(res.status).toBe(200);
  expect(res.body.value.totalPages).toBe(1);
  return res.body.value.items;
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

describe('operators: the vendor list, paged on the server', () => {
  it('pages in the navigation order and counts the vendors, of every type or one', async () => {
    const all = await opsVendors();
    const page = async (query: string) => {
      const res = await t.call({ method: 'GET', url: `/ops/api/vendors?${query}`, token: support });
      expect(res.status).toBe(200);
      return res.body.value as { items: OpsVendor[]; total: number; totalPages: number };
    };
    const first = await page('');
    expect(first).toMatchObject({ total: all.length, totalPages: Math.ceil(all.length / 15) });
    expect(first.items).toEqual(all.slice(0, 15));
    const second = await page('pageNo=2&pageSize=7');
    expect(second.items).toEqual(all.slice(7, 14));
    expect(second.totalPages).toBe(Math.ceil(all.length / 7));
    expect((await page('pageNo=10000')).items).toEqual([]);
    const ranks = all.map((v) => gameTypes.indexOf(v.gameType as never));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const live = all.filter((v) => v.gameType === 'LIVE');
    const lives = await page('gameType=LIVE&pageSize=100');
    expect(lives).toMatchObject({ items: live, total: live.length, totalPages: 1 });
  });

  it('refuses a page or size out of bounds and an unknown type with 400', async () => {
    for (const query of [
      'pageNo=0',
      'pageNo=10001',
      'pageSize=0',
      'pageSize=10000',
      'gameType=X',
    ]) {
      const res = await t.call({ method: 'GET', url: `/ops/api/vendors?${query}`, token: support });
      expect(res.status, query).toBe(400);
    }
  });

  it('offers every vendor as a choice, with its id, type, names and state only', async () => {
    const all = await opsVendors();
    const res = await t.call({ method: 'GET', url: '/ops/api/vendors/choices', token: support });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual(
      all.map(({ id, gameType, vassalage, displayName, isActive }) => ({
        id,
        gameType,
        vassalage,
        displayName,
        isActive,
      })),
    );
    expect((await t.call({ method: 'GET', url: '/ops/api/vendors/choices' })).status).toBe(401);
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

describe('operators: wallet mode and signing key', () => {
  const walletModeOf = async (id: number) => (await opsVendors()).find((v) => v.id === id)!;
  const switchMode = async (id: number, walletMode: unknown, token?: string) =>
    t.call({
      method: 'POST',
      url: `/ops/api/vendors/${id}/wallet-mode`,
      token: token ?? (await t.opsToken()),
      payload: { walletMode } as object,
    });
  const setActive = (id: number, isActive: boolean) =>
    t.call({
      method: 'PATCH',
      url: `/ops/api/vendors/${id}`,
      token: editor,
      payload: { isActive },
    });
  const transfer = (member: MoneyMember, direction: 'IN' | 'OUT', amount: string) =>
    t.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: member.token,
      payload: { idempotencyKey: newKey(), vendor: 'LOTUSLIVE', direction, amount },
    });

  it('switches only a disabled vendor whose game wallets are empty, auditing the switch', async () => {
    const id = await vendorId('LOTUSLIVE');
    expect((await walletModeOf(id)).walletMode).toBe('transfer');
    const member = await makeMoneyMember(t, { cash: 10_000n });
    expect((await transfer(member, 'IN', '4000')).status).toBe(200);

    const whileListed = await switchMode(id, 'seamless');
    expect(whileListed.status).toBe(409);
    expect(whileListed.body.code).toBe('INVALID_STATE');

    expect((await setActive(id, false)).status).toBe(200);
    const whileFunded = await switchMode(id, 'seamless');
    expect(whileFunded.status).toBe(409);
    expect(whileFunded.body.message).toMatch(/game wallets/);
    expect((await walletModeOf(id)).walletMode).toBe('transfer');

    // The member takes the money back (a listed vendor only), then the switch goes through.
    expect((await setActive(id, true)).status).toBe(200);
    expect((await transfer(member, 'OUT', '4000')).status).toBe(200);
    expect((await setActive(id, false)).status).toBe(200);
    const switched = await switchMode(id, 'seamless');
    expect(switched.status).toBe(200);
    expect(switched.body.value).toMatchObject({ id, walletMode: 'seamless', isActive: false });
    const audit = (await auditRows(t, 'games.vendor.walletMode')).filter(
      (r) => r.subject === 'vendor:LIVE:LOTUSLIVE',
    );
    expect(audit.map((r) => r.detail)).toEqual([{ from: 'transfer', to: 'seamless' }]);

    // Asking for the mode it already has changes nothing and audits nothing.
    expect((await switchMode(id, 'seamless')).status).toBe(200);
    expect(await auditRows(t, 'games.vendor.walletMode')).toHaveLength(1);
  });

  it('refuses a switch while the vendor has an open round', async () => {
    const id = await vendorId('GOALLINE');
    expect((await setActive(id, false)).status).toBe(200);
    const member = await makeMoneyMember(t, { cash: 0n });
    const [round] = await t.deps.db
      .insert(gameRounds)
      .values({ vendorId: id, memberId: member.id, roundRef: newKey('r'), currency: 'MMK' })
      .returning();
    const refused = await switchMode(id, 'seamless');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/open rounds/);
    await t.deps.db.update(gameRounds).set({ state: 'ended' }).where(eq(gameRounds.id, round!.id));
    expect((await switchMode(id, 'seamless')).status).toBe(200);
  });

  it('refuses bad input, unknown vendors and operators without games.edit', async () => {
    const id = await vendorId('JADEDRAGON');
    const before = await walletModeOf(id);
    const bad = await switchMode(id, 'both');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.walletMode' });
    expect((await switchMode(999_999, 'transfer')).status).toBe(404);
    expect((await switchMode(id, 'transfer', editor)).status).toBe(403);
    const rotate = await t.call({
      method: 'POST',
      url: `/ops/api/vendors/${id}/key`,
      token: editor,
    });
    expect(rotate.status).toBe(403);
    expect(await walletModeOf(id)).toEqual(before);
  });

  it('answers a new key once and stores it; no listing or audit row shows it', async () => {
    const id = await vendorId('ROYALSLOTS');
    const [old] = await t.deps.db
      .select()
      .from(vendorCredentials)
      .where(eq(vendorCredentials.vendorId, id));
    const res = await t.call({
      method: 'POST',
      url: `/ops/api/vendors/${id}/key`,
      token: await t.opsToken(),
    });
    expect(res.status).toBe(200);
    const { key, vendor } = res.body.value as { key: string; vendor: OpsVendor };
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toBe(old!.secret);
    const [stored] = await t.deps.db
      .select()
      .from(vendorCredentials)
      .where(eq(vendorCredentials.vendorId, id));
    expect(stored!.secret).toBe(key);
    expect(vendor).toMatchObject({ id, keyUpdatedAt: stored!.updatedAt.toISOString() });

    const listing = await t.call({
      method: 'GET',
      url: '/ops/api/vendors?pageSize=100',
      token: support,
    });
    expect(JSON.stringify(listing.body)).not.toContain(key);
    expect(JSON.stringify(listing.body)).not.toContain(old!.secret);
    const audit = await auditRows(t, 'games.vendor.rotateKey');
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  it('refuses to rotate the key of a vendor without an integration', async () => {
    const [bare] = await t.deps.db
      .insert(gameVendors)
      .values({
        gameType: 'FISH',
        vassalage: 'NOKEY',
        displayName: 'No key',
        accountTypeId: 9_900,
        logo: '/images/vendors/NOKEY.svg',
      })
      .returning();
    const res = await t.call({
      method: 'POST',
      url: `/ops/api/vendors/${bare!.id}/key`,
      token: await t.opsToken(),
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVALID_STATE');
    expect((await opsVendors()).find((v) => v.id === bare!.id)!.keyUpdatedAt).toBeNull();
  });
});
