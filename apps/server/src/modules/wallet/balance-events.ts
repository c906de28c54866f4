// "A member's balance changed": published by every service after its money transaction
// commits, read by the balance stream so the header updates without a reload. A topic bus
// (lib/topic-bus.ts) whose topic is the member id.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { ZMoneyNotice, type TMoneyNotice } from '@wps/contracts/wallet/balance-stream';
import {
  createLocalTopicBus,
  createRedisTopicBus,
  parseTopicMessage,
  type TopicBus,
  type TopicFormat,
} from '../../lib/topic-bus';

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

const FORMAT: TopicFormat<TMoneyNotice> = {
  topic: /^[1-9]\d{0,15}$/,
  payload: (json) => ZMoneyNotice.safeParse(json).data,
};

/** A channel message back into its member id and notice; null for anything malformed. */
export function parseBalanceMessage(
  message: string,
): { memberId: number; notice: TMoneyNotice | null } | null {
  const parsed = parseTopicMessage(FORMAT, message);
  return parsed && { memberId: Number(parsed.topic), notice: parsed.payload };
}

function byMember(bus: TopicBus<TMoneyNotice>): BalanceEvents {
  return {
    publish(memberIds, notice) {
      for (const id of new Set(memberIds)) bus.publish(String(id), notice ?? null);
    },
    subscribe: (memberId, listener) => bus.subscribe(String(memberId), listener),
    close: () => bus.close(),
  };
}

export const createLocalBalanceEvents = (): BalanceEvents => byMember(createLocalTopicBus());

/**
 * Several server processes: a change published in one reaches the listeners of all, this one
 * included, through one channel.
 */
export const createRedisBalanceEvents = (redis: Redis, log: FastifyBaseLogger): BalanceEvents =>
  byMember(createRedisTopicBus(redis, log, BALANCE_CHANNEL, FORMAT));
