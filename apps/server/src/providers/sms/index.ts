// Picks the SMS provider from the configuration (SMS_PROVIDER, default local).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createHttpSmsSender } from './http-sms';
import { createLocalSmsSender } from './local-sms';
import type { SmsSender } from './sms';

export type { SmsRecipient, SmsSender } from './sms';

export function createSmsSender(config: Config, db: Db, log: FastifyBaseLogger): SmsSender {
  if (config.SMS_PROVIDER === 'http') {
    // loadConfig guarantees both are set when the provider is http.
    return createHttpSmsSender(db, { url: config.SMS_HTTP_URL!, token: config.SMS_HTTP_TOKEN! });
  }
  return createLocalSmsSender(db, log);
}
