// Operators manage the payment channels: limits, fee, texts per language, enabled, order (admin).
import { z } from 'zod';
import { ZIdParams, ZPlainLine } from '../content/fields';
import { defineContract, ZLanguage } from '../http';
import { OPS_PAGE_SIZE, ZOpsPageOf, ZOpsPageQuery } from '../ops/paging';
import { minorInOrder, ZMinorAmount, ZMinorValue } from '../wallet/fields';
import { ZChannelBank, ZChannelCode, ZChannelTexts, ZChannelType } from './fields';

/** A fee in minor units: 0 or more. */
const ZFeeFixed = z.string().regex(/^(0|[1-9][0-9]{0,15})$/, 'a whole number of minor units');

const channelFields = {
  /** The operators' own name; players see `texts`. */
  name: ZPlainLine(80),
  texts: ZChannelTexts,
  minAmount: ZMinorAmount,
  maxAmount: ZMinorAmount,
  feeFixed: ZFeeFixed,
  /** Basis points of the amount (100 = 1 %), 0 to 10000. */
  feeBps: z.number().int().min(0).max(10_000),
  forDeposit: z.boolean(),
  /** Gateway channels only: operators may pay withdrawals out through it. */
  forWithdrawal: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int().min(-1_000_000).max(1_000_000),
  /** Required for bank channels (where players transfer to); null otherwise. */
  bank: ZChannelBank.nullable(),
};

type ChannelInput = {
  minAmount: string;
  maxAmount: string;
  bank: unknown;
  forWithdrawal: boolean;
};
const limitsInOrder = (c: ChannelInput) => minorInOrder(c.minAmount, c.maxAmount);

export const ZCreateChannelRequest = z
  .strictObject({
    /** Fixed once made: the webhook path and the clearing account are named by it. */
    code: ZChannelCode,
    type: ZChannelType,
    ...channelFields,
  })
  .refine(limitsInOrder, { message: 'minAmount must not exceed maxAmount', path: ['minAmount'] })
  .refine((c) => (c.type === 'bank') === (c.bank !== null), {
    message: 'bank details are required for bank channels and only for them',
    path: ['bank'],
  })
  .refine((c) => !(c.type === 'bank' && c.forWithdrawal), {
    message: 'a bank channel cannot pay withdrawals out',
    path: ['forWithdrawal'],
  });
export type TCreateChannelRequest = z.infer<typeof ZCreateChannelRequest>;

/** Everything but code and type, which stay as created (the server checks bank against type). */
export const ZUpdateChannelRequest = z
  .strictObject(channelFields)
  .refine(limitsInOrder, { message: 'minAmount must not exceed maxAmount', path: ['minAmount'] });
export type TUpdateChannelRequest = z.infer<typeof ZUpdateChannelRequest>;

export const ZOpsChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  type: ZChannelType,
  name: z.string(),
  texts: z.partialRecord(ZLanguage, z.object({ name: z.string(), instructions: z.string() })),
  currency: z.string(),
  minAmount: ZMinorValue,
  maxAmount: ZMinorValue,
  feeFixed: ZMinorValue,
  feeBps: z.number().int(),
  forDeposit: z.boolean(),
  forWithdrawal: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
  bank: ZChannelBank.nullable(),
  /** Gateway channels: whether the server has the channel's secret (PAYMENT_GATEWAY_SECRET_<CODE>). */
  isConfigured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOpsChannel = z.infer<typeof ZOpsChannel>;

export const opsListChannels = defineContract({
  method: 'GET',
  path: '/ops/api/payment-channels',
  summary: `Payment channels in display order, ${OPS_PAGE_SIZE} a page unless asked (admin)`,
  tag: 'ops',
  access: 'operator',
  permission: 'money.settings',
  query: ZOpsPageQuery,
  value: ZOpsPageOf(ZOpsChannel),
});

/** A channel as the withdrawals' payout picker offers it (and names a paid-out withdrawal's). */
export const ZChannelChoice = ZOpsChannel.pick({
  id: true,
  type: true,
  name: true,
  forWithdrawal: true,
  enabled: true,
  isConfigured: true,
});
export type TChannelChoice = z.infer<typeof ZChannelChoice>;

export const opsListChannelChoices = defineContract({
  method: 'GET',
  path: '/ops/api/payment-channels/choices',
  summary:
    'Every payment channel as the payout picker offers it (id, type, name, state), in display ' +
    'order: one choice per gateway or bank account, so whole (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.settings',
  value: z.array(ZChannelChoice),
});

export const opsCreateChannel = defineContract({
  method: 'POST',
  path: '/ops/api/payment-channels',
  summary: 'Add a payment channel; the code must be new (409 CONFLICT) (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.settings',
  body: ZCreateChannelRequest,
  value: ZOpsChannel,
});

export const opsUpdateChannel = defineContract({
  method: 'PUT',
  path: '/ops/api/payment-channels/:id',
  summary: "Replace a channel's settings (not its code or type) (admin)",
  tag: 'ops',
  access: 'operator',
  permission: 'money.settings',
  params: ZIdParams,
  body: ZUpdateChannelRequest,
  value: ZOpsChannel,
});
