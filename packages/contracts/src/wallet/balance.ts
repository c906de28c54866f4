// The member's wallet balance (spec 7 "Wallet"; the header shows it, spec 2, 4).
import { z } from 'zod';
import { defineContract } from '../http';

/** An amount in minor units as a decimal string: amounts may exceed 2^53 (DESIGN 4). */
export const ZMinorUnits = z.string().regex(/^-?\d{1,19}$/);

export const ZWalletBalance = z.object({
  /** What the member can spend: cash for a real account, play money for a trial account. */
  balance: ZMinorUnits,
  /** Bonus funds (real accounts; '0' for trial accounts). */
  bonus: ZMinorUnits,
  /** Reserved by pending withdrawals and bets. */
  held: ZMinorUnits,
  /**
   * Seen but not withdrawable now: the active bonus (until its wagering is met) plus what is
   * held (issue 18).
   */
  locked: ZMinorUnits,
  /** What a withdrawal may take: cash (taking it while a bonus is active forfeits the bonus). */
  withdrawable: ZMinorUnits,
  currency: z.string(),
  /**
   * Money in the game wallets of vendors that keep their own (moved there at a launch or by a
   * transfer); not in `balance`. '0' for a trial account.
   */
  inGames: ZMinorUnits,
  /** True for a trial (type 4) account: the balance is play money, never real money. */
  isPlayMoney: z.boolean(),
});
export type TWalletBalance = z.infer<typeof ZWalletBalance>;

export const walletBalance = defineContract({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  summary: "The member's main wallet balance, in minor units",
  tag: 'wallet',
  access: 'member',
  value: ZWalletBalance,
});
