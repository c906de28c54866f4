// The bet slip's sums in integer minor units: decimal odds come as thousandths (1850 = 1.85), the
// vendor's own unit, so the payout is stake * odds / 1000 rounded down, as the vendor settles it.
// No float ever touches money.

/** What a winning bet pays back in total (stake included), minor units. */
export function potentialPayout(stake: bigint, oddsThousandths: number): bigint {
  if (!Number.isSafeInteger(oddsThousandths) || oddsThousandths < 0) {
    throw new RangeError(`odds must be thousandths as a whole number, got ${oddsThousandths}`);
  }
  return (stake * BigInt(oddsThousandths)) / 1000n;
}

/** Odds in thousandths as the decimal text shown on a button: 1850 -> "1.85", 2000 -> "2.00". */
export function formatOdds(oddsThousandths: number): string {
  const whole = Math.floor(oddsThousandths / 1000);
  const rest = oddsThousandths % 1000;
  const decimals = String(rest).padStart(3, '0');
  return `${whole}.${decimals.endsWith('0') ? decimals.slice(0, 2) : decimals}`;
}
