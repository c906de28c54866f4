// The HTTP mail provider: POST {from, to, subject, text} as JSON with a bearer token to
// MAIL_HTTP_URL (the shape most transactional-mail APIs take, or a small relay in front of one).
import { postJson } from '../http-post';
import type { MailSender } from './mail';

export function createHttpMailSender(options: {
  url: string;
  token: string;
  from: string;
  timeoutMs?: number;
}): MailSender {
  return {
    async send(to, subject, body) {
      await postJson(
        'Mail provider',
        options.url,
        options.token,
        { from: options.from, to, subject, text: body },
        options.timeoutMs,
      );
    },
  };
}
