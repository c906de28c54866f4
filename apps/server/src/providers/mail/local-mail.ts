// The local mail provider: sends nothing. It writes the mail to the server log and to the outbox
// table (read by operators, the demo and the tests). It stands in for a mail service behind the
// same port as the real (HTTP) provider.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertOutbox } from '../outbox';
import type { MailSender } from './mail';

export function createLocalMailSender(db: Db, log: FastifyBaseLogger): MailSender {
  return {
    async send(to, subject, body) {
      await insertOutbox(db, { channel: 'mail', recipient: to, subject, body });
      log.info(
        { channel: 'mail', to, subject },
        'local mail provider: mail not sent, kept in the outbox',
      );
    },
  };
}
