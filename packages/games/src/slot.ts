// The slot engine: 5 reels x 3 rows, up to 50 paylines (a variant's maximum, the player picks
// 1..maxLines), a wild that substitutes for every symbol but the scatter, a scatter that pays on
// the total stake wherever it lands. Payouts are integers: line pays are integer multipliers of
// the stake per line, scatter pays integer multipliers of the total stake.
//
// A round reads the rng as follows (docs/provably-fair.md): for reel 0..4, stop = int(strip
// length); then jackpotHit (one int draw). The window of reel r shows strip[(stop + row) mod
// length] for row 0 (top), 1, 2. grid[reel][row].
import type { RoundRng } from './fair.ts';

export const REELS = 5;
export const ROWS = 3;

/** Pays by count of matching symbols from the leftmost reel: index 0 = 1 symbol ... 4 = 5. */
export type Pays = readonly [number, number, number, number, number];

export interface SlotDefinition {
  /** Stable variant id, recorded with every round. */
  id: string;
  name: string;
  /** Five reel strips (each symbol once per stop). */
  reels: readonly (readonly string[])[];
  rows: 3;
  /** Paylines: the row (0 top, 1 middle, 2 bottom) on each of the 5 reels. Line n is lines[n-1]. */
  lines: readonly (readonly number[])[];
  /** Multipliers of the stake per line, by count (see Pays). */
  paytable: Readonly<Record<string, Pays>>;
  /** Substitutes for every symbol except the scatter; pays on its own by its paytable entry. */
  wild?: string;
  /** Pays pays[count] x total stake for count scatters anywhere in the window. */
  scatter?: { symbol: string; pays: Readonly<Record<number, number>> };
}

export interface LineWin {
  /** 1-based payline number (lines[line - 1]). */
  line: number;
  symbol: string;
  /** Matching symbols from the leftmost reel (wilds included). */
  count: number;
  multiplier: number;
  win: bigint;
}

export interface SpinResult {
  stops: number[];
  /** grid[reel][row], row 0 the top. */
  grid: string[][];
  lineWins: LineWin[];
  scatterCount: number;
  scatterWin: bigint;
  /** Line wins plus scatter win (the jackpot is not included: the server pays it from the pool). */
  win: bigint;
  /** This spin won the jackpot (independent chance, see JACKPOT_ONE_IN). */
  jackpot: boolean;
  /** Total stake: stakePerLine x lines. */
  stake: bigint;
}

/** The jackpot chance of every spin: 1 in JACKPOT_ONE_IN (int(JACKPOT_ONE_IN) === 0). */
export const JACKPOT_ONE_IN = 50_000;

/** Bytes a spin reads when no draw is rejected: 5 stops + the jackpot draw, 4 bytes each. */
export const SLOT_ROUND_BYTES = 24;

/** One independent draw after the reel stops: a hit when int(JACKPOT_ONE_IN) is 0. */
export function jackpotHit(rng: RoundRng): boolean {
  return rng.int(JACKPOT_ONE_IN) === 0;
}

/** The line pattern of every variant; a variant uses the first maxLines of them. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 1, 2, 2, 2],
  [2, 1, 0, 0, 0],
  [0, 0, 0, 1, 2],
  [2, 2, 2, 1, 0],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 2],
  [2, 1, 2, 1, 0],
  [0, 2, 1, 2, 0],
  [2, 0, 1, 0, 2],
  [1, 1, 1, 0, 0],
  [1, 1, 1, 2, 2],
  [0, 0, 1, 1, 1],
  [2, 2, 1, 1, 1],
  [1, 0, 0, 1, 2],
  [1, 2, 2, 1, 0],
  [0, 1, 1, 1, 2],
  [2, 1, 1, 1, 0],
  [1, 1, 0, 1, 2],
  [1, 1, 2, 1, 0],
  [0, 1, 2, 1, 2],
  [2, 1, 0, 1, 0],
  [1, 0, 0, 0, 0],
];

export const MAX_PAYLINES = PAYLINES.length;

/** The symbols every variant uses (the game client draws these). */
export const SLOT_SYMBOLS = [
  'WILD',
  'SCATTER',
  'SEVEN',
  'BAR',
  'BELL',
  'GRAPE',
  'ORANGE',
  'LEMON',
  'CHERRY',
] as const;

/**
 * A reel strip from symbol counts, spread evenly: the k-th copy (k = 0..c-1) of a symbol with c
 * copies on a strip of length L sits at key (2k + 1) * L / (2c); entries are ordered by key, ties
 * by the order of `counts`. The strips are published (docs/provably-fair.md), this is only how
 * they were laid out.
 */
