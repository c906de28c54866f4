// What services are handed: the database and the configuration. Built once in app.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/client';
import type { GeoLookup } from './lib/geo';
import type { MailSender } from './providers/mail';
import type { SmsSender } from './providers/sms';
import type { AnyPhoneAuth } from './providers/phone-auth';
import type { BalanceEvents } from './modules/wallet/balance-events';
import type { SocialEvents } from './modules/messages/social-events';
import type { SessionCache } from './modules/session/session-cache';
import type { VendorSend } from './providers/game-vendors/vendor-client';

export interface Deps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  geo: GeoLookup;
  /** Shared state for several server processes (rate limits); null without REDIS_URL. */
  redis: Redis | null;
  /** Text messages (SMS codes): the local outbox or an HTTP gateway, by SMS_PROVIDER. */
  sms: SmsSender;
  /** The outside phone-auth provider when PHONE_AUTH_PROVIDER is on, else null. */
  phoneAuth: AnyPhoneAuth | null;
  /** Mail (reset links): the local outbox or an HTTP service, by MAIL_PROVIDER. */
  mail: MailSender;
  /** "This member's balance changed": publish after a money transaction commits. */
  balanceEvents: BalanceEvents;
  /** Unread messages changed, chat messages sent: publish after the transaction commits. */
  socialEvents: SocialEvents;
  /** Live sessions read in the last seconds; revoke through session.service's revokeSessions. */
  sessionCache: SessionCache;
  /**
   * How the built-in vendors (house games, simulated books) reach this server's vendor API:
   * through the app itself (injectSend), the same route, signature and allow-list an outside
   * vendor meets.
   */
  vendorSend: VendorSend;
}
