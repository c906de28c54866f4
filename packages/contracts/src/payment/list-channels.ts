// The payment channels a member may use, in the member's language (EN fallback).
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZMemberChannel } from './fields';

export const listPaymentChannels = defineContract({
  method: 'GET',
  path: '/wps/payment/channels',
  summary: 'Enabled payment channels for deposits (or withdrawal payouts), in display order',
  tag: 'payment',
  access: 'member',
  query: z.strictObject({
    direction: z.enum(['deposit', 'withdrawal']).default('deposit'),
    /** The texts' language; the member's own language when absent. */
    language: ZLanguage.optional(),
  }),
  value: z.array(ZMemberChannel),
});
