// Issue 18's walk (stop 32): the new calls promotions.test.ts leaves out of its bad-input tables
// (editing a promotion, its applications and report, the reward centre, manualRebate, public
// state, the withdrawal's forfeit flag) answer 4xx and change nothing; raffle tickets come from
// the member's real deposits and settled bets, not only from rows a test writes; and a bonus a
// promotion pays keeps the maximum bet and contribution weights its operator set.
import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses } from '../../db/schema/bonus';
import { auditLog } from '../../db/schema/core';
import { ledgerTransactions } from '../../db/schema/ledger';
import { promotionClaims, promotions } from '../../db/schema/promotions';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { countRows } from '../../../test/db-rows';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createOperatorToken } from '../../../test/operators';
import { deliver, gatewayEvent, sandboxDeposit } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { promotionKit } from './promotion-test-kit';
import { launchToken, setUpVendor, type TestVendor } from '../vendor-wallet/test-kit';
import { createPlayer, requestBody, requestWithdrawal } from '../withdrawals/withdrawal-test-kit';

let t: TestApp;
let v: TestVendor;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  v = await setUpVendor(t, 'ROYALSLOTS');
  admin = await t.opsToken();
  support = await createOperatorToken(t, 'support');
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.deps.db)).problems).toEqual([]);
  await t?.close();
});

const texts = { EN: { title: 'Walk', body: 'Rules', image: null } };

const { createPromotion, setState } = promotionKit(() => ({ t, admin }), texts);

let mobileSeq = 0;
const member = () =>
  makeMoneyMember(t, {
    dialCode: '95',
    mobileNum: `97${String(Date.now()).slice(-6)}${++mobileSeq % 10}`,
  });

/** Every row a refused call could change. */
async function rowsOf(promotionIds: number[]) {
  return {
    ledger: await countRows(t, ledgerTransactions),
    bonuses: await countRows(t, bonuses),
    audit: await countRows(t, auditLog),
    claims: await countRows(t, promotionClaims),
    promotions: await t.deps.db
      .select()
      .from(promotions)
      .where(inArray(promotions.id, promotionIds))
      .orderBy(asc(promotions.id)),
  };
}

/** Path ids no id parameter takes. */
const malformedIds = ['abc', '-1', '0', '01', '1.5', '1e3', '%201', '2147483648'];

type Row = [target: number | string, payload: unknown, status: number, code: string];

async function expectRefusals(
  send: (target: number | string, payload: unknown) => ReturnType<TestApp['call']>,
  table: Row[],
) {
  for (const [target, payload, status, code] of table) {
    const res = await send(target, payload);
    expect([res.status, res.body.code], `${target} ${JSON.stringify(payload)}`).toEqual([
      status,
      code,
    ]);
  }
}

