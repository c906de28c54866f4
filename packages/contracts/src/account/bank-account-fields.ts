// The fields of a bank account a member binds for withdrawals, and how it is shown back.
import { z } from 'zod';
import { ZPlainLine } from '../content/fields';

/** The bank's name as the member types it, e.g. "KBZ Bank". */
export const ZBankName = ZPlainLine(60, 2);

/** Letters of any script with their marks, words joined by spaces, '.', an apostrophe or '-'. */
const PAYEE_NAME = /^[\p{L}\p{M}]+(?:[ .'\u2019-]+[\p{L}\p{M}]+)*\.?$/u;

/**
 * A payee name (the name withdrawals are paid to), as a bank writes a person's name: the one
 * rule registration, the payee-name call and bank-account binding share, so no markup or symbol
 * ever becomes a payee name, whichever way it is set.
 */
export const ZPayeeName = ZPlainLine(100, 2).refine(
  (s) => PAYEE_NAME.test(s),
  "letters, with spaces, '.', an apostrophe or '-' between words",
);

/**
 * The name on the bank account: must be the member's payee name (compared without regard to
 * case and repeated spaces). Binding the first account while no payee name is set sets it.
 */
export const ZAccountName = ZPayeeName;

/** The account number: 6 to 30 digits, no spaces or dashes. */
export const ZAccountNumber = z
  .string()
  .trim()
  .regex(/^[0-9]{6,30}$/, '6 to 30 digits');

/** A bound account as its owner sees it: the number masked to its last 4 digits. */
export const ZBankAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  /** '****1234'. */
  maskedAccountNumber: z.string(),
  createdAt: z.string(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;
