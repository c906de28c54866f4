// How the console shows money: minor-unit strings from the API as '1,234.56 MMK', and fees in
// basis points as a percentage. Integer and string arithmetic only (DESIGN 4).
import { formatMinor } from '../../lib/money-amount';

export function formatAmount(minor: string, currency: string): string {
  return `${formatMinor(minor)} ${currency}`;
}

/** 150 basis points -> '1.5 %'; 0 -> '0 %'. */
export function formatBps(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const rest = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest === '' ? `${whole} %` : `${whole}.${rest} %`;
}
