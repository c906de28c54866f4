// The lottery engine: the prize layouts of the site's lotteries, how a draw's numbers come out of
// its committed seed, and how a bet is settled against them. Pure: the server settles with it and
// the public verify page recomputes draws with it (docs/provably-fair.md, lottery section).
//
// A draw reads the rng as follows: for each prize tier in layout order, for each of its `count`
// numbers, n = int(10^digits), written with leading zeros to `digits` characters. Numbers are
// independent (a number may repeat across tiers), so every digit of every number is uniform.
//
// Settlement: a play type reads some numbers of the draw (a tier, a number's last digits ...)
// and counts hits per odds key. Odds are thousandths of the stake paid per hit (1.95x -> 1950);
// the stake is not returned on top. A box bet wins when the digits match in any order, and its
// odds are shared by the distinct orders of the selection (a bet on 1123 has 12 orders, so a hit
// pays a twelfth of the straight odds): the return is the same as the straight bet's.
// payout = floor(stake x sum(hits[k] x odds[k]) / (1000 x orders)).
//
// Default odds and their return to player (exact, lotteryRtp; the floor to minor units aside):
//   sea4d   4D_BIG 64 %, 4D_SMALL 65 %, 4D_BOX 64 %, 3D 64 %, 3D_BOX 64 %, 2D 64 %
//   vnNorth LO 94.5 % (27 prizes x 3.5x / 100), DE 95 %, HEAD 95 %, TAIL 95 %, 3D 90 %
//   vnSouth LO 95.4 % (18 prizes x 5.3x / 100), DE 95 %, HEAD 95 %, TAIL 95 %, 3D 90 %
//   fast5   2D 97 %, 3D 97 %, HEAD 97 %, TAIL 97 %, BIG / SMALL / ODD / EVEN 97.5 %
import { createRoundRng, syncRoundRng, type RoundRng } from './fair.ts';

export type LotteryLayout = 'sea4d' | 'vnNorth' | 'vnSouth' | 'fast5';

export const LOTTERY_LAYOUT_NAMES: readonly LotteryLayout[] = [
  'sea4d',
  'vnNorth',
  'vnSouth',
  'fast5',
];

export function isLotteryLayout(value: unknown): value is LotteryLayout {
  return LOTTERY_LAYOUT_NAMES.includes(value as LotteryLayout);
}

/** A prize tier: `count` numbers of `digits` digits each. */
export interface PrizeTier {
  tier: string;
  count: number;
  digits: number;
}

const tier = (name: string, count: number, digits: number): PrizeTier => ({
  tier: name,
  count,
  digits,
});

/** The prize tiers of each layout, in draw and display order. */
export const LOTTERY_LAYOUTS: Record<LotteryLayout, readonly PrizeTier[]> = {
  // Malaysian-style 4D: 3 top prizes, 10 specials, 10 consolations (23 numbers).
  sea4d: [
    tier('first', 1, 4),
    tier('second', 1, 4),
    tier('third', 1, 4),
    tier('special', 10, 4),
    tier('consolation', 10, 4),
  ],
  // Xổ số miền Bắc (27 numbers).
  vnNorth: [
    tier('special', 1, 5),
    tier('first', 1, 5),
    tier('second', 2, 5),
    tier('third', 6, 5),
    tier('fourth', 4, 4),
    tier('fifth', 6, 4),
    tier('sixth', 3, 3),
    tier('seventh', 4, 2),
  ],
  // Xổ số miền Nam, one province (18 numbers).
  vnSouth: [
    tier('special', 1, 6),
    tier('first', 1, 5),
    tier('second', 1, 5),
    tier('third', 2, 5),
    tier('fourth', 7, 5),
    tier('fifth', 1, 4),
    tier('sixth', 3, 4),
    tier('seventh', 1, 3),
    tier('eighth', 1, 2),
  ],
  // A fast e-lottery: one 5-digit number.
  fast5: [tier('first', 1, 5)],
};

