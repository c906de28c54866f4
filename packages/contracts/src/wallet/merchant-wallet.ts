// The member's wallets across vendors (spec 3 "Wallet: sumBalance, isSingle"; GCS_merchantWallet).
import { z } from 'zod';
import { defineContract } from '../http';
import { ZMinorValue } from './fields';

/** One transfer-mode vendor's game wallet of the member. */
export const ZGameWallet = z.object({
  /** The vendor's code (vassalage). */
  vendor: z.string(),
  displayName: z.string(),
  balance: ZMinorValue,
});
export type TGameWallet = z.infer<typeof ZGameWallet>;

export const ZMerchantWallet = z.object({
  /** Main wallet plus every game wallet, minor units. */
  sumBalance: ZMinorValue,
  /** True when no active vendor keeps its own wallet: the main wallet is the only one. */
  isSingle: z.boolean(),
  /** A game wallet per active transfer-mode vendor (balance '0' before the first transfer). */
  wallets: z.array(ZGameWallet),
});
export type TMerchantWallet = z.infer<typeof ZMerchantWallet>;

export const merchantWallet = defineContract({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  summary: "The member's total across the main wallet and the vendors' game wallets",
  tag: 'wallet',
  access: 'member',
  value: ZMerchantWallet,
});
