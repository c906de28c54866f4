// Payment fees as the channels and money settings state them: a fixed part in minor units plus
// basis points of the amount (100 = 1 %), rounded down to a minor unit as the server does.

export function feeOf(amount: bigint, feeFixed: bigint, feeBps: number): bigint {
  return feeFixed + (amount * BigInt(feeBps)) / 10_000n;
}

/** Basis points as a percentage text: 150 -> '1.5%', 0 -> '0%'. */
export function formatBps(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const rest = (bps % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}%` : `${whole}%`;
}
