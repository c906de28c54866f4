// The settlement maths: tiers, level difference, carry-over, lower-rate termination, table by
// table; then properties over random trees (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  grossOf,
  reachedTier,
  settleContracts,
  ZERO_FIGURES,
  type ContractKind,
  type ContractNode,
  type TeamFigures,
  type Tier,
} from './settlement-math';
import { contractsToTerminate } from './contract-rules';
import { lastEndedPeriod, nextPeriod, periodOf } from './periods';

const tier = (rateBp: number, t: Partial<Tier> = {}): Tier => ({
  minValidBet: 0n,
  minLoss: 0n,
  minBetAmount: 0n,
  minActive: 0,
  rateBp,
  ...t,
});
const figures = (f: Partial<TeamFigures>): TeamFigures => ({ ...ZERO_FIGURES, ...f });
const node = (
  contractId: number,
  uplineContractId: number | null,
  tiers: Tier[],
  f: Partial<TeamFigures>,
  carryIn = 0n,
): ContractNode => ({
  contractId,
  agentId: contractId * 10,
  uplineContractId,
  tiers,
  figures: figures(f),
  carryIn,
});

describe('reachedTier', () => {
  const tiers = [
    tier(100, { minBetAmount: 1_000n, minActive: 1 }),
    tier(200, { minBetAmount: 10_000n, minActive: 5 }),
    tier(300, { minBetAmount: 100_000n, minActive: 10 }),
  ];
  it.each([
    [{ betAmount: 999n, activeMembers: 10 }, null],
    [
      { betAmount: 1_000n, activeMembers: 1 },
      { index: 0, rateBp: 100 },
    ],
    // Bet amount reaches the top tier but active members only the second.
    [
      { betAmount: 500_000n, activeMembers: 7 },
      { index: 1, rateBp: 200 },
    ],
    [
      { betAmount: 100_000n, activeMembers: 10 },
      { index: 2, rateBp: 300 },
    ],
    [{ betAmount: 100_000n, activeMembers: 0 }, null],
  ])('%o reaches %o', (f, expected) => {
    expect(reachedTier(tiers, figures(f), 'daily_salary')).toEqual(expected);
  });

  it('a salary tier is reached whether the team won or lost', () => {
    const f = figures({ betAmount: 1_000n, activeMembers: 1, housePnl: -5_000n });
    expect(reachedTier(tiers, f, 'hourly_salary')).toEqual({ index: 0, rateBp: 100 });
    expect(reachedTier(tiers, f, 'dividend')).toBeNull();
  });

  it('dividend tiers need valid bet, loss and active members all at once', () => {
    const div = [tier(1_000, { minValidBet: 50_000n, minLoss: 10_000n, minActive: 3 })];
    expect(
      reachedTier(div, figures({ validBet: 50_000n, housePnl: 10_000n, activeMembers: 3 })),
    ).toEqual({ index: 0, rateBp: 1_000 });
    expect(
      reachedTier(div, figures({ validBet: 50_000n, housePnl: 9_999n, activeMembers: 3 })),
    ).toBeNull();
    expect(
      reachedTier(div, figures({ validBet: 49_999n, housePnl: 10_000n, activeMembers: 3 })),
    ).toBeNull();
  });
});

