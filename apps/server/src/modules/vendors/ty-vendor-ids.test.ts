// The vendor ids mapped for the TY-language site (spec 9): on TY a mapped vendor's place, games
// and launches are its TY vendor's; every other language keeps the original and never sees the
// TY vendor. Operators set the mapping (games.edit), checked and audited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors } from '../../db/schema/content';
import { auditRows } from '../../../test/db-rows';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';

let t: TestApp;
let admin: string;
let member: MoneyMember;
/** A seeded RNG vendor, and its TY-market account added beside it. */
let original: TestVendor;
let tyVendor: TestVendor;
/** A vendor of another game type. */
let liveVendorId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  member = await makeMoneyMember(t);
  const [seeded] = await t.deps.db
    .select()
    .from(gameVendors)
    .where(eq(gameVendors.vassalage, 'ROYALSLOTS'));
  const { id: _, createdAt: _c, updatedAt: _u, ...copy } = seeded!;
  await t.deps.db
    .insert(gameVendors)
    .values({ ...copy, vassalage: 'ROYALSLOTS_TY', displayName: 'Royal Slots TY', sort: 9_000 });
  original = await setUpVendor(t, 'ROYALSLOTS');
  tyVendor = await setUpVendor(t, 'ROYALSLOTS_TY');
  const [live] = await t.deps.db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(eq(gameVendors.gameType, 'LIVE'))
    .limit(1);
  liveVendorId = live!.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** As the admin, or as `token`'s operator; null: without a session. */
const putMapping = (payload: unknown, token: string | null = admin) =>
  t.call({
    method: 'PUT',
    url: '/ops/api/vendors/ty-ids',
    token: token ?? undefined,
    payload: payload as object,
  });
const readMapping = async () =>
  (await t.call({ method: 'GET', url: '/ops/api/vendors/ty-ids', token: admin })).body.value;

async function vendorCodes(language: string): Promise<string[]> {
  const res = await t.call({
    method: 'GET',
    url: `/wps/relay/GCSGAME_newGameVendor?language=${language}`,
  });
  expect(res.status).toBe(200);
  return res.body.value.map((v: { vassalage: string }) => v.vassalage);
}

async function rngCards(language: string): Promise<string[]> {
  const res = await t.call({
    method: 'GET',
    url: `/wps/relay/GCSGAME_getVassGameType?language=${language}`,
  });
  expect(res.status).toBe(200);
  const rng = res.body.value.find((item: { gameType: string }) => item.gameType === 'RNG');
  return rng.cards.map((c: { vassalage: string }) => c.vassalage);
}

async function gameCodes(language: string, vassalage: string): Promise<string[]> {
  const res = await t.call({
    method: 'GET',
    url: `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vassalage}&pageNo=1&pageSize=100&language=${language}`,
  });
  expect(res.status).toBe(200);
  return res.body.value.games.map((g: { gameCode: string }) => g.gameCode);
}

const launch = (gameCode: string, language: string) =>
  t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    token: member.token,
    payload: { gameCode, language },
  });

