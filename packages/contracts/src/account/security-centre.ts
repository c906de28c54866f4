// The security centre's page: what is set on the account, with contact details masked.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZBankAccount } from './bank-account-fields';

export const ZSecurityCentre = z.object({
  username: z.string(),
  nickname: z.string(),
  /** The name bank accounts must carry; null until set (once set, only support changes it). */
  payeeName: z.string().nullable(),
  hasPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  /** Withdrawals and transfers ask for the payment password (money settings). */
  paymentPasswordRequired: z.boolean(),
  /** '+95 ****4567', or null. */
  mobile: z.string().nullable(),
  /** 'a***@example.com', or null. */
  email: z.string().nullable(),
  /** The Zalo number ID some promotions require, or null (the member's own, shown whole). */
  zaloId: z.string().nullable(),
  bankAccounts: z.array(ZBankAccount),
  /** How many bank accounts may be bound at once. */
  maxBankAccounts: z.number().int(),
});
export type TSecurityCentre = z.infer<typeof ZSecurityCentre>;

export const securityCentre = defineContract({
  method: 'GET',
  path: '/wps/member/security-centre',
  summary: 'Security centre: account, payee name, passwords set, contacts and bank accounts',
  tag: 'member',
  access: 'member',
  value: ZSecurityCentre,
});
