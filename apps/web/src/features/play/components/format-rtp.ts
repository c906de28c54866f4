/** A return to player as a percentage with three decimals: 0.95996 -> "95.996%". */
export function formatRtp(rtp: number): string {
  return `${(rtp * 100).toFixed(3)}%`;
}
