// Game launch: a launch session the vendor can authenticate (token stored only as its hash),
// the recent-play row, and the refusals: trial accounts for real money, inactive games and
// vendors, trial play where the game does not allow it, visitors.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { gameVendors } from '../../db/schema/content';
import { gamePlays, games, vendorSessions } from '../../db/schema/games';
import { makeMoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  balanceOfAccount,
  launchToken,
  setUpVendor,
  type TestVendor,
} from '../vendor-wallet/test-kit';

let t: TestApp;
let v: TestVendor;
beforeAll(async () => {
  t = await createTestApp();
  v = await setUpVendor(t, 'ROYALSLOTS');
});
afterAll(async () => {
  await t.close();
});

const launch = (token: string | undefined, payload: Record<string, unknown>, trial = false) =>
  t.call({
    method: 'POST',
    url: trial ? '/wps/relay/GCS_gameTrialLaunch' : '/wps/game/launchGame',
    token,
    payload,
  });

describe('launchGame', () => {
  it('answers the game client URL with an opaque token whose hash alone is kept', async () => {
    const m = await makeMoneyMember(t);
    const res = await launch(m.token, { gameCode: v.gameCode, language: 'EN', backUrl: '/rng' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      gameCode: v.gameCode,
      vendor: 'ROYALSLOTS',
      gameType: 'RNG',
    });
    const url = new URL(res.body.value.url, 'http://site');
    expect(url.pathname).toBe('/play/test');
    expect(url.searchParams.get('gameCode')).toBe(v.gameCode);
    expect(url.searchParams.get('language')).toBe('EN');
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [session] = await t.deps.db
      .select()
      .from(vendorSessions)
      .where(eq(vendorSessions.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(session).toMatchObject({
      memberId: m.id,
      vendorId: v.vendorId,
      isTrial: false,
      endedAt: null,
    });
    const hours = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 3600_000;
    expect(hours).toBeCloseTo(12, 1);
    expect(await v.client.authenticate(token)).toMatchObject({ code: 'OK', playerId: m.id });
  });

  it('counts launches in the recent plays', async () => {
    const m = await makeMoneyMember(t);
    await launch(m.token, { gameCode: v.gameCode });
    await launch(m.token, { gameCode: v.gameCode });
    const [play] = await t.deps.db.select().from(gamePlays).where(eq(gamePlays.memberId, m.id));
    expect(play!.launches).toBe(2);
  });

  it('ends the earlier session of the same game, keeps those of other games', async () => {
    const other = await setUpVendor(t, 'GOLDENREELS');
    const m = await makeMoneyMember(t);
    const first = await launchToken(t, m.token, v.gameCode);
    const elsewhere = await launchToken(t, m.token, other.gameCode);
    const second = await launchToken(t, m.token, v.gameCode);
    expect((await v.client.authenticate(first)).code).toBe('INVALID_TOKEN');
    expect((await v.client.authenticate(second)).code).toBe('OK');
    expect((await other.client.authenticate(elsewhere)).code).toBe('OK');
  });

  it('refuses a trial account (TRIAL_ACCOUNT) and a visitor', async () => {
    const trial = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.trial });
    const res = await launch(trial.token, { gameCode: v.gameCode });
    expect(res.body.code).toBe('TRIAL_ACCOUNT');
    expect((await launch(undefined, { gameCode: v.gameCode })).status).toBe(401);
  });

  it('refuses an inactive game or vendor (GAME_UNAVAILABLE), an unknown one (NOT_FOUND), bad input', async () => {
    const m = await makeMoneyMember(t);
    await t.deps.db.update(games).set({ isActive: false }).where(eq(games.gameCode, v.gameCode));
    expect((await launch(m.token, { gameCode: v.gameCode })).body.code).toBe('GAME_UNAVAILABLE');
    await t.deps.db.update(games).set({ isActive: true }).where(eq(games.gameCode, v.gameCode));
    await t.deps.db
      .update(gameVendors)
      .set({ isActive: false })
      .where(eq(gameVendors.id, v.vendorId));
    expect((await launch(m.token, { gameCode: v.gameCode })).body.code).toBe('GAME_UNAVAILABLE');
    await t.deps.db
      .update(gameVendors)
      .set({ isActive: true })
      .where(eq(gameVendors.id, v.vendorId));
    expect((await launch(m.token, { gameCode: 'NO_SUCH_GAME' })).body.code).toBe('NOT_FOUND');
    const bad = await launch(m.token, { gameCode: v.gameCode, backUrl: 'https://evil.example' });
    expect(bad.status).toBe(400);
    const before = await t.deps.db
      .select()
      .from(vendorSessions)
      .where(eq(vendorSessions.memberId, m.id));
    expect(before).toHaveLength(0);
  });

  it('answers a /lottery URL for a lottery game, with no vendor session', async () => {
    const m = await makeMoneyMember(t);
    const lotto = await setUpVendor(t, 'TWODLIVE');
    const res = await launch(m.token, { gameCode: lotto.gameCode, lottoView: 'TWO_D' });
    expect(res.body.success).toBe(true);
    const url = new URL(res.body.value.url, 'http://site');
    expect(url.pathname).toBe('/lottery');
    expect(url.searchParams.get('gameCode')).toBe(lotto.gameCode);
    expect(url.searchParams.get('playType')).toBe('TWO_D');
    const sessions = await t.deps.db
      .select()
      .from(vendorSessions)
      .where(eq(vendorSessions.memberId, m.id));
    expect(sessions).toHaveLength(0);
  });
});

describe('GCS_gameTrialLaunch', () => {
  it('starts a trial session with play money, also for a trial account', async () => {
    const trial = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.trial });
    const token = await launchToken(t, trial.token, v.gameCode, true);
    const auth = await v.client.authenticate(token);
    expect(auth).toMatchObject({ code: 'OK', isTrial: true, currency: 'PLAY' });
    // A real account has no play money until its first trial launch fills it.
    const m = await makeMoneyMember(t, { cash: 100n });
    expect(await balanceOfAccount(t, 'player_play', m.id)).toBe(0n);
    await launchToken(t, m.token, v.gameCode, true);
    const play = await balanceOfAccount(t, 'player_play', m.id);
    expect(play).toBeGreaterThan(0n);
    // Not filled again while some is left.
    await launchToken(t, m.token, v.gameCode, true);
    expect(await balanceOfAccount(t, 'player_play', m.id)).toBe(play);
    expect(await balanceOfAccount(t, 'player_cash', m.id)).toBe(100n);
  });

  it('refuses a game without trial play (TRIAL_NOT_ALLOWED)', async () => {
    const m = await makeMoneyMember(t);
    await t.deps.db
      .update(games)
      .set({ trialEnabled: false })
      .where(eq(games.gameCode, v.gameCode));
    try {
      expect((await launch(m.token, { gameCode: v.gameCode }, true)).body.code).toBe(
        'TRIAL_NOT_ALLOWED',
      );
    } finally {
      await t.deps.db
        .update(games)
        .set({ trialEnabled: true })
        .where(eq(games.gameCode, v.gameCode));
    }
  });
});
