// One Redis pub/sub channel between the server processes: a message published by one reaches
// every process, the sender included. A dedicated connection subscribes, since a subscribed
// connection can send nothing else; messages sent while its link was down are lost, so
// `onResync` runs when the link comes back.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface RedisChannel {
  publish(message: string): Promise<void>;
  close(): void;
}

export function openRedisChannel(
  redis: Redis,
  log: FastifyBaseLogger,
  name: string,
  handlers: { onMessage(message: string): void; onResync(): void },
): RedisChannel {
  const subscriber = redis.duplicate();
  let wasReady = false;
  subscriber.on('error', (error) =>
    log.error({ err: error, channel: name }, 'redis channel error'),
  );
  subscriber.on('ready', () => {
    if (wasReady) handlers.onResync();
    wasReady = true;
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === name) handlers.onMessage(message);
  });
  // ioredis subscribes again by itself after a reconnect.
  subscriber.subscribe(name).catch((error: unknown) => {
    log.error({ err: error, channel: name }, 'redis channel: could not subscribe');
  });
  return {
    publish: async (message) => void (await redis.publish(name, message)),
    close: () => subscriber.disconnect(),
  };
}
