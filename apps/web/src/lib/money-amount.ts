// Money the player types and money a page shows. The player types major units ("12.50"); the API
// takes minor units as digit strings (1 = 0.01). Both ways are string and bigint arithmetic, so
// no amount ever passes through a float (DESIGN 4).
import { formatMoney } from './format';
import type { Translate } from './field-rules';

/** The largest amount one call may move, in minor units (the contracts' MAX_MINOR_AMOUNT). */
export const MAX_MINOR_AMOUNT = 10n ** 15n;

export type AmountProblem = 'required' | 'format' | 'decimals' | 'zero' | 'tooLarge';

export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; problem: AmountProblem };

/**
 * Reads a typed amount in major units: digits with an optional '.' and at most two decimals;
 * spaces and thousands commas are ignored ("1,250.5" is 125050 minor units).
 */
export function parseMajorAmount(text: string): ParsedAmount {
  const cleaned = text.replace(/[\s,]/g, '');
  if (cleaned === '') return { ok: false, problem: 'required' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    return { ok: false, problem: 'format' };
  }
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  // A long run of digits is refused before BigInt sees it.
  if (whole.replace(/^0+/, '').length > 16) return { ok: false, problem: 'tooLarge' };
  const minor = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (minor === 0n) return { ok: false, problem: 'zero' };
  if (minor > MAX_MINOR_AMOUNT) return { ok: false, problem: 'tooLarge' };
  return { ok: true, minor };
}

/** Minor units (a bigint or the API's digit string) as '1,234.56'. */
export function formatMinor(minor: bigint | string): string {
  return formatMoney(typeof minor === 'string' ? BigInt(minor) : minor);
}

/** Minor units as a plain number with two decimals, '-1250.00' (a CSV cell, a spreadsheet's number). */
export function toMajor(minor: bigint | string): string {
  return formatMinor(minor).replace(/,/g, '');
}

/** Minor units as the text an amount input holds: no separators, '1250' or '1250.50'. */
export function minorToInput(minor: bigint): string {
  const whole = minor / 100n;
  const cents = minor % 100n;
  return cents === 0n ? whole.toString() : `${whole}.${cents.toString().padStart(2, '0')}`;
}

export type AmountCheck = { minor: bigint; error: null } | { minor: null; error: string };

/** The amount field's check: the typed text read as major units, held to [min, max] if given. */
export function checkAmount(
  text: string,
  t: Translate,
  { min, max }: { min?: bigint; max?: bigint } = {},
): AmountCheck {
  const parsed = parseMajorAmount(text);
  if (!parsed.ok) return { minor: null, error: t(`money.amount.problem.${parsed.problem}`) };
  const low = min ?? 1n;
  const high = max ?? MAX_MINOR_AMOUNT;
  if (parsed.minor < low || parsed.minor > high) {
    const range = { min: formatMinor(low), max: formatMinor(high) };
    return {
      minor: null,
      error:
        max === undefined ? t('money.amount.atLeast', range) : t('money.amount.outOfRange', range),
    };
  }
  return { minor: parsed.minor, error: null };
}
