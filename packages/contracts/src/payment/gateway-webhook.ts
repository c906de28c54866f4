// A payment gateway's webhook: it tells us a payment's status. The body is JSON signed with the
// channel's secret; the signature covers the timestamp header and the raw body bytes.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZMinorAmount } from '../wallet/fields';
import { ZChannelCode, ZPaymentReference } from './fields';

/** Unix seconds when the gateway signed the delivery; too old or too far ahead is refused. */
export const GATEWAY_TIMESTAMP_HEADER = 'x-gateway-timestamp';
/** Lower-case hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';

export const ZGatewayEvent = z.strictObject({
  /** The gateway's id of this delivery: each is applied at most once. */
  eventId: z.string().regex(/^[A-Za-z0-9_:.-]{1,100}$/),
  /** Our deposit reference, as createPayment sent it. */
  reference: ZPaymentReference,
  status: z.enum(['pending', 'completed', 'failed']),
  /** Must equal the deposit's amount, minor units. */
  amount: ZMinorAmount,
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  /** The gateway's own id of the payment. */
  gatewayRef: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{1,100}$/)
    .optional(),
});
export type TGatewayEvent = z.infer<typeof ZGatewayEvent>;

export const gatewayWebhook = defineContract({
  method: 'POST',
  path: '/wps/payment/gateway/:channelCode/webhook',
  summary:
    'Gateway webhook (HMAC-signed, see x-gateway-signature): completes or fails a deposit; ' +
    'a replayed or out-of-order delivery has no effect',
  tag: 'payment',
  access: 'public',
  params: z.strictObject({ channelCode: ZChannelCode }),
  body: ZGatewayEvent,
  value: z.object({
    /** applied: the deposit changed; ignored: stale or already final; duplicate: seen before. */
    outcome: z.enum(['applied', 'ignored', 'duplicate']),
  }),
});
