// Every call that takes an idempotency key, fired 50 times at once with one key and one body:
// 50 identical answers (status and body) and one effect (Stripe's rule: a copy in flight waits
// for the first and is answered the first's answer, never 409). The same key with another body
// is still CONFLICT. Meant for PostgreSQL (TEST_DATABASE_URL), where the copies really run side
// by side; on PGlite they queue on its one connection and must answer the same.
import { randomBytes } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { gameVendors } from '../src/db/schema/content';
import { games } from '../src/db/schema/games';
import { ledgerTransactions } from '../src/db/schema/ledger';
import { deposits } from '../src/db/schema/payments';
import { checkLedger } from '../src/ledger/check';
import { createApiLottery, insertDraw, updatePlayType } from '../src/modules/lottery/api-test-kit';
import { setUpVendor } from '../src/modules/vendor-wallet/test-kit';
import {
  createPlayer,
  requestBody as withdrawalBody,
} from '../src/modules/withdrawals/withdrawal-test-kit';
import { countTransactions, makeMoneyMember, newKey, TEST_PAYMENT_PASSWORD } from './money-members';
import { channelId, makePayMember, proofIdOf } from './payments-kit';
import { createTestApp, type TestApp } from './test-app';

const N = 50;
let t: TestApp;

beforeAll(async () => {
  // A pool smaller than the copies in flight: they queue for connections and still race.
  t = await createTestApp({ poolSize: 16 });
  await setUpVendor(t, 'LOTUSLIVE', { walletMode: 'transfer' });
});
afterAll(async () => {
  expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t.close();
});

/** N copies of one request at once: every answer the same as the first, which succeeded. */
async function storm(url: string, token: string, body: object) {
  const answers = await Promise.all(
    Array.from({ length: N }, () => t.call({ method: 'POST', url, token, payload: body })),
  );
  expect(answers[0]!.status, JSON.stringify(answers[0]!.body)).toBe(200);
  const distinct = new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`));
  expect([...distinct]).toHaveLength(1);
  return answers[0]!;
}

/** The same key with another body: CONFLICT, as before. */
async function expectConflict(url: string, token: string, body: object) {
  const res = await t.call({ method: 'POST', url, token, payload: body });
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ code: 'CONFLICT', field: 'body.idempotencyKey' });
}

const depositsOf = async (memberId: number) =>
  (await t.deps.db.select({ n: count() }).from(deposits).where(eq(deposits.memberId, memberId)))[0]!
    .n;

describe(`${N} identical keyed calls at once`, () => {
  it('a bank deposit with its proof: one deposit', async () => {
    const m = await makePayMember(t);
    const body = {
      idempotencyKey: newKey('dep'),
      channelId: await channelId(t, 'kbz-bank'),
      amount: '250000',
      proofIds: [await proofIdOf(t, m.token)],
    };
    await storm('/wps/payment/deposits', m.token, body);
    expect(await depositsOf(m.id)).toBe(1);
    await expectConflict('/wps/payment/deposits', m.token, { ...body, amount: '250001' });
  });

  it('a gateway deposit: one deposit, one pay link', async () => {
    const m = await makePayMember(t);
    const body = {
      idempotencyKey: newKey('gw'),
      channelId: await channelId(t, 'sandbox'),
      amount: '150000',
    };
    await storm('/wps/payment/deposits', m.token, body);
    expect(await depositsOf(m.id)).toBe(1);
    await expectConflict('/wps/payment/deposits', m.token, { ...body, amount: '150001' });
  });

  it('a withdrawal: one hold', async () => {
    const p = await createPlayer(t, { cash: 10_000_000n });
    const body = withdrawalBody(p, '50000');
    await storm('/wps/payment/withdrawals', p.token, body);
    expect(await countTransactions(t, `withdrawal:${p.id}:`)).toBe(1);
    await expectConflict('/wps/payment/withdrawals', p.token, { ...body, amount: '50001' });
  });

  it('transfers to the upline and to a downline: one posting each', async () => {
    const agent = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.agent, cash: 100_000n });
    const player = await makeMoneyMember(t, { uplineId: agent.id, cash: 100_000n });
    const up = {
      idempotencyKey: newKey('up'),
      amount: '3000',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    };
    await storm('/wps/member/transfer/upline', player.token, up);
    expect(await countTransactions(t, `xfer:${player.id}:`)).toBe(1);
    await expectConflict('/wps/member/transfer/upline', player.token, { ...up, amount: '3001' });

    const down = { ...up, idempotencyKey: newKey('down'), username: player.username };
    await storm('/wps/member/transfer/downline', agent.token, down);
    expect(await countTransactions(t, `xfer:${agent.id}:`)).toBe(1);
    await expectConflict('/wps/member/transfer/downline', agent.token, { ...down, amount: '1' });
  });

  it('a game-wallet transfer: one posting', async () => {
    const m = await makeMoneyMember(t, { cash: 100_000n });
    const body = {
      idempotencyKey: newKey('wt'),
      vendor: 'LOTUSLIVE',
      direction: 'IN',
      amount: '7000',
    };
    await storm('/wps/relay/GCS_walletTransfer', m.token, body);
    expect(await countTransactions(t, `wt:${m.id}:`)).toBe(1);
    await expectConflict('/wps/relay/GCS_walletTransfer', m.token, { ...body, amount: '7001' });
  });

  it('a lottery slip (keys per line): one bet and one debit per line', async () => {
    const lottery = await createApiLottery(t, {
      layout: 'sea4d',
      prizeMode: 'Lott',
      menuTag: '4D',
    });
    await updatePlayType(t, lottery, '4D_BIG', { minStake: 100n, maxStake: 50_000n });
    const draw = await insertDraw(t, lottery, { numero: '20261127', inMinutes: 60 });
    const m = await makeMoneyMember(t, { cash: 100_000n });
    const lines = [0, 1].map((i) => ({
      clientKey: `slip-${i}-${randomBytes(6).toString('hex')}`,
      playType: '4D_BIG',
      selection: '1234',
      stake: '500',
    }));
    await storm('/lgw/bets', m.token, { gameId: lottery.lotteryId, drawId: draw.id, lines });
    const [debits] = await t.deps.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'lottery:bet:%'));
    expect(debits!.n).toBe(2);
  });

  it('a built-in slot spin (keyed by clientKey): one round', async () => {
    const [slot] = await t.deps.db
      .select({ gameCode: games.gameCode, minBet: games.minBet, lines: games.lines })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(eq(gameVendors.vassalage, 'ROYALSLOTS'), eq(games.engine, 'slot')))
      .limit(1);
    const m = await makeMoneyMember(t, { cash: 1_000_000n });
    const launched = await t.call({
      method: 'POST',
      url: '/wps/game/launchGame',
      token: m.token,
      payload: { gameCode: slot!.gameCode },
    });
    const token = new URL(launched.body.value.url, 'http://x').searchParams.get('token')!;
    const body = {
      token,
      stake: slot!.minBet.toString(),
      lines: slot!.lines,
      clientKey: `spin-${randomBytes(6).toString('hex')}`,
    };
    await storm('/wps/house/slot/spin', '', body);
    const [bets] = await t.deps.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `vendor:%:H${m.id}-%:bet`));
    expect(bets!.n).toBe(1);
  });
});
