// The HTTP mail provider: POST {from, to, subject, text} as JSON with a bearer token to
// MAIL_HTTP_URL (the shape most transactional-mail APIs take, or a small relay in front of one).
// Each mail and the service's answer are recorded in the outbox (links and codes masked).
import type { Db } from '../../db/client';
import { postJson } from '../http-post';
import { sendRecorded } from '../outbox';
import type { MailSender } from './mail';

export function createHttpMailSender(
  db: Db,
  options: { url: string; token: string; from: string; timeoutMs?: number },
): MailSender {
  return {
    async send(to, subject, body) {
      await sendRecorded(db, { channel: 'mail', recipient: to, subject, body }, () =>
        postJson(
          'Mail provider',
          options.url,
          options.token,
          { from: options.from, to, subject, text: body },
          options.timeoutMs,
        ),
      );
    },
  };
}
