// The header balance without a reload (issue 4): the member's balance now, then again after
// every change, as server-sent events. Read with fetch and the Authorization header (the token
// lives in session storage; EventSource cannot send it, and tokens never go in URLs).
import { z } from 'zod';
import { defineContract } from '../http';
import { ZSocialBadges } from '../social/messages';
import { ZMinorUnits, ZWalletBalance } from './balance';

/**
 * An event the member is told of as it happens (issue 16): the header shows a notice. Money:
 * depositCredited, withdrawalPaid. contractOffered (issue 17): the member's upline offered it an
 * agent contract; reference is the contract's kind (daily_salary ...), amount '0'.
 */
export const ZMoneyNotice = z.object({
  kind: z.enum(['depositCredited', 'withdrawalPaid', 'contractOffered']),
  /** The deposit's or the withdrawal's reference; the contract's kind. */
  reference: z.string().max(40),
  amount: ZMinorUnits,
});
export type TMoneyNotice = z.infer<typeof ZMoneyNotice>;

/**
 * The balance, with the money notices that happened since the last event, if any, and the
 * member's badges (issue 19: unread messages and chat answers), so one stream keeps the header
 * current.
 */
export const ZWalletBalanceEvent = ZWalletBalance.extend({
  notices: z.array(ZMoneyNotice).optional(),
  badges: ZSocialBadges,
});
export type TWalletBalanceEvent = z.infer<typeof ZWalletBalanceEvent>;

export const walletBalanceStream = defineContract({
  method: 'GET',
  path: '/wps/v2/wallets/stream',
  summary:
    "The member's wallet balance as server-sent events: 'balance' now and after every change (with notices of a deposit credited or a withdrawal paid, and the unread message and chat badges, sent again when they change), a comment line as heartbeat every 25 s",
  tag: 'wallet',
  access: 'member',
  value: ZWalletBalanceEvent,
  stream: { event: 'balance' },
});