export function buildStrip(counts: readonly (readonly [string, number])[]): string[] {
  const length = counts.reduce((s, [, c]) => s + c, 0);
  const entries: { symbol: string; order: number; num: number; den: number }[] = [];
  counts.forEach(([symbol, c], order) => {
    for (let k = 0; k < c; k++)
      entries.push({ symbol, order, num: (2 * k + 1) * length, den: 2 * c });
  });
  entries.sort((x, y) => x.num * y.den - y.num * x.den || x.order - y.order);
  return entries.map((e) => e.symbol);
}

function isValidLines(def: SlotDefinition, lines: number): boolean {
  return Number.isInteger(lines) && lines >= 1 && lines <= def.lines.length;
}

/** The best win of one line's five symbols, as a multiplier of the line stake, or null. */
export function evaluateLine(
  def: SlotDefinition,
  symbols: readonly string[],
): { symbol: string; count: number; multiplier: number } | null {
  const wild = def.wild;
  const scatter = def.scatter?.symbol;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds++;
  let best: { symbol: string; count: number; multiplier: number } | null = null;
  if (wild !== undefined && wilds > 0) {
    const m = def.paytable[wild]?.[wilds - 1] ?? 0;
    if (m > 0) best = { symbol: wild, count: wilds, multiplier: m };
  }
  const target = symbols[wilds];
  if (target !== undefined && target !== scatter) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === wild)) {
      count++;
    }
    const m = def.paytable[target]?.[count - 1] ?? 0;
    // The larger pay wins; on a tie the substituted symbol is named.
    if (m > 0 && (best === null || m >= best.multiplier)) {
      best = { symbol: target, count, multiplier: m };
    }
  }
  return best;
}

/**
 * One spin: the stops, the window, the line wins of the first `lines` paylines, the scatter
 * win on the total stake (stakePerLine x lines), and the jackpot draw.
 */
export function spin(
  def: SlotDefinition,
  rng: RoundRng,
  stakePerLine: bigint,
  lines: number,
): SpinResult {
  if (typeof stakePerLine !== 'bigint' || stakePerLine <= 0n) throw new RangeError('bad stake');
  if (!isValidLines(def, lines)) throw new RangeError('bad number of lines');
  const stops = def.reels.map((strip) => rng.int(strip.length));
  const jackpot = jackpotHit(rng);
  const grid = def.reels.map((strip, r) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[r]! + row) % strip.length]!),
  );
  const lineWins: LineWin[] = [];
  for (let i = 0; i < lines; i++) {
    const rowsOfLine = def.lines[i]!;
    const symbols = rowsOfLine.map((row, reel) => grid[reel]![row]!);
    const hit = evaluateLine(def, symbols);
    if (hit) {
      lineWins.push({ line: i + 1, ...hit, win: stakePerLine * BigInt(hit.multiplier) });
    }
  }
  const stake = stakePerLine * BigInt(lines);
  let scatterCount = 0;
  let scatterWin = 0n;
  if (def.scatter) {
    for (const column of grid) for (const s of column) if (s === def.scatter.symbol) scatterCount++;
    scatterWin = stake * BigInt(def.scatter.pays[scatterCount] ?? 0);
  }
  const win = lineWins.reduce((s, w) => s + w.win, 0n) + scatterWin;
  return { stops, grid, lineWins, scatterCount, scatterWin, win, jackpot, stake };
}

export interface SlotRtp {
  /** Total return to player (line + scatter), excluding the jackpot. */
  rtp: number;
  /** Expected line pay per unit of line stake (the same for every payline). */
  lineRtp: number;
  /** Expected scatter pay per unit of total stake. */
  scatterRtp: number;
  /** rtp = numerator / denominator exactly (denominator = product of the strip lengths). */
  numerator: bigint;
  denominator: bigint;
  /** Probability of each scatter count 0..15 (exact numerators over `denominator`). */
  scatterCounts: bigint[];
}

/**
 * The exact return of a variant. Every stop of every reel is equally likely and reels are
 * independent, so each payline sees, on reel r, each symbol with probability (its count on the
 * strip) / (strip length), whatever the line's shape: the line return is the sum over the
 * combinations of the reels' distinct symbols of multiplier x product of counts, over the
 * product of the lengths, and it does not depend on the number of lines played. The scatter
 * return is the distribution of the scatter count in the window (convolution over reels of
 * each reel's count over its stops) times the pays. The jackpot is paid from the pool by the
 * server and is not part of this figure.
 */