/** Prize tier -> its numbers, zero-padded, in the layout's order. */
export type DrawNumbers = Record<string, string[]>;

/** How many numbers a draw of the layout has. */
export function numbersPerDraw(layout: LotteryLayout): number {
  return LOTTERY_LAYOUTS[layout].reduce((sum, t) => sum + t.count, 0);
}

/** Bytes a draw reads when no int draw is rejected (4 per number): the prefetch of drawFromSeed. */
export function drawBytes(layout: LotteryLayout): number {
  return numbersPerDraw(layout) * 4;
}

/** The numbers of a draw: tiers in layout order, each number int(10^digits), zero-padded. */
export function drawNumbers(layout: LotteryLayout, rng: RoundRng): DrawNumbers {
  const out: DrawNumbers = {};
  for (const t of LOTTERY_LAYOUTS[layout]) {
    const numbers: string[] = [];
    for (let i = 0; i < t.count; i++) {
      numbers.push(String(rng.int(10 ** t.digits)).padStart(t.digits, '0'));
    }
    out[t.tier] = numbers;
  }
  return out;
}

/** A draw's numbers from its seeds (nonce 0): what the server draws and the verify page checks. */
export async function drawFromSeed(
  layout: LotteryLayout,
  serverSeed: string,
  clientSeed: string,
): Promise<DrawNumbers> {
  return drawNumbers(layout, await createRoundRng(serverSeed, clientSeed, 0, drawBytes(layout)));
}

/** drawFromSeed computed synchronously (same numbers). */
export function drawFromSeedSync(
  layout: LotteryLayout,
  serverSeed: string,
  clientSeed: string,
): DrawNumbers {
  return drawNumbers(layout, syncRoundRng(serverSeed, clientSeed, 0));
}

/** The headline result: the first tier's first number ('' when there are no numbers). */
export function headlineNumber(layout: LotteryLayout, numbers: DrawNumbers): string {
  const first = LOTTERY_LAYOUTS[layout][0]!.tier;
  return numbers[first]?.[0] ?? '';
}

// ---------------------------------------------------------------------------------------------
// Play types

export interface PlayTypeDef {
  playType: string;
  /** Digits the player picks; 0 for BIG, SMALL, ODD and EVEN (selection ''). */
  digits: number;
  /** Any order of the picked digits wins; the odds are shared by the distinct orders. */
  isBox: boolean;
  /** Odds key -> thousandths of the stake paid per hit. */
  defaultOdds: Record<string, number>;
  /** Minor units. */
  defaultMinStake: bigint;
  defaultMaxStake: bigint;
}

/**
 * How a play type reads a draw. Each odds key reads the numbers of some tiers:
 *  - a digit type compares `part(number)` with the selection (sorted digits for a box);
 *  - a digitless type wins on a number whose digit sum `sumWins`.
 */
interface PlayRule {
  def: PlayTypeDef;
  reads: Record<string, readonly string[]>;
  part?: (n: string) => string;
  sumWins?: (sum: number, digits: number) => boolean;
}

const whole = (n: string) => n;
const last = (k: number) => (n: string) => n.slice(-k);
const first = (n: string) => n.slice(0, 1);
/** The tens digit: the first of the number's last two. */
const tens = (n: string) => n.slice(-2, -1);

/** The default least stake of every play type: 1.00 in minor units. */
const MIN_STAKE = 100n;

const stakes = (max: bigint) => ({ defaultMinStake: MIN_STAKE, defaultMaxStake: max });

interface RuleSpec {
  playType: string;
  /** Odds key -> the tiers it reads. */
  reads: Record<string, readonly string[]>;
  odds: Record<string, number>;
  maxStake: bigint;
}

/** A play type that picks `digits` digits and compares them with `part` of each number read. */
function digitRule(
  spec: RuleSpec & { digits: number; part: (n: string) => string; isBox?: boolean },
): PlayRule {
  const { playType, digits, isBox = false, odds, reads, maxStake, part } = spec;
  return {
    def: { playType, digits, isBox, defaultOdds: { ...odds }, ...stakes(maxStake) },
    reads,
    part,
  };
}

