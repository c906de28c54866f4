// Setting or changing the payment password (security centre). The first time the login password
// proves the member; afterwards the old payment password does.
import { z } from 'zod';
import { defineContract } from '../http';

/** Six digits, as the demo register settings define the payment password field. */
export const ZPaymentPassword = z.string().regex(/^[0-9]{6}$/, '6 digits');

export const ZSetPaymentPassword = z.strictObject({
  /** The login password: needed when no payment password is set yet (and the member has one). */
  password: z.string().min(1).max(64).optional(),
  /** The current payment password: needed when one is set. */
  oldPaymentPassword: ZPaymentPassword.optional(),
  newPaymentPassword: ZPaymentPassword,
  confirmPaymentPassword: ZPaymentPassword,
});
export type TSetPaymentPassword = z.infer<typeof ZSetPaymentPassword>;

export const setPaymentPassword = defineContract({
  method: 'PUT',
  path: '/wps/member/payment-password',
  summary: 'Set or change the payment password',
  tag: 'member',
  access: 'member',
  body: ZSetPaymentPassword,
  value: z.object({ success: z.literal(true) }),
});
