// The /rng jackpot figure (spec 2, 9): derived from the clock alone, so every visitor sees about
// the same number without asking the server. It is a display, not a pool of money; the sums are
// in integer minor units so no float drift creeps in over thousands of ticks.

export const jackpotTickMs = 3000;
/** 165.11 per tick, in minor units. */
export const jackpotStepMinor = 16_511;
/** The figure at the start of each cycle: 8,888,888.88. */
export const jackpotBaseMinor = 888_888_888;
/** The figure starts over every seven days, as if the jackpot were won, so it stays readable. */
export const jackpotCycleTicks = (7 * 24 * 60 * 60 * 1000) / jackpotTickMs;
const jackpotEpochMs = Date.UTC(2026, 0, 1);

export function jackpotMinorUnitsAt(epochMs: number): number {
  const ticks = Math.floor((epochMs - jackpotEpochMs) / jackpotTickMs);
  const inCycle = ((ticks % jackpotCycleTicks) + jackpotCycleTicks) % jackpotCycleTicks;
  return jackpotBaseMinor + inCycle * jackpotStepMinor;
}

/**
 * With the real pool (VIS_getJackpot) known: the pool as it was answered, growing by the same
 * 165.11 for each 3 s tick of the clock passed since the answer. Exact in bigint minor units.
 */
export function jackpotFromPool(poolMinor: bigint, answeredAtMs: number, nowMs: number): bigint {
  const ticks = Math.floor(nowMs / jackpotTickMs) - Math.floor(answeredAtMs / jackpotTickMs);
  return poolMinor + BigInt(Math.max(0, ticks)) * BigInt(jackpotStepMinor);
}
