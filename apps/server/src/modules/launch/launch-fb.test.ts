// GCS_gameLaunchFB: the sports provider's page launches its sportsbook through the spec's call,
// as launchGame does, for SPORTS and ESPORTS games only; a game of another type, a visitor and a
// trial account are refused and nothing is launched.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { vendorSessions } from '../../db/schema/games';
import { makeMoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';

let t: TestApp;
let sports: TestVendor;
let slots: TestVendor;
beforeAll(async () => {
  t = await createTestApp();
  sports = await setUpVendor(t, 'GOLDENGOAL', { walletMode: 'seamless' });
  slots = await setUpVendor(t, 'ROYALSLOTS');
});
afterAll(() => t.close());

const launchFb = (token: string | undefined, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/wps/relay/GCS_gameLaunchFB', token, payload });

async function sessionsOf(memberId: number) {
  return t.deps.db.select().from(vendorSessions).where(eq(vendorSessions.memberId, memberId));
}

describe('GCS_gameLaunchFB', () => {
  it('launches a sports game with real money and answers its client URL', async () => {
    const m = await makeMoneyMember(t);
    const res = await launchFb(m.token, { gameCode: sports.gameCode, language: 'EN' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      gameCode: sports.gameCode,
      vendor: 'GOLDENGOAL',
      gameType: 'SPORTS',
    });
    const url = new URL(res.body.value.url, 'http://site');
    expect(url.pathname).toBe('/play/test');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionsOf(m.id)).toEqual([expect.objectContaining({ isTrial: false })]);
  });

  it('refuses a game that is not a sports game, launching nothing', async () => {
    const m = await makeMoneyMember(t);
    const res = await launchFb(m.token, { gameCode: slots.gameCode });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.gameCode' });
    expect(await sessionsOf(m.id)).toEqual([]);
  });

  it('refuses a visitor, a trial account and bad input', async () => {
    expect((await launchFb(undefined, { gameCode: sports.gameCode })).status).toBe(401);
    const trial = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.trial });
    const refused = await launchFb(trial.token, { gameCode: sports.gameCode });
    expect(refused.status).toBe(403);
    expect(await sessionsOf(trial.id)).toEqual([]);
    const m = await makeMoneyMember(t);
    const bad = await launchFb(m.token, { gameCode: '../x' });
    expect(bad.status).toBe(400);
    expect((await launchFb(m.token, { gameCode: 'NOPE_GAME' })).status).toBe(404);
  });
});
