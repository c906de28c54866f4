// The /rng jackpot figure (spec 2, 9): derived from the clock alone, so every visitor sees about
// the same number without asking the server; with the real pool it grows from the pool on the
// same clock. It is a display, not a pool of money; the sums are
// in integer minor units so no float drift creeps in over thousands of ticks.

export const jackpotTickMs = 3000;
/** 165.11 per tick, in minor units. */
export const jackpotStepMinor = 16_511;
/** The figure at the start of each cycle: 8,888,888.88. */
export const jackpotBaseMinor = 888_888_888;
/** The figure starts over every seven days, as if the jackpot were won, so it stays readable. */
export const jackpotCycleTicks = (7 * 24 * 60 * 60 * 1000) / jackpotTickMs;
const jackpotEpochMs = Date.UTC(2026, 0, 1);

/** The 3 s ticks passed since the current seven-day cycle began: the clock alone decides it. */
export function jackpotTicksInCycle(epochMs: number): number {
  const ticks = Math.floor((epochMs - jackpotEpochMs) / jackpotTickMs);
  return ((ticks % jackpotCycleTicks) + jackpotCycleTicks) % jackpotCycleTicks;
}

export function jackpotMinorUnitsAt(epochMs: number): number {
  return jackpotBaseMinor + jackpotTicksInCycle(epochMs) * jackpotStepMinor;
}

/**
 * With the real pool (VIS_getJackpot) known: the pool plus 165.11 for each tick of the current
 * cycle. It depends on the pool and the clock, not on when this visitor loaded the page, so two
 * visitors see the same figure (issue 16: it used to start at the pool on every load). Exact in
 * bigint minor units.
 */
export function jackpotFromPool(poolMinor: bigint, nowMs: number): bigint {
  return poolMinor + BigInt(jackpotTicksInCycle(nowMs)) * BigInt(jackpotStepMinor);
}
