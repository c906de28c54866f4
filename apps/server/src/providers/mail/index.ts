// Picks the mail provider from the configuration (MAIL_PROVIDER, default local).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createHttpMailSender } from './http-mail';
import { createLocalMailSender } from './local-mail';
import type { MailSender } from './mail';

export type { MailSender } from './mail';

export function createMailSender(config: Config, db: Db, log: FastifyBaseLogger): MailSender {
  if (config.MAIL_PROVIDER === 'http') {
    // loadConfig guarantees the URL and token are set when the provider is http.
    return createHttpMailSender(db, {
      url: config.MAIL_HTTP_URL!,
      token: config.MAIL_HTTP_TOKEN!,
      from: config.MAIL_FROM,
    });
  }
  return createLocalMailSender(db, log);
}
