// The HTTP SMS provider: POST {to, text} as JSON with a bearer token to SMS_HTTP_URL. Any
// gateway with such an endpoint (or a small relay in front of one) plugs in here. Each message
// and the gateway's answer are recorded in the outbox (codes masked).
import type { Db } from '../../db/client';
import { postJson } from '../http-post';
import { sendRecorded } from '../outbox';
import { e164, type SmsSender } from './sms';

export function createHttpSmsSender(
  db: Db,
  options: { url: string; token: string; timeoutMs?: number },
): SmsSender {
  return {
    async send(to, text) {
      const recipient = e164(to);
      await sendRecorded(db, { channel: 'sms', recipient, subject: null, body: text }, () =>
        postJson(
          'SMS provider',
          options.url,
          options.token,
          { to: recipient, text },
          options.timeoutMs,
        ),
      );
    },
  };
}
