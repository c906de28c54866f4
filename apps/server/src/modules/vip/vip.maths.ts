// The VIP maths, pure: which rank a member's rolling figures qualify for, what promotion and
// relegation make of it, and the progress to the next rank.

export interface RankRule {
  level: number;
  minValidBet: bigint;
  minDeposit: bigint;
}

export interface Figures {
  validBet: bigint;
  deposits: bigint;
}

const DAY_MS = 86_400_000;

/** The highest rank whose both figures are met (ranks sorted by level; level 1 always). */
export function qualifiedLevel(ranks: readonly RankRule[], figures: Figures): number {
  let level = 1;
  for (const rank of ranks) {
    if (figures.validBet >= rank.minValidBet && figures.deposits >= rank.minDeposit) {
      level = Math.max(level, rank.level);
    }
  }
  return level;
}

export interface RankDecision {
  level: number;
  /** The member's rank changed now (reached_at starts again). */
  changed: boolean;
  /** Ranks reached for the first time by this promotion, lowest first (rewards to pay). */
  promotedThrough: number[];
}

/**
 * Promotion is at once, to the qualified rank (every rank passed on the way counts as reached).
 * Relegation waits: a member whose figures fall short keeps the rank for `graceDays` after
 * reaching it, then drops one rank; the next drop waits another grace period.
 */
export function decideRank(input: {
  current: number;
  reachedAt: Date;
  qualified: number;
  now: Date;
  graceDays: number;
}): RankDecision {
  // A level above the top rank (set before the ranks were cut) stays until relegation moves it.
  const current = Math.max(input.current, 1);
  if (input.qualified > current) {
    const promotedThrough: number[] = [];
    for (let l = current + 1; l <= input.qualified; l++) promotedThrough.push(l);
    return { level: input.qualified, changed: true, promotedThrough };
  }
  if (input.qualified < current) {
    const held = input.now.getTime() - input.reachedAt.getTime();
    if (held >= input.graceDays * DAY_MS) {
      return { level: current - 1, changed: true, promotedThrough: [] };
    }
  }
  return { level: current, changed: current !== input.current, promotedThrough: [] };
}

export interface Progress {
  level: number;
  validBetLeft: bigint;
  depositLeft: bigint;
  percent: number;
}

/** Whole percent of `need` that `have` covers, 0 to 100 (rounded down). */
function pct(have: bigint, need: bigint): number {
  if (need <= 0n || have >= need) return 100;
  if (have <= 0n) return 0;
  return Number((have * 100n) / need);
}

/** What is left to the rank above `level`; null at the top. Percent: the lesser figure's. */
export function progressToNext(
  ranks: readonly RankRule[],
  level: number,
  figures: Figures,
): Progress | null {
  const next = ranks.find((r) => r.level === level + 1);
  if (!next) return null;
  const left = (need: bigint, have: bigint) => (need > have ? need - have : 0n);
  return {
    level: next.level,
    validBetLeft: left(next.minValidBet, figures.validBet),
    depositLeft: left(next.minDeposit, figures.deposits),
    percent: Math.min(
      pct(figures.validBet, next.minValidBet),
      pct(figures.deposits, next.minDeposit),
    ),
  };
}
