// Events by topic, published after a transaction commits and heard by the live streams. In one
// process an EventEmitter carries them; with Redis, one pub/sub channel carries each publish to
// every process, this one included. The balance events and the social events are two buses.
//
// A channel message is '<topic>' or '<topic> <payload JSON>'; anything else is dropped.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { openRedisChannel } from './redis-channel';

export type TopicListener<P> = (payload: P | null) => void;

export interface TopicBus<P> {
  publish(topic: string, payload?: P | null): void;
  subscribe(topic: string, listener: TopicListener<P>): () => void;
  close(): Promise<void>;
}

export interface TopicFormat<P> {
  /** The topics this bus carries. */
  topic: RegExp;
  /** A received payload, or undefined when it is not one of this bus's. */
  payload(json: unknown): P | undefined;
}

/** A channel message back into its topic and payload; null for anything malformed. */
export function parseTopicMessage<P>(
  format: TopicFormat<P>,
  message: string,
): { topic: string; payload: P | null } | null {
  const space = message.indexOf(' ');
  const topic = space < 0 ? message : message.slice(0, space);
  if (!format.topic.test(topic)) return null;
  if (space < 0) return { topic, payload: null };
  let json: unknown;
  try {
    json = JSON.parse(message.slice(space + 1));
  } catch {
    return null;
  }
  const payload = format.payload(json);
  return payload === undefined ? null : { topic, payload };
}

function createListeners<P>() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (topic: string, payload: P | null) => emitter.emit(topic, payload),
    /** After a lost Redis link anything may have changed: every listener reads again. */
    emitAll: () => {
      for (const name of emitter.eventNames()) emitter.emit(name, null);
    },
    subscribe(topic: string, listener: TopicListener<P>) {
      emitter.on(topic, listener);
      return () => void emitter.off(topic, listener);
    },
    clear: () => void emitter.removeAllListeners(),
  };
}

export function createLocalTopicBus<P>(): TopicBus<P> {
  const listeners = createListeners<P>();
  return {
    publish: (topic, payload = null) => void listeners.emit(topic, payload),
    subscribe: listeners.subscribe,
    async close() {
      listeners.clear();
    },
  };
}

export function createRedisTopicBus<P>(
  redis: Redis,
  log: FastifyBaseLogger,
  channelName: string,
  format: TopicFormat<P>,
): TopicBus<P> {
  const listeners = createListeners<P>();
  const channel = openRedisChannel(redis, log, channelName, {
    onMessage(message) {
      const parsed = parseTopicMessage(format, message);
      if (parsed) listeners.emit(parsed.topic, parsed.payload);
    },
    onResync: listeners.emitAll,
  });
  return {
    publish(topic, payload = null) {
      const message = payload === null ? topic : `${topic} ${JSON.stringify(payload)}`;
      channel.publish(message).catch((error: unknown) => {
        // Redis is unreachable: at least this process's listeners hear of it.
        log.warn({ err: error, channel: channelName, topic }, 'topic bus: publish failed');
        listeners.emit(topic, payload);
      });
    },
    subscribe: listeners.subscribe,
    async close() {
      listeners.clear();
      channel.close();
    },
  };
}
