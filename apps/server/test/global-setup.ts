// Once per server test run: the database every test database starts from, made once instead of
// once per test file. Two images: migrated, and migrated plus the demo seed (test-app.ts).
//  - PGlite: dumps (dumpDataDir) in a temp folder; a test database restores one (loadDataDir).
//    PGlite takes about 2 s to create a database and half a second to restore one.
//  - PostgreSQL (TEST_DATABASE_URL): template databases; a test database is
//    `CREATE DATABASE ... TEMPLATE`, a fraction of a second where migrating and seeding one took
//    about 5 s.
// The seeded image leaves out the demo lottery history: it ends when its step runs, and tests
// count on it ending when their app was made, so that step still runs per test app.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { demoSeedSteps, seedDemoData } from '../src/seed/demo';
import { lotterySeed } from '../src/seed/lottery';
import { agentsSeed } from '../src/seed/agents';
import { promotionsSeed } from '../src/seed/promotions';
import { adminQuery, databaseUrl } from './pg-admin';

/** Where test databases start from: PGlite dumps (tar files) or PostgreSQL template databases. */
export interface DatabaseImages {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseImages: DatabaseImages;
  }
}

/**
 * The demo seed's steps whose result does not depend on when they run. The demo agents' step is
 * left out too: it moves agent01 under a master agent and plays and settles rounds, which the
 * tests written around agent01 and player01 do not expect (seed/agents.test.ts runs it). So are
 * the demo promotions: the promotion and bonus tests count cards and bonuses of their own
 * (seed/promotions.test.ts runs it).
 */
export const imageSeedSteps = demoSeedSteps.filter(
  (step) => step !== lotterySeed && step !== agentsSeed && step !== promotionsSeed,
);

async function seedImage(database: Database): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const { app, deps } = await buildApp(config, database);
  try {
    await seedDemoData(deps, imageSeedSteps);
  } finally {
    await app.close();
  }
}

async function pgliteImages(): Promise<{ images: DatabaseImages; remove: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'pglite-snapshot-'));
  const database = await openPglite(null);
  try {
    // drizzle keeps the client it runs on; the Db type does not say which driver that is.
    const { $client } = database.db as unknown as { $client: PGlite };
    const dump = async (name: string) => {
      const path = join(folder, `${name}.tar`);
      const tar = await $client.dumpDataDir('none');
      await writeFile(path, new Uint8Array(await tar.arrayBuffer()));
      return path;
    };
    const migrated = await dump('migrated');
    await seedImage(database);
    const seeded = await dump('seeded');
    return {
      images: { kind: 'pglite', migrated, seeded },
      remove: () => rm(folder, { recursive: true, force: true }),
    };
  } finally {
    await database.close();
  }
}

async function postgresImages(url: string): Promise<{
  images: DatabaseImages;
  remove: () => Promise<void>;
}> {
  const prefix = `tmpl_${randomBytes(5).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  const remove = async () => {
    for (const name of [seeded, migrated]) {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  };
  try {
    await adminQuery(url, `CREATE DATABASE ${migrated}`);
    await (await openPostgres(databaseUrl(url, migrated), () => undefined)).close();
    await adminQuery(url, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
    const database = await openPostgres(databaseUrl(url, seeded), () => undefined);
    await seedImage(database).finally(() => database.close());
  } catch (error) {
    await remove();
    throw error;
  }
  return { images: { kind: 'postgres', migrated, seeded }, remove };
}

type SharedImages = {
  made: Promise<{ images: DatabaseImages; remove: () => Promise<void> }>;
  users: number;
};
const sharedKey = Symbol.for('wps.test.databaseImages');

/** One set of images for the run: the shared and the isolated server projects both use it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  const store = globalThis as { [sharedKey]?: SharedImages };
  const shared = (store[sharedKey] ??= {
    made: url ? postgresImages(url) : pgliteImages(),
    users: 0,
  });
  shared.users += 1;
  const { images, remove } = await shared.made;
  project.provide('databaseImages', images);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete store[sharedKey];
    await remove();
  };
}
