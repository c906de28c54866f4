// The fields of a bank account a member binds for withdrawals, and how it is shown back.
import { z } from 'zod';
import { ZPlainLine } from '../content/fields';

/** The bank's name as the member types it, e.g. "KBZ Bank". */
export const ZBankName = ZPlainLine(60, 2);

/**
 * The name on the bank account: must be the member's payee name (compared without regard to
 * case and repeated spaces). Binding the first account while no payee name is set sets it.
 */
export const ZAccountName = ZPlainLine(100, 2);

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
