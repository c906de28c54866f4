// The fields every money call shares: amounts in minor units as decimal strings, and the
// client's idempotency key.
import { z } from 'zod';

/** The largest amount one call may move, in minor units (the ledger's MAX_AMOUNT). */
export const MAX_MINOR_AMOUNT = 10n ** 15n;

/**
 * A positive amount in minor units (1 = 0.01), as a string of digits: no sign, no fraction, no
 * leading zero, at most MAX_MINOR_AMOUNT. Strings keep every value exact above 2^53.
 */
export const ZMinorAmount = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'a whole number of minor units, 1 or more')
  // zod runs refinements after a failed regex too: BigInt('1.5') would throw (a 500).
  .refine((s) => !/^[0-9]+$/.test(s) || BigInt(s) <= MAX_MINOR_AMOUNT, 'at most 10^15 minor units');

/**
 * For an object's "min <= max" refinement over two ZMinorAmount fields. zod runs object
 * refinements after a failed field too, so a malformed value ('1.5') must not reach BigInt (a
 * 500): that field's own error answers it.
 */
export function minorInOrder(min: string, max: string): boolean {
  const isDigits = (s: string) => /^[0-9]{1,16}$/.test(s);
  return !isDigits(min) || !isDigits(max) || BigInt(min) <= BigInt(max);
}

/** A balance or signed movement in minor units, as a string of digits with an optional '-'. */
export const ZMinorValue = z.string().regex(/^-?(0|[1-9][0-9]*)$/);

/**
 * The client's key for one money request: the same key again returns the first answer and moves
 * nothing; the same key with a different request is CONFLICT. Scoped to the member.
 */
export const ZIdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,100}$/, '8 to 100 letters, digits or _ : . -');
