// Live social events (issue 19): a member's unread messages changed, a chat message was sent.
// A topic bus (lib/topic-bus.ts), as the balance events are.
//
// Topics: 'member:<id>' (that member's unread counts changed), 'members' (a broadcast: every
// member's), 'conv:<id>' (a chat message in that conversation, with the message), 'support'
// (a chat message in any conversation, for the support inbox).
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  createLocalTopicBus,
  createRedisTopicBus,
  parseTopicMessage,
  type TopicBus,
  type TopicFormat,
} from '../../lib/topic-bus';

export type SocialEvents = TopicBus<unknown>;

export const SOCIAL_CHANNEL = 'social:events';
const FORMAT: TopicFormat<unknown> = {
  topic: /^(member:[1-9]\d{0,9}|members|conv:[1-9]\d{0,9}|support)$/,
  payload: (json) => json,
};

/** A channel message ('<topic> <json>') back into its parts; null for anything malformed. */
export const parseSocialMessage = (message: string) => parseTopicMessage(FORMAT, message);

export const createLocalSocialEvents = (): SocialEvents => createLocalTopicBus();

export const createRedisSocialEvents = (redis: Redis, log: FastifyBaseLogger): SocialEvents =>
  createRedisTopicBus(redis, log, SOCIAL_CHANNEL, FORMAT);
