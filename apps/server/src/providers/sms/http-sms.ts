// The HTTP SMS provider: POST {to, text} as JSON with a bearer token to SMS_HTTP_URL. Any
// gateway with such an endpoint (or a small relay in front of one) plugs in here.
import { postJson } from '../http-post';
import { e164, type SmsSender } from './sms';

export function createHttpSmsSender(options: {
  url: string;
  token: string;
  timeoutMs?: number;
}): SmsSender {
  return {
    async send(to, text) {
      await postJson(
        'SMS provider',
        options.url,
        options.token,
        { to: e164(to), text },
        options.timeoutMs,
      );
    },
  };
}
