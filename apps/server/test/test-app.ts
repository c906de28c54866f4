// Builds the app against a real database for tests: PostgreSQL when TEST_DATABASE_URL is set
// (a fresh schema per test file), otherwise an in-memory PGlite that starts from the run's
// migrated snapshot (global-setup.ts).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import type { Deps } from '../src/deps';
import type { Router } from '../src/http/route';
import { ensureFirstOperator } from '../src/modules/ops/ops.service';
import { seedDemoData } from '../src/seed/demo';

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

let migrated: Promise<Blob | undefined> | undefined;

/** The migrated database that global-setup.ts dumped, read once per test file. */
function migratedSnapshot(): Promise<Blob | undefined> {
  const path = inject('pgliteSnapshot');
  migrated ??= path
    ? readFile(path).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return migrated;
}

/** The database alone, for tests below HTTP (the ledger); `poolSize` only matters on PostgreSQL. */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite(null, { snapshot: await migratedSnapshot() });
  // One database per test file, so files can run in parallel and start clean.
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  // Dropping the database at the end ends its connections: expected, not worth a line.
  const database = await openPostgres(dbUrl.toString(), () => undefined, options.poolSize);
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; poolSize?: number } = {},
): Promise<TestApp> {
  const database = await openTestDatabase({ poolSize: options.poolSize });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OPS_ADMIN_PASSWORD: OPS_PASSWORD,
    ...options.env,
  });
  const { app, deps, router } = await buildApp(config, database);
  await ensureFirstOperator(deps);
  if (options.seed ?? true) await seedDemoData(deps);
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
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
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
