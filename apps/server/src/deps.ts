// What services are handed: the database and the configuration. Built once in app.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/client';
import type { GeoLookup } from './lib/geo';

export interface Deps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  geo: GeoLookup;
  /** Shared state for several server processes (rate limits); null without REDIS_URL. */
  redis: Redis | null;
}