describe('the TY site vendor ids', () => {
  it('with no mapping, every language lists the TY account as a vendor of its own', async () => {
    expect(await readMapping()).toEqual({ pairs: [] });
    expect(await vendorCodes('MY')).toEqual(expect.arrayContaining(['ROYALSLOTS_TY']));
    expect(await vendorCodes('TY')).toEqual(expect.arrayContaining(['ROYALSLOTS']));
  });

  it('on TY lists and launches the mapped id in the original’s place; other languages keep the original', async () => {
    const pairs = [{ vendorId: original.vendorId, tyVendorId: tyVendor.vendorId }];
    const res = await putMapping({ pairs });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await readMapping()).toEqual({ pairs });
    const [row] = await auditRows(t, 'games.tyVendorIds');
    expect(row).toMatchObject({ actorKind: 'operator', detail: { pairs } });

    // Vendor lists: TY holds the TY account where the others hold the original.
    const my = await vendorCodes('MY');
    const ty = await vendorCodes('TY');
    expect(my).not.toContain('ROYALSLOTS_TY');
    expect(ty).not.toContain('ROYALSLOTS');
    expect(ty).toEqual(my.map((code) => (code === 'ROYALSLOTS' ? 'ROYALSLOTS_TY' : code)));
    expect(await vendorCodes('EN')).toEqual(my);
    const myCards = await rngCards('MY');
    expect(await rngCards('TY')).toEqual(
      myCards.map((code) => (code === 'ROYALSLOTS' ? 'ROYALSLOTS_TY' : code)),
    );

    // Game lists: each language lists only the games of the vendors it offers.
    expect(await gameCodes('TY', 'ROYALSLOTS_TY')).toContain(tyVendor.gameCode);
    expect(await gameCodes('TY', 'ROYALSLOTS')).toEqual([]);
    expect(await gameCodes('MY', 'ROYALSLOTS')).toContain(original.gameCode);
    expect(await gameCodes('MY', 'ROYALSLOTS_TY')).toEqual([]);

    // Launches reach the vendor of the id the language shows, and only that one.
    const onTy = await launch(tyVendor.gameCode, 'TY');
    expect(onTy.status, JSON.stringify(onTy.body)).toBe(200);
    expect(onTy.body.value.vendor).toBe('ROYALSLOTS_TY');
    const onMy = await launch(original.gameCode, 'MY');
    expect(onMy.status).toBe(200);
    expect(onMy.body.value.vendor).toBe('ROYALSLOTS');
    for (const [gameCode, language] of [
      [original.gameCode, 'TY'],
      [tyVendor.gameCode, 'MY'],
      [tyVendor.gameCode, 'EN'],
    ] as const) {
      const refused = await launch(gameCode, language);
      expect(refused.status, `${gameCode} on ${language}`).toBe(409);
      expect(refused.body.code).toBe('GAME_UNAVAILABLE');
    }
  });

  it('refuses a bad mapping with 400 and keeps the one saved', async () => {
    const saved = await readMapping();
    const audits = (await auditRows(t, 'games.tyVendorIds')).length;
    const a = original.vendorId;
    const b = tyVendor.vendorId;
    const bad: Array<[string, unknown]> = [
      ['unknown vendor', { pairs: [{ vendorId: a, tyVendorId: 999_999 }] }],
      ['itself', { pairs: [{ vendorId: a, tyVendorId: a }] }],
      [
        'chain',
        {
          pairs: [
            { vendorId: a, tyVendorId: b },
            { vendorId: b, tyVendorId: liveVendorId },
          ],
        },
      ],
      [
        'mapped twice',
        {
          pairs: [
            { vendorId: a, tyVendorId: b },
            { vendorId: a, tyVendorId: liveVendorId },
          ],
        },
      ],
      [
        'shared TY vendor',
        {
          pairs: [
            { vendorId: a, tyVendorId: b },
            { vendorId: liveVendorId, tyVendorId: b },
          ],
        },
      ],
      ['other game type', { pairs: [{ vendorId: a, tyVendorId: liveVendorId }] }],
      [
        'too many',
        {
          pairs: Array.from({ length: 101 }, (_, i) => ({ vendorId: i + 1, tyVendorId: i + 200 })),
        },
      ],
      ['not a number', { pairs: [{ vendorId: String(a), tyVendorId: b }] }],
      ['no pairs', {}],
      ['extra field', { pairs: [], note: 'x' }],
    ];
    for (const [why, payload] of bad) {
      const res = await putMapping(payload);
      expect(res.status, why).toBe(400);
      expect(res.body.code, why).toBe('VALIDATION_FAILED');
    }
    expect(await readMapping()).toEqual(saved);
    expect(await auditRows(t, 'games.tyVendorIds')).toHaveLength(audits);
  });

  it('needs games.edit to change (any operator reads it), and a session for both', async () => {
    const saved = await readMapping();
    const content = await createOperatorToken(t, 'content');
    const support = await createOperatorToken(t, 'support');
    expect((await putMapping({ pairs: [] }, content)).status).toBe(403);
    expect((await putMapping({ pairs: [] }, null)).status).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/ops/api/vendors/ty-ids', token: support })).status,
    ).toBe(200);
    expect((await t.call({ method: 'GET', url: '/ops/api/vendors/ty-ids' })).status).toBe(401);
    expect(await readMapping()).toEqual(saved);
    expect((await putMapping({ pairs: [] })).status).toBe(200);
    expect(await vendorCodes('MY')).toContain('ROYALSLOTS_TY');
  });
});