describe('operator calls that answer 4xx and change nothing', () => {
  it('editing a promotion: bad bodies, malformed and unknown ids, a drawn raffle, a budget below what is spent', async () => {
    const signup = await createPromotion(
      { type: 'signup', amount: '100', identities: [] },
      { budget: '1000' },
    );
    const m = await member();
    const paid = await t.call({
      method: 'POST',
      url: '/wps/promotions/claim',
      token: m.token,
      payload: { promotionId: signup },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200); // 100 of the budget spent
    const raffle = await createPromotion({ type: 'raffle', prizes: ['100'], betPerTicket: '100' });
    await setState(raffle, 'ended');
    const drawn = await t.call({
      method: 'POST',
      url: `/ops/api/promotions/${raffle}/draw`,
      token: admin,
    });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);

    const good = { texts, rules: { type: 'signup', amount: '200', identities: [] } };
    const edit = (target: number | string, payload: unknown, token: string | null = admin) =>
      t.call({
        method: 'PUT',
        url: `/ops/api/promotions/${target}`,
        token: token ?? undefined,
        payload: payload as object,
      });
    const before = await rowsOf([signup, raffle]);
    await expectRefusals(edit, [
      [signup, { ...good, budget: '99' }, 400, 'VALIDATION_FAILED'], // 100 is spent
      [signup, { ...good, rules: { type: 'deposit', percentBps: 1 } }, 400, 'VALIDATION_FAILED'],
      [signup, { ...good, rules: { type: 'checkin', rewards: ['1'] } }, 400, 'VALIDATION_FAILED'],
      [signup, { ...good, texts: { MY: texts.EN } }, 400, 'VALIDATION_FAILED'],
      [
        signup,
        { ...good, texts: { EN: { ...texts.EN, title: 'x'.repeat(121) } } },
        400,
        'VALIDATION_FAILED',
      ],
      [
        signup,
        { ...good, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
        400,
        'VALIDATION_FAILED',
      ],
      [signup, { ...good, perMember: 0 }, 400, 'VALIDATION_FAILED'],
      [signup, { ...good, state: 'active' }, 400, 'VALIDATION_FAILED'],
      [signup, { ...good, eligibility: { regions: ['mm'] } }, 400, 'VALIDATION_FAILED'],
      [
        raffle,
        { texts, rules: { type: 'raffle', prizes: ['999'], betPerTicket: '100' } },
        409,
        'CONFLICT',
      ],
      [999_999_999, good, 404, 'NOT_FOUND'],
      ...malformedIds.map((bad): Row => [bad, good, 400, 'VALIDATION_FAILED']),
    ]);
    expect((await edit(signup, good, support)).status).toBe(403);
    expect([401, 403]).toContain((await edit(signup, good, m.token)).status);
    expect((await edit(signup, good, null)).status).toBe(401);
    expect(await rowsOf([signup, raffle])).toEqual(before);

    // The same edit with a budget at what is spent goes through.
    const ok = await edit(signup, { ...good, budget: '100' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value).toMatchObject({ budget: '100', spent: '100' });
  });

  it('the applications list and the report: malformed and unknown ids, another type, bad queries', async () => {
    const application = await createPromotion({ type: 'application', amount: '100' });
    const signup = await createPromotion({ type: 'signup', amount: '100', identities: [] });
    const m = await member();
    const list = (target: number | string, query = '', token: string | null = support) =>
      t.call({
        method: 'GET',
        url: `/ops/api/promotions/${target}/applications${query}`,
        token: token ?? undefined,
      });
    const report = (target: number | string, _: unknown = null, token: string | null = support) =>
      t.call({
        method: 'GET',
        url: `/ops/api/promotions/${target}/report`,
        token: token ?? undefined,
      });
    expect((await list(application)).status).toBe(200);
    expect((await report(application)).status).toBe(200);
    const before = await rowsOf([application, signup]);
    await expectRefusals(
      (target, query) => list(target, query as string),
      [
        [signup, '', 404, 'NOT_FOUND'],
        [999_999_999, '', 404, 'NOT_FOUND'],
        [application, '?status=claimed', 400, 'VALIDATION_FAILED'],
        [application, '?status=APPLYING', 400, 'VALIDATION_FAILED'],
        [application, '?pageSize=0', 400, 'VALIDATION_FAILED'],
        [application, '?pageNo=-1', 400, 'VALIDATION_FAILED'],
        [application, '?memberId=1', 400, 'VALIDATION_FAILED'],
        ...malformedIds.map((bad): Row => [bad, '', 400, 'VALIDATION_FAILED']),
      ],
    );
    await expectRefusals(report, [
      [999_999_999, null, 404, 'NOT_FOUND'],
      ...malformedIds.map((bad): Row => [bad, null, 400, 'VALIDATION_FAILED']),
    ]);
    expect([401, 403]).toContain((await list(application, '', m.token)).status);
    expect([401, 403]).toContain((await report(application, null, m.token)).status);
    expect((await list(application, '', null)).status).toBe(401);
    expect((await report(application, null, null)).status).toBe(401);
    expect(await rowsOf([application, signup])).toEqual(before);
  });
});

describe("the member's readers and the withdrawal's forfeit flag", () => {
  it('reward centre, manualRebate and public state refuse bad queries; the first two need a session', async () => {
    const m = await member();
    const get = (url: string, token: string | null = m.token) =>
      t.call({ method: 'GET', url, token: token ?? undefined });
    for (const url of ['/wps/promotions/reward-center', '/wps/promotions/manual-rebate']) {
      expect((await get(url)).status, url).toBe(200);
      for (const query of ['?language=XX', '?language=my', '?language=', '?extra=1']) {
        const res = await get(`${url}${query}`);
        expect([res.status, res.body.code], `${url}${query}`).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await get(url, null)).status, url).toBe(401);
    }
    expect((await get('/wps/promotions/state', null)).status).toBe(200);
    const extra = await get('/wps/promotions/state?extra=1');
    expect([extra.status, extra.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('a withdrawal refuses a forfeit flag that is not a boolean and keeps the bonus', async () => {
    const promotion = await createPromotion({
      type: 'signup',
      amount: '1000',
      identities: [],
      wageringMultiple: 1,
    });
    const p = await createPlayer(t, { cash: 100_000n });
    const claimed = await t.call({
      method: 'POST',
      url: '/wps/promotions/claim',
      token: p.token,
      payload: { promotionId: promotion },
    });
    expect(claimed.body.value, JSON.stringify(claimed.body)).toMatchObject({ amount: '1000' });
    const before = await rowsOf([promotion]);
    for (const forfeitBonus of ['true', 1, 'yes', null]) {
      const res = await requestWithdrawal(t, p.token, requestBody(p, '50000', { forfeitBonus }));
      expect([res.status, res.body.code], String(forfeitBonus)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const asked = await requestWithdrawal(t, p.token, requestBody(p, '50000'));
    expect([asked.status, asked.body.code]).toEqual([409, 'BONUS_FORFEIT_REQUIRED']);
    const noForfeit = await requestWithdrawal(
      t,
      p.token,
      requestBody(p, '50000', { forfeitBonus: false }),
    );
    expect([noForfeit.status, noForfeit.body.code]).toEqual([409, 'BONUS_FORFEIT_REQUIRED']);
    expect(await rowsOf([promotion])).toEqual(before);
  });
});

describe('raffle tickets from real deposits and settled bets', () => {
  it('counts a sandbox deposit and a settled vendor round in the window', async () => {
    const id = await createPromotion({
      type: 'raffle',
      prizes: ['500'],
      depositPerTicket: '10000',
      betPerTicket: '1000',
    });
    const m: MoneyMember = await member();
    const { reference } = await sandboxDeposit(t, m, '25000');
    const done = await deliver(t, gatewayEvent({ reference, amount: '25000' }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const launch = await launchToken(t, m.token, v.gameCode);
    const round = `raffle-${randomBytes(4).toString('hex')}`;
    const staked = await v.client.debit({
      token: launch,
      playerId: m.id,
      txId: `${round}-b`,
      roundId: round,
      gameCode: v.gameCode,
      amount: 3500n,
    });
    expect(staked.code).toBe('OK');
    // An unsettled stake is no valid bet yet: 2 tickets from the deposit alone.
    const detail = async () =>
      (await t.call({ method: 'GET', url: `/wps/promotions/${id}`, token: m.token })).body.value
        .mine.tickets;
    expect(await detail()).toBe(2);
    const settled = await v.client.credit({
      playerId: m.id,
      txId: `${round}-w`,
      roundId: round,
      gameCode: v.gameCode,
      amount: 0n,
    });
    expect(settled.code).toBe('OK');
    // 25,000 / 10,000 = 2 tickets, 3,500 / 1,000 = 3 more.
    expect(await detail()).toBe(5);
    const entered = await t.call({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      token: m.token,
      payload: { promotionId: id },
    });
    expect(entered.body.value, JSON.stringify(entered.body)).toMatchObject({
      status: 'process',
      tickets: 5,
    });
  });
});

describe("a promotion's bonus terms (maximum bet, contribution weights)", () => {
  it('are refused when out of range, and the bonus a claim or an approval pays keeps them', async () => {
    for (const terms of [
      { maxBet: '0' },
      { maxBet: '-5' },
      { weights: { RNG: 101 } },
      { weights: { NOPE: 5 } },
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/ops/api/promotions',
        token: admin,
        payload: { texts, rules: { type: 'signup', amount: '100', ...terms } },
      });
      expect([res.status, res.body.code], JSON.stringify(terms)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    const terms = { maxBet: '500', weights: { RNG: 10, LIVE: 0 } };
    const signup = await createPromotion({
      type: 'signup',
      amount: '1000',
      identities: [],
      wageringMultiple: 1,
      ...terms,
    });
    const m = await member();
    const claimed = await t.call({
      method: 'POST',
      url: '/wps/promotions/claim',
      token: m.token,
      payload: { promotionId: signup },
    });
    expect(claimed.body.value, JSON.stringify(claimed.body)).toMatchObject({ amount: '1000' });
    const bonusOf = async (memberId: number) =>
      (await t.deps.db.select().from(bonuses).where(eq(bonuses.memberId, memberId)))[0]!;
    expect(await bonusOf(m.id)).toMatchObject({ maxBet: 500n, weights: { RNG: 10, LIVE: 0 } });
    const listed = await t.call({ method: 'GET', url: '/wps/member/bonuses', token: m.token });
    expect(listed.body.value.items[0]).toMatchObject({ maxBet: '500' });

    // The slot (RNG) bets against it: above 500 refused, moving nothing; 500 counts 10 %.
    const launch = await launchToken(t, m.token, v.gameCode);
    const round = `terms-${randomBytes(4).toString('hex')}`;
    const stake = (amount: bigint, txId: string) =>
      v.client.debit({
        token: launch,
        playerId: m.id,
        txId,
        roundId: round,
        gameCode: v.gameCode,
        amount,
      });
    const before = await balances(t.deps.db, m.id);
    expect((await stake(501n, `${round}-x`)).code).toBe('BONUS_MAX_BET');
    expect(await balances(t.deps.db, m.id)).toEqual(before);
    expect((await stake(500n, `${round}-b`)).code).toBe('OK');
    const settled = await v.client.credit({
      playerId: m.id,
      txId: `${round}-w`,
      roundId: round,
      gameCode: v.gameCode,
      amount: 0n,
    });
    expect(settled.code).toBe('OK');
    expect(await bonusOf(m.id)).toMatchObject({ status: 'active', wagered: 50n });

    // An approved application's bonus keeps its promotion's terms too.
    const application = await createPromotion({
      type: 'application',
      amount: '300',
      maxBet: '200',
    });
    const applicant = await member();
    const applied = await t.call({
      method: 'POST',
      url: '/wps/promotions/apply',
      token: applicant.token,
      payload: { promotionId: application, remark: 'hi', proofIds: [] },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const list = await t.call({
      method: 'GET',
      url: `/ops/api/promotions/${application}/applications`,
      token: support,
    });
    const approved = await t.call({
      method: 'POST',
      url: `/ops/api/promotion-applications/${list.body.value.list[0].id}/review`,
      token: support,
      payload: { decision: 'approve' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await bonusOf(applicant.id)).toMatchObject({ amount: 300n, maxBet: 200n, weights: {} });
  });
});