/** A digitless play type (selection '') won by a number whose digit sum `sumWins`. */
function sumRule(spec: RuleSpec & { sumWins: (sum: number, digits: number) => boolean }): PlayRule {
  const { playType, odds, reads, maxStake, sumWins } = spec;
  return {
    def: { playType, digits: 0, isBox: false, defaultOdds: { ...odds }, ...stakes(maxStake) },
    reads,
    sumWins,
  };
}

/** Each odds key reads its own tier. */
const tierByTier = (tiers: readonly string[]) =>
  Object.fromEntries(tiers.map((t) => [t, [t]])) as Record<string, readonly string[]>;

const allTiers = (layout: LotteryLayout) => LOTTERY_LAYOUTS[layout].map((t) => t.tier);

const FOUR_D_BIG = {
  first: 2_500_000,
  second: 1_000_000,
  third: 500_000,
  special: 180_000,
  consolation: 60_000,
};
const FOUR_D_SMALL = { first: 3_500_000, second: 2_000_000, third: 1_000_000 };
const FIRST = { hit: ['first'] };
const SPECIAL = { hit: ['special'] };

function vietnameseRules(layout: 'vnNorth' | 'vnSouth', loOdds: number): PlayRule[] {
  return [
    digitRule({
      playType: 'LO',
      digits: 2,
      part: last(2),
      reads: { hit: allTiers(layout) },
      odds: { hit: loOdds },
      maxStake: 100_000n,
    }),
    digitRule({
      playType: 'DE',
      digits: 2,
      part: last(2),
      reads: SPECIAL,
      odds: { hit: 95_000 },
      maxStake: 100_000n,
    }),
    digitRule({
      playType: 'HEAD',
      digits: 1,
      part: tens,
      reads: SPECIAL,
      odds: { hit: 9_500 },
      maxStake: 500_000n,
    }),
    digitRule({
      playType: 'TAIL',
      digits: 1,
      part: last(1),
      reads: SPECIAL,
      odds: { hit: 9_500 },
      maxStake: 500_000n,
    }),
    digitRule({
      playType: '3D',
      digits: 3,
      part: last(3),
      reads: SPECIAL,
      odds: { hit: 900_000 },
      maxStake: 20_000n,
    }),
  ];
}

/** Fast draws' digit-sum bets: BIG 23..45, SMALL 0..22 for 5 digits (no sum is in the middle). */
const isBig = (sum: number, digits: number) => sum * 2 > 9 * digits;
const isSmall = (sum: number, digits: number) => sum * 2 < 9 * digits;
const sumOdds = { hit: 1_950 };

