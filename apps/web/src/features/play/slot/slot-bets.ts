// The slot's bet choices: stakes per line on a 1-2-5 ladder and line counts, kept to what the
// game allows (its paylines; a total bet, stake x lines, within its minimum and maximum).
const LADDER = [1n, 2n, 5n];
const LINE_STEPS = [1, 5, 9, 10, 15, 20, 25, 30, 40, 50];

/** Line counts to offer: the usual steps up to the game's paylines, and the paylines itself. */
export function lineChoices(maxLines: number): number[] {
  const steps = LINE_STEPS.filter((n) => n < maxLines);
  return maxLines >= 1 ? [...steps, maxLines] : [];
}

/** Stakes per line (minor units) whose total bet for `lines` lies in [minBet, maxBet]. */
export function stakeChoices(minBet: bigint, maxBet: bigint, lines: number): bigint[] {
  const out: bigint[] = [];
  if (!Number.isInteger(lines) || lines < 1 || maxBet < 1n) return out;
  const lineCount = BigInt(lines);
  for (let scale = 1n; scale * lineCount <= maxBet; scale *= 10n) {
    for (const step of LADDER) {
      const stake = step * scale;
      const total = stake * lineCount;
      if (total >= minBet && total <= maxBet) out.push(stake);
    }
  }
  return out;
}

/** The stake to keep after the lines changed: the same if still allowed, else the nearest. */
export function keepStake(current: bigint | null, choices: bigint[]): bigint | null {
  if (choices.length === 0) return null;
  if (current !== null && choices.includes(current)) return current;
  if (current === null) return choices[0]!;
  const below = choices.filter((s) => s <= current);
  return below.length > 0 ? below[below.length - 1]! : choices[0]!;
}
