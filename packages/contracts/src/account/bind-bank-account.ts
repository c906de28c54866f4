// Binding a bank account for withdrawals.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZAccountName, ZAccountNumber, ZBankAccount, ZBankName } from './bank-account-fields';

export const ZBindBankAccount = z.strictObject({
  bankName: ZBankName,
  accountName: ZAccountName,
  accountNumber: ZAccountNumber,
});
export type TBindBankAccount = z.infer<typeof ZBindBankAccount>;

export const bindBankAccount = defineContract({
  method: 'POST',
  path: '/wps/member/bank-accounts',
  summary:
    'Bind a bank account: its name must be the payee name (the first binding sets an unset ' +
    'payee name); at most maxBankAccounts; the same number twice is CONFLICT',
  tag: 'member',
  access: 'member',
  body: ZBindBankAccount,
  value: ZBankAccount,
});