const RULES: Record<LotteryLayout, readonly PlayRule[]> = {
  sea4d: [
    digitRule({
      playType: '4D_BIG',
      digits: 4,
      part: whole,
      reads: tierByTier(allTiers('sea4d')),
      odds: FOUR_D_BIG,
      maxStake: 50_000n,
    }),
    digitRule({
      playType: '4D_SMALL',
      digits: 4,
      part: whole,
      reads: tierByTier(['first', 'second', 'third']),
      odds: FOUR_D_SMALL,
      maxStake: 50_000n,
    }),
    digitRule({
      playType: '4D_BOX',
      digits: 4,
      isBox: true,
      part: whole,
      reads: tierByTier(allTiers('sea4d')),
      odds: FOUR_D_BIG,
      maxStake: 50_000n,
    }),
    digitRule({
      playType: '3D',
      digits: 3,
      part: last(3),
      reads: FIRST,
      odds: { hit: 640_000 },
      maxStake: 50_000n,
    }),
    digitRule({
      playType: '3D_BOX',
      digits: 3,
      isBox: true,
      part: last(3),
      reads: FIRST,
      odds: { hit: 640_000 },
      maxStake: 50_000n,
    }),
    digitRule({
      playType: '2D',
      digits: 2,
      part: last(2),
      reads: FIRST,
      odds: { hit: 64_000 },
      maxStake: 100_000n,
    }),
  ],
  vnNorth: vietnameseRules('vnNorth', 3_500),
  vnSouth: vietnameseRules('vnSouth', 5_300),
  fast5: [
    digitRule({
      playType: '2D',
      digits: 2,
      part: last(2),
      reads: FIRST,
      odds: { hit: 97_000 },
      maxStake: 100_000n,
    }),
    digitRule({
      playType: '3D',
      digits: 3,
      part: last(3),
      reads: FIRST,
      odds: { hit: 970_000 },
      maxStake: 20_000n,
    }),
    digitRule({
      playType: 'HEAD',
      digits: 1,
      part: first,
      reads: FIRST,
      odds: { hit: 9_700 },
      maxStake: 500_000n,
    }),
    digitRule({
      playType: 'TAIL',
      digits: 1,
      part: last(1),
      reads: FIRST,
      odds: { hit: 9_700 },
      maxStake: 500_000n,
    }),
    sumRule({ playType: 'BIG', sumWins: isBig, reads: FIRST, odds: sumOdds, maxStake: 1_000_000n }),
    sumRule({
      playType: 'SMALL',
      sumWins: isSmall,
      reads: FIRST,
      odds: sumOdds,
      maxStake: 1_000_000n,
    }),
    sumRule({
      playType: 'ODD',
      sumWins: (sum) => sum % 2 === 1,
      reads: FIRST,
      odds: sumOdds,
      maxStake: 1_000_000n,
    }),
    sumRule({
      playType: 'EVEN',
      sumWins: (sum) => sum % 2 === 0,
      reads: FIRST,
      odds: sumOdds,
      maxStake: 1_000_000n,
    }),
  ],
};

/** The play types of each layout, with their default odds and stake limits. */
export const LOTTERY_PLAY_TYPES: Record<LotteryLayout, readonly PlayTypeDef[]> = {
  sea4d: RULES.sea4d.map((r) => r.def),
  vnNorth: RULES.vnNorth.map((r) => r.def),
  vnSouth: RULES.vnSouth.map((r) => r.def),
  fast5: RULES.fast5.map((r) => r.def),
};

function ruleOf(layout: LotteryLayout, playType: string): PlayRule {
  const rule = RULES[layout]?.find((r) => r.def.playType === playType);
  if (!rule) throw new Error(`no play type ${playType} in layout ${layout}`);
  return rule;
}

export function playTypeOf(layout: LotteryLayout, playType: string): PlayTypeDef | undefined {
  return RULES[layout]?.find((r) => r.def.playType === playType)?.def;
}

/** Exactly `digits` decimal digits; '' for a digitless play type. */
export function isValidSelection(def: PlayTypeDef, selection: string): boolean {
  if (typeof selection !== 'string') return false;
  if (def.digits === 0) return selection === '';
  return selection.length === def.digits && /^[0-9]+$/.test(selection);
}

const sortDigits = (s: string) => [...s].sort().join('');

const digitSum = (n: string) => [...n].reduce((sum, d) => sum + Number(d), 0);

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** How many distinct orders the digits have: 1234 -> 24, 1123 -> 12, 1111 -> 1. */
export function distinctPermutations(selection: string): number {
  const counts = new Map<string, number>();
  for (const d of selection) counts.set(d, (counts.get(d) ?? 0) + 1);
  let orders = factorial(selection.length);
  for (const c of counts.values()) orders /= factorial(c);
  return orders;
}

