// The member's bound bank accounts (security centre, withdraw page).
import { z } from 'zod';
import { defineContract } from '../http';
import { ZBankAccount } from './bank-account-fields';

export const listBankAccounts = defineContract({
  method: 'GET',
  path: '/wps/member/bank-accounts',
  summary: 'The bank accounts bound for withdrawals, oldest first (numbers masked)',
  tag: 'member',
  access: 'member',
  value: z.array(ZBankAccount),
});
