// Transfers between members: to the upline, and from an agent to its downline. Rules, the
// payment password, limits, exactly-once per key, and refusals that move nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  cashOf,
  countTransactions,
  creditCash,
  makeMoneyMember,
  newKey,
  TEST_PAYMENT_PASSWORD,
  type MoneyMember,
} from '../../../test/money-members';
import { checkLedger } from '../../ledger/check';
import { updateMember } from '../member/member.queries';
import {
  defaultMoneySettings,
  readMoneySettings,
  writeMoneySettings,
} from '../money-settings/money-settings.queries';
import { createOperatorToken } from '../../../test/operators';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPLINE = '/wps/member/transfer/upline';
const DOWNLINE = '/wps/member/transfer/downline';

const send = (url: string, token: string | undefined, payload: unknown) =>
  t.call({ method: 'POST', url, token, payload: payload as object });

async function expectLedgerOk() {
  const check = await checkLedger(t.deps.db);
  expect(check.problems).toEqual([]);
}

/** agent -> sub-agent -> player, plus a second agent with a player of its own. */
async function makeTree(cash = 100_000n) {
  const agent = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.agent, cash });
  const subAgent = await makeMoneyMember(t, {
    accountType: ACCOUNT_TYPE.agent,
    uplineId: agent.id,
    cash,
  });
  const player = await makeMoneyMember(t, { uplineId: subAgent.id, cash });
  const otherAgent = await makeMoneyMember(t, { accountType: ACCOUNT_TYPE.agent, cash });
  const stranger = await makeMoneyMember(t, { uplineId: otherAgent.id, cash });
  return { agent, subAgent, player, otherAgent, stranger };
}

async function cashOfAll(...members: MoneyMember[]) {
  return Promise.all(members.map((m) => cashOf(t, m.id)));
}

