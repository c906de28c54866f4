// Moves cash between the main wallet and the game wallet of a transfer-mode vendor (spec 7
// "Wallet": GCS_walletTransfer; member centre page transferFund).
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdempotencyKey, ZMinorAmount, ZMinorValue } from './fields';

export const ZWalletTransferRequest = z.strictObject({
  idempotencyKey: ZIdempotencyKey,
  /** The vendor's code (its vassalage), an active vendor that keeps its own wallet. */
  vendor: z.string().min(1).max(64),
  /** IN: main wallet -> the vendor's game wallet; OUT: back to the main wallet. */
  direction: z.enum(['IN', 'OUT']),
  amount: ZMinorAmount,
});
export type TWalletTransferRequest = z.infer<typeof ZWalletTransferRequest>;

export const ZWalletTransferResult = z.object({
  transactionId: z.number().int(),
  /** The main wallet right after the transfer, minor units. */
  mainBalance: ZMinorValue,
  /** This vendor's game wallet right after the transfer, minor units. */
  gameBalance: ZMinorValue,
});
export type TWalletTransferResult = z.infer<typeof ZWalletTransferResult>;

export const walletTransfer = defineContract({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  summary: "Move cash between the main wallet and a vendor's game wallet",
  tag: 'wallet',
  access: 'member',
  body: ZWalletTransferRequest,
  value: ZWalletTransferResult,
});
