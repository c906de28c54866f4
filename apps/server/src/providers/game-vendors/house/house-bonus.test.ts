// The built-in games under an active bonus's maximum bet: a slot spin, a fish shot and a PvP
// table stake above it are refused through the vendor API's house vendor and answered with the
// games' own mapping (409 BONUS_MAX_BET naming body.stake); nothing moves (ledger, balances, the
// bonus, rounds, the API's transactions). A stake at the maximum goes through, cash first; a spin
// beyond the cash takes the rest from the bonus and shares its win back by stake (the written
// rule of docs/decisions.md, the same as the vendor API's and the lottery's).
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { bonuses } from '../../../db/schema/bonus';
import { gameRounds, pvpTableBets, vendorTransactions } from '../../../db/schema/games';
import { balances } from '../../../ledger/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { grantBonus } from '../../../modules/bonus/bonus.service';
import {
  expectLedgerOk,
  houseCall,
  houseGame,
  ledgerCount,
  newPvpRoom,
  player,
  pvpCalls,
  type HouseGameFixture,
  type Player,
} from './house-test-kit';

let t: TestApp;
let slot: HouseGameFixture;
let fish: HouseGameFixture;
let cards: HouseGameFixture;

const MAX_BET = 100n;
const key = () => `bonus-${randomBytes(6).toString('hex')}`;
const { sit, bet } = pvpCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  slot = await houseGame(t, {
    vassalage: 'ROYALSLOTS',
    gameCode: 'HB_SLOT',
    engine: 'slot',
    minBet: 10n,
    lines: 20,
  });
  fish = await houseGame(t, {
    vassalage: 'DRAGONFISH',
    gameCode: 'HB_FISH',
    engine: 'fish',
    minBet: 5n,
  });
  cards = await houseGame(t, {
    vassalage: 'SHWECARDS',
    gameCode: 'HB_SHAN',
    engine: 'pvp',
    minBet: 10n,
  });
});
afterAll(async () => {
  if (t) await expectLedgerOk(t);
  await t?.close();
});

/** A player of `game` with 1,000 cash and an active 5,000 bonus whose maximum bet is 100. */
async function bonusPlayer(game: HouseGameFixture): Promise<Player & { bonusId: number }> {
  const p = await player(t, game, 1_000n);
  const { bonusId } = await t.deps.db.transaction((tx) =>
    grantBonus(tx as unknown as Db, {
      memberId: p.id,
      amount: 5_000n,
      promotionRef: 'house-max-bet',
      wagering: { multiple: 2, base: 'bonus' },
      maxBet: MAX_BET,
      expiresAt: new Date(Date.now() + 86_400_000),
      idempotencyKey: key(),
    }),
  );
  return { ...p, bonusId };
}

/** Everything a refused stake must leave as it was. */
async function moneyOf(p: Player & { bonusId: number }) {
  const b = await balances(t.deps.db, p.id);
  const [bonus] = await t.deps.db.select().from(bonuses).where(eq(bonuses.id, p.bonusId));
  const [rounds] = await t.deps.db
    .select({ n: count() })
    .from(gameRounds)
    .where(eq(gameRounds.memberId, p.id));
  const [calls] = await t.deps.db
    .select({ n: count() })
    .from(vendorTransactions)
    .where(eq(vendorTransactions.memberId, p.id));
  return {
    ledger: await ledgerCount(t),
    cash: b.player_cash,
    bonus: b.player_bonus,
    bonusRow: bonus,
    rounds: rounds!.n,
    calls: calls!.n,
  };
}

function expectMaxBetRefusal(res: { status: number; body: { code?: string; field?: string } }) {
  expect({ status: res.status, code: res.body.code, field: res.body.field }).toEqual({
    status: 409,
    code: 'BONUS_MAX_BET',
    field: 'body.stake',
  });
}

