// The webhook signature every gateway here uses: HMAC-SHA256 over the timestamp header and the
// raw body bytes, so a body changed in transit or a delivery replayed much later is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  GATEWAY_SIGNATURE_HEADER,
  GATEWAY_TIMESTAMP_HEADER,
} from '@wps/contracts/payment/gateway-webhook';
import { AppError } from '../../errors';

/** How far a delivery's timestamp may be from our clock, either way (the gateway's may drift). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type HeaderBag = Record<string, string | string[] | undefined>;

export function signPayload(secret: string, timestamp: number, rawBody: Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The two headers a signed delivery carries. */
export function signatureHeaders(secret: string, rawBody: Uint8Array, now = new Date()) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    [GATEWAY_TIMESTAMP_HEADER]: String(timestamp),
    [GATEWAY_SIGNATURE_HEADER]: signPayload(secret, timestamp, rawBody),
  };
}

const single = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/** Throws BAD_SIGNATURE unless the headers sign exactly these bytes, recently enough. */
export function verifySignature(
  secret: string,
  headers: HeaderBag,
  rawBody: Uint8Array,
  now = new Date(),
): void {
  const timestampText = single(headers[GATEWAY_TIMESTAMP_HEADER]);
  const signature = single(headers[GATEWAY_SIGNATURE_HEADER]);
  if (!timestampText || !/^[0-9]{1,12}$/.test(timestampText) || !signature) {
    throw new AppError('BAD_SIGNATURE', 'The delivery is not signed.');
  }
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new AppError('BAD_SIGNATURE', 'The signature is too old or from the future.');
  }
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : null;
  if (!given || !timingSafeEqual(expected, given)) {
    throw new AppError('BAD_SIGNATURE', 'The signature does not match.');
  }
}
