// The demo money step: transfer-mode vendors, opening balances and payment passwords that make
// the demo site's money calls usable at once (README "Logging in to the demo").
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors } from '../db/schema/content';
import { balances } from '../ledger/accounts';
import { checkLedger } from '../ledger/check';
import { findMemberByUsername } from '../modules/member/member.queries';
import { startMemberSession } from '../modules/member/member-session';
import { imageSeedSteps } from '../../test/global-setup';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_AGENT, DEMO_PLAYER } from './accounts';
import { seedDemoData } from './demo';
import { DEMO_PAYMENT_PASSWORD, DEMO_TRANSFER_VENDORS, walletsSeed } from './wallets';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo money (seed step 5)', () => {
  it('makes the demo transfer vendors keep their own wallet', async () => {
    const rows = await t.deps.db
      .select({ vendor: gameVendors.vassalage, mode: gameVendors.walletMode })
      .from(gameVendors)
      .where(and(eq(gameVendors.walletMode, 'transfer'), eq(gameVendors.isActive, true)));
    expect(new Set(rows.map((r) => r.vendor))).toEqual(new Set(DEMO_TRANSFER_VENDORS));
  });

  it('funds player01 and agent01 once, and their payment password 123456 moves money', async () => {
    const player = (await findMemberByUsername(t.deps.db, DEMO_PLAYER.username))!;
    const agent = (await findMemberByUsername(t.deps.db, DEMO_AGENT.username))!;
    expect((await balances(t.deps.db, player.id)).player_cash).toBe(1_000_000n);
    expect((await balances(t.deps.db, agent.id)).player_cash).toBe(1_000_000n);

    // Running the step again (a second start) moves nothing: the ledger key is taken.
    await walletsSeed.run(t.deps);
    await seedDemoData(t.deps, imageSeedSteps);
    expect((await balances(t.deps.db, player.id)).player_cash).toBe(1_000_000n);

    const { token } = await startMemberSession(t.deps, player, {
      ip: '203.0.113.5',
      userAgent: null,
    });
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/transfer/upline',
      token,
      payload: {
        idempotencyKey: 'demo-seed-test-1',
        amount: '10000',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.value.balance).toBe('990000');
    expect((await balances(t.deps.db, agent.id)).player_cash).toBe(1_010_000n);
    expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  });

  it('leaves vendors outside the demo list seamless', async () => {
    const rows = await t.deps.db
      .select({ mode: gameVendors.walletMode })
      .from(gameVendors)
      .where(inArray(gameVendors.vassalage, ['ROYALSLOTS', 'SHWECARDS']));
    expect(rows.map((r) => r.mode)).toEqual(['seamless', 'seamless']);
  });
});
