// Builds the app against a real database for tests: PostgreSQL when TEST_DATABASE_URL is set
// (a database of its own per test app), otherwise an in-memory PGlite. Either starts as a copy
// of the run's database image (global-setup.ts): migrated, and for seeded apps the demo seed too.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import type { Deps } from '../src/deps';
import type { Router } from '../src/http/route';
import { ensureFirstOperator } from '../src/modules/ops/ops.service';
import { seedDemoData } from '../src/seed/demo';
import { lotterySeed } from '../src/seed/lottery';
import { adminQuery, databaseUrl } from './pg-admin';

export const OPS_PASSWORD = 'test-operator-password';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  router: Router;
  /** Sends a request; `token` becomes the bearer header. Returns status and parsed JSON. */
  call(
    options: InjectOptions & { token?: string },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  /** A signed-in operator token for the seeded admin. */
  opsToken(): Promise<string>;
  close(): Promise<void>;
}

type Image = 'migrated' | 'seeded';

const dumps = new Map<string, Promise<Blob>>();

/** A PGlite dump that global-setup.ts wrote, read once per test file. */
function pgliteDump(path: string): Promise<Blob> {
  let dump = dumps.get(path);
  if (!dump) {
    dump = readFile(path).then((bytes) => new Blob([bytes]));
    dumps.set(path, dump);
  }
  return dump;
}

/**
 * The database alone, for tests below HTTP (the ledger), as a copy of the run's migrated image
 * (or `image`); `poolSize` only matters on PostgreSQL.
 */
export async function openTestDatabase(
  options: { poolSize?: number; image?: Image } = {},
): Promise<Database> {
  const images = inject('databaseImages');
  const image = images[options.image ?? 'migrated'];
  const url = process.env.TEST_DATABASE_URL;
  if (!url || images.kind !== 'postgres') {
    return openPglite(null, { snapshot: await pgliteDump(image) });
  }
  // One database per test app, so files can run in parallel and start clean.
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${image}`);
  // Dropping the database at the end ends its connections: expected, not worth a line.
  const database = await openPostgres(databaseUrl(url, name), () => undefined, options.poolSize);
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; poolSize?: number } = {},
): Promise<TestApp> {
  const seed = options.seed ?? true;
  const database = await openTestDatabase({
    poolSize: options.poolSize,
    image: seed ? 'seeded' : 'migrated',
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OPS_ADMIN_PASSWORD: OPS_PASSWORD,
    // Each test database numbers its members from 1: its Redis counts (rate limits) get keys of
    // their own, or a member of another file, pass or recent run on the same Redis would share
    // them. Apps that stand for processes of one site pass one prefix (useRedisPair).
    REDIS_KEY_PREFIX: `t${randomBytes(6).toString('hex')}:`,
    ...options.env,
  });
  const { app, deps, router } = await buildApp(config, database);
  await ensureFirstOperator(deps);
  // The image has the demo seed but its lottery history, made here as it ends now (and but the
  // demo agents' step, global-setup.ts).
  if (seed) await seedDemoData(deps, [lotterySeed]);
  await app.ready();

  let token: string | null = null;
  const call: TestApp['call'] = async ({ token: bearer, ...inject }) => {
    const res = await app.inject({
      ...inject,
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...inject.headers },
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
  return {
    app,
    deps,
    router,
    call,
    async opsToken() {
      if (token) return token;
      const res = await call({
        method: 'POST',
        url: '/ops/api/session',
        payload: { username: 'admin', password: OPS_PASSWORD },
      });
      token = res.body.value.token as string;
      return token;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Two apps on one Redis (TEST_REDIS_URL), as two server processes would be, made before the
 * suite's tests and closed after them: `pair.one` and `pair.two` are set once it has started.
 */
export function useRedisPair(): { one: TestApp; two: TestApp } {
  const pair = {} as { one: TestApp; two: TestApp };
  beforeAll(async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_KEY_PREFIX: `t${randomBytes(6).toString('hex')}:`,
    };
    [pair.one, pair.two] = await Promise.all([
      createTestApp({ seed: false, env }),
      createTestApp({ seed: false, env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([pair.one?.close(), pair.two?.close()]);
  });
  return pair;
}
