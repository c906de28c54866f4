// The member left an own-wallet vendor's game (closed its frame or page): everything in that
// vendor's game wallet goes back to the main wallet, when the operators' autoTransferOnLaunch is
// on. The web calls it as the game's page goes away; a later launch of another vendor does the
// same on the server, so a tab that closed without calling strands nothing.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdempotencyKey, ZMinorValue } from './fields';

export const ZGameWalletLeaveRequest = z.strictObject({
  idempotencyKey: ZIdempotencyKey,
  /** The vendor's code (its vassalage) whose game the member left. */
  vendor: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
});
export type TGameWalletLeaveRequest = z.infer<typeof ZGameWalletLeaveRequest>;

export const ZGameWalletLeaveResult = z.object({
  /** What came back to the main wallet ("0": nothing was there, or the setting is off). */
  returned: ZMinorValue,
  /** The main wallet right after. */
  mainBalance: ZMinorValue,
});
export type TGameWalletLeaveResult = z.infer<typeof ZGameWalletLeaveResult>;

export const gameWalletLeave = defineContract({
  method: 'POST',
  path: '/wps/relay/GCS_gameWalletLeave',
  summary: "Return an own-wallet vendor's game wallet to the main wallet when the member leaves it",
  tag: 'wallet',
  access: 'member',
  body: ZGameWalletLeaveRequest,
  value: ZGameWalletLeaveResult,
});
