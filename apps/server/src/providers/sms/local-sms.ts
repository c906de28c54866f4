// The local SMS provider: sends nothing. It writes the message to the server log and to the
// outbox table, where operators (GET /ops/api/outbox), the demo and the tests read codes. It
// stands in for an SMS gateway behind the same port as the real (HTTP) provider.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertOutbox } from '../outbox';
import { e164, type SmsSender } from './sms';

export function createLocalSmsSender(db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    async send(to, text) {
      const recipient = e164(to);
      await insertOutbox(db, { channel: 'sms', recipient, subject: null, body: text });
      log.info(
        { channel: 'sms', to: recipient, text },
        'local SMS provider: message not sent, kept in the outbox',
      );
    },
  };
}