describe('POST /wps/member/transfer/upline', () => {
  it("moves cash from the member's main wallet to its upline's, once", async () => {
    const { subAgent, player } = await makeTree(10_000n);
    const published: number[] = [];
    const stopSub = t.deps.balanceEvents.subscribe(subAgent.id, () => published.push(subAgent.id));
    const stopPlayer = t.deps.balanceEvents.subscribe(player.id, () => published.push(player.id));
    const body = {
      idempotencyKey: newKey(),
      amount: '2500',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    };

    const res = await send(UPLINE, player.token, body);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ transactionId: expect.any(Number), balance: '7500' });
    expect(await cashOfAll(player, subAgent)).toEqual([7_500n, 12_500n]);
    expect(published.sort()).toEqual([subAgent.id, player.id].sort());
    await expectLedgerOk();

    // The same request again: the same answer, byte for byte, and nothing moves.
    const again = await send(UPLINE, player.token, body);
    expect(again.status).toBe(200);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(res.body));
    expect(await cashOfAll(player, subAgent)).toEqual([7_500n, 12_500n]);
    expect(await countTransactions(t, `xfer:${player.id}:`)).toBe(1);
    expect(published).toHaveLength(2);
    stopSub();
    stopPlayer();
  });

  it('answers a replay as first answered, even after the balance moved on', async () => {
    const { player } = await makeTree(10_000n);
    const body = {
      idempotencyKey: newKey(),
      amount: '1000',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    };
    const first = await send(UPLINE, player.token, body);
    await send(UPLINE, player.token, { ...body, idempotencyKey: newKey() });
    const replay = await send(UPLINE, player.token, body);
    expect(replay.body).toEqual(first.body);
    expect(replay.body.value.balance).toBe('9000');
    expect(await cashOf(t, player.id)).toBe(8_000n);
  });

  it('refuses the same key with a different body (409) and moves nothing', async () => {
    const { subAgent, player } = await makeTree(10_000n);
    const key = newKey();
    await send(UPLINE, player.token, {
      idempotencyKey: key,
      amount: '1000',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    const res = await send(UPLINE, player.token, {
      idempotencyKey: key,
      amount: '1001',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
    // One key is one request across both transfer calls.
    const asDownline = await send(DOWNLINE, subAgent.token, {
      idempotencyKey: key,
      username: player.username,
      amount: '1000',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(asDownline.status).toBe(200); // the sub-agent's keys are its own
    const own = await send(DOWNLINE, player.token, {
      idempotencyKey: key,
      username: subAgent.username,
      amount: '1000',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(own.body.code).toBe('NOT_AN_AGENT');
    expect(await cashOfAll(player, subAgent)).toEqual([10_000n, 10_000n]);
    expect(await countTransactions(t, `xfer:${player.id}:`)).toBe(1);
  });

  it('keeps the key unused on INSUFFICIENT_FUNDS: the same request works after a deposit', async () => {
    const { subAgent, player } = await makeTree(1_000n);
    const body = {
      idempotencyKey: newKey(),
      amount: '5000',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    };
    const refused = await send(UPLINE, player.token, body);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await cashOfAll(player, subAgent)).toEqual([1_000n, 1_000n]);
    expect(await countTransactions(t, `xfer:${player.id}:`)).toBe(0);

    await creditCash(t, player.id, 4_000n);
    const later = await send(UPLINE, player.token, body);
    expect(later.status).toBe(200);
    expect(later.body.value.balance).toBe('0');
    expect(await cashOfAll(player, subAgent)).toEqual([0n, 6_000n]);
    await expectLedgerOk();
  });

  it('holds the amount to the transfer limits of the money settings', async () => {
    const { subAgent, player } = await makeTree(100_000n);
    await writeMoneySettings(
      t.deps.db,
      { ...defaultMoneySettings, transferMin: '500', transferMax: '2000' },
      1,
    );
    try {
      for (const amount of ['499', '2001']) {
        const res = await send(UPLINE, player.token, {
          idempotencyKey: newKey(),
          amount,
          paymentPassword: TEST_PAYMENT_PASSWORD,
        });
        expect(res.status, amount).toBe(400);
        expect(res.body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', field: 'body.amount' });
      }
      for (const amount of ['500', '2000']) {
        const res = await send(UPLINE, player.token, {
          idempotencyKey: newKey(),
          amount,
          paymentPassword: TEST_PAYMENT_PASSWORD,
        });
        expect(res.status, amount).toBe(200);
      }
      expect(await cashOfAll(player, subAgent)).toEqual([97_500n, 102_500n]);
    } finally {
      await writeMoneySettings(t.deps.db, defaultMoneySettings, 1);
    }
  });

  it('asks for the payment password while the settings require it', async () => {
    const { subAgent, player } = await makeTree(10_000n);
    const noPassword = await makeMoneyMember(t, {
      uplineId: subAgent.id,
      cash: 10_000n,
      paymentPasswordHash: null,
    });
    const cases: Array<[MoneyMember, string | undefined, number, string]> = [
      [player, undefined, 400, 'PAYMENT_PASSWORD_REQUIRED'],
      [player, '000000', 400, 'PAYMENT_PASSWORD_WRONG'],
      [noPassword, '246810', 409, 'PAYMENT_PASSWORD_NOT_SET'],
    ];
    for (const [member, paymentPassword, status, code] of cases) {
      const res = await send(UPLINE, member.token, {
        idempotencyKey: newKey(),
        amount: '1000',
        paymentPassword,
      });
      expect(res.status, code).toBe(status);
      expect(res.body.code).toBe(code);
    }
    expect(await cashOfAll(player, noPassword, subAgent)).toEqual([10_000n, 10_000n, 10_000n]);

    // Switched off by an operator: no password needed (and a set one is not asked for).
    await writeMoneySettings(
      t.deps.db,
      { ...defaultMoneySettings, paymentPasswordRequired: false },
      1,
    );
    try {
      const res = await send(UPLINE, noPassword.token, {
        idempotencyKey: newKey(),
        amount: '1000',
      });
      expect(res.status).toBe(200);
      expect(await cashOfAll(noPassword, subAgent)).toEqual([9_000n, 11_000n]);
    } finally {
      await writeMoneySettings(t.deps.db, defaultMoneySettings, 1);
    }
    expect((await readMoneySettings(t.deps.db)).paymentPasswordRequired).toBe(true);
  });

  it('refuses a member without an upline (NO_UPLINE) and asks nothing more', async () => {
    const loner = await makeMoneyMember(t, { cash: 10_000n });
    const res = await send(UPLINE, loner.token, {
      idempotencyKey: newKey(),
      amount: '1000',
      paymentPassword: '000000',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NO_UPLINE');
    expect(await cashOf(t, loner.id)).toBe(10_000n);
  });
});

describe('POST /wps/member/transfer/downline', () => {
  const downline = (from: MoneyMember, username: string, amount = '1000', key = newKey()) =>
    send(DOWNLINE, from.token, {
      idempotencyKey: key,
      username,
      amount,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });

  it("sends an agent's cash to any member below it, by username (any case)", async () => {
    const { agent, subAgent, player } = await makeTree(10_000n);
    const published: number[] = [];
    const stop = t.deps.balanceEvents.subscribe(player.id, () => published.push(player.id));
    const direct = await downline(agent, subAgent.username, '1500');
    expect(direct.status).toBe(200);
    expect(direct.body.value).toEqual({ transactionId: expect.any(Number), balance: '8500' });
    const deep = await downline(agent, player.username.toUpperCase(), '2000');
    expect(deep.status).toBe(200);
    expect(deep.body.value.balance).toBe('6500');
    expect(await cashOfAll(agent, subAgent, player)).toEqual([6_500n, 11_500n, 12_000n]);
    expect(published).toEqual([player.id]);
    stop();
    await expectLedgerOk();
  });

  it('refuses anyone outside the downline alike (NOT_A_DOWNLINE), unknown names included', async () => {
    const { agent, subAgent, player, otherAgent, stranger } = await makeTree(10_000n);
    const trial = await makeMoneyMember(t, {
      accountType: ACCOUNT_TYPE.trial,
      uplineId: subAgent.id,
    });
    const targets: Array<[MoneyMember, string]> = [
      [agent, stranger.username], // another agent's member
      [agent, otherAgent.username],
      [subAgent, agent.username], // its own upline
      [agent, agent.username], // itself
      [agent, 'nobody-has-this-name'],
      [agent, trial.username], // trial accounts hold play money only
    ];
    const messages = new Set<string>();
    for (const [from, username] of targets) {
      const res = await downline(from, username);
      expect(res.status, username).toBe(400);
      expect(res.body).toMatchObject({ code: 'NOT_A_DOWNLINE', field: 'body.username' });
      messages.add(res.body.message);
    }
    expect(messages.size).toBe(1);
    expect(await cashOfAll(agent, subAgent, player, otherAgent, stranger)).toEqual(
      Array(5).fill(10_000n),
    );
    expect(await countTransactions(t, `xfer:${agent.id}:`)).toBe(0);
  });

  it('is for agents only (NOT_AN_AGENT)', async () => {
    const { player, subAgent } = await makeTree(10_000n);
    const child = await makeMoneyMember(t, { uplineId: player.id });
    const res = await downline(player, child.username);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_AN_AGENT');
    expect(await cashOfAll(player, child, subAgent)).toEqual([10_000n, 0n, 10_000n]);
  });

  it('checks the payment password and the limits as the upline transfer does', async () => {
    const { agent, player } = await makeTree(10_000n);
    const wrong = await send(DOWNLINE, agent.token, {
      idempotencyKey: newKey(),
      username: player.username,
      amount: '1000',
      paymentPassword: '135790',
    });
    expect(wrong.body.code).toBe('PAYMENT_PASSWORD_WRONG');
    const small = await downline(agent, player.username, '99');
    expect(small.body.code).toBe('AMOUNT_OUT_OF_RANGE');
    const poor = await downline(agent, player.username, '10001');
    expect(poor.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await cashOfAll(agent, player)).toEqual([10_000n, 10_000n]);
  });
});

describe('duplicate storm', () => {
  it('answers 50 identical concurrent requests alike, with one effect', async () => {
    const { agent, player } = await makeTree(100_000n);
    const body = {
      idempotencyKey: newKey('storm'),
      username: player.username,
      amount: '3000',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send(DOWNLINE, agent.token, body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]!.body.value.balance).toBe('97000');
    expect(await cashOfAll(agent, player)).toEqual([97_000n, 103_000n]);
    expect(await countTransactions(t, `xfer:${agent.id}:`)).toBe(1);
    await expectLedgerOk();
  });
});

describe('bad input and access', () => {
  const goodUpline = () => ({
    idempotencyKey: newKey(),
    amount: '1000',
    paymentPassword: TEST_PAYMENT_PASSWORD,
  });
  const badBodies: Array<
    [string, (b: Record<string, unknown>) => Record<string, unknown>, string]
  > = [
    ['negative', (b) => ({ ...b, amount: '-1000' }), 'body.amount'],
    ['zero', (b) => ({ ...b, amount: '0' }), 'body.amount'],
    ['fractional', (b) => ({ ...b, amount: '1.5' }), 'body.amount'],
    ['huge', (b) => ({ ...b, amount: '10000000000000000' }), 'body.amount'],
    ['non-numeric', (b) => ({ ...b, amount: 'abc' }), 'body.amount'],
    ['leading zero', (b) => ({ ...b, amount: '01000' }), 'body.amount'],
    ['number, not string', (b) => ({ ...b, amount: 1000 }), 'body.amount'],
    ['no amount', ({ amount: _a, ...b }) => b, 'body.amount'],
    ['no key', ({ idempotencyKey: _k, ...b }) => b, 'body.idempotencyKey'],
    ['short key', (b) => ({ ...b, idempotencyKey: 'abc' }), 'body.idempotencyKey'],
    ['key with spaces', (b) => ({ ...b, idempotencyKey: 'abc def ghi' }), 'body.idempotencyKey'],
    ['password not 6 digits', (b) => ({ ...b, paymentPassword: '12345' }), 'body.paymentPassword'],
    ['unknown field', (b) => ({ ...b, to: 'someone' }), 'body.to'],
  ];

  it.each(badBodies)(
    'refuses %s (400) on both calls and moves nothing',
    async (_label, change, field) => {
      const { agent, subAgent, player } = await makeTree(10_000n);
      const up = await send(UPLINE, player.token, change(goodUpline()));
      expect(up.status).toBe(400);
      expect(up.body.code).toBe('VALIDATION_FAILED');
      expect(up.body.field).toBe(field);
      const down = await send(
        DOWNLINE,
        agent.token,
        change({ ...goodUpline(), username: player.username }),
      );
      expect(down.status).toBe(400);
      expect(down.body.code).toBe('VALIDATION_FAILED');
      expect(down.body.field).toBe(field);
      expect(await cashOfAll(agent, subAgent, player)).toEqual([10_000n, 10_000n, 10_000n]);
    },
  );

  it('refuses a downline request without a username', async () => {
    const { agent } = await makeTree(10_000n);
    const res = await send(DOWNLINE, agent.token, goodUpline());
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.username' });
    expect(await cashOf(t, agent.id)).toBe(10_000n);
  });

  it('needs a live, real, enabled member session', async () => {
    const { agent, subAgent, player } = await makeTree(10_000n);
    const trialUnder = await makeMoneyMember(t, {
      accountType: ACCOUNT_TYPE.trial,
      uplineId: subAgent.id,
    });
    const disabled = await makeMoneyMember(t, { uplineId: subAgent.id, cash: 10_000n });
    await updateMember(t.deps.db, disabled.id, { status: 'disabled' });
    const operator = await createOperatorToken(t, 'admin');
    const cases: Array<[string | undefined, number, string]> = [
      [undefined, 401, 'NOT_LOGGED_IN'],
      ['x'.repeat(43), 401, 'SESSION_EXPIRED'],
      [operator, 403, 'NOT_A_MEMBER'],
      [trialUnder.token, 403, 'TRIAL_ACCOUNT'],
      [disabled.token, 403, 'ACCOUNT_DISABLED'],
    ];
    for (const [token, status, code] of cases) {
      const up = await send(UPLINE, token, goodUpline());
      expect([up.status, up.body.code], code).toEqual([status, code]);
      const down = await send(DOWNLINE, token, { ...goodUpline(), username: player.username });
      expect([down.status, down.body.code], code).toEqual([status, code]);
    }
    expect(await cashOfAll(agent, subAgent, player, disabled)).toEqual(Array(4).fill(10_000n));
  });
});