describe('settleContracts: level difference', () => {
  it.each<{
    name: string;
    kind: ContractKind;
    nodes: ContractNode[];
    carryOver?: boolean;
    paid: Record<number, bigint>;
    carry?: Record<number, bigint>;
  }>([
    {
      name: 'a salary chain A(2%) > B(1.5%) > C(1%): each keeps its difference',
      kind: 'daily_salary',
      nodes: [
        node(1, null, [tier(200)], { validBet: 1_000_000n }),
        node(2, 1, [tier(150)], { validBet: 600_000n }),
        node(3, 2, [tier(100)], { validBet: 200_000n }),
      ],
      // A: 20,000 - 9,000; B: 9,000 - 2,000; C: 2,000.
      paid: { 1: 11_000n, 2: 7_000n, 3: 2_000n },
    },
    {
      name: 'a downline whose tier is above what its upline reached is capped at the upline rate',
      kind: 'daily_salary',
      nodes: [
        node(1, null, [tier(100), tier(300, { minActive: 50 })], { validBet: 100_000n }),
        node(2, 1, [tier(250)], { validBet: 100_000n }),
      ],
      paid: { 1: 0n, 2: 1_000n },
    },
    {
      name: 'two downlines, no tier reached by one of them',
      kind: 'hourly_salary',
      nodes: [
        node(1, null, [tier(100)], { validBet: 300_000n }),
        node(2, 1, [tier(80)], { validBet: 100_000n }),
        node(3, 1, [tier(80, { minActive: 2 })], { validBet: 100_000n, activeMembers: 1 }),
      ],
      paid: { 1: 3_000n - 800n, 2: 800n, 3: 0n },
    },
    {
      name: 'a dividend: the losing sub-team is paid; a winning one reaches no tier, so its upline carries it',
      kind: 'dividend',
      carryOver: true,
      nodes: [
        node(1, null, [tier(1_000)], { housePnl: 100_000n }),
        node(2, 1, [tier(1_000)], { housePnl: 300_000n }),
        node(3, 1, [tier(1_000)], { housePnl: -200_000n }),
      ],
      // A: 10,000 - 30,000 - 0 = -20,000 carried; B: 30,000; C: no tier (its team won).
      paid: { 1: 0n, 2: 30_000n, 3: 0n },
      carry: { 1: -20_000n, 2: 0n, 3: 0n },
    },
    {
      name: 'a dividend with a loss carried in: paid only above it',
      kind: 'dividend',
      carryOver: true,
      nodes: [node(1, null, [tier(2_000)], { housePnl: 100_000n }, -15_000n)],
      paid: { 1: 5_000n },
      carry: { 1: 0n },
    },
    {
      name: 'a dividend that does not cover the carried loss carries the rest',
      kind: 'dividend',
      carryOver: true,
      nodes: [node(1, null, [tier(2_000)], { housePnl: 50_000n }, -15_000n)],
      paid: { 1: 0n },
      carry: { 1: -5_000n },
    },
    {
      name: 'carry-over off: a negative dividend is forgotten, never a debit',
      kind: 'dividend',
      carryOver: false,
      nodes: [node(1, null, [tier(2_000)], { housePnl: -50_000n })],
      paid: { 1: 0n },
      carry: { 1: 0n },
    },
    {
      name: 'real-time salary: one rate on valid bet',
      kind: 'realtime_salary',
      nodes: [
        node(1, null, [tier(50)], { validBet: 123_456n }),
        node(2, 1, [tier(30)], { validBet: 23_456n }),
      ],
      // A: 617 - 70; B: 70 (truncated).
      paid: { 1: 547n, 2: 70n },
    },
  ])('$name', ({ kind, nodes, carryOver = true, paid, carry }) => {
    const lines = settleContracts(kind, nodes, { carryOver });
    expect(Object.fromEntries(lines.map((l) => [l.contractId, l.amount]))).toEqual(paid);
    if (carry) {
      expect(Object.fromEntries(lines.map((l) => [l.contractId, l.carryOut]))).toEqual(carry);
    }
  });

  it('a statement line names each downline deduction', () => {
    const [a] = settleContracts(
      'daily_salary',
      [
        node(1, null, [tier(200)], { validBet: 1_000_000n, activeMembers: 4 }),
        node(2, 1, [tier(150)], { validBet: 600_000n }),
      ],
      { carryOver: true },
    );
    expect(a).toMatchObject({
      tierIndex: 0,
      ownRateBp: 200,
      effectiveRateBp: 200,
      base: 1_000_000n,
      gross: 20_000n,
      deductions: [{ contractId: 2, agentId: 20, rateBp: 150, base: 600_000n, amount: 9_000n }],
      net: 11_000n,
      amount: 11_000n,
    });
  });
});

