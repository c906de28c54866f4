// The seamless-wallet API's contract, through HTTP with a vendor's signature: duplicates,
// out-of-order calls, rollbacks, refusals that move nothing, and a replay after a restart.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { vendorTransactions } from '../../db/schema/games';
import { ledgerTransactions } from '../../db/schema/ledger';
import { vendorBalance } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import {
  createVendorClient,
  injectSend,
  signedHeaders,
} from '../../providers/game-vendors/vendor-client';
import { makeMoneyMember, type MoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  balanceOfAccount,
  launchToken,
  sendFrom,
  setUpVendor,
  vendorPostings,
  type TestVendor,
} from './test-kit';

let t: TestApp;
let v: TestVendor;
let seq = 0;
const id = (prefix: string) => `${prefix}-${++seq}-${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  v = await setUpVendor(t, 'ROYALSLOTS');
});
afterAll(async () => {
  const check = await checkLedger(t.deps.db);
  expect(check.problems).toEqual([]);
  await t.close();
});

async function player(cash = 10_000n): Promise<MoneyMember & { launch: string }> {
  const m = await makeMoneyMember(t, { cash });
  return { ...m, launch: await launchToken(t, m.token, v.gameCode) };
}
const cash = (memberId: number) => balanceOfAccount(t, 'player_cash', memberId);

/** A bet of the player's with a fresh txId, in the given round (a fresh one by default). */
const betOf = (p: { id: number; launch: string }, amount: bigint, roundId = id('r')) => ({
  token: p.launch,
  playerId: p.id,
  txId: id('b'),
  roundId,
  gameCode: v.gameCode,
  amount,
});
/** A win of the player's in the round, with a fresh txId. */
const winOf = (p: { id: number }, amount: bigint, roundId: string) => ({
  playerId: p.id,
  txId: id('w'),
  roundId,
  gameCode: v.gameCode,
  amount,
});

/** A raw signed call, to send what the client would not. */
async function raw(
  name: string,
  body: string,
  options: { secret?: string; vendor?: string; ip?: string; at?: number; signature?: string } = {},
) {
  const headers = signedHeaders(
    options.vendor ?? v.vassalage,
    options.secret ?? v.secret,
    body,
    options.at,
  );
  if (options.signature !== undefined) headers['x-vendor-signature'] = options.signature;
  const res = await t.app.inject({
    method: 'POST',
    url: `/wps/vendor/v1/${name}`,
    headers,
    payload: body,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: string; balance?: string; txId?: string };
}

describe('authenticate and balance', () => {
  it('names the launched player with their cash balance', async () => {
    const p = await player(5_000n);
    const answer = await v.client.authenticate(p.launch);
    expect(answer).toMatchObject({
      code: 'OK',
      playerId: p.id,
      username: p.username,
      currency: 'MMK',
      balance: '5000',
      isTrial: false,
    });
    expect(await v.client.balance(p.id)).toEqual({ code: 'OK', balance: '5000', currency: 'MMK' });
  });

  it('refuses an unknown token and an unknown player', async () => {
    expect((await v.client.authenticate(randomBytes(32).toString('base64url'))).code).toBe(
      'INVALID_TOKEN',
    );
    expect((await v.client.balance(99_999_999)).code).toBe('PLAYER_NOT_FOUND');
  });

  it("refuses another vendor's token", async () => {
    const other = await setUpVendor(t, 'GOLDENREELS');
    const p = await player();
    expect((await other.client.authenticate(p.launch)).code).toBe('INVALID_TOKEN');
  });
});

describe('debit and credit', () => {
  it('takes a bet and pays a win, each once; a replay answers the current balance', async () => {
    const p = await player(10_000n);
    const round = id('r');
    const bet = betOf(p, 300n, round);
    expect(await v.client.debit(bet)).toEqual({ code: 'OK', balance: '9700', txId: bet.txId });
    const win = winOf(p, 1_000n, round);
    expect(await v.client.credit(win)).toEqual({ code: 'OK', balance: '10700', txId: win.txId });
    // The bet again: its original code and txId, today's balance, nothing moved.
    expect(await v.client.debit(bet)).toEqual({ code: 'OK', balance: '10700', txId: bet.txId });
    expect(await v.client.credit(win)).toEqual({ code: 'OK', balance: '10700', txId: win.txId });
    expect(await cash(p.id)).toBe(10_700n);
    expect(await vendorBalance(t.deps.db, v.vassalage)).toBeLessThanOrEqual(0n);
  });

  it('refuses the same txId with other content (TX_CONFLICT) and moves nothing', async () => {
    const p = await player(10_000n);
    const bet = betOf(p, 100n);
    await v.client.debit(bet);
    const before = await vendorPostings(t, v.vendorId);
    expect(await v.client.debit({ ...bet, amount: 101n })).toEqual({
      code: 'TX_CONFLICT',
      balance: '9900',
    });
    const { token: _token, ...sameId } = bet;
    expect((await v.client.credit(sameId)).code).toBe('TX_CONFLICT');
    expect(await vendorPostings(t, v.vendorId)).toBe(before);
    expect(await cash(p.id)).toBe(9_900n);
  });

  it('refuses a bet beyond the balance (INSUFFICIENT_FUNDS) and keeps no record of it', async () => {
    const p = await player(500n);
    const bet = betOf(p, 501n);
    expect(await v.client.debit(bet)).toEqual({ code: 'INSUFFICIENT_FUNDS' });
    expect(await cash(p.id)).toBe(500n);
    // Not recorded: the same id may be retried once the player has the money.
    expect(await v.client.debit({ ...bet, amount: 500n })).toMatchObject({
      code: 'OK',
      balance: '0',
    });
  });

  it('refuses a credit before its bet (TX_NOT_FOUND): a win needs a round with a bet', async () => {
    const p = await player(1_000n);
    const win = winOf(p, 50n, id('r'));
    expect(await v.client.credit(win)).toEqual({ code: 'TX_NOT_FOUND', balance: '1000' });
    expect(await cash(p.id)).toBe(1_000n);
  });

  it('records a credit of 0 (a loss) without moving money', async () => {
    const p = await player(1_000n);
    const round = id('r');
    await v.client.debit(betOf(p, 10n, round));
    const loss = winOf(p, 0n, round);
    expect(await v.client.credit(loss)).toEqual({ code: 'OK', balance: '990', txId: loss.txId });
    expect(await v.client.credit(loss)).toEqual({ code: 'OK', balance: '990', txId: loss.txId });
  });

  it("refuses a debit with another player's id, an ended or unknown token", async () => {
    const p = await player(1_000n);
    const q = await player(1_000n);
    const bet = {
      token: p.launch,
      playerId: q.id,
      txId: id('b'),
      roundId: id('r'),
      gameCode: v.gameCode,
      amount: 10n,
    };
    expect((await v.client.debit(bet)).code).toBe('INVALID_TOKEN');
    expect(
      (await v.client.debit({ ...bet, token: randomBytes(32).toString('base64url') })).code,
    ).toBe('INVALID_TOKEN');
    expect(await cash(q.id)).toBe(1_000n);
  });

  it('accepts a win after the session ended, but no new bet', async () => {
    const p = await player(1_000n);
    const round = id('r');
    await v.client.debit(betOf(p, 100n, round));
    // Launching the same game again ends the earlier session.
    const fresh = await launchToken(t, p.token, v.gameCode);
    expect((await v.client.authenticate(p.launch)).code).toBe('INVALID_TOKEN');
    const late = betOf(p, 100n, round);
    expect((await v.client.debit(late)).code).toBe('INVALID_TOKEN');
    expect(await v.client.credit(winOf(p, 250n, round))).toMatchObject({
      code: 'OK',
      balance: '1150',
    });
    expect((await v.client.authenticate(fresh)).code).toBe('OK');
  });

  it('refuses bets and wins after endRound (ROUND_ENDED); endRound twice is OK', async () => {
    const p = await player(1_000n);
    const round = id('r');
    await v.client.debit(betOf(p, 100n, round));
    expect(await v.client.endRound({ playerId: p.id, roundId: round })).toEqual({
      code: 'OK',
      balance: '900',
      currency: 'MMK',
    });
    expect((await v.client.endRound({ playerId: p.id, roundId: round })).code).toBe('OK');
    expect((await v.client.debit(betOf(p, 1n, round))).code).toBe('ROUND_ENDED');
    expect((await v.client.credit(winOf(p, 1n, round))).code).toBe('ROUND_ENDED');
    expect((await v.client.endRound({ playerId: p.id, roundId: id('r') })).code).toBe(
      'TX_NOT_FOUND',
    );
    expect(await cash(p.id)).toBe(900n);
  });
});

it('links each call that moves money to its ledger transaction, in the same transaction', async () => {
  const p = await player(1_000n);
  const round = id('r');
  const bet = betOf(p, 100n, round);
  const win = winOf(p, 30n, round);
  const loss = winOf(p, 0n, round);
  await v.client.debit(bet);
  expect(await v.client.credit(win)).toMatchObject({ code: 'OK' });
  expect(await v.client.credit(loss)).toMatchObject({ code: 'OK' });
  const linkOf = async (txId: string) => {
    const [row] = await t.deps.db
      .select({ link: vendorTransactions.ledgerTransactionId })
      .from(vendorTransactions)
      .where(eq(vendorTransactions.txRef, txId));
    return row!.link;
  };
  const ledgerOf = async (txId: string) => {
    const [row] = await t.deps.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `vendor:${v.vendorId}:${txId}`));
    return row?.id ?? null;
  };
  for (const txId of [bet.txId, win.txId]) {
    expect(await ledgerOf(txId)).not.toBeNull();
    expect(await linkOf(txId)).toBe(await ledgerOf(txId));
  }
  // A loss moves nothing: no ledger transaction, no link.
  expect(await ledgerOf(loss.txId)).toBeNull();
  expect(await linkOf(loss.txId)).toBeNull();
  // A refused bet (more than the balance) leaves neither a call nor a ledger row behind.
  const tooMuch = betOf(p, 5_000n);
  expect(await v.client.debit(tooMuch)).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
  expect(await ledgerOf(tooMuch.txId)).toBeNull();
  expect(
    await t.deps.db
      .select()
      .from(vendorTransactions)
      .where(eq(vendorTransactions.txRef, tooMuch.txId)),
  ).toEqual([]);
  expect((await checkLedger(t.deps.db)).ok).toBe(true);
});

describe('rollback', () => {
  it('reverses a bet exactly once', async () => {
    const p = await player(1_000n);
    const round = id('r');
    const bet = betOf(p, 400n, round);
    await v.client.debit(bet);
    const rb = { playerId: p.id, txId: id('rb'), refTxId: bet.txId, roundId: round };
    expect(await v.client.rollback(rb)).toEqual({ code: 'OK', balance: '1000', txId: rb.txId });
    expect(await v.client.rollback(rb)).toEqual({ code: 'OK', balance: '1000', txId: rb.txId });
    // Another rollback id for the same bet: nothing more comes back.
    expect(await v.client.rollback({ ...rb, txId: id('rb') })).toMatchObject({
      code: 'OK',
      balance: '1000',
    });
    expect(await cash(p.id)).toBe(1_000n);
    // And the bet replayed stays taken once: it answers OK (its own outcome) with the balance.
    expect(await v.client.debit(bet)).toEqual({ code: 'OK', balance: '1000', txId: bet.txId });
    expect(await cash(p.id)).toBe(1_000n);
  });

  it('answers TX_NOT_FOUND for an unknown bet, keeps it, and refuses the bet when it comes', async () => {
    const p = await player(1_000n);
    const round = id('r');
    const betId = id('b');
    const rb = { playerId: p.id, txId: id('rb'), refTxId: betId, roundId: round };
    expect(await v.client.rollback(rb)).toEqual({
      code: 'TX_NOT_FOUND',
      balance: '1000',
      txId: rb.txId,
    });
    expect(await v.client.rollback(rb)).toEqual({
      code: 'TX_NOT_FOUND',
      balance: '1000',
      txId: rb.txId,
    });
    const [kept] = await t.deps.db
      .select()
      .from(vendorTransactions)
      .where(eq(vendorTransactions.txRef, rb.txId));
    expect(kept).toMatchObject({
      outcome: 'not_found',
      refersTo: betId,
      ledgerTransactionId: null,
    });
    const late = {
      token: p.launch,
      playerId: p.id,
      txId: betId,
      roundId: round,
      gameCode: v.gameCode,
      amount: 100n,
    };
    expect(await v.client.debit(late)).toEqual({ code: 'BET_ROLLED_BACK', balance: '1000' });
    expect(await cash(p.id)).toBe(1_000n);
  });

  it('refuses a rollback after a win in the round (ROLLBACK_AFTER_WIN)', async () => {
    const p = await player(1_000n);
    const round = id('r');
    const bet = betOf(p, 100n, round);
    await v.client.debit(bet);
    await v.client.credit(winOf(p, 300n, round));
    expect(
      await v.client.rollback({
        playerId: p.id,
        txId: id('rb'),
        refTxId: bet.txId,
        roundId: round,
      }),
    ).toEqual({ code: 'ROLLBACK_AFTER_WIN', balance: '1200' });
    expect(await cash(p.id)).toBe(1_200n);
  });

  it('refuses a win after the only bet was rolled back (BET_ROLLED_BACK)', async () => {
    const p = await player(1_000n);
    const round = id('r');
    const bet = betOf(p, 100n, round);
    await v.client.debit(bet);
    await v.client.rollback({ playerId: p.id, txId: id('rb'), refTxId: bet.txId, roundId: round });
    expect(await v.client.credit(winOf(p, 300n, round))).toEqual({
      code: 'BET_ROLLED_BACK',
      balance: '1000',
    });
    expect(await cash(p.id)).toBe(1_000n);
  });

  it("refuses a rollback of another player's bet and of a win", async () => {
    const p = await player(1_000n);
    const q = await player(1_000n);
    const round = id('r');
    const bet = betOf(p, 100n, round);
    await v.client.debit(bet);
    expect(
      (
        await v.client.rollback({
          playerId: q.id,
          txId: id('rb'),
          refTxId: bet.txId,
          roundId: round,
        })
      ).code,
    ).toBe('TX_NOT_FOUND');
    const winId = id('w');
    await v.client.credit({
      playerId: p.id,
      txId: winId,
      roundId: round,
      gameCode: v.gameCode,
      amount: 1n,
    });
    expect(
      (await v.client.rollback({ playerId: p.id, txId: id('rb'), refTxId: winId, roundId: round }))
        .code,
    ).toBe('TX_NOT_FOUND');
    expect(await cash(p.id)).toBe(901n);
    expect(await cash(q.id)).toBe(1_000n);
  });
});

describe('refusals before anything is read', () => {
  const body = (p: { id: number }) => JSON.stringify({ playerId: p.id });

  it('refuses a bad signature, an unknown vendor, a stale or future timestamp', async () => {
    const p = await player();
    expect(await raw('balance', body(p), { secret: 'wrong' })).toEqual({
      code: 'INVALID_SIGNATURE',
    });
    expect(await raw('balance', body(p), { signature: 'ab'.repeat(32) })).toEqual({
      code: 'INVALID_SIGNATURE',
    });
    expect(await raw('balance', body(p), { signature: '' })).toEqual({ code: 'INVALID_SIGNATURE' });
    expect(await raw('balance', body(p), { vendor: 'NOSUCHVENDOR' })).toEqual({
      code: 'INVALID_SIGNATURE',
    });
    expect(await raw('balance', body(p), { at: Date.now() - 6 * 60_000 })).toEqual({
      code: 'INVALID_SIGNATURE',
    });
    expect(await raw('balance', body(p), { at: Date.now() + 6 * 60_000 })).toEqual({
      code: 'INVALID_SIGNATURE',
    });
    expect((await raw('balance', body(p), { at: Date.now() - 4 * 60_000 })).code).toBe('OK');
  });

  it('reads the body whatever its content type says, and answers a too large one with a code', async () => {
    const p = await player();
    const payload = body(p);
    const headers = signedHeaders(v.vassalage, v.secret, payload);
    for (const type of [undefined, 'text/plain', 'application/json; charset=utf-8']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/vendor/v1/balance',
        headers:
          type === undefined
            ? { ...headers, 'content-type': undefined }
            : { ...headers, 'content-type': type },
        payload,
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode, String(type)).toBe(200);
      expect(res.json().code, String(type)).toBe('OK');
    }
    const big = JSON.stringify({ playerId: p.id, pad: 'x'.repeat(20_000) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/vendor/v1/balance',
      headers: signedHeaders(v.vassalage, v.secret, big),
      payload: big,
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'INVALID_REQUEST' });
  });

  it('refuses a signature over other bytes than were sent', async () => {
    const p = await player();
    const signed = signedHeaders(v.vassalage, v.secret, body(p));
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/vendor/v1/balance',
      headers: signed,
      payload: JSON.stringify({ playerId: p.id }, null, 1),
      remoteAddress: '127.0.0.1',
    });
    expect(res.json()).toEqual({ code: 'INVALID_SIGNATURE' });
  });

  it('refuses an address not on the allow-list, and a debit from it moves nothing', async () => {
    const p = await player(1_000n);
    expect(await raw('balance', body(p), { ip: '203.0.113.9' })).toEqual({
      code: 'IP_NOT_ALLOWED',
    });
    const outside = createVendorClient({
      vendor: v.vassalage,
      secret: v.secret,
      send: sendFrom(t, '198.51.100.7'),
    });
    const bet = betOf(p, 10n);
    expect(await outside.debit(bet)).toEqual({ code: 'IP_NOT_ALLOWED' });
    expect(await cash(p.id)).toBe(1_000n);
    // ::ffff:127.0.0.1 is 127.0.0.1.
    expect((await raw('balance', body(p), { ip: '::ffff:127.0.0.1' })).code).toBe('OK');
  });

  it('answers INVALID_REQUEST for bad JSON, unknown fields and bad amounts; nothing moves', async () => {
    const p = await player(1_000n);
    expect(await raw('debit', '{"playerId":')).toEqual({ code: 'INVALID_REQUEST' });
    expect(await raw('debit', '')).toEqual({ code: 'INVALID_REQUEST' });
    expect(await raw('debit', 'null')).toEqual({ code: 'INVALID_REQUEST' });
    const before = await vendorPostings(t, v.vendorId);
    const base = { token: p.launch, playerId: p.id, roundId: id('r'), gameCode: v.gameCode };
    for (const amount of [
      '-5',
      '0',
      '1.5',
      '1e3',
      '',
      'abc',
      '10000000000000001',
      '99999999999999999999',
      5,
      null,
    ]) {
      const answer = await raw('debit', JSON.stringify({ ...base, txId: id('b'), amount }));
      expect(answer, `amount ${String(amount)}`).toEqual({ code: 'INVALID_REQUEST' });
    }
    for (const amount of ['-5', '1.5', 'x', 7]) {
      const answer = await raw(
        'credit',
        JSON.stringify({
          playerId: p.id,
          txId: id('w'),
          roundId: base.roundId,
          gameCode: v.gameCode,
          amount,
        }),
      );
      expect(answer).toEqual({ code: 'INVALID_REQUEST' });
    }
    expect(
      await raw('debit', JSON.stringify({ ...base, txId: id('b'), amount: '5', extra: 1 })),
    ).toEqual({ code: 'INVALID_REQUEST' });
    expect(await raw('balance', JSON.stringify({ playerId: '12' }))).toEqual({
      code: 'INVALID_REQUEST',
    });
    expect(await vendorPostings(t, v.vendorId)).toBe(before);
    expect(await cash(p.id)).toBe(1_000n);
  });
});

it('settles a win during maintenance, which closes the member calls', async () => {
  const p = await player(1_000n);
  const round = id('r');
  await v.client.debit(betOf(p, 100n, round));
  const setMaintenance = async (enabled: boolean) => {
    const res = await t.call({
      method: 'PUT',
      url: '/ops/api/system/maintenance',
      token: await t.opsToken(),
      payload: { enabled, title: 'Upgrade', endTime: null, info: '' },
    });
    expect(res.status).toBe(200);
  };
  await setMaintenance(true);
  try {
    expect(
      (await t.call({ method: 'GET', url: '/wps/relay/GCS_wallet', token: p.token })).status,
    ).toBe(503);
    expect(await v.client.credit(winOf(p, 300n, round))).toMatchObject({
      code: 'OK',
      balance: '1200',
    });
  } finally {
    await setMaintenance(false);
  }
});

describe('wallets by mode', () => {
  it("moves a transfer-mode vendor's bets through the player's game wallet", async () => {
    const tv = await setUpVendor(t, 'LOTUSLIVE', { walletMode: 'transfer' });
    const m = await makeMoneyMember(t, { cash: 5_000n });
    const res = await t.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: m.token,
      payload: {
        idempotencyKey: id('xfer-key'),
        vendor: 'LOTUSLIVE',
        direction: 'IN',
        amount: '2000',
      },
    });
    expect(res.body.success).toBe(true);
    // The launch moves the rest of the main wallet in too (autoTransferOnLaunch, on by default).
    const token = await launchToken(t, m.token, tv.gameCode);
    expect(await tv.client.authenticate(token)).toMatchObject({ code: 'OK', balance: '5000' });
    const round = id('r');
    expect(
      await tv.client.debit({
        token,
        playerId: m.id,
        txId: id('b'),
        roundId: round,
        gameCode: tv.gameCode,
        amount: 700n,
      }),
    ).toMatchObject({ code: 'OK', balance: '4300' });
    expect(await balanceOfAccount(t, 'player_game', { member: m.id, vendor: 'LOTUSLIVE' })).toBe(
      4_300n,
    );
    expect(await cash(m.id)).toBe(0n);
  });

  it('moves trial play money between the player and the house, never cash', async () => {
    const m = await makeMoneyMember(t, { cash: 5_000n });
    const token = await launchToken(t, m.token, v.gameCode, true);
    const auth = await v.client.authenticate(token);
    expect(auth).toMatchObject({ code: 'OK', isTrial: true, currency: 'PLAY' });
    const play = BigInt((auth as { balance: string }).balance);
    expect(play).toBeGreaterThan(0n);
    const round = id('r');
    await v.client.debit(betOf({ id: m.id, launch: token }, 100n, round));
    await v.client.credit(winOf(m, 40n, round));
    expect(await balanceOfAccount(t, 'player_play', m.id)).toBe(play - 60n);
    expect(await cash(m.id)).toBe(5_000n);
    expect(await v.client.balance(m.id)).toMatchObject({ balance: '5000', currency: 'MMK' });
  });
});

it('answers a replay after a restart from the database (a second app on the same data)', async () => {
  const p = await player(1_000n);
  const round = id('r');
  const bet = betOf(p, 250n, round);
  const rb = { playerId: p.id, txId: id('rb'), refTxId: id('never'), roundId: round };
  await v.client.debit(bet);
  await v.client.rollback(rb);
  const second = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
    db: t.deps.db,
  });
  await second.app.ready();
  try {
    const again = createVendorClient({
      vendor: v.vassalage,
      secret: v.secret,
      send: injectSend(second.app),
    });
    expect(await again.debit(bet)).toEqual({ code: 'OK', balance: '750', txId: bet.txId });
    expect(await again.rollback(rb)).toEqual({
      code: 'TX_NOT_FOUND',
      balance: '750',
      txId: rb.txId,
    });
    expect((await again.debit({ ...bet, amount: 1n })).code).toBe('TX_CONFLICT');
  } finally {
    await second.app.close();
  }
  expect(await cash(p.id)).toBe(750n);
});
