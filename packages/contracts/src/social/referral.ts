// Invite friends (issue 19, spec 2 "referral"): the member's link and the friends who came by it,
// each with a status. The reward itself is the referral promotion's (modules/promotions).
import { z } from 'zod';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';

export const referralStatuses = ['registered', 'deposited', 'qualified'] as const;

export const referralSummary = defineContract({
  method: 'GET',
  path: '/wps/referral',
  summary:
    "The member's referral code, the friends they brought (masked) with each one's status, and the referral promotion's reward",
  tag: 'referral',
  access: 'member',
  query: z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  value: z.object({
    referralCode: z.string(),
    /** The live referral promotion's terms, null when none is live. */
    reward: z.object({ amount: ZMinorValue, minDeposit: ZMinorValue }).nullable(),
    friends: z.array(
      z.object({
        username: z.string(),
        registeredAt: z.string(),
        status: z.enum(referralStatuses),
        rewarded: z.boolean(),
      }),
    ),
    counts: z.object({
      registered: z.number().int(),
      deposited: z.number().int(),
      qualified: z.number().int(),
    }),
    totalPages: z.number().int(),
  }),
});
