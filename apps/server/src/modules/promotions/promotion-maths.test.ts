// Each promotion type's sums, table-driven, and the statuses' state machine.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { drawRaffle, raffleClientSeed, ticketListText } from '@wps/games/raffle';
import { syncRoundRng } from '@wps/games/fair';
import { promoStatuses } from '@wps/contracts/promotions/fields';
import {
  canMove,
  checkinReward,
  depositBonus,
  raffleTickets,
  rebateOf,
  statusesBefore,
} from './promotion-maths';

describe('deposit bonus', () => {
  const rules = { percentBps: 5_000, cap: 50_000n, minDeposit: 10_000n };
  it.each([
    [9_999n, 0n], // below the minimum
    [10_000n, 5_000n], // 50 % of the minimum
    [33_333n, 16_666n], // rounded down
    [100_000n, 50_000n], // exactly the cap
    [1_000_000n, 50_000n], // capped
    [0n, 0n],
  ])('a deposit of %s earns %s', (deposit, bonus) => {
    expect(depositBonus(deposit, rules)).toBe(bonus);
  });
  it('a 100 % reload with a zero minimum', () => {
    expect(depositBonus(7n, { percentBps: 10_000, cap: 10n, minDeposit: 0n })).toBe(7n);
  });
});

describe('daily check-in', () => {
  const rewards = [100n, 200n, 300n];
  it.each([
    // previous streak, signed yesterday, cycle, streak, reward
    [0, false, true, 1, 100n],
    [1, true, true, 2, 200n],
    [2, true, true, 3, 300n],
    [3, true, true, 1, 100n], // the cycle starts over
    [3, true, false, 4, 300n], // keeps the last day's reward
    [9, true, false, 10, 300n],
    [2, false, true, 1, 100n], // a missed day breaks the streak
  ] as const)(
    'streak %s, yesterday %s, cycle %s: day %s earns %s',
    (prev, yesterday, cycle, streak, reward) => {
      expect(checkinReward(prev, yesterday, { rewards, cycle })).toEqual({ streak, reward });
    },
  );
});

describe('rebate', () => {
  const rates = { RNG: 80, LIVE: 50, SPORTS: 0 };
  it.each([
    // valid bets, min, max, total
    [{ RNG: 100_000n }, 1n, undefined, 800n],
    [{ RNG: 100_000n, LIVE: 10_000n }, 1n, undefined, 850n],
    [{ RNG: 99n }, 1n, undefined, 0n], // 0.792 rounds down to 0
    [{ RNG: 1_000n, LIVE: 1_000n }, 1n, undefined, 13n], // 8 + 5, rounded per game type
    [{ SPORTS: 1_000_000n }, 1n, undefined, 0n], // rate 0
    [{ FISH: 1_000_000n }, 1n, undefined, 0n], // no rate for the game type
    [{ RNG: 100_000n }, 1_000n, undefined, 0n], // below the minimum payout
    [{ RNG: 10_000_000n }, 1n, 5_000n, 5_000n], // capped
  ] as const)('%o (min %s, max %s) pays %s', (bets, min, max, total) => {
    const r = rebateOf(bets, { rates, minPayout: min, maxPayout: max });
    expect(r.total).toBe(total);
  });
  it('shows each game type it paid on with its calculation', () => {
    const r = rebateOf({ RNG: 12_345n, LIVE: 1_000n }, { rates, minPayout: 0n });
    expect(r.lines).toEqual([
      { gameType: 'RNG', validBet: 12_345n, rateBps: 80, rebate: 98n },
      { gameType: 'LIVE', validBet: 1_000n, rateBps: 50, rebate: 5n },
    ]);
  });
});

describe('raffle tickets', () => {
  it.each([
    [{ deposits: 250_000n, validBet: 0n }, { depositPerTicket: 100_000n }, 2],
    [{ deposits: 250_000n, validBet: 1_000_000n }, { depositPerTicket: 100_000n }, 2],
    [{ deposits: 0n, validBet: 1_000_000n }, { betPerTicket: 300_000n }, 3],
    [
      { deposits: 100_000n, validBet: 1_000_000n },
      { depositPerTicket: 100_000n, betPerTicket: 500_000n },
      3,
    ],
    [{ deposits: 10n ** 15n, validBet: 0n }, { depositPerTicket: 1n }, 1_000_000],
  ] as const)('%o with %o earns %s', (figures, rules, tickets) => {
    expect(raffleTickets(figures, rules)).toBe(tickets);
  });
});

describe('raffle draw', () => {
  const seed = 'a'.repeat(64);
  const entries = [
    { memberId: 7, tickets: 3 },
    { memberId: 2, tickets: 1 },
    { memberId: 9, tickets: 0 },
    { memberId: 4, tickets: 6 },
  ];
  it('is the same for anyone with the seed and the ticket list, and one prize per member', () => {
    const a = drawRaffle(seed, entries, 3);
    const b = drawRaffle(seed, [...entries].reverse(), 3);
    expect(a).toEqual(b);
    expect(new Set(a.winners).size).toBe(3);
    expect(a.winners).not.toContain(9);
    expect(ticketListText(entries)).toBe('2:1\n4:6\n7:3');
    expect(a.clientSeed).toBe(createHash('sha256').update('2:1\n4:6\n7:3').digest('hex'));
  });
  it('draws the first ticket as RoundRng.int over the tickets in member id order', () => {
    const rng = syncRoundRng(seed, raffleClientSeed(entries), 0);
    const ticket = rng.int(10);
    const first = ticket < 1 ? 2 : ticket < 7 ? 4 : 7;
    expect(drawRaffle(seed, entries, 1).winners).toEqual([first]);
  });
  it('gives fewer winners than prizes when fewer members entered', () => {
    expect(drawRaffle(seed, entries, 10).winners).toHaveLength(3);
  });
});

describe('statuses', () => {
  it("are the spec's ten, in its words", () => {
    expect([...promoStatuses].sort()).toEqual(
      [
        'join',
        'claim',
        'applying',
        'close',
        'rejected',
        'issued',
        'claimed',
        'process',
        'signed',
        'coming',
      ].sort(),
    );
  });
  it('move only forward: nothing leaves a final status', () => {
    for (const final of ['signed', 'issued', 'claimed', 'rejected', 'close'] as const) {
      for (const to of promoStatuses) expect(canMove(final, to)).toBe(false);
    }
  });
  it('never go back to coming or join', () => {
    for (const from of promoStatuses) {
      expect(canMove(from, 'coming')).toBe(false);
      expect(canMove(from, 'join')).toBe(from === 'coming');
    }
  });
  it.each([
    ['applying', 'issued', true],
    ['applying', 'rejected', true],
    ['rejected', 'issued', false],
    ['issued', 'rejected', false],
    ['process', 'claim', true],
    ['claim', 'claimed', true],
    ['claimed', 'claim', false],
  ] as const)('%s -> %s: %s', (from, to, ok) => {
    expect(canMove(from, to)).toBe(ok);
  });
  it('lists the statuses a compare-and-set may move from', () => {
    expect(statusesBefore('rejected')).toEqual(['applying']);
    expect(statusesBefore('issued').sort()).toEqual(['applying', 'join', 'process']);
  });
});