describe('contractsToTerminate (a lower rate agreed upstream)', () => {
  it.each([
    [
      150,
      [
        { id: 1, maxRateBp: 100 },
        { id: 2, maxRateBp: 150 },
        { id: 3, maxRateBp: 151 },
      ],
      [3],
    ],
    [
      0,
      [
        { id: 1, maxRateBp: 0 },
        { id: 2, maxRateBp: 1 },
      ],
      [2],
    ],
    [300, [{ id: 1, maxRateBp: 100 }], []],
  ])('a new rate of %i ends %o -> %o', (rate, given, expected) => {
    expect(contractsToTerminate(rate, given)).toEqual(expected);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random contract trees: teams' figures are consistent (a team's valid bet and
// loss include its downlines' teams), rates never exceed the upline's highest rate.

interface Shape {
  parents: number[];
  ownValidBet: bigint[];
  ownPnl: bigint[];
  rates: number[];
  minActive: number[];
}

const shapes = fc
  .integer({ min: 1, max: 25 })
  .chain((n) =>
    fc.record({
      parents: fc.tuple(
        fc.constant(-1),
        ...Array.from({ length: n - 1 }, (_, i) => fc.integer({ min: 0, max: i })),
      ),
      ownValidBet: fc.array(fc.bigInt({ min: 0n, max: 10n ** 10n }), {
        minLength: n,
        maxLength: n,
      }),
      ownPnl: fc.array(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), {
        minLength: n,
        maxLength: n,
      }),
      rates: fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: n, maxLength: n }),
      minActive: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
    }),
  )
  .map((s) => s as unknown as Shape);

function treeOf(s: Shape): ContractNode[] {
  const n = s.parents.length;
  const validBet = [...s.ownValidBet];
  const pnl = [...s.ownPnl];
  const members = Array.from({ length: n }, () => 1);
  // Children come after parents: add each team into its parent's, deepest first.
  for (let i = n - 1; i > 0; i--) {
    validBet[s.parents[i]!]! += validBet[i]!;
    pnl[s.parents[i]!]! += pnl[i]!;
    members[s.parents[i]!]! += members[i]!;
  }
  // Offers never exceed the offerer's own highest rate.
  const maxRate = [...s.rates];
  for (let i = 1; i < n; i++) maxRate[i] = Math.min(maxRate[i]!, maxRate[s.parents[i]!]!);
  return Array.from({ length: n }, (_, i) =>
    node(
      i + 1,
      i === 0 ? null : s.parents[i]! + 1,
      [tier(Math.floor(maxRate[i]! / 2)), tier(maxRate[i]!, { minActive: s.minActive[i]! })],
      {
        validBet: validBet[i]!,
        betAmount: validBet[i]!,
        housePnl: pnl[i]!,
        activeMembers: members[i]!,
      },
    ),
  );
}

describe('settlement properties', () => {
  it('a salary paid down a chain never exceeds the top rate on the team (it equals the top gross)', () => {
    fc.assert(
      fc.property(
        shapes,
        fc.constantFrom<ContractKind>('daily_salary', 'hourly_salary', 'realtime_salary'),
        (s, kind) => {
          const nodes = treeOf(s);
          const lines = settleContracts(kind, nodes, { carryOver: true });
          const paid = lines.reduce((sum, l) => sum + l.amount, 0n);
          const top = lines.find((l) => l.contractId === 1)!;
          const topMax = Math.max(...nodes[0]!.tiers.map((t) => t.rateBp));
          expect(paid).toBe(top.gross);
          expect(paid <= grossOf(topMax, nodes[0]!.figures.validBet)).toBe(true);
          for (const l of lines) expect(l.amount >= 0n).toBe(true);
        },
      ),
    );
  });

  it('a dividend: what is paid, less the losses carried, is the top rate on the team', () => {
    fc.assert(
      fc.property(shapes, (s) => {
        const nodes = treeOf(s);
        const lines = settleContracts('dividend', nodes, { carryOver: true });
        const paid = lines.reduce((sum, l) => sum + l.amount, 0n);
        const carried = lines.reduce((sum, l) => sum + l.carryOut, 0n);
        const top = lines.find((l) => l.contractId === 1)!;
        expect(paid + carried).toBe(top.gross);
        const topMax = Math.max(...nodes[0]!.tiers.map((t) => t.rateBp));
        const loss = nodes[0]!.figures.housePnl;
        if (loss >= 0n) expect(paid + carried <= grossOf(topMax, loss)).toBe(true);
        for (const l of lines) {
          expect(l.amount >= 0n && l.carryOut <= 0n).toBe(true);
          // Paid or carried, never both.
          expect(l.amount > 0n && l.carryOut < 0n).toBe(false);
        }
      }),
    );
  });

  it('settling the same period again computes the same lines (the store pays each once)', () => {
    fc.assert(
      fc.property(shapes, (s) => {
        const nodes = treeOf(s);
        expect(settleContracts('daily_salary', nodes, { carryOver: true })).toEqual(
          settleContracts('daily_salary', nodes, { carryOver: true }),
        );
      }),
    );
  });
});

describe('periods (site time, Asia/Yangon is UTC+6:30)', () => {
  const tz = 'Asia/Yangon';
  const at = new Date('2026-11-27T20:10:00Z'); // 02:40 on the 28th in Yangon
  it.each([
    ['R5', 'R5:2026-11-28T02:40', '2026-11-27T20:10:00.000Z', '2026-11-27T20:15:00.000Z'],
    ['HR', 'HR:2026-11-28T02', '2026-11-27T19:30:00.000Z', '2026-11-27T20:30:00.000Z'],
    ['D', 'D:2026-11-28', '2026-11-27T17:30:00.000Z', '2026-11-28T17:30:00.000Z'],
    ['W', 'W:2026-11-23', '2026-11-22T17:30:00.000Z', '2026-11-29T17:30:00.000Z'],
    ['H', 'H:2026-11-16', '2026-11-15T17:30:00.000Z', '2026-11-30T17:30:00.000Z'],
    ['M', 'M:2026-11', '2026-10-31T17:30:00.000Z', '2026-11-30T17:30:00.000Z'],
  ] as const)('%s', (type, key, start, end) => {
    const p = periodOf(type, at, tz);
    expect([p.key, p.start.toISOString(), p.end.toISOString()]).toEqual([key, start, end]);
    expect(nextPeriod(lastEndedPeriod(type, at, tz), tz).key).toBe(key);
  });

  it('the first half of a month and a month over a year end', () => {
    const jan = new Date('2026-12-31T18:00:00Z'); // 00:30 on 1 January 2027
    expect(periodOf('H', jan, tz).key).toBe('H:2027-01-01');
    expect(lastEndedPeriod('M', jan, tz).key).toBe('M:2026-12');
    expect(lastEndedPeriod('H', jan, tz).key).toBe('H:2026-12-16');
  });
});