describe("the house games keep an active bonus's maximum bet", () => {
  it('slot: a spin above it (stake x lines) is refused and moves nothing; the same key at it plays', async () => {
    const p = await bonusPlayer(slot);
    const before = await moneyOf(p);
    const clientKey = key();
    // 10 a line on 20 lines is 200 for the spin: above 100, though the cash alone covers it.
    const above = await houseCall(t, '/wps/house/slot/spin', {
      token: p.launch,
      stake: '10',
      lines: 20,
      clientKey,
    });
    expectMaxBetRefusal(above);
    expect(await moneyOf(p)).toEqual(before);
    // The refusal left no trace of the key: the same key with a spin of 100 plays, from cash.
    const at = await houseCall(t, '/wps/house/slot/spin', {
      token: p.launch,
      stake: '5',
      lines: 20,
      clientKey,
    });
    expect(at.status, JSON.stringify(at.body)).toBe(200);
    expect(at.body.value.bet).toBe('100');
    const after = await balances(t.deps.db, p.id);
    expect(after.player_cash).toBe(900n + BigInt(at.body.value.win));
    expect(after.player_bonus).toBe(5_000n);
  });

  it('fish: a shot above it is refused and moves nothing; a shot at it plays', async () => {
    const p = await bonusPlayer(fish);
    const before = await moneyOf(p);
    const shot = (stake: string) =>
      houseCall(t, '/wps/house/fish/shoot', {
        token: p.launch,
        stake,
        target: 'clownfish',
        clientKey: key(),
      });
    for (const stake of ['101', '1000']) expectMaxBetRefusal(await shot(stake));
    expect(await moneyOf(p)).toEqual(before);
    const at = await shot('100');
    expect(at.status, JSON.stringify(at.body)).toBe(200);
    expect(at.body.value.bet).toBe('100');
    expect((await balances(t.deps.db, p.id)).player_bonus).toBe(5_000n);
  });

  it('PvP table: a stake above it is refused and moves nothing; a stake at it is taken', async () => {
    const roomId = await newPvpRoom(t, cards);
    const p = await bonusPlayer(cards);
    const other = await player(t, cards, 1_000n);
    expect((await sit(p, roomId, 1)).status).toBe(200);
    expect((await sit(other, roomId, 2)).status).toBe(200);
    const stakes = async () =>
      t.deps.db.select().from(pvpTableBets).where(eq(pvpTableBets.memberId, p.id));
    const before = await moneyOf(p);
    expectMaxBetRefusal(await bet(p, roomId, '101'));
    expect(await moneyOf(p)).toEqual(before);
    expect(await stakes()).toEqual([]);
    const at = await bet(p, roomId, '100');
    expect(at.status, JSON.stringify(at.body)).toBe(200);
    expect(await stakes()).toHaveLength(1);
    expect((await balances(t.deps.db, p.id)).player_cash).toBe(900n);
  });
});

describe('the house games draw cash first, then the bonus', () => {
  it('slot: a spin beyond the cash takes the rest from the bonus and shares its win by stake', async () => {
    const p = await player(t, slot, 40n);
    await t.deps.db.transaction((tx) =>
      grantBonus(tx as unknown as Db, {
        memberId: p.id,
        amount: 5_000n,
        promotionRef: 'house-cash-first',
        wagering: { multiple: 2, base: 'bonus' },
        maxBet: MAX_BET,
        expiresAt: new Date(Date.now() + 86_400_000),
        idempotencyKey: key(),
      }),
    );
    // 5 a line on 20 lines: 100, of which the 40 cash goes first and 60 comes from the bonus.
    const spin = await houseCall(t, '/wps/house/slot/spin', {
      token: p.launch,
      stake: '5',
      lines: 20,
      clientKey: key(),
    });
    expect(spin.status, JSON.stringify(spin.body)).toBe(200);
    const win = BigInt(spin.body.value.win);
    // The win goes back 60 % to the bonus (rounded down), the rest to cash.
    const bonusShare = (win * 60n) / 100n;
    const after = await balances(t.deps.db, p.id);
    expect({ cash: after.player_cash, bonus: after.player_bonus }).toEqual({
      cash: win - bonusShare,
      bonus: 5_000n - 60n + bonusShare,
    });
  });
});