export function slotRtpDetail(def: SlotDefinition): SlotRtp {
  const denominator = def.reels.reduce((p, s) => p * BigInt(s.length), 1n);
  const freq = def.reels.map((strip) => {
    const m = new Map<string, number>();
    for (const s of strip) m.set(s, (m.get(s) ?? 0) + 1);
    return [...m.entries()];
  });
  let lineNum = 0n;
  const symbols: string[] = new Array<string>(REELS);
  const walk = (reel: number, weight: bigint): void => {
    if (reel === REELS) {
      const hit = evaluateLine(def, symbols);
      if (hit) lineNum += weight * BigInt(hit.multiplier);
      return;
    }
    for (const [s, c] of freq[reel]!) {
      symbols[reel] = s;
      walk(reel + 1, weight * BigInt(c));
    }
  };
  walk(0, 1n);

  // Scatter count distribution: convolve per-reel window counts.
  let dist: bigint[] = [1n];
  for (const strip of def.reels) {
    const perReel = new Array<bigint>(ROWS + 1).fill(0n);
    for (let stop = 0; stop < strip.length; stop++) {
      let c = 0;
      for (let row = 0; row < ROWS; row++) {
        if (strip[(stop + row) % strip.length] === def.scatter?.symbol) c++;
      }
      perReel[c]! += 1n;
    }
    const next = new Array<bigint>(dist.length + ROWS).fill(0n);
    dist.forEach((a, i) => perReel.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  let scatterNum = 0n;
  if (def.scatter) {
    dist.forEach((n, k) => (scatterNum += n * BigInt(def.scatter!.pays[k] ?? 0)));
  }
  const numerator = lineNum + scatterNum;
  return {
    rtp: ratio(numerator, denominator),
    lineRtp: ratio(lineNum, denominator),
    scatterRtp: ratio(scatterNum, denominator),
    numerator,
    denominator,
    scatterCounts: dist,
  };
}

/** The exact theoretical return (line + scatter, jackpot excluded) as a number. */
export function slotRtp(def: SlotDefinition): number {
  return slotRtpDetail(def).rtp;
}

/** numerator / denominator as a float, exact to double precision even for huge bigints. */
export function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 15n;
  return Number((numerator * scale) / denominator) / 1e15;
}

// ---------------------------------------------------------------------------------------------
// Variants. Same symbols and paylines, different strips and paytables (RTPs in the tests and
// docs/provably-fair.md).

type Counts = readonly (readonly [string, number])[];

function variant(
  id: string,
  name: string,
  reelCounts: readonly Counts[],
  paytable: Record<string, Pays>,
  scatterPays: Record<number, number>,
  maxLines = 20,
): SlotDefinition {
  return {
    id,
    name,
    reels: reelCounts.map(buildStrip),
    rows: 3,
    lines: PAYLINES.slice(0, maxLines),
    paytable,
    wild: 'WILD',
    scatter: { symbol: 'SCATTER', pays: scatterPays },
  };
}

const classicPays: Record<string, Pays> = {
  WILD: [0, 0, 50, 250, 1000],
  SEVEN: [0, 0, 40, 150, 500],
  BAR: [0, 0, 25, 100, 300],
  BELL: [0, 0, 15, 60, 200],
  GRAPE: [0, 0, 10, 40, 120],
  ORANGE: [0, 0, 8, 25, 80],
  LEMON: [0, 0, 5, 15, 50],
  CHERRY: [0, 2, 5, 15, 40],
};

const reel = (
  wild: number,
  scatter: number,
  seven: number,
  bar: number,
  bell: number,
  grape: number,
  orange: number,
  lemon: number,
  cherry: number,
): Counts => [
  ['WILD', wild],
  ['SCATTER', scatter],
  ['SEVEN', seven],
  ['BAR', bar],
  ['BELL', bell],
  ['GRAPE', grape],
  ['ORANGE', orange],
  ['LEMON', lemon],
  ['CHERRY', cherry],
];

const r = (counts: readonly number[]): Counts => reel(...(counts as Parameters<typeof reel>));

/** Classic Fruits: medium volatility, RTP 95.996%. */
export const classicSlot: SlotDefinition = variant(
  'classic',
  'Classic Fruits',
  [
    r([2, 1, 3, 5, 6, 6, 5, 6, 6]),
    r([2, 2, 4, 5, 5, 5, 5, 6, 7]),
    r([3, 2, 4, 5, 6, 6, 7, 6, 7]),
    r([1, 1, 4, 4, 4, 5, 5, 7, 7]),
    r([3, 2, 2, 4, 6, 7, 7, 6, 7]),
  ],
  classicPays,
  { 3: 2, 4: 10, 5: 50 },
);

/** Lucky Sevens: high volatility (big top pays, rich scatter), RTP 94.485%. */
export const luckySevensSlot: SlotDefinition = variant(
  'lucky7',
  'Lucky Sevens',
  [
    r([3, 2, 2, 4, 4, 5, 6, 7, 7]),
    r([1, 2, 4, 3, 5, 7, 6, 7, 6]),
    r([1, 1, 3, 5, 5, 7, 7, 8, 8]),
    r([3, 2, 2, 3, 6, 7, 6, 6, 8]),
    r([1, 2, 2, 4, 4, 6, 6, 6, 8]),
  ],
  {
    WILD: [0, 0, 100, 500, 2500],
    SEVEN: [0, 0, 50, 250, 1000],
    BAR: [0, 0, 30, 120, 400],
    BELL: [0, 0, 20, 80, 250],
    GRAPE: [0, 0, 10, 40, 150],
    ORANGE: [0, 0, 8, 30, 100],
    LEMON: [0, 0, 5, 20, 60],
    CHERRY: [0, 2, 5, 15, 50],
  },
  { 3: 5, 4: 20, 5: 100 },
);

/** Golden Orchard: low volatility (flat pays, more wilds), RTP 96.855%. */
export const goldenOrchardSlot: SlotDefinition = variant(
  'orchard',
  'Golden Orchard',
  [
    r([3, 2, 3, 3, 4, 6, 5, 7, 6]),
    r([3, 1, 4, 5, 4, 6, 5, 6, 7]),
    r([2, 1, 2, 5, 4, 6, 7, 7, 6]),
    r([3, 1, 4, 4, 4, 6, 6, 7, 7]),
    r([3, 2, 3, 5, 4, 6, 6, 8, 7]),
  ],
  {
    WILD: [0, 0, 30, 120, 500],
    SEVEN: [0, 0, 25, 100, 400],
    BAR: [0, 0, 20, 60, 200],
    BELL: [0, 0, 12, 50, 150],
    GRAPE: [0, 0, 10, 30, 100],
    ORANGE: [0, 0, 6, 20, 80],
    LEMON: [0, 0, 5, 15, 60],
    CHERRY: [0, 2, 5, 15, 40],
  },
  { 3: 3, 4: 10, 5: 40 },
);

/** Dragon Gold: medium-high volatility, RTP 95.398%. */
export const dragonGoldSlot: SlotDefinition = variant(
  'dragon',
  'Dragon Gold',
  [
    r([3, 1, 2, 3, 6, 7, 5, 8, 8]),
    r([1, 1, 2, 4, 6, 7, 6, 6, 8]),
    r([3, 1, 2, 3, 6, 6, 5, 6, 8]),
    r([2, 2, 3, 4, 4, 7, 5, 8, 8]),
    r([2, 2, 3, 5, 4, 7, 6, 7, 7]),
  ],
  {
    WILD: [0, 0, 60, 300, 1500],
    SEVEN: [0, 0, 40, 200, 750],
    BAR: [0, 0, 25, 100, 300],
    BELL: [0, 0, 15, 60, 200],
    GRAPE: [0, 0, 10, 40, 120],
    ORANGE: [0, 0, 6, 25, 80],
    LEMON: [0, 0, 5, 15, 50],
    CHERRY: [0, 2, 5, 15, 40],
  },
  { 3: 3, 4: 15, 5: 75 },
);

/** Every variant, in the order slotVariantFor indexes them (append only: never reorder). */
export const SLOT_VARIANTS: readonly SlotDefinition[] = [
  classicSlot,
  luckySevensSlot,
  goldenOrchardSlot,
  dragonGoldSlot,
];

/** A variant by id (as a round records it) with its first `maxLines` paylines (default 20). */
export function slotVariant(id: string, maxLines = 20): SlotDefinition | undefined {
  const base = SLOT_VARIANTS.find((v) => v.id === id);
  return base && withLines(base, maxLines);
}

/** The definition with the first `maxLines` paylines (clamped to 1..MAX_PAYLINES). */
export function withLines(def: SlotDefinition, maxLines: number): SlotDefinition {
  const n = Math.min(MAX_PAYLINES, Math.max(1, Math.floor(maxLines) || 1));
  return n === def.lines.length ? def : { ...def, lines: PAYLINES.slice(0, n) };
}

/** FNV-1a 32-bit of the UTF-8 bytes of a text. */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (const b of new TextEncoder().encode(text)) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * The variant a game plays: SLOT_VARIANTS[fnv1a32(gameCode) mod SLOT_VARIANTS.length], with the
 * first `maxLines` paylines (1..MAX_PAYLINES, default 20; e.g. the game's `lines` column).
 */
export function slotVariantFor(gameCode: string, maxLines = 20): SlotDefinition {
  return withLines(SLOT_VARIANTS[fnv1a32(gameCode) % SLOT_VARIANTS.length]!, maxLines);
}
