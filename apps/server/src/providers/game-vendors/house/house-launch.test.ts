// The built-in vendor from the lobby's side: a demo game launched by the launch calls (real money
// and trial play money), played through the game client's calls, with the ledger agreeing; and
// copies of one request sent at once settle one round.
import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, houseRounds } from '../../../db/schema/games';
import { balances } from '../../../ledger/accounts';
import { makeMoneyMember } from '../../../../test/money-members';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  balanceOf,
  demoSlot,
  expectLedgerOk,
  houseCall,
  ledgerCount,
  type DemoSlot,
} from './house-test-kit';

let t: TestApp;
let demo: DemoSlot;

const key = () => `k-${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoSlot(t, { trial: true });
});
afterAll(() => t.close());

async function launch(memberToken: string, trial: boolean): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: trial ? '/wps/relay/GCS_gameTrialLaunch' : '/wps/game/launchGame',
    token: memberToken,
    payload: { gameCode: demo.gameCode },
  });
  expect(res.status).toBe(200);
  const url = new URL(res.body.value.url, 'http://site');
  expect(url.pathname).toBe('/play/slot');
  expect(url.searchParams.get('gameCode')).toBe(demo.gameCode);
  return url.searchParams.get('token')!;
}

describe('a launched demo slot', () => {
  it('plays for real money from the launch URL, and the ledger agrees', async () => {
    const m = await makeMoneyMember(t, { cash: 100_000n });
    const token = await launch(m.token, false);
    const session = await houseCall(t, '/wps/house/session', { token });
    expect(session.status).toBe(200);
    expect(session.body.value).toMatchObject({
      currency: 'MMK',
      balance: '100000',
      player: { playerId: m.id, isTrial: false },
      game: { code: demo.gameCode, engine: 'slot', lines: demo.lines },
    });
    const pool = await balanceOf(t, 'jackpot', null);
    expect(session.body.value.jackpot).toBe(pool.toString());

    let cash = 100_000n;
    const stake = demo.minBet;
    for (let i = 0; i < 5; i++) {
      const res = await houseCall(t, '/wps/house/slot/spin', {
        token,
        stake: stake.toString(),
        lines: demo.lines,
        clientKey: key(),
      });
      expect(res.status).toBe(200);
      cash += -stake * BigInt(demo.lines) + BigInt(res.body.value.win);
      expect(res.body.value.balance).toBe(cash.toString());
    }
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(cash);
    await expectLedgerOk(t);
  });

  it('plays trial money (PLAY) in a trial launch: no cash moves, the jackpot takes no part', async () => {
    const m = await makeMoneyMember(t, { cash: 1_000n });
    const token = await launch(m.token, true);
    const session = await houseCall(t, '/wps/house/session', { token });
    expect(session.body.value).toMatchObject({
      currency: 'PLAY',
      player: { isTrial: true },
      jackpot: '0',
    });
    const play = BigInt(session.body.value.balance);
    expect(play).toBeGreaterThan(0n);
    const pool = await balanceOf(t, 'jackpot', null);
    const res = await houseCall(t, '/wps/house/slot/spin', {
      token,
      stake: demo.minBet.toString(),
      lines: 1,
      clientKey: key(),
    });
    expect(res.status).toBe(200);
    expect(res.body.value.jackpotWin).toBe('0');
    const after = await balances(t.deps.db, m.id);
    expect(after.player_cash).toBe(1_000n);
    expect(after.player_play).toBe(play - demo.minBet + BigInt(res.body.value.win));
    expect(await balanceOf(t, 'jackpot', null)).toBe(pool);
    const [round] = await t.deps.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.id, res.body.value.roundId));
    expect(round).toMatchObject({ isTrial: true, currency: 'PLAY', state: 'ended' });
    await expectLedgerOk(t);
  });

  it('settles one round when copies of a spin arrive at once', async () => {
    const m = await makeMoneyMember(t, { cash: 50_000n });
    const token = await launch(m.token, false);
    const body = {
      token,
      stake: demo.minBet.toString(),
      lines: demo.lines,
      clientKey: key(),
    };
    const before = await ledgerCount(t);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => houseCall(t, '/wps/house/slot/spin', body)),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(answers.length);
    const values = new Set(ok.map((a) => JSON.stringify({ ...a.body.value, balance: 0 })));
    expect(values.size).toBe(1);
    const rounds = await t.deps.db
      .select()
      .from(houseRounds)
      .innerJoin(gameRounds, eq(gameRounds.id, houseRounds.roundId))
      .where(and(eq(gameRounds.memberId, m.id), like(gameRounds.roundRef, 'H%')));
    expect(rounds).toHaveLength(1);
    const win = BigInt(ok[0]!.body.value.win);
    expect((await balances(t.deps.db, m.id)).player_cash).toBe(
      50_000n - demo.minBet * BigInt(demo.lines) + win,
    );
    // bet, win, and the jackpot funding when the bet is large enough for 1 %.
    const fund = (demo.minBet * BigInt(demo.lines)) / 100n > 0n ? 1 : 0;
    expect((await ledgerCount(t)) - before).toBe(1 + (win > 0n ? 1 : 0) + fund);
    await expectLedgerOk(t);
  });
});
