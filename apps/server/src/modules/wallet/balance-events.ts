// "A member's balance changed": published by every service after its money transaction
// commits, read by the balance stream so the header updates without a reload. In one process
// an EventEmitter carries it; with REDIS_URL, Redis pub/sub carries it between processes.
import { EventEmitter } from 'node:events';

export interface BalanceEvents {
  /** Call after the transaction that moved the members' money has committed. */
  publish(memberIds: readonly number[]): void;
  /** Calls `listener` for each change of this member's balance; returns the unsubscribe. */
  subscribe(memberId: number, listener: () => void): () => void;
  close(): Promise<void>;
}

export function createLocalBalanceEvents(): BalanceEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(memberIds) {
      for (const id of new Set(memberIds)) emitter.emit(String(id));
    },
    subscribe(memberId, listener) {
      emitter.on(String(memberId), listener);
      return () => emitter.off(String(memberId), listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
