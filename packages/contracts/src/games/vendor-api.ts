// The seamless-wallet API a game vendor calls to move a player's money: authenticate a launch
// token, read the balance, debit a bet, credit a win, roll a bet back, end a round. Every call is
// a JSON POST signed with the vendor's secret and always answered with HTTP 200 and a body code.
import { z } from 'zod';
import { defineContract } from '../http';

/** The vendor's code (its vassalage, e.g. ROYALSLOTS). */
export const VENDOR_CODE_HEADER = 'x-vendor-code';
/** Unix milliseconds when the vendor signed the call; more than 5 minutes off is refused. */
export const VENDOR_TIMESTAMP_HEADER = 'x-vendor-timestamp';
/** Lower-case hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export const VENDOR_SIGNATURE_HEADER = 'x-vendor-signature';
/** How far a call's timestamp may be from our clock. */
export const VENDOR_TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

export const VENDOR_API_PREFIX = '/wps/vendor/v1';

export const vendorCodes = [
  'OK',
  'INVALID_SIGNATURE',
  'IP_NOT_ALLOWED',
  'INVALID_REQUEST',
  'INVALID_TOKEN',
  'PLAYER_NOT_FOUND',
  'INSUFFICIENT_FUNDS',
  'TX_NOT_FOUND',
  'TX_CONFLICT',
  'BET_ROLLED_BACK',
  'ROLLBACK_AFTER_WIN',
  'ROUND_ENDED',
  /** The stake is above the maximum bet of the player's active bonus (issue 18). */
  'BONUS_MAX_BET',
  'INTERNAL_ERROR',
] as const;
export type VendorCode = (typeof vendorCodes)[number];
export const ZVendorCode = z.enum(vendorCodes);

/** The vendor's own ids (transactions, rounds): printable, 1 to 100 characters. */
export const ZVendorRef = z.string().regex(/^[A-Za-z0-9_:.-]{1,100}$/);
/** Minor units as a string of digits, 0 to 10^15 (a debit must be positive). */
export const ZVendorAmount = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,15})$/, 'a whole number of minor units')
  .refine((s) => !/^[0-9]+$/.test(s) || BigInt(s) <= 10n ** 15n, 'at most 10^15 minor units');
export const ZPlayerId = z.number().int().positive().max(2_147_483_647);
/** The opaque launch token (base64url of 32 bytes). */
export const ZLaunchToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
export const ZGameCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);

export const ZAuthenticateRequest = z.strictObject({ token: ZLaunchToken });
export const ZBalanceRequest = z.strictObject({
  playerId: ZPlayerId,
  token: ZLaunchToken.optional(),
});
export const ZDebitRequest = z.strictObject({
  token: ZLaunchToken,
  playerId: ZPlayerId,
  txId: ZVendorRef,
  roundId: ZVendorRef,
  gameCode: ZGameCode,
  amount: ZVendorAmount.refine((s) => s !== '0', 'a bet is 1 or more minor units'),
});
export const ZCreditRequest = z.strictObject({
  playerId: ZPlayerId,
  txId: ZVendorRef,
  roundId: ZVendorRef,
  gameCode: ZGameCode,
  /** "0" is a loss: recorded, nothing moves. */
  amount: ZVendorAmount,
});
export const ZRollbackRequest = z.strictObject({
  playerId: ZPlayerId,
  txId: ZVendorRef,
  /** The bet's txId. */
  refTxId: ZVendorRef,
  roundId: ZVendorRef,
});
export const ZEndRoundRequest = z.strictObject({ playerId: ZPlayerId, roundId: ZVendorRef });

export type TAuthenticateRequest = z.infer<typeof ZAuthenticateRequest>;
export type TBalanceRequest = z.infer<typeof ZBalanceRequest>;
export type TDebitRequest = z.infer<typeof ZDebitRequest>;
export type TCreditRequest = z.infer<typeof ZCreditRequest>;
export type TRollbackRequest = z.infer<typeof ZRollbackRequest>;
export type TEndRoundRequest = z.infer<typeof ZEndRoundRequest>;

const ZBalance = z.string().regex(/^-?(0|[1-9][0-9]*)$/);
const answer = <T extends z.ZodRawShape>(ok: T) =>
  z.object({ code: ZVendorCode, balance: ZBalance.optional(), ...ok });

const vendorCall = <B extends z.ZodType, V extends z.ZodType>(
  name: string,
  summary: string,
  body: B,
  value: V,
) =>
  defineContract({
    method: 'POST',
    path: `${VENDOR_API_PREFIX}/${name}`,
    summary: `Vendor wallet API (HMAC-signed, x-vendor-code/-timestamp/-signature; always HTTP 200 with a body code, no envelope): ${summary}`,
    tag: 'vendor-wallet',
    access: 'public',
    body,
    value,
  });

export const vendorAuthenticate = vendorCall(
  'authenticate',
  'the player behind a launch token',
  ZAuthenticateRequest,
  answer({
    playerId: z.number().optional(),
    username: z.string().optional(),
    currency: z.string().optional(),
    isTrial: z.boolean().optional(),
  }),
);
export const vendorBalance = vendorCall(
  'balance',
  "the player's balance for this vendor",
  ZBalanceRequest,
  answer({ currency: z.string().optional() }),
);
export const vendorDebit = vendorCall(
  'debit',
  'takes a bet (needs a live launch token); idempotent by txId',
  ZDebitRequest,
  answer({ txId: z.string().optional() }),
);
export const vendorCredit = vendorCall(
  'credit',
  'pays a win ("0": a loss) into a round that has a bet; idempotent by txId',
  ZCreditRequest,
  answer({ txId: z.string().optional() }),
);
export const vendorRollback = vendorCall(
  'rollback',
  'gives a bet back, once; a rollback of an unknown bet is kept and refuses that bet later',
  ZRollbackRequest,
  answer({ txId: z.string().optional() }),
);
export const vendorEndRound = vendorCall(
  'endRound',
  'closes a round: no more bets or wins',
  ZEndRoundRequest,
  answer({}),
);

export const vendorApiContracts = [
  vendorAuthenticate,
  vendorBalance,
  vendorDebit,
  vendorCredit,
  vendorRollback,
  vendorEndRound,
];
