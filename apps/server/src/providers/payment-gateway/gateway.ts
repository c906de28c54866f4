// The payment-gateway port: what deposits and withdrawals need from an outside payment party.
// Adapters: http-gateway.ts (a real hosted-page gateway, configured per channel from the
// environment) and sandbox.ts (the local stand-in that runs here). Channels of type 'bank' have
// no gateway: an operator confirms them.
import { DEPOSIT_RETURN_PARAM } from '@wps/contracts/payment/create-deposit';
import { ZGatewayEvent, type TGatewayEvent } from '@wps/contracts/payment/gateway-webhook';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { createHttpGateway, httpGatewaySettings } from './http-gateway';
import { createSandboxGateway, isSandboxAllowed } from './sandbox';
import type { HeaderBag } from './signature';

export interface GatewayPayment {
  reference: string;
  amount: bigint;
  currency: string;
}

export interface GatewayPayout {
  /** The withdrawal's reference: the gateway's idempotency key for the payout. */
  reference: string;
  amount: bigint;
  currency: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** paid: money sent; pending: the gateway will report later; failed: nothing was sent. */
export type PayoutStatus = 'paid' | 'pending' | 'failed';

export interface PaymentGateway {
  /**
   * Where to send the player to pay. Must be a pure function of the payment (no state): a
   * replayed deposit request answers with the same URL.
   */
  createPayment(payment: GatewayPayment): Promise<{ redirectUrl: string }>;
  /** The delivery's event if the headers sign this exact body; BAD_SIGNATURE or a 400 if not. */
  verifyWebhook(headers: HeaderBag, rawBody: Uint8Array, now?: Date): TGatewayEvent;
  /** Pays a withdrawal out; the same reference twice must not pay twice (the gateway's key). */
  payout(withdrawal: GatewayPayout): Promise<{ payoutRef: string; status: PayoutStatus }>;
}

export interface GatewayChannel {
  code: string;
  type: 'bank' | 'gateway' | 'sandbox';
}

/** Where the gateway sends the browser back after paying: the site, naming the deposit. */
export const backPath = (reference: string) => `/?${DEPOSIT_RETURN_PARAM}=${reference}`;

/** The environment variable names of a channel: PAYMENT_GATEWAY_<WHAT>_<CODE>, '-' as '_'. */
export const gatewayEnvName = (what: 'URL' | 'SECRET', code: string) =>
  `PAYMENT_GATEWAY_${what}_${code.toUpperCase().replace(/-/g, '_')}`;

/**
 * The channel's gateway, or null when it has none usable here: a bank channel, a gateway whose
 * URL, secret or PUBLIC_URL is not configured, or the sandbox where it is switched off.
 */
export async function gatewayFor(
  deps: Deps,
  channel: GatewayChannel,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PaymentGateway | null> {
  if (channel.type === 'sandbox') {
    return isSandboxAllowed(deps.config) ? createSandboxGateway(deps, channel.code, env) : null;
  }
  if (channel.type === 'gateway') {
    const settings = httpGatewaySettings(deps.config, channel.code, env);
    return settings ? createHttpGateway(settings) : null;
  }
  return null;
}

/** The JSON body of a delivery whose signature was already checked. */
export function parseGatewayEvent(rawBody: Uint8Array): TGatewayEvent {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(rawBody).toString('utf8'));
  } catch {
    throw new AppError('MALFORMED_JSON', 'The delivery is not JSON.');
  }
  const parsed = ZGatewayEvent.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = ['body', ...issue.path.map(String)].join('.');
    throw new AppError('VALIDATION_FAILED', `Invalid field ${field}: ${issue.message}`, field);
  }
  return parsed.data;
}
