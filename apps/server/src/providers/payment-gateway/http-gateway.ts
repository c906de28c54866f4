// A real payment gateway over HTTP, configured per channel from the environment:
//   PAYMENT_GATEWAY_URL_<CODE>     the gateway's base URL (https)
//   PAYMENT_GATEWAY_SECRET_<CODE>  the secret shared with it (signs both ways)
// and PUBLIC_URL, this site's origin, for the webhook and back links it is handed.
// The protocol is the common hosted-page one: the player is redirected to <base>/pay with the
// payment in a signed query; the gateway POSTs signed webhooks to
// /wps/payment/gateway/<code>/webhook; payouts are a signed POST to <base>/payouts.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { gatewayWebhook } from '@wps/contracts/payment/gateway-webhook';
import type { Config } from '../../config';
import { ProviderError } from '../http-post';
import {
  backPath,
  gatewayEnvName,
  parseGatewayEvent,
  type GatewayPayout,
  type PaymentGateway,
} from './gateway';
import { signatureHeaders, verifySignature } from './signature';

export const PAYOUT_TIMEOUT_MS = 10_000;

export interface HttpGatewaySettings {
  code: string;
  baseUrl: string;
  secret: string;
  publicUrl: string;
}

/** The channel's settings, or null when any is missing (the channel is then unavailable). */
export function httpGatewaySettings(
  config: Config,
  code: string,
  env: NodeJS.ProcessEnv,
): HttpGatewaySettings | null {
  const baseUrl = env[gatewayEnvName('URL', code)];
  const secret = env[gatewayEnvName('SECRET', code)];
  if (!baseUrl || !/^https?:\/\//.test(baseUrl) || !secret || secret.length < 16) return null;
  if (!config.PUBLIC_URL) return null;
  return {
    code,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    secret,
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
  };
}

const ZPayoutAnswer = z.object({
  payoutRef: z.string().min(1).max(100),
  status: z.enum(['paid', 'pending', 'failed']),
});

export function createHttpGateway(settings: HttpGatewaySettings): PaymentGateway {
  const { code, baseUrl, secret, publicUrl } = settings;
  return {
    async createPayment(payment) {
      const params: Record<string, string> = {
        amount: payment.amount.toString(),
        backUrl: `${publicUrl}${backPath(payment.reference)}`,
        currency: payment.currency,
        merchantRef: payment.reference,
        notifyUrl: `${publicUrl}${gatewayWebhook.path.replace(':channelCode', code)}`,
      };
      // Signed so the gateway knows the amount was not edited in the player's address bar.
      const canonical = new URLSearchParams(Object.entries(params).sort()).toString();
      const signature = createHmac('sha256', secret).update(canonical).digest('hex');
      return { redirectUrl: `${baseUrl}/pay?${canonical}&signature=${signature}` };
    },

    verifyWebhook(headers, rawBody, now) {
      verifySignature(secret, headers, rawBody, now);
      return parseGatewayEvent(rawBody);
    },

    async payout(withdrawal: GatewayPayout) {
      const body = Buffer.from(
        JSON.stringify({
          reference: withdrawal.reference,
          amount: withdrawal.amount.toString(),
          currency: withdrawal.currency,
          bankName: withdrawal.bankName,
          accountName: withdrawal.accountName,
          accountNumber: withdrawal.accountNumber,
        }),
      );
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/payouts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signatureHeaders(secret, body) },
          body,
          signal: AbortSignal.timeout(PAYOUT_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ProviderError(`gateway ${code}: payout failed: ${(error as Error).message}`);
      }
      const text = await res.text().catch(() => '');
      if (!res.ok) throw new ProviderError(`gateway ${code}: payout answered ${res.status}`);
      // The answer is signed like a webhook: a man in the middle cannot report 'paid'.
      try {
        verifySignature(secret, Object.fromEntries(res.headers), Buffer.from(text));
      } catch {
        throw new ProviderError(`gateway ${code}: the payout answer is not signed right`);
      }
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        throw new ProviderError(`gateway ${code}: payout answer is not JSON`);
      }
      const parsed = ZPayoutAnswer.safeParse(answer);
      if (!parsed.success) throw new ProviderError(`gateway ${code}: unexpected payout answer`);
      return parsed.data;
    },
  };
}
