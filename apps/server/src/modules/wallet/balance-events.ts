// "A member's balance changed": published by every service after its money transaction
// commits, read by the balance stream so the header updates without a reload. In one process
// an EventEmitter carries it; with REDIS_URL, Redis pub/sub carries it between processes.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface BalanceEvents {
  /** Call after the transaction that moved the members' money has committed. */
  publish(memberIds: readonly number[]): void;
  /** Calls `listener` for each change of this member's balance; returns the unsubscribe. */
  subscribe(memberId: number, listener: () => void): () => void;
  close(): Promise<void>;
}

/** The one Redis channel; each message is one member id in decimal. */
export const BALANCE_CHANNEL = 'wallet:balance';

/** Listeners by member id, in this process. */
function createListeners() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (memberId: number) => emitter.emit(String(memberId)),
    /** Every member someone here listens for (after a lost Redis link, all may have changed). */
    emitAll: () => {
      for (const name of emitter.eventNames()) emitter.emit(name);
    },
    subscribe(memberId: number, listener: () => void) {
      emitter.on(String(memberId), listener);
      return () => void emitter.off(String(memberId), listener);
    },
    clear: () => void emitter.removeAllListeners(),
  };
}

export function createLocalBalanceEvents(): BalanceEvents {
  const listeners = createListeners();
  return {
    publish(memberIds) {
      for (const id of new Set(memberIds)) listeners.emit(id);
    },
    subscribe: listeners.subscribe,
    async close() {
      listeners.clear();
    },
  };
}

/**
 * Several server processes: a change published in one reaches the listeners of all, this one
 * included, through one channel. `redis` (the shared connection) publishes; a dedicated
 * connection subscribes, since a subscribed connection can send nothing else.
 */
export function createRedisBalanceEvents(redis: Redis, log: FastifyBaseLogger): BalanceEvents {
  const listeners = createListeners();
  const subscriber = redis.duplicate();
  let wasReady = false;
  subscriber.on('error', (error) => log.error({ err: error }, 'balance events: redis error'));
  subscriber.on('ready', () => {
    // Messages sent while the link was down are lost: tell every listener to read again.
    if (wasReady) listeners.emitAll();
    wasReady = true;
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== BALANCE_CHANNEL || !/^[1-9]\d{0,15}$/.test(message)) return;
    listeners.emit(Number(message));
  });
  // ioredis subscribes again by itself after a reconnect.
  subscriber.subscribe(BALANCE_CHANNEL).catch((error: unknown) => {
    log.error({ err: error }, 'balance events: could not subscribe');
  });

  return {
    publish(memberIds) {
      for (const id of new Set(memberIds)) {
        redis.publish(BALANCE_CHANNEL, String(id)).catch((error: unknown) => {
          // Redis is unreachable: at least this process's listeners hear of it.
          log.warn({ err: error, memberId: id }, 'balance events: publish failed');
          listeners.emit(id);
        });
      }
    },
    subscribe: listeners.subscribe,
    async close() {
      listeners.clear();
      subscriber.disconnect();
    },
  };
}
