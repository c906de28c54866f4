// The member's funds in one call for the home page and the member centre (spec 7
// "/wps/member/info/funds/consolidated"), with the site's contract flags.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZContractFlags } from './contract-flags';
import { ZMinorValue } from './fields';
import { ZGameWallet } from './merchant-wallet';

export const ZFundsConsolidated = z.object({
  /** Main wallet (cash), minor units. */
  balance: ZMinorValue,
  bonus: ZMinorValue,
  /** Reserved by pending withdrawals and bets. */
  held: ZMinorValue,
  /** A game wallet per active transfer-mode vendor. */
  gameWallets: z.array(ZGameWallet),
  /** balance plus the game wallets: what the member can play with (as GCS_merchantWallet). */
  sumBalance: ZMinorValue,
  /** The site's currency; PLAY for a trial account (play money, no game wallets). */
  currency: z.string(),
  /** Per kind: an offer of that kind waits for this member's answer (accept or reject). */
  contract: ZContractFlags,
  /** Per kind: the site offers contracts of that kind (the agent centre's menu entries). */
  contractsOffered: ZContractFlags,
});
export type TFundsConsolidated = z.infer<typeof ZFundsConsolidated>;

export const fundsConsolidated = defineContract({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  summary: "The member's main, bonus, held and game wallet funds, and the contract flags",
  tag: 'wallet',
  access: 'member',
  value: ZFundsConsolidated,
});
