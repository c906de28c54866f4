// Opens the database: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../lib/paths';

/** A database handle or a transaction: queries take this first. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export class DataDirLockedError extends Error {}

/** Opens PostgreSQL at `url` and applies pending migrations under an advisory lock. */
// Each driver is imported only when used: start-up time matters (the 3 s budget).
export async function openPostgres(
  url: string,
  onIdleError: (error: Error) => void = (error) =>
    process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`),
  poolSize = 10,
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that dies (the server restarts, an administrator ends it) is reported
  // here; without a listener Node would crash the process. The pool replaces it on next use.
  pool.on('error', onIdleError);
  const db = drizzlePg(pool) as unknown as Db;
  const client = await pool.connect();
  try {
    // Several server processes may start at once: only one migrates at a time.
    await client.query('SELECT pg_advisory_lock(727001)');
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    client.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Opens PGlite in `dataDir` (or in memory when null) and applies pending migrations. A new
 * database may start as a copy of `snapshot` (another one's dumpDataDir): the tests restore a
 * migrated database in a quarter of the time PGlite takes to create one.
 */
export async function openPglite(
  dataDir: string | null,
  options: { snapshot?: Blob } = {},
): Promise<Database> {
  const release = dataDir === null ? () => undefined : lockDataDir(dataDir);
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  try {
    const client = new PGlite({
      dataDir: dataDir === null ? undefined : join(resolve(dataDir), 'pg'),
      loadDataDir: options.snapshot,
    });
    await client.waitReady;
    const db = drizzlePglite(client) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite is one process on one folder: a second process would corrupt it. The lock file holds
 * the owner's pid; a lock whose process is gone is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${resolve(dataDir)} is in use by another server process (pid ${owner}). ` +
            'Stop that process, or set DATA_DIR to another folder, or use DATABASE_URL for PostgreSQL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${resolve(dataDir)}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
