// Starts a game for the signed-in member with real money (spec 3 "Game launch payload"): a
// launch session the vendor authenticates with, and the URL of the vendor's game client.
import { z } from 'zod';
import { gameTypes } from '../content/game-nav';
import { defineContract, ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';

export const ZLaunchGameRequest = z.strictObject({
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  /** Lottery launch options, passed through to the lottery pages. */
  lottoArea: z.string().max(50).optional(),
  launchMode: z.string().max(50).optional(),
  lottoPrizeMode: z.string().max(50).optional(),
  lottoView: z.string().max(50).optional(),
  device: z.string().max(50).optional(),
  /** Where the game's back button goes: a path on this site only. */
  backUrl: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, 'a path on this site')
    .optional(),
  language: ZLanguage.optional(),
});
export type TLaunchGameRequest = z.infer<typeof ZLaunchGameRequest>;

export const ZLaunchGameResult = z.object({
  /** The game client's address, the launch token in its query (or /lottery for LOTT, ELOTT). */
  url: z.string(),
  gameCode: z.string(),
  /** The vendor's code (vassalage). */
  vendor: z.string(),
  gameType: z.enum(gameTypes),
  /**
   * What the launch moved between the member's wallets (the operators' autoTransferOnLaunch):
   * `returned` came back to the main wallet from other vendors' game wallets; `gameWallet` is
   * the launched vendor's own wallet when it keeps one, with what moved into it. Absent for a
   * trial launch and a lottery.
   */
  wallet: z
    .object({
      returned: ZMinorValue,
      mainBalance: ZMinorValue,
      gameWallet: z
        .object({
          vendor: z.string(),
          displayName: z.string(),
          movedIn: ZMinorValue,
          balance: ZMinorValue,
        })
        .nullable(),
    })
    .optional(),
});
export type TLaunchGameResult = z.infer<typeof ZLaunchGameResult>;

export const launchGame = defineContract({
  method: 'POST',
  path: '/wps/game/launchGame',
  summary:
    'Launch a game with real money: a launch session (12 h) and the game client URL; a trial account is refused',
  tag: 'games',
  access: 'member',
  body: ZLaunchGameRequest,
  value: ZLaunchGameResult,
});
