// Fees in basis points as a percentage, by integer and string arithmetic only (DESIGN 4).
// Amounts are written with the site's currency label by useSiteFormat (lib/use-site-format.ts).

/** 150 basis points -> '1.5 %'; 0 -> '0 %'. */
export function formatBps(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const rest = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest === '' ? `${whole} %` : `${whole}.${rest} %`;
}
