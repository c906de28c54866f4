// The operators' money settings (one settings document) and the part members may read.
import { z } from 'zod';
import { defineContract } from '../http';
import { minorInOrder, ZMinorAmount } from './fields';

export const ZMoneySettings = z
  .strictObject({
    /** Withdrawals and transfers ask for the member's payment password (spec 5). */
    paymentPasswordRequired: z.boolean(),
    /** Limits of one withdrawal, minor units. */
    withdrawalMin: ZMinorAmount,
    withdrawalMax: ZMinorAmount,
    /** The withdrawal fee in basis points of the amount (100 = 1 %). */
    withdrawalFeeBps: z.number().int().min(0).max(5_000),
    /** A paid withdrawal the player has not confirmed counts as received after this (spec 4, 9). */
    withdrawalAutoReceiptMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
    /** Bank accounts one member may bind at once. */
    maxBankAccounts: z.number().int().min(1).max(10),
    /** Limits of one transfer to a downline or the upline, minor units. */
    transferMin: ZMinorAmount,
    transferMax: ZMinorAmount,
    /**
     * Own-wallet vendors (spec 7 "Wallet"): on a launch, every other game wallet comes back to the
     * main wallet and the main wallet moves into the launched vendor's; on leaving, it comes
     * back. Absent in settings saved before it existed: on.
     */
    autoTransferOnLaunch: z.boolean().default(true),
    /**
     * Back office: a manual balance adjustment above this (minor units) waits for a second
     * operator's approval; up to it, it is posted when made.
     */
    adjustmentApprovalAbove: ZMinorAmount.default('100000'),
    /**
     * KYC before withdrawing: never; before the member's first withdrawal; or for a withdrawal
     * above kycAbove. Approved identity documents lift it.
     */
    kycRule: z.enum(['never', 'first_withdrawal', 'above_amount']).default('never'),
    kycAbove: ZMinorAmount.default('10000000'),
  })
  .refine((s) => minorInOrder(s.withdrawalMin, s.withdrawalMax), {
    message: 'withdrawalMin must not exceed withdrawalMax',
    path: ['withdrawalMin'],
  })
  .refine((s) => minorInOrder(s.transferMin, s.transferMax), {
    message: 'transferMin must not exceed transferMax',
    path: ['transferMin'],
  });
export type TMoneySettings = z.infer<typeof ZMoneySettings>;

export const getMoneySettings = defineContract({
  method: 'GET',
  path: '/ops/api/system/setting/money',
  summary: 'Payment password, withdrawal, receipt and transfer settings (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.settings',
  value: ZMoneySettings,
});

export const putMoneySettings = defineContract({
  method: 'PUT',
  path: '/ops/api/system/setting/money',
  summary: 'Replace the money settings (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.settings',
  body: ZMoneySettings,
  value: ZMoneySettings,
});

/** What the member centre needs to know before a withdrawal or a transfer: the same fields. */
export const moneyOptions = defineContract({
  method: 'GET',
  path: '/wps/member/money/options',
  summary: 'The money rules a member is held to: payment password, limits, receipt minutes',
  tag: 'wallet',
  access: 'member',
  value: ZMoneySettings,
});
