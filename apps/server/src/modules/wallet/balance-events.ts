// "A member's balance changed": published by every service after its money transaction
// commits, read by the balance stream so the header updates without a reload. In one process
// an EventEmitter carries it; with REDIS_URL, Redis pub/sub carries it between processes.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { openRedisChannel } from '../../lib/redis-channel';

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
 * included, through one channel.
 */
export function createRedisBalanceEvents(redis: Redis, log: FastifyBaseLogger): BalanceEvents {
  const listeners = createListeners();
  const channel = openRedisChannel(redis, log, BALANCE_CHANNEL, {
    onMessage(message) {
      if (/^[1-9]\d{0,15}$/.test(message)) listeners.emit(Number(message));
    },
    // Changes published while the link was down are lost: every listener reads again.
    onResync: listeners.emitAll,
  });
  return {
    publish(memberIds) {
      for (const id of new Set(memberIds)) {
        channel.publish(String(id)).catch((error: unknown) => {
          // Redis is unreachable: at least this process's listeners hear of it.
          log.warn({ err: error, memberId: id }, 'balance events: publish failed');
          listeners.emit(id);
        });
      }
    },
    subscribe: listeners.subscribe,
    async close() {
      listeners.clear();
      channel.close();
    },
  };
}
