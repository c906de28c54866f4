// Once per server test run on PGlite: one database with the migrations applied, dumped to a file
// that every test database then starts from (test-app.ts). PGlite takes about 2 s to create a
// database (initdb) and half a second to restore one; a run makes some 80 of them.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite database's dump (a tar); null on PostgreSQL. */
    pgliteSnapshot: string | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', null);
    return;
  }
  const database = await openPglite(null);
  // drizzle keeps the client it runs on; the Db type does not say which driver that is.
  const { $client } = database.db as unknown as { $client: PGlite };
  const dump = await $client.dumpDataDir('none').finally(() => database.close());
  const folder = await mkdtemp(join(tmpdir(), 'pglite-snapshot-'));
  const path = join(folder, 'migrated.tar');
  await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', path);
  return () => rm(folder, { recursive: true, force: true });
}