/** Hits per odds key (every key of the play type, 0 included). Throws on a bad selection. */
export function hitsOf(
  layout: LotteryLayout,
  def: PlayTypeDef,
  selection: string,
  numbers: DrawNumbers,
): Record<string, number> {
  const rule = ruleOf(layout, def.playType);
  if (!isValidSelection(rule.def, selection)) throw new Error(`bad selection for ${def.playType}`);
  const wins = numberWins(rule, selection);
  const hits: Record<string, number> = {};
  for (const [key, tiers] of Object.entries(rule.reads)) {
    hits[key] = tiers.reduce((sum, t) => sum + (numbers[t] ?? []).filter((n) => wins(n)).length, 0);
  }
  return hits;
}

function numberWins(rule: PlayRule, selection: string): (n: string) => boolean {
  if (rule.sumWins) {
    const sumWins = rule.sumWins;
    return (n) => sumWins(digitSum(n), n.length);
  }
  const part = rule.part!;
  if (rule.def.isBox) {
    const target = sortDigits(selection);
    return (n) => sortDigits(part(n)) === target;
  }
  return (n) => part(n) === selection;
}

/** What a bet pays (0n when it loses), by the odds recorded on the bet. */
export function payoutOf(
  layout: LotteryLayout,
  def: PlayTypeDef,
  selection: string,
  numbers: DrawNumbers,
  odds: Record<string, number>,
  stake: bigint,
): bigint {
  if (stake < 0n) throw new Error('negative stake');
  const hits = hitsOf(layout, def, selection, numbers);
  let perUnit = 0n;
  for (const [key, count] of Object.entries(hits)) {
    const o = odds[key] ?? 0;
    if (!Number.isSafeInteger(o) || o < 0) throw new Error(`bad odds for ${key}`);
    perUnit += BigInt(count) * BigInt(o);
  }
  const orders = def.isBox ? BigInt(distinctPermutations(selection)) : 1n;
  return (stake * perUnit) / (1000n * orders);
}

// ---------------------------------------------------------------------------------------------
// Return to player

/** How many of the 10^digits numbers have each digit sum s = 0 .. 9 x digits (convolution). */
function digitSumCounts(digits: number): bigint[] {
  let counts = [1n];
  for (let i = 0; i < digits; i++) {
    const next = new Array<bigint>(counts.length + 9).fill(0n);
    counts.forEach((c, s) => {
      for (let d = 0; d <= 9; d++) next[s + d]! += c;
    });
    counts = next;
  }
  return counts;
}

/** P(one number of `digits` digits is a hit) as an exact fraction [numerator, denominator]. */
function hitChance(rule: PlayRule, digits: number): [bigint, bigint] {
  if (rule.sumWins) {
    const sumWins = rule.sumWins;
    const wins = digitSumCounts(digits).reduce((w, c, s) => (sumWins(s, digits) ? w + c : w), 0n);
    return [wins, 10n ** BigInt(digits)];
  }
  // The part read is def.digits uniform digits: a straight pick matches 1 in 10^digits. A box
  // pick with k orders matches k in 10^digits and is paid 1/k of the odds: the same return.
  return [1n, 10n ** BigInt(rule.def.digits)];
}

/**
 * The expected payout per unit of stake (0.95 = 95 %) under the given odds, whatever the
 * selection: by linearity, the sum over the numbers read of P(hit) x odds, summed as an exact
 * fraction and divided once. Ignores the floor of each payout to minor units.
 */
export function lotteryRtp(
  layout: LotteryLayout,
  def: PlayTypeDef,
  odds: Record<string, number>,
): number {
  const rule = ruleOf(layout, def.playType);
  const tiers = new Map(LOTTERY_LAYOUTS[layout].map((t) => [t.tier, t]));
  const denominator = 1000n * 10n ** 6n; // 10^digits divides it: numbers have at most 6 digits
  let numerator = 0n;
  for (const [key, read] of Object.entries(rule.reads)) {
    for (const name of read) {
      const t = tiers.get(name)!;
      const [wins, outOf] = hitChance(rule, t.digits);
      numerator += (BigInt(t.count) * wins * BigInt(odds[key] ?? 0) * 10n ** 6n) / outOf;
    }
  }
  return Number(numerator) / Number(denominator);
}
