// "A member's balance changed": published by every service after its money transaction
// commits, read by the balance stream so the header updates without a reload. In one process
// an EventEmitter carries it; with REDIS_URL, Redis pub/sub carries it between processes.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { ZMoneyNotice, type TMoneyNotice } from '@wps/contracts/wallet/balance-stream';
import { openRedisChannel } from '../../lib/redis-channel';

/** Called for each change; with the notice the member is to be shown, if the change has one. */
export type BalanceListener = (notice: TMoneyNotice | null) => void;

export interface BalanceEvents {
  /**
   * Call after the transaction that moved the members' money has committed. `notice`: a deposit
   * credited or a withdrawal paid, told to the (single) member as it happens (issue 16).
   */
  publish(memberIds: readonly number[], notice?: TMoneyNotice): void;
  /** Calls `listener` for each change of this member's balance; returns the unsubscribe. */
  subscribe(memberId: number, listener: BalanceListener): () => void;
  close(): Promise<void>;
}

/** The one Redis channel; each message is a member id in decimal, then ' ' and a notice's JSON. */
export const BALANCE_CHANNEL = 'wallet:balance';

/** A channel message back into its member id and notice; null for anything malformed. */
export function parseBalanceMessage(
  message: string,
): { memberId: number; notice: TMoneyNotice | null } | null {
  const space = message.indexOf(' ');
  const id = space < 0 ? message : message.slice(0, space);
  if (!/^[1-9]\d{0,15}$/.test(id)) return null;
  if (space < 0) return { memberId: Number(id), notice: null };
  try {
    const notice = ZMoneyNotice.safeParse(JSON.parse(message.slice(space + 1)));
    return notice.success ? { memberId: Number(id), notice: notice.data } : null;
  } catch {
    return null;
  }
}

/** Listeners by member id, in this process. */
function createListeners() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (memberId: number, notice: TMoneyNotice | null = null) =>
      emitter.emit(String(memberId), notice),
    /** Every member someone here listens for (after a lost Redis link, all may have changed). */
    emitAll: () => {
      for (const name of emitter.eventNames()) emitter.emit(name, null);
    },
    subscribe(memberId: number, listener: BalanceListener) {
      emitter.on(String(memberId), listener);
      return () => void emitter.off(String(memberId), listener);
    },
    clear: () => void emitter.removeAllListeners(),
  };
}

export function createLocalBalanceEvents(): BalanceEvents {
  const listeners = createListeners();
  return {
    publish(memberIds, notice) {
      for (const id of new Set(memberIds)) listeners.emit(id, notice ?? null);
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
      const parsed = parseBalanceMessage(message);
      if (parsed) listeners.emit(parsed.memberId, parsed.notice);
    },
    // Changes published while the link was down are lost: every listener reads again.
    onResync: listeners.emitAll,
  });
  return {
    publish(memberIds, notice) {
      for (const id of new Set(memberIds)) {
        const message = notice ? `${id} ${JSON.stringify(notice)}` : String(id);
        channel.publish(message).catch((error: unknown) => {
          // Redis is unreachable: at least this process's listeners hear of it.
          log.warn({ err: error, memberId: id }, 'balance events: publish failed');
          listeners.emit(id, notice ?? null);
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
