// Field schemas the payment contracts share: channel and deposit shapes, references, states.
import { z } from 'zod';
import { ZLanguage } from '../http';
import { ZPlainLine, ZPlainText } from '../content/fields';
import { ZMinorValue } from '../wallet/fields';

/** bank: transfer plus proof images, an operator confirms. gateway: redirect and signed webhook.
 * sandbox: the local stand-in gateway (same adapter and webhook path), for trying money out. */
export const channelTypes = ['bank', 'gateway', 'sandbox'] as const;
export const ZChannelType = z.enum(channelTypes);
export type TChannelType = z.infer<typeof ZChannelType>;

/**
 * pending: waiting for the gateway or an operator; completed: credited; rejected: refused by an
 * operator; failed: the gateway reported failure; expired: never paid.
 */
export const depositStates = ['pending', 'completed', 'rejected', 'failed', 'expired'] as const;
export const ZDepositState = z.enum(depositStates);
export type TDepositState = z.infer<typeof ZDepositState>;

/** A channel's stable code: its webhook path and its clearing account. */
export const ZChannelCode = z.string().regex(/^[a-z0-9-]{2,40}$/, '2 to 40 of a-z 0-9 -');

/** The site's bank account a bank-transfer channel asks players to pay into. */
export const ZChannelBank = z.strictObject({
  bankName: ZPlainLine(80),
  accountName: ZPlainLine(80),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9 -]{4,40}$/, 'digits, spaces and dashes'),
});
export type TChannelBank = z.infer<typeof ZChannelBank>;

/** A deposit or withdrawal reference, as shown to the player and named by the gateway. */
export const ZPaymentReference = z.string().regex(/^[A-Z0-9]{6,40}$/, 'a payment reference');
export const ZReferenceParams = z.strictObject({ reference: ZPaymentReference });

/** Page numbers from 1; page sizes up to 100. */
export const ZPageNo = z.coerce.number().int().min(1).max(10_000).default(1);
export const ZPageSize = (fallback: number) =>
  z.coerce.number().int().min(1).max(100).default(fallback);

/** A channel as the member sees it, texts in the member's language (EN when missing). */
export const ZMemberChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  type: ZChannelType,
  name: z.string(),
  instructions: z.string(),
  /** Inclusive limits of one deposit, minor units. */
  min: ZMinorValue,
  max: ZMinorValue,
  /** The fee is feeFixed + amount * feeBps / 10000 (rounded down), taken from the amount. */
  feeFixed: ZMinorValue,
  feeBps: z.number().int(),
  currency: z.string(),
  /** Where to transfer to (bank channels), else null. */
  bank: ZChannelBank.nullable(),
  /** Bank channels need 1 to 3 proof images (see uploadProof). */
  needsProof: z.boolean(),
});
export type TMemberChannel = z.infer<typeof ZMemberChannel>;

/** Per-language channel texts as operators write them: EN is required (the fallback). */
export const ZChannelTexts = z
  .partialRecord(
    ZLanguage,
    z.strictObject({ name: ZPlainLine(60), instructions: ZPlainText(2000, 0) }),
  )
  .refine((t) => t.EN !== undefined, { message: 'EN is required', path: ['EN'] });
export type TChannelTexts = z.infer<typeof ZChannelTexts>;
